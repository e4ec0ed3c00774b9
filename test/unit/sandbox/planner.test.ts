// Agentic planning over the synthetic data: everyone on a shortlist meets every hard constraint of the
// sentence (checked here against the person's own facts, not the planner's filters), counts are honoured,
// follow-up turns refine, and company and repository questions fill their own lists.
import { describe, expect, it } from "vitest";
import { bindingConstraint } from "../../../src/sandbox/agent/planner/steps.js";
import { planAgenticSearch, understand } from "../../../src/sandbox/agent/planner.js";
import { translateSentence } from "../../../src/sandbox/agent/translate.js";
import type { AgenticInput } from "../../../src/sandbox/types.js";
import { createDataset, type PersonFacts } from "../../../src/sandbox/world/data.js";
import { METROS, placeCodes, TITLES } from "../../../src/sandbox/world/tables.js";
import { CITIES } from "../../../src/sandbox/world/vocab.js";

const ds = createDataset({ seed: "planner", people: 30_000 });
const ORIGIN = "http://127.0.0.1:4010";
const run = (query: string, extra: Partial<AgenticInput> = {}) =>
  planAgenticSearch(ds, { query, rerank: true, origin: ORIGIN, ...extra });
const converse = (...turns: string[]) =>
  planAgenticSearch(ds, {
    messages: turns.flatMap((content, k) => [
      { role: "user" as const, content },
      ...(k < turns.length - 1 ? [{ role: "assistant" as const, content: "Here are some people." }] : []),
    ]),
    rerank: true,
    origin: ORIGIN,
  });
const factsOf = (key: string): PersonFacts => ds.facts(ds.indexOfKey(key)!);
const has = (f: PersonFacts, skill: string) => f.skills.includes(skill);
const BIG = ["1001-5000", "5001-10000", "10001+"];
const SMALL = ["1-10", "11-50", "51-200"];

/** Sentences and, for each, the hard constraints a person must meet, written independently of translate. */
const RELEVANCE: [string, (f: PersonFacts) => boolean][] = [
  [
    "find 5 senior backend engineers in Berlin with Go",
    (f) =>
      f.seniority === "Senior" && f.title.includes("Backend Engineer") && f.city === "Berlin" && has(f, "Go"),
  ],
  [
    "ML engineers at fintech companies in London",
    (f) =>
      f.title.includes("Machine Learning Engineer") &&
      f.company.industry === "Fintech" &&
      f.city === "London",
  ],
  [
    "SWE in the Bay Area at startups",
    (f) => f.title.includes("Engineer") && f.city === "San Francisco" && SMALL.includes(f.company.headcount),
  ],
  [
    "product managers in Germany with 5+ years of experience",
    (f) => f.title.includes("Product Manager") && f.country === "Germany" && f.yearsOfExperience >= 5,
  ],
  ["head of sales in New York", (f) => f.title.includes("Head of Sales") && f.city === "New York"],
  ["founders in the US", (f) => f.seniority === "Founder" && f.country === "United States"],
  [
    "recruiters with a verified email who recently changed jobs",
    (f) => f.title.includes("Recruiter") && f.emailVerified && f.recentlyChangedJobs,
  ],
  [
    "data engineers who know Spark at companies with 10k+ employees",
    (f) => f.title.includes("Data Engineer") && has(f, "Spark") && f.company.headcount === "10001+",
  ],
  [
    "junior frontend developers with React, at most 2 years of experience",
    (f) =>
      f.seniority === "Entry" &&
      f.title.includes("Frontend Engineer") &&
      has(f, "React") &&
      f.yearsOfExperience <= 2,
  ],
  [
    "Rust engineers in Europe who maintain open source",
    (f) =>
      has(f, "Rust") &&
      f.title.includes("Engineer") &&
      [
        "United Kingdom",
        "Ireland",
        "Germany",
        "France",
        "Netherlands",
        "Sweden",
        "Denmark",
        "Switzerland",
        "Spain",
        "Portugal",
        "Poland",
      ].includes(f.country),
  ],
];

describe("planAgenticSearch", () => {
  it.each(RELEVANCE)("shortlists only people meeting every hard constraint: %s", (sentence, meets) => {
    const plan = run(sentence);
    expect(plan.people.length).toBeGreaterThan(0);
    const share = plan.people.filter((p) => meets(factsOf(p.key))).length / plan.people.length;
    expect(share).toBe(1);
    // Without reranking, every unique person any source returned must qualify too.
    const all = run(sentence, { rerank: false });
    expect(all.people.every((p) => meets(factsOf(p.key)))).toBe(true);
  });

  it("returns a well-formed shortlist with reasons drawn from the person's data", () => {
    const plan = run("find 5 senior backend engineers in Berlin with Go");
    expect(plan.people.length).toBeLessThanOrEqual(5);
    plan.people.forEach((p, k) => {
      const f = factsOf(p.key);
      expect(p).toMatchObject({
        name: f.name,
        currentTitle: f.title,
        currentCompany: f.company.name,
        currentCompanyDomain: f.company.domain,
        location: `${f.city}, ${f.country}`,
        avatarUrl: `${ORIGIN}/avatars/${p.key}`,
        rank: k + 1,
      });
      expect(p.reason).toContain(f.title);
      expect(p.reason).toContain("Go");
      expect(p.signals).toContain(`Based in ${f.city}, ${f.country}`);
    });
    expect(plan.answer).toMatch(/^Found \d+ (people|person) matching/);
    expect(plan.cost).toBeGreaterThanOrEqual(1);
    expect(plan.cost).toBeLessThanOrEqual(10);
  });

  it("honours a count and defaults to ten", () => {
    expect(run("find 3 engineers in London").people).toHaveLength(3);
    expect(run("engineers in London").people).toHaveLength(10);
    expect(run("give me twelve designers").people).toHaveLength(12);
  });

  it("shows its plan: parallel sources share a group, each with its partial people", () => {
    const plan = run("Python engineers in London who maintain open source");
    const labels = plan.steps.map((s) => s.label);
    expect(labels[0]).toBe("Understanding the request");
    expect(labels.some((l) => l.startsWith("Searching profiles:"))).toBe(true);
    expect(labels.some((l) => l.startsWith("Searching code host:"))).toBe(true);
    expect(labels).toContain("Merging and ranking");
    const sources = plan.steps.filter((s) => s.partial);
    expect(new Set(sources.map((s) => s.group)).size).toBe(1);
    expect(sources.map((s) => s.partial!.source).sort()).toEqual(["code host", "profiles"]);
    expect(plan.cost).toBe(4);
  });

  it("returns every unique person the sources found, unranked, when rerank is false", () => {
    const ranked = run("engineers in London");
    const all = run("engineers in London", { rerank: false });
    expect(all.people.length).toBeGreaterThan(ranked.people.length);
    expect(all.people.every((p) => p.rank === undefined)).toBe(true);
    expect(new Set(all.people.map((p) => p.key)).size).toBe(all.people.length);
  });

  it("reads later turns in light of earlier ones", () => {
    const plan = converse(
      "Python engineers in Berlin",
      "only people who moved jobs this year",
      "drop anyone at big companies",
      "in London instead",
    );
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) {
      const f = factsOf(p.key);
      expect(f.city).toBe("London");
      expect(has(f, "Python")).toBe(true);
      expect(f.title).toContain("Engineer");
      expect(f.recentlyChangedJobs).toBe(true);
      expect(BIG).not.toContain(f.company.headcount);
    }
  });

  it("answers questions about companies with companies", () => {
    const plan = run("fintech companies in Berlin");
    expect(plan.people).toEqual([]);
    expect(plan.companies.length).toBeGreaterThan(0);
    for (const c of plan.companies)
      expect(c).toMatchObject({
        industry: "Fintech",
        city: "Berlin",
        domain: expect.stringMatching(/\.example$/),
        synthetic: true,
      });
    // The world's companies, with people the sandbox holds, come first: the directory's (none held) after.
    const counts = plan.companies.map((c) => c.peopleCount as number);
    expect(counts[0]).toBeGreaterThan(0);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it("answers questions about repositories with repositories, most starred first", () => {
    const plan = run("top 5 Rust repositories");
    expect(plan.repos).toHaveLength(5);
    const stars = plan.repos.map((r) => r.stars as number);
    expect([...stars].sort((a, b) => b - a)).toEqual(stars);
    expect(plan.repos.every((r) => r.language === "Rust")).toBe(true);
    expect(plan.people.length).toBeGreaterThan(0);
  });

  it("reads a repository noun naming a line of work as part of the role, not as code", () => {
    const plan = run("Do you know any library assistants in Stockholm?");
    expect(plan.repos).toEqual([]);
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect(p.currentTitle).toContain("Library Assistant");
    // Libraries as such are still code.
    expect(run("top Python libraries").repos.length).toBeGreaterThan(0);
  });

  it("says honestly when no one matched", () => {
    // An employer the sandbox holds with no one in the role is given up last, and said to be.
    const plan = run("dentists at Shopify");
    expect(plan.answer).toMatch(/^No one matched Dentist at Shopify\. Without the employer \(Shopify\), /);
    expect(plan.people.every((p) => p.currentCompany !== "Shopify" && /Dentist/.test(p.currentTitle!))).toBe(
      true,
    );
    const vague = run("find me someone nice");
    expect(vague.people).toEqual([]);
    expect(vague.answer).toMatch(/^No one matched/);
  });

  it("leaves out the staff of an excluded employer and says so", () => {
    const all = run("engineers in London");
    const employer = all.people[0].currentCompany!;
    const plan = run(`engineers in London, excluding anyone at ${employer}`);
    expect(plan.people.length).toBeGreaterThan(0);
    expect(plan.people.every((p) => p.currentCompany !== employer)).toBe(true);
    expect(plan.answer).toContain(`People who work at ${employer} are left out`);
  });

  it("says no one with a title was found rather than offering other people", () => {
    const plan = run("glassblowers in Paris");
    expect(plan.people).toEqual([]);
    expect(plan.answer).toMatch(/^No one with the title Glassblower was found/);
  });

  it("blames a place nobody lives in, not a title held in another spelling", () => {
    // The world writes "Tax Advisor": "tax advisers" are held, Narnia is what nobody lives in.
    expect(ds.matchIds({ titleIncludes: ["Tax Advisor"] }).length).toBeGreaterThan(0);
    const plan = run("tax advisers in Narnia");
    expect(plan.people).toEqual([]);
    expect(plan.answer).toMatch(/^No one based in Narnia was found/);
  });

  it("keeps a role noun the lexicon does not know as a title, wherever the sentence puts it", () => {
    for (const [sentence, title] of [
      ["astronauts in Berlin", "Astronaut"],
      ["falconers in London", "Falconer"],
      ["find me taxidermists", "Taxidermist"],
      ["we need a few puppeteers based in Lyon", "Puppeteer"],
    ]) {
      const plan = run(sentence);
      expect(plan.people, sentence).toEqual([]);
      expect(plan.answer, sentence).toBe(
        `No one with the title ${title} was found. Try another word for the role.`,
      );
    }
    // A specialisation nobody holds of an occupation the world has falls back to it, and says so.
    const town = CITIES.find(
      (c) => ds.matchIds({ titleIncludes: ["Welder"], locations: [c.city] }).length > 0,
    )!.city;
    const welders = run(`underwater welders in ${town}`);
    expect(welders.answer).toMatch(
      new RegExp(
        `^No one matched Underwater Welder in ${town}\\. Without the specialisation \\(Underwater Welder\\), widened to Welder, `,
      ),
    );
    for (const p of welders.people) expect(factsOf(p.key).title).toMatch(/Welder/);
    // A platform's engineers are the world's mobile engineers who know the platform.
    const ios = run("iOS developers in London");
    expect(ios.people.length).toBeGreaterThan(0);
    expect(ios.answer).toMatch(/widened to Mobile Engineer with iOS/);
    for (const p of ios.people) expect(factsOf(p.key).skills).toContain("iOS");
    // A title nobody holds written with the words of a held one but for plurals and spelling: that one.
    const admins = run("sysadmins in London");
    expect(admins.people.length).toBeGreaterThan(0);
    expect(admins.answer).toMatch(/widened to Systems Administrator/);
    for (const p of admins.people) expect(factsOf(p.key).title).toMatch(/Systems Administrator/);
    // A title nobody holds named by a skill and a broad head: the head with the skill, said so.
    const hvac = run("HVAC engineers in London");
    expect(hvac.people.length).toBeGreaterThan(0);
    expect(hvac.answer).toMatch(/Without the exact title \(HVAC Engineer\), widened to Engineer with HVAC/);
    for (const p of hvac.people) {
      expect(factsOf(p.key).title).toMatch(/Engineer/);
      expect(factsOf(p.key).skills).toContain("HVAC");
    }
    // Words that ask, count or name no occupation are not made into titles.
    for (const sentence of ["people in Berlin", "anyone in Sales in Berlin", "find me someone nice"])
      expect(translateSentence(sentence).titleIncludes, sentence).toBeUndefined();
  });

  it("keeps a place the gazetteer does not know, and says no one is based there", () => {
    expect(translateSentence("dentists in Narnia")).toEqual({
      titleIncludes: ["Dentist"],
      locations: ["Narnia"],
    });
    const plan = run("dentists in Narnia");
    expect(plan.people).toEqual([]);
    expect(plan.answer).toMatch(/^No one based in Narnia was found/);
    expect(translateSentence("nurses based in Gotham City").locations).toEqual(["Gotham City"]);
    expect(translateSentence("engineers in Python, in Berlin").locations).toEqual(["Berlin"]);
  });

  it("widens a place to anywhere last, where its whole country holds no one of the role, and says so", () => {
    // A country of the world's whose people include no one of a role some elsewhere hold.
    let found: { title: string; city: string; country: string } | undefined;
    for (const title of ["Lexicographer", "Choreographer", "Sommelier", "Dentist"]) {
      const c = CITIES.find((x) => !run(`${title}s in ${x.country}`).answer.startsWith("Found"));
      if (c) {
        found = { title, city: c.city, country: c.country };
        break;
      }
    }
    expect(found, "a city whose country holds none of the roles").toBeDefined();
    const { title, city, country } = found!;
    const plan = run(`${title}s in ${city}`);
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) {
      expect(factsOf(p.key).title).toMatch(new RegExp(title));
      expect(factsOf(p.key).country).not.toBe(country);
    }
    expect(plan.answer).toMatch(
      new RegExp(`Without the place \\(${city}\\), \\d+ (?:people match|person matches) ${title}`),
    );
  });

  it("widens a town or state the world holds nobody in to the metros nearest to it, and says so", () => {
    const countryOf = (key: string) => factsOf(key).country;
    // A town of 20,000 (the world's metros start at 60,000 in Ireland): the nearest Irish metros.
    const kilkenny = run("nurses in Kilkenny");
    expect(kilkenny.people.length).toBeGreaterThan(0);
    for (const p of kilkenny.people) {
      expect(countryOf(p.key)).toBe("Ireland");
      expect(factsOf(p.key).title).toMatch(/Nurse/);
    }
    expect(kilkenny.answer).toMatch(
      /^No one matched Nurse in Kilkenny\. Without Kilkenny, where no one in the sandbox lives, widened to the nearest cities, \d+ (?:people match|person matches) Nurse in /,
    );
    // The English county, not the Ontario town of that name.
    for (const p of run("chefs in Cornwall").people) expect(countryOf(p.key)).toBe("United Kingdom");
    // A state with no metro (West Virginia) holds people in its towns.
    const wv = run("nurses in WV");
    const inWv = new Set((placeCodes("West Virginia") ?? []).map((m) => METROS[m].city));
    expect(wv.people.length).toBeGreaterThan(0);
    for (const p of wv.people) expect(inWv).toContain(factsOf(p.key).city);
    expect(wv.answer).toMatch(/^Found \d+ people matching Nurse in West Virginia/);
    // A metro where nobody matches: the larger metros nearest to it, before its country.
    const galway = run("electricians in Galway");
    expect(galway.answer).toMatch(
      /Without Galway, widened to the nearest larger cit(?:y|ies), \d+ (?:people match|person matches) Electrician in /,
    );
    for (const p of galway.people) expect(["Dublin", "Cork", "Limerick"]).toContain(factsOf(p.key).city);
    // A state with a metro is a place, not a city, when it is given up.
    expect(run("mediators in Montana").answer).toMatch(
      /Without the place \(Montana\), widened to United States/,
    );
  });

  it("searches a title in its other spelling, British or American", () => {
    const plan = run("paediatric nurses");
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect(factsOf(p.key).title).toMatch(/Pa?ediatric Nurse/);
    expect(plan.answer).toMatch(/^Found \d+ (?:people|person) matching Paediatric Nurse/);
  });

  it("searches a kind of business the population files under a wider industry within that industry", () => {
    const plan = run("receptionists at dental surgeries in London");
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect(factsOf(p.key).company.industry).toBe("Healthcare");
    // A kind with no honest wider industry is answered with that kind only (the directory's), never another.
    const breweries = run("breweries in Bavaria");
    expect(breweries.companies.length).toBeGreaterThan(0);
    for (const c of breweries.companies) expect(c).toMatchObject({ industry: "Brewing", country: "Germany" });
  });

  it("answers a question about a kind of company with that kind", () => {
    const plan = run("software companies in Berlin");
    expect(plan.companies.length).toBeGreaterThan(0);
    for (const c of plan.companies)
      expect(["SaaS", "Developer Tools", "Cybersecurity", "Artificial Intelligence", "Software"]).toContain(
        c.industry,
      );
    expect(translateSentence("PMs at B2B software companies").companyIndustries).toEqual(["SaaS"]);
    expect(translateSentence("engineers at telcos in Poland").companyIndustries).toEqual([
      "Telecommunications",
    ]);
  });

  it("relaxes the least important constraint when nothing matches, says which, and names what bound", () => {
    const plan = run("dentists in New York with Rust");
    expect(plan.people.length).toBeGreaterThan(0);
    expect(plan.answer).toMatch(/^No one matched .*Dentist.*Without the Rust skill/);
    for (const p of plan.people) expect(factsOf(p.key).title).toContain("Dentist");
    // Where nothing can be given up, the answer names the constraint whose removal alone finds the most.
    const q = { titleIncludes: ["Dentist"], companyNames: ["Shopify"], locations: ["New York"] };
    expect(bindingConstraint(ds, q, new Set())).toBe("the employer");
  });

  it("gives up the least important constraints together when no single one is enough, and says which", () => {
    const plan = run("dentists in New York with Rust at fintech companies");
    expect(plan.people.length).toBeGreaterThan(0);
    expect(plan.answer).toMatch(
      /^No one matched .*Without the Fintech industry and the Rust skill, (1 person matches|\d+ people match) .*; here (is that person|they are|are \d+)\./,
    );
    for (const p of plan.people) expect(factsOf(p.key).title).toContain("Dentist");
  });

  it("honours a count up to 100, and 'make it N' in a follow-up", () => {
    expect(run("find 80 engineers in London").people).toHaveLength(80);
    expect(run("find 150 engineers").people).toHaveLength(100);
    expect(converse("engineers in London", "make it 5").people).toHaveLength(5);
    expect(converse("engineers in London", "fine, but limit it to 4").people).toHaveLength(4);
    expect(converse("designers in Berlin", "cap the list at 7 please").people).toHaveLength(7);
    expect(converse("engineers in London", "6 of them, please").people).toHaveLength(6);
    expect(converse("engineers in London", "just 2").people).toHaveLength(2);
    expect(converse("engineers in London", "only 10+ years").people).toHaveLength(10);
    expect(run("I'd like 12 AEs in London").people).toHaveLength(12);
    expect(run("a couple of data engineers in London").people).toHaveLength(2);
    expect(run("half a dozen designers in London").people).toHaveLength(6);
    // Sizes, spans of years and bounds are not counts.
    expect(run("engineers at companies with 200 to 500 employees in London").people).toHaveLength(10);
    expect(run("engineers in London with 3 to 6 years of experience").people).toHaveLength(10);
  });

  it("ranks by judgement: leavers over stayers, the level named, engineers over their managers", () => {
    const someone = factsOf(run("engineers in London").people[0].key);
    const left = run(`engineers who used to work at ${someone.company.name}`);
    const leavers = left.people.filter((p) => p.currentCompany !== someone.company.name).length;
    expect(leavers).toBeGreaterThanOrEqual(Math.min(left.people.length, 5));
    expect(left.people[0].currentCompany).not.toBe(someone.company.name);
    const staff = run("staff engineers in the US");
    expect(staff.people.filter((p) => p.currentTitle!.startsWith("Staff")).length).toBeGreaterThan(
      staff.people.length / 2,
    );
    const ics = run("engineers in Berlin");
    expect(ics.people.some((p) => p.currentTitle!.includes("Manager"))).toBe(false);
  });

  it("shortlists people whose title names the role itself, the words the request used first", () => {
    // "Engineering" in "Head of Engineering" is a department, not the role.
    for (const sentence of ["software engineers in London", "engineers at fintech companies in New York"]) {
      const plan = run(sentence);
      expect(plan.people.length, sentence).toBeGreaterThan(0);
      for (const p of plan.people) expect(p.currentTitle, sentence).toMatch(/\bEngineer\b/);
    }
    // "sales reps": the sales development representatives before account executives.
    const reps = run("sales reps in London");
    expect(reps.people[0].currentTitle).toMatch(/Sales Development Representative/);
    const csms = run("customer success managers in New York");
    expect(csms.people[0].currentTitle).toMatch(/Customer Success Manager/);
    const software = run("software engineers in London");
    expect(software.people[0].currentTitle).toMatch(/Software Engineer/);
  });

  it("goes on with the employers a previous turn left out when a follow-up only adds names", () => {
    const u = understand({
      messages: [
        { role: "user", content: "PMs in London" },
        { role: "user", content: "exclude anyone at Globex" },
        { role: "user", content: "and Initech too" },
      ],
    });
    expect(u.excludedCompanies).toEqual(["Globex", "Initech"]);
    expect(u.query.locations).toEqual(["London"]);
  });

  it("answers which schools, hospitals or banks people work at with those employers", () => {
    expect(converse("teachers in London", "which schools do they work at?").companies.length).toBeGreaterThan(
      0,
    );
  });

  it("keeps a narrowing follow-up about people, and answers with companies when companies are asked for", () => {
    const narrowed = converse("senior engineers in London", "only those at fintech companies");
    expect(narrowed.companies).toEqual([]);
    expect(narrowed.people.length).toBeGreaterThan(0);
    for (const p of narrowed.people) expect(factsOf(p.key).company.industry).toBe("Fintech");
    // Asked in one sentence, the companies come with the people of theirs the question names.
    const companies = run("companies in London hiring Python engineers");
    expect(companies.companies.length).toBeGreaterThan(0);
    const listed = new Set(companies.companies.map((c) => c.name));
    for (const p of companies.people) {
      const f = factsOf(p.key);
      expect(listed.has(f.company.name) && f.city === "London" && has(f, "Python")).toBe(true);
    }
    // A company's size in people is not a question about people.
    const about = (...turns: string[]) =>
      understand({
        messages: turns.flatMap((content, k) => [
          { role: "user" as const, content },
          ...(k < turns.length - 1 ? [{ role: "assistant" as const, content: "Here they are." }] : []),
        ]),
      }).intent;
    expect(about("fintech companies in London", "only those with more than 500 employees")).toBe("companies");
    expect(about("startups in Berlin with Go engineers", "just the ones under 50 people")).toBe("companies");
    expect(about("fintech companies in London", "who are their 5 best engineers?")).toBe("people");
  });

  it("keeps a people conversation about people when a follow-up only resizes or names a role", () => {
    const talk = (...contents: string[]) =>
      understand({
        messages: contents.map((content, k) => ({
          role: k % 2 === 0 ? ("user" as const) : ("assistant" as const),
          content,
        })),
      });
    const resized = talk(
      "auditors at big companies in Leeds",
      "Here are 10.",
      "small firms instead of big companies",
    );
    expect(resized.intent).toBe("people");
    expect(resized.query.headcountRanges).toEqual(SMALL);
    expect(talk("auditors in Leeds", "Here are 10.", "only startups").intent).toBe("people");
    // A role asked about after a company answer is a question about people.
    expect(
      talk(
        "logistics companies in Leeds",
        "Here are 10 logistics companies in Leeds.",
        "who are the forklift drivers there?",
      ).intent,
    ).toBe("people");
    // Companies stay companies: a resizing follow-up of a company question, or one that asks for companies.
    expect(talk("fintech companies in Leeds", "Here are 10.", "only startups").intent).toBe("companies");
    expect(talk("auditors in Leeds", "Here are 10.", "list the startups they work at").intent).toBe(
      "companies",
    );
  });

  it("reads 'those companies' as the employers the reply named, dropping what only described them", () => {
    const [a, b] = ds.companies.filter((c) => c.industry === "Robotics");
    const messages = [
      { role: "user" as const, content: "Which robotics companies are there in Germany?" },
      {
        role: "assistant" as const,
        content: `${a.name}, ${b.name} and Zzyzx Automata are robotics companies.`,
      },
      { role: "user" as const, content: "find me engineers at those companies" },
    ];
    // Without the population, every name the reply gave.
    expect(understand({ messages }).query).toEqual({
      titleIncludes: ["Engineer"],
      companyNames: [a.name, b.name, "Zzyzx Automata"],
    });
    // With it, the employers that exist; everyone shortlisted works at one of them.
    const plan = planAgenticSearch(ds, { messages, rerank: true, origin: ORIGIN });
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect([a.name, b.name]).toContain(p.currentCompany);
    // A place the follow-up names itself stays.
    expect(
      understand({
        messages: [
          { role: "user", content: "engineers in Berlin" },
          { role: "assistant", content: `Many work at ${a.name} and ${b.name}.` },
          { role: "user", content: "designers at these firms in Hamburg" },
        ],
      }).query,
    ).toEqual({ titleIncludes: ["Designer"], locations: ["Hamburg"], companyNames: [a.name, b.name] });
  });

  it("finds a function's director under every title profiles give one, heads at that level included", () => {
    for (const [sentence, fn] of [
      ["design directors in", /\bDesign\b/],
      ["HR directors in", /\b(?:HR|Human Resources)\b/],
    ] as const) {
      // A city where the function's only director-level people are titled otherwise ("Head of Design").
      // The title is read off the columns first, so only the function's directors have their facts built.
      const directors = [...ds.matchIds({ seniorityLevels: ["Director"] })]
        .filter((i) => fn.test(TITLES[ds.columns.title[i]]))
        .map((i) => ds.facts(i));
      // One of the hand-kept metros, which the reader reads (the gazetteer's others are the next reader's).
      const city = directors.find(
        (f) => f.title.startsWith("Head of") && CITIES.some((c) => c.city === f.city),
      )!.city;
      const there = directors.filter((f) => f.city === city);
      const plan = run(`find 50 ${sentence} ${city}`);
      expect(plan.answer, sentence).toMatch(/^Found/);
      expect(plan.people.map((p) => p.key).sort(), sentence).toEqual(there.map((f) => f.key).sort());
    }
  });

  it("is deterministic for identical input", () => {
    const a = run("senior designers in Paris", { rerank: true });
    const b = run("senior designers in Paris", { rerank: true });
    expect(b).toEqual(a);
  });
});
