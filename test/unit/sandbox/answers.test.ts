// Answers that explain themselves: each reason names what was asked and the strongest signal, the ranking
// follows the asked level, a title nobody holds is widened (to titles holding its words, its head occupation,
// the same role reworded, the function's titles of its kind) and says so,
// skills the reading leaves out are removed and said, and the relaxation reads as English.
import { describe, expect, it } from "vitest";
import type { Understanding } from "../../../src/sandbox/agent/chat.js";
import { peopleAnswer } from "../../../src/sandbox/agent/planner/answer.js";
import { type Excluded, findProfiles } from "../../../src/sandbox/agent/planner/steps.js";
import { planAgenticSearch } from "../../../src/sandbox/agent/planner.js";
import { translateSentence } from "../../../src/sandbox/agent/translate.js";
import type { AgenticInput } from "../../../src/sandbox/types.js";
import { METROS, skillCode } from "../../../src/sandbox/world/tables.js";
import { largerNeighbours } from "../../../src/sandbox/world/towns.js";
import { sandboxWorld } from "../../helpers/population.js";

const ds = sandboxWorld();
const input: AgenticInput = { query: "", rerank: true, origin: "http://127.0.0.1:4010" };
const run = (query: string) => planAgenticSearch(ds, { ...input, query });
const none = (): Excluded => new Set<number>();

describe("reasons", () => {
  it("name the asked-for constraints the person meets and the strongest signal", () => {
    const plan = run("senior backend engineers in Berlin with Go");
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) {
      expect(p.reason).toMatch(/^Matches the request as an? .*Backend Engineer \(Senior level\)/);
      expect(p.reason).toContain("based in Berlin, Germany");
      expect(p.reason).toContain("listing Go");
      expect(p.reason).toMatch(/; strongest signal: .+\.$/);
    }
  });

  it("say what of the request as asked each person misses when the search was relaxed", () => {
    const plan = run("glaziers in Amsterdam with 45+ years who know Kubernetes");
    expect(plan.answer).toMatch(/^No one matched/);
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) {
      expect(p.reason).toMatch(/^Closest to the request as an? .*Glazier .*, but /);
      expect(p.reason).toMatch(/years? of experience, not 45\+/);
      expect(p.reason).toContain("not listing Kubernetes");
      // A career under two years is never the strongest signal.
      expect(p.reason).not.toMatch(/strongest signal: [01] years? of experience/);
    }
  });

  it("rank an employer's former staff above its current staff when they were asked for", () => {
    for (const query of ["senior nurses in Leeds who left the NHS", "ex-NHS senior nurses in Leeds"]) {
      const plan = run(query);
      const former = plan.people.filter((p) => p.currentCompany !== "NHS");
      expect(former.length, query).toBeGreaterThan(0);
      // Every former employee before any current one, a level word in the title notwithstanding.
      expect(plan.people.slice(0, former.length), query).toEqual(former);
    }
  });

  it("say which past employer a person left when former staff were asked for", () => {
    const plan = run("people who used to work at Shopify");
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect(p.reason).toMatch(/(working|formerly) at Shopify/);
  });
});

describe("ranking", () => {
  it("puts no junior above a staff, lead, principal or senior with more years", () => {
    for (const query of ["data engineers in London", "backend engineers in Berlin", "product designers"]) {
      const people = run(query).people;
      people.forEach((p, k) => {
        if (!/^(Junior|Associate)\b/.test(p.currentTitle ?? "")) return;
        for (const later of people.slice(k + 1))
          expect(
            /^(Staff|Lead|Principal|Senior)\b/.test(later.currentTitle ?? "") &&
              (later.yearsOfExperience ?? 0) > (p.yearsOfExperience ?? 0),
            `${query}: ${p.currentTitle} above ${later.currentTitle}`,
          ).toBe(false);
      });
    }
  });
});

describe("falling back and relaxing", () => {
  it("falls back from a specialised title nobody holds to its head occupation, and says so", () => {
    const nurseTown = METROS.map((m) => m.city).find(
      (city) =>
        ds.matchIds({ titleIncludes: ["Flight Nurse"], locations: [city] }).length === 0 &&
        ds.matchIds({ titleIncludes: ["Nurse"], locations: [city] }).length > 0,
    )!;
    const found = findProfiles(ds, { titleIncludes: ["Flight Nurse"], locations: [nurseTown] }, none());
    expect(found.q.titleIncludes).toEqual(["Nurse"]);
    expect(found.relaxed).toBe("the specialisation (Flight Nurse), widened to Nurse");
    for (const i of found.profileIds) expect(ds.facts(i).title).toContain("Nurse");
  });

  it("widens a title nobody holds to held titles with all its words, before the head occupation", () => {
    const plan = run("wind technicians in Chicago");
    expect(plan.answer).toMatch(
      /^No one matched Wind Technician in Chicago\. Without the exact title \(Wind Technician\), widened to Wind Turbine Technician, /,
    );
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect(p.currentTitle).toContain("Wind Turbine Technician");
  });

  it("widens a title written without its apostrophe to the title the world holds", () => {
    const plan = run("coroners officers in London");
    expect(plan.answer).toMatch(
      /^No one matched Coroners Officer in London\. Without the title as written \(Coroners Officer\), widened to Coroner's Officer, /,
    );
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect(p.currentTitle).toContain("Coroner's Officer");
  });

  it("holds the chief officers the reader names, and widens one the world lacks to its function's leaders", () => {
    for (const [query, title] of [
      ["CIOs in Ürümqi", "Chief Information Officer"],
      ["CISOs in London", "Chief Information Security Officer"],
      ["chief legal officers in Paris", "Chief Legal Officer"],
    ]) {
      const plan = run(query);
      expect(plan.answer, query).toMatch(new RegExp(`^Found \\d+ (?:person|people) matching ${title}`));
      for (const p of plan.people) expect(p.currentTitle, query).toBe(title);
    }
    // Never the bare "Digital Officer" or a clerk's "Information Officer": the function's leaders.
    const found = findProfiles(ds, { titleIncludes: ["Chief Digital Officer"] }, none());
    expect(found.relaxed).toMatch(/^the title \(Chief Digital Officer\), widened to other digital titles/);
    expect(found.profileIds.length).toBeGreaterThan(0);
    for (const i of found.profileIds)
      expect(ds.facts(i).title).toMatch(/^(?:Head|Director|VP|Chief)\b|(?:Manager|Director|Head|Lead)$/);
  });

  it("widens a title under a broad head to its kin, or says nobody holds it, never to the bare head", () => {
    const plan = run("home care aides in Phoenix");
    expect(plan.answer).toMatch(/widened to its kin Home Health Aide or Personal Care Aide/);
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect(p.currentTitle).toMatch(/Home Health Aide|Personal Care Aide/);
    // No shuttle driver anywhere and no kin of one: said, not answered with every driver in Leeds.
    const none_ = run("shuttle drivers in Leeds");
    expect(none_.answer).toMatch(/^No one with the title Shuttle Driver was found/);
    expect(none_.people).toEqual([]);
  });

  it("widens a function's level to the same role written another way", () => {
    // The world holds "Director of Nursing"; "Head of Nursing" is the same role at the same level.
    const found = findProfiles(ds, { titleIncludes: ["Head of Nursing"] }, none());
    expect(found.relaxed).toMatch(
      /^the title as written \(Head of Nursing\), widened to .*Director of Nursing/,
    );
    for (const i of found.profileIds)
      expect(ds.facts(i).title).toMatch(/Director of Nursing|Nursing Director/);
  });

  it("widens a generic head to the function's titles of the same kind of role, and says which", () => {
    const plan = run("retail cashiers in London");
    expect(plan.answer).toMatch(
      /^No one matched Retail Cashier in London\. Without the title \(Retail Cashier\), widened to other retail titles \(Retail Associate, Retail Sales Associate or Retail Assistant\), /,
    );
    for (const p of plan.people) expect(p.currentTitle).toMatch(/Retail (Sales )?Associate|Retail Assistant/);
    // A lead's function with no lead title of its own widens to its professional titles, never its clerks.
    // (Payroll managers are held since; billing has no lead title of its own.)
    const billing = findProfiles(ds, { titleIncludes: ["Billing Manager"] }, none());
    expect(billing.relaxed).toMatch(/widened to other billing titles \(/);
    for (const i of billing.profileIds) expect(ds.facts(i).title).toMatch(/Billing Specialist/);
    expect(findProfiles(ds, { titleIncludes: ["Head of Procurement"] }, none()).q.titleIncludes).toEqual([
      "Procurement Manager",
    ]);
  });

  it("widens a title nobody holds to held titles of the same line of work, not to its executives", () => {
    const found = findProfiles(ds, { titleIncludes: ["Data Modeler"] }, none());
    expect(found.relaxed).toMatch(/^the title \(Data Modeler\), widened to Data /);
    expect(found.profileIds.length).toBeGreaterThan(0);
    for (const i of found.profileIds) {
      expect(ds.facts(i).title).toMatch(/\bData\b/);
      expect(ds.facts(i).title).not.toMatch(/\b(?:Chief|Head|VP|Director)\b/);
    }
    // "E-commerce" is how people ask; "Ecommerce" how the world writes it.
    const plan = run("head of e-commerce in Bologna");
    expect(plan.answer).toMatch(
      /^No one matched Head of E-commerce in Bologna\. Without the title .*Ecommerce/,
    );
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect(p.currentTitle).toMatch(/Ecommerce/);
  });

  it("never widens to an unrelated role or a head too broad to stand for the title", () => {
    // No held title names a marina or antiques: nobody is found rather than some other manager or dealer.
    expect(run("marina managers in London").answer).toMatch(
      /^No one with the title Marina Manager was found/,
    );
    expect(run("antique dealers in Las Vegas").people).toEqual([]);
    // An Avionics Technician is not any Technician: the place is widened instead.
    const town = METROS.map((m) => m.city).find(
      (city) =>
        ds.matchIds({ titleIncludes: ["Avionics Technician"], locations: [city] }).length === 0 &&
        ds.matchIds({ titleIncludes: ["Technician"], locations: [city] }).length > 0,
    )!;
    const found = findProfiles(ds, { titleIncludes: ["Avionics Technician"], locations: [town] }, none());
    expect(found.q.titleIncludes).toEqual(["Avionics Technician"]);
    // A held title someone lacks here is not reworded: the other constraints are relaxed.
    const held = findProfiles(ds, { titleIncludes: ["Procurement Manager"], locations: [town] }, none());
    expect(held.q.titleIncludes).toEqual(["Procurement Manager"]);
  });

  it("gives up an employer the sandbox does not hold first, one it holds last, saying so", () => {
    const unknown = run("engineers at Acme Widgets in Berlin");
    expect(unknown.answer).toMatch(
      /^No one matched Engineer at Acme Widgets in Berlin\. Without Acme Widgets, an employer the sandbox does not hold, \d+ people match Engineer in Berlin/,
    );
    expect(unknown.people.length).toBeGreaterThan(0);
    // No one at Shopify is a nurse, anywhere: nurses in Toronto, said to be elsewhere than at Shopify.
    const held = run("nurses at Shopify in Toronto");
    expect(held.answer).toMatch(
      /^No one matched Nurse at Shopify in Toronto\. Without the employer \(Shopify\), \d+ people match Nurse in Toronto/,
    );
    expect(held.people.length).toBeGreaterThan(0);
    for (const p of held.people) {
      expect(p.currentTitle).toContain("Nurse");
      expect(p.location).toMatch(/^Toronto\b/);
      expect(p.currentCompany).not.toBe("Shopify");
    }
    // Where the employer holds the role elsewhere, the place is widened first and the employer kept.
    const shopify = ds.companyByName("Shopify")!.code;
    const ids = ds.matchIds({ titleIncludes: ["Engineer"], companyNames: ["Shopify"] });
    const town = METROS.map((m) => m.city).find(
      (city) =>
        ds.matchIds({ titleIncludes: ["Engineer"], companyNames: ["Shopify"], locations: [city] }).length ===
          0 && ds.matchIds({ locations: [city], countries: ["Canada"] }).length > 0,
    )!;
    expect(ids.length).toBeGreaterThan(0);
    const near = findProfiles(
      ds,
      { titleIncludes: ["Engineer"], companyNames: ["Shopify"], locations: [town] },
      none(),
    );
    expect(near.relaxed).not.toMatch(/employer/);
    for (const i of near.profileIds) expect(ds.columns.company[i]).toBe(shopify);
  });

  it("says what it relaxed in grammatical English", () => {
    const plan = run("dentists in New York with Rust");
    expect(plan.answer).toMatch(
      /^No one matched .+\. Without the Rust skill, (1 person matches|\d+ people match) .+; here (is that person|they are|are \d+)\./,
    );
    expect(plan.answer).not.toMatch(/here (is|are) \d+ of \d+/);
  });

  it("names only the widest place it gave up when it gives up other constraints with it", () => {
    // No shipwright works for a gaming company: the industry goes, and the place widens step by step until
    // someone matches; each wider place replaces the one before, and only the last is said.
    expect(ds.matchIds({ titleIncludes: ["Shipwright"], companyIndustries: ["Gaming"] })).toHaveLength(0);
    const shipwrights = (where: object) => ds.matchIds({ titleIncludes: ["Shipwright"], ...where }).length;
    // A town without shipwrights whose nearest larger cities have none either, though its country has some.
    const code = METROS.findIndex(
      (m, c) =>
        shipwrights({ locations: [m.city] }) === 0 &&
        largerNeighbours(c).length > 0 &&
        largerNeighbours(c).every((n) => shipwrights({ locations: [METROS[n].city] }) === 0) &&
        shipwrights({ countries: [m.country] }) > 0 &&
        translateSentence(`shipwrights at gaming companies in ${m.city}`).locations?.[0] === m.city,
    );
    const { city: town, country } = METROS[code];
    const plan = run(`shipwrights at gaming companies in ${town}`);
    expect(plan.answer).toMatch(
      new RegExp(
        `^No one matched Shipwright in Gaming in ${town}\\. Without the Gaming industry and the (?:city|place) \\(${town}\\), widened to ${country}, (?:1 person matches|\\d+ people match) Shipwright in ${country}; `,
      ),
    );
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) {
      expect(p.currentTitle).toContain("Shipwright");
      expect(p.location).toMatch(new RegExp(`, ${country}$`));
    }
  });

  // An occupation the top-up holds only in the largest metros (the common three in five are everywhere).
  const RARE = "Shipwright";

  it("widens a state nobody in it matches to its country, naming it a place", () => {
    // Every metro holds the commonest occupations, so only a rarer one is missing from a whole state of
    // several metros (a state of one metro reads as that city).
    const [state, country] = [
      ["Montana", "United States"],
      ["Tasmania", "Australia"],
      ["Saskatchewan", "Canada"],
    ].find(([s]) => ds.matchIds({ titleIncludes: [RARE], locations: [s] }).length === 0)!;
    const found = findProfiles(ds, { titleIncludes: [RARE], locations: [state] }, none());
    expect(found.relaxed).toBe(`the place (${state}), widened to ${country}`);
    expect(found.profileIds.length).toBeGreaterThan(0);
    for (const i of found.profileIds) expect(ds.facts(i).country).toBe(country);
  });
});

describe("skills left out", () => {
  it("removes the people who list a skill the reading leaves out, and says so", () => {
    const java = skillCode("Java")!;
    const excluded: Excluded = Object.assign(new Set<number>(), { skills: [java] });
    const q = { titleIncludes: ["Backend Engineer"], skills: ["Python"] };
    const all = ds.matchIds(q);
    const found = findProfiles(ds, q, excluded);
    expect(all.some((i) => ds.facts(i).skills.includes("Java"))).toBe(true);
    expect(found.profileIds.length).toBeGreaterThan(0);
    for (const i of found.profileIds) expect(ds.facts(i).skills).not.toContain("Java");
    const u = {
      turns: ["Python backend engineers but not Java"],
      query: q,
      excludedCompanies: [],
      excludeSkills: ["Java"],
    } as unknown as Understanding;
    const answer = peopleAnswer(ds, u, input, found, [], excluded, undefined);
    expect(answer).toContain("People who list Java are left out, as asked.");
  });
});
