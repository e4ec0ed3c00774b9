// Classes of misreading found on held-out sentences, each checked on sentences of its own (none of them in
// an evaluation set), so a fix that only matched one sentence would fail here.
import { describe, expect, it } from "vitest";
import type { StructuredQuery } from "../../../src/contract/schemas.js";
import { understand } from "../../../src/sandbox/agent/planner.js";
import { readSentence, translateSentence } from "../../../src/sandbox/agent/translate.js";
import { talk } from "./talk.js";

const read = (sentence: string, current?: StructuredQuery) => translateSentence(sentence, current);

describe("translate: classes of sentence", () => {
  it("reads a plain word for a specialty's people as its engineers", () => {
    expect(read("security folks in Austin").titleIncludes).toEqual(["Security Engineer"]);
    expect(read("infra people with Terraform").titleIncludes).toEqual(["Infrastructure Engineer"]);
  });

  it("reads senior, executive and assistant VPs as VPs", () => {
    expect(read("EVPs of marketing in London")).toMatchObject({
      titleIncludes: ["VP of Marketing"],
      seniorityLevels: ["VP"],
    });
    expect(read("senior vice presidents in Paris").seniorityLevels).toEqual(["VP"]);
  });

  it("keeps what kind of occupant, not the asking words, in a profession's title", () => {
    expect(read("high school teachers in Leeds").titleIncludes).toEqual(["High School Teacher"]);
    expect(read("show me every actuary in Zurich").titleIncludes).toEqual(["Actuary"]);
    expect(read("teachers at schools in Berlin").titleIncludes).toEqual(["Teacher"]);
  });

  it("reads title words named as such, leaving them out after an exclusion cue", () => {
    expect(read("designers, leave out anyone with intern in their title").titleExcludes).toEqual(["Intern"]);
    expect(read("engineers but not anyone whose title says Lead or Head").titleExcludes).toEqual([
      "Lead",
      "Head",
    ]);
  });

  it("carries an exclusion on past a comma to the employers it goes on to name", () => {
    const got = readSentence("designers in Oslo, no recruiters, and anyone at Brimco");
    expect(got.query.companyNames).toBeUndefined();
    expect(got.excludedCompanies).toEqual(["Brimco"]);
  });

  it("never turns a place or an industry to leave out into one to search", () => {
    expect(read("engineers in Berlin, not in Munich")).toEqual({
      titleIncludes: ["Engineer"],
      locations: ["Berlin"],
    });
    expect(read("designers in Germany but not from Berlin").locations).toBeUndefined();
    expect(read("designers, not at fintech companies").companyIndustries).toBeUndefined();
    expect(readSentence("engineers not at Acme").excludedCompanies).toEqual(["Acme"]);
  });

  it("reads a move somewhere new as a recent job change", () => {
    expect(read("engineers who joined somewhere new lately").recentlyChangedJobs).toBe(true);
  });

  it("reads plural industries and enterprise sizes", () => {
    expect(read("PMs at consultancies in Madrid").companyIndustries).toEqual(["Consulting"]);
    expect(read("AEs at enterprise-scale firms").headcountRanges).toEqual([
      "1001-5000",
      "5001-10000",
      "10001+",
    ]);
  });

  it("amends: a value said to be wrong is replaced, and a bound the new one contradicts goes", () => {
    expect(
      read("Python is wrong, they should know Rust", { titleIncludes: ["Engineer"], skills: ["Python"] }),
    ).toEqual({ titleIncludes: ["Engineer"], skills: ["Rust"] });
    expect(
      read("make it seniors with over 10 years", { titleIncludes: ["Engineer"], maxYearsExperience: 3 }),
    ).toEqual({
      titleIncludes: ["Engineer"],
      seniorityLevels: ["Senior"],
      minYearsExperience: 11,
    });
    expect(read("instead of designers we want PMs", { titleIncludes: ["Designer"] })).toEqual({
      titleIncludes: ["Product Manager"],
    });
    expect(
      read("only Lisbon rather than just Porto", { titleIncludes: ["Designer"], locations: ["Porto"] }),
    ).toEqual({
      titleIncludes: ["Designer"],
      locations: ["Lisbon"],
    });
  });

  it("moves a bare function to the level a follow-up names", () => {
    expect(read("just the directors", { titleIncludes: ["Sales"] })).toEqual({
      titleIncludes: ["Director of Sales"],
      seniorityLevels: ["Director"],
    });
  });

  it("replaces the role with a role noun a follow-up asks for, known to the lexicon or not", () => {
    const current: StructuredQuery = { titleIncludes: ["Frontend Engineer"], locations: ["Lyon"] };
    expect(read("how about glassblowers?", current)).toEqual({
      titleIncludes: ["Glassblower"],
      locations: ["Lyon"],
    });
    expect(read("what about pharmacists in Porto instead", current)).toEqual({
      titleIncludes: ["Pharmacist"],
      locations: ["Porto"],
    });
    expect(read("ok, show me stonemasons", current).titleIncludes).toEqual(["Stonemason"]);
    expect(read("and accountants instead?", current).titleIncludes).toEqual(["Accountant"]);
    expect(read("switch to locksmiths please", current).titleIncludes).toEqual(["Locksmith"]);
    // A follow-up naming no role keeps it.
    expect(read("how about Madrid?", current).titleIncludes).toEqual(["Frontend Engineer"]);
    expect(read("show me fewer results", current).titleIncludes).toEqual(["Frontend Engineer"]);
    expect(read("only the remote ones", current).titleIncludes).toEqual(["Frontend Engineer"]);
  });

  it("reads remote workers as no occupation: the filter set has no field for working remotely", () => {
    expect(read("remote workers in Lisbon")).toEqual({ locations: ["Lisbon"] });
    expect(read("remote bookkeepers in Lisbon").titleIncludes).toEqual(["Bookkeeper"]);
    expect(read("construction workers in Lisbon").titleIncludes).toEqual(["Construction Worker"]);
  });

  it("never turns an employer someone does not work at into one to search", () => {
    for (const [sentence, names] of [
      ["accountants in Porto who don't work at Deloitte", ["Deloitte"]],
      ["nurses not employed by Kaiser", ["Kaiser"]],
      ["designers who do not currently work for Figma or Canva", ["Figma", "Canva"]],
      ["analysts in Paris, excluding Lazard and Rothschild", ["Lazard", "Rothschild"]],
    ] as const) {
      const got = readSentence(sentence);
      expect(got.query.companyNames, sentence).toBeUndefined();
      expect(got.excludedCompanies, sentence).toEqual(names);
    }
  });

  it("leaves out every title an exclusion lists, known to the lexicon or not", () => {
    expect(read("chefs in Lyon, no apprentices and no sous chefs").titleExcludes).toEqual([
      "Apprentice",
      "Sous Chef",
    ]);
    expect(read("PMs in Oslo, leave out the contractors and temps").titleExcludes).toEqual([
      "Contractor",
      "Temp",
    ]);
    expect(read("architects but not heads of design").titleExcludes).toEqual(["Head of Design"]);
    expect(read("marketers in Rome but not heads of brand").titleExcludes).toEqual(["Head of Brand"]);
    expect(read("engineers without a verified email").titleExcludes).toBeUndefined();
  });

  it("keeps the kind of engineer, developer or designer a sentence names", () => {
    expect(read("mechanical engineers in Stuttgart").titleIncludes).toEqual(["Mechanical Engineer"]);
    expect(read("game developers in Montreal").titleIncludes).toEqual(["Game Developer"]);
    expect(read("interior designers in Milan").titleIncludes).toEqual(["Interior Designer"]);
    // A skill, an industry, a count or "software" is not a kind.
    expect(read("Rust developers in Oslo")).toMatchObject({ titleIncludes: ["Engineer"], skills: ["Rust"] });
    expect(read("fintech engineers in Paris")).toMatchObject({
      titleIncludes: ["Engineer"],
      companyIndustries: ["Fintech"],
    });
    expect(read("find seven software developers").titleIncludes).toEqual(["Engineer"]);
    // Leaving out a narrower kind keeps the broader one.
    expect(read("exclude interior designers", { titleIncludes: ["Designer"], locations: ["Milan"] })).toEqual(
      {
        titleIncludes: ["Designer"],
        titleExcludes: ["Interior Designer"],
        locations: ["Milan"],
      },
    );
  });

  it("reads two occupation nouns in a row as one title", () => {
    expect(read("physician assistants in Denver").titleIncludes).toEqual(["Physician Assistant"]);
    expect(read("teacher assistants in Leeds").titleIncludes).toEqual(["Teacher Assistant"]);
  });

  it("reads talent acquisition titles, and the head of any function", () => {
    expect(read("talent acquisition partners in Dublin").titleIncludes).toEqual([
      "Talent Acquisition Partner",
    ]);
    expect(read("talent acquisition folks in Rome").titleIncludes).toEqual(["Recruiter"]);
    expect(read("heads of procurement in Paris").titleIncludes).toEqual(["Head of Procurement"]);
  });

  it("spells a function title the way profiles spell it", () => {
    expect(read("heads of HR in Lyon").titleIncludes).toEqual(["Head of HR"]);
    expect(read("VPs of HR").titleIncludes).toEqual(["VP of Human Resources"]);
  });

  it("reads a pronoun's contracted verb as asking words, not a title", () => {
    expect(read("I'm after sommeliers in Porto").titleIncludes).toEqual(["Sommelier"]);
    expect(read("we're chasing radiographers in Leeds").titleIncludes).toEqual(["Radiographer"]);
  });

  it("reads past employees of a company as people who worked there", () => {
    expect(read("former staff of Nimbus Labs in Oslo")).toEqual({
      companyNames: ["Nimbus Labs"],
      locations: ["Oslo"],
      currentEmployersOnly: false,
    });
    expect(read("also past employees of Initech", { titleIncludes: ["Engineer"] })).toEqual({
      titleIncludes: ["Engineer"],
      companyNames: ["Initech"],
      currentEmployersOnly: false,
    });
  });

  it("knows metros and countries beyond the tech hubs", () => {
    expect(read("nurses in Lagos").locations).toEqual(["Lagos"]);
    expect(read("accountants in Vienna or Prague").locations).toEqual(["Vienna", "Prague"]);
    expect(read("site managers in Norway").countries).toEqual(["Norway"]);
    expect(read("teachers in the UAE").countries).toEqual(["United Arab Emirates"]);
    expect(read("swap Lyon for Milan", { titleIncludes: ["Designer"], locations: ["Lyon"] })).toEqual({
      titleIncludes: ["Designer"],
      locations: ["Milan"],
    });
  });

  it("knows the industries outside tech that most people work in", () => {
    expect(read("analysts at investment banks in Paris").companyIndustries).toEqual(["Banking"]);
    expect(read("engineers at car makers in Munich").companyIndustries).toEqual(["Automotive"]);
    expect(read("chefs at hotels in Rome").companyIndustries).toEqual(["Hospitality"]);
    expect(read("program managers at nonprofits").companyIndustries).toEqual(["Nonprofit"]);
    // A banker is an occupation, not the industry.
    expect(read("private bankers in Geneva")).toEqual({
      titleIncludes: ["Private Banker"],
      locations: ["Geneva"],
    });
  });

  it("reads a product that is also a company as the employer after 'at' or 'from', else as a skill", () => {
    expect(read("AEs who work at HubSpot").companyNames).toEqual(["HubSpot"]);
    expect(read("marketers with HubSpot experience").skills).toEqual(["HubSpot"]);
    const got = readSentence("SDRs in Leeds, nobody from Salesforce");
    expect(got.excludedCompanies).toEqual(["Salesforce"]);
    expect(got.query.skills).toBeUndefined();
  });

  it("gives a list's unknown members the field of the members it knows", () => {
    expect(read("engineers in Berlin or Leipzig").locations).toEqual(["Berlin", "Leipzig"]);
    expect(read("platform engineers with Kubernetes and Pulumi").skills).toEqual(["Kubernetes", "Pulumi"]);
    // Andorra is a country the reader knows (every sovereign one is), kept in the sentence's order.
    expect(
      read("add Andorra and Spain too", { titleIncludes: ["Chef"], countries: ["France"] }).countries,
    ).toEqual(["France", "Andorra", "Spain"]);
  });

  it("reads an unknown name in skill position as a skill, not a place", () => {
    expect(read("analysts skilled in Looker")).toEqual({ titleIncludes: ["Analyst"], skills: ["Looker"] });
    expect(read("designers proficient in Sketch").locations).toBeUndefined();
    expect(read("AEs with Gong experience in Austin")).toEqual({
      titleIncludes: ["Account Executive"],
      locations: ["Austin"],
      skills: ["Gong"],
    });
    expect(read("backend engineers who know Elixir").skills).toEqual(["Elixir"]);
    expect(read("scientists with a background in Optogenetics").skills).toEqual(["Optogenetics"]);
    expect(read("engineers with GCP").skills).toEqual(["GCP"]);
  });

  it("reads an unknown place in an amendment of the place as a place", () => {
    const current: StructuredQuery = { titleIncludes: ["Nurse"], locations: ["Dublin"] };
    expect(read("Galway as well", current).locations).toEqual(["Dublin", "Galway"]);
    expect(read("not Dublin any more, Limerick", current).locations).toEqual(["Limerick"]);
    expect(read("swap Dublin for Kilkenny", current).locations).toEqual(["Kilkenny"]);
    expect(read("what about Waterford instead?", current).locations).toEqual(["Waterford"]);
    // An employer is still an employer.
    expect(read("only those at Acme", current).locations).toEqual(["Dublin"]);
  });

  it("keeps initialisms a sentence writes in capitals inside the title it names", () => {
    expect(read("ICU nurses in Houston").titleIncludes).toEqual(["ICU Nurse"]);
    expect(read("HVAC technicians in Phoenix").titleIncludes).toEqual(["HVAC Technician"]);
  });

  it("reads titles made of a level's own words as titles", () => {
    expect(read("product owners in Ghent")).toEqual({
      titleIncludes: ["Product Owner"],
      locations: ["Ghent"],
    });
    expect(read("chief of staff candidates in Oslo")).toEqual({
      titleIncludes: ["Chief of Staff"],
      locations: ["Oslo"],
    });
    expect(read("air traffic controllers in Denver").titleIncludes).toEqual(["Air Traffic Controller"]);
  });

  it("reads a product-shaped name after 'with' as a skill", () => {
    expect(read("senior iOS developers with SwiftUI").skills).toEqual(["SwiftUI"]);
  });

  it("carries an employer exclusion through a list and past 'the'", () => {
    expect(readSentence("consultants in Paris, not from McKinsey, BCG or Bain").excludedCompanies).toEqual([
      "McKinsey",
      "BCG",
      "Bain",
    ]);
    expect(readSentence("nurses in Leeds, except those at the NHS").excludedCompanies).toEqual(["NHS"]);
  });

  it("keeps the kind of recruiter, and not how anyone is employed", () => {
    expect(read("recruiters in Lyon but not agency recruiters")).toEqual({
      titleIncludes: ["Recruiter"],
      titleExcludes: ["Agency Recruiter"],
      locations: ["Lyon"],
    });
    expect(read("in-house recruiters in Berlin").titleIncludes).toEqual(["Recruiter"]);
    expect(read("part-time nurses in Leeds").titleIncludes).toEqual(["Nurse"]);
  });

  it("reads capitalised words before a company noun as a kind of company, not an employer", () => {
    expect(read("VPs of Sales at B2B SaaS companies in Oslo")).toMatchObject({
      companyIndustries: ["SaaS"],
      locations: ["Oslo"],
    });
    expect(read("engineers at Series A startups").companyNames).toBeUndefined();
  });

  it("reads more ways of saying someone worked somewhere before", () => {
    for (const sentence of [
      "PMs formerly of Airbnb",
      "PMs who spent time at Airbnb",
      "PMs who did a stint at Airbnb",
    ])
      expect(read(sentence), sentence).toEqual({
        titleIncludes: ["Product Manager"],
        companyNames: ["Airbnb"],
        currentEmployersOnly: false,
      });
  });

  it("reads a follow-up that opens with 'and' or 'or' as adding, unless it narrows", () => {
    const current: StructuredQuery = { titleIncludes: ["Designer"], locations: ["Lisbon"] };
    expect(read("and Porto", current).locations).toEqual(["Lisbon", "Porto"]);
    expect(read("or Faro?", current).locations).toEqual(["Lisbon", "Faro"]);
    expect(read("and only Porto", current).locations).toEqual(["Porto"]);
  });

  it("keeps a function the department table does not know in a function + level title", () => {
    expect(read("procurement directors in Lyon")).toEqual({
      titleIncludes: ["Procurement Director"],
      seniorityLevels: ["Director"],
      locations: ["Lyon"],
    });
    expect(read("risk VPs in Boston")).toMatchObject({
      titleIncludes: ["VP of Risk"],
      seniorityLevels: ["VP"],
    });
    expect(read("compliance heads in Singapore").titleIncludes).toEqual(["Head of Compliance"]);
    expect(read("directors of nursing in Leeds").titleIncludes).toEqual(["Director of Nursing"]);
    expect(read("supply chain directors in Mexico").titleIncludes).toEqual(["Supply Chain Director"]);
    // A kind of director is a title of its own; a kind of employer is not a function.
    expect(read("managing directors in Oslo").titleIncludes).toEqual(["Managing Director"]);
    expect(read("fintech directors in Paris")).toEqual({
      companyIndustries: ["Fintech"],
      seniorityLevels: ["Director"],
      locations: ["Paris"],
    });
    expect(read("people partners in Ghent").titleIncludes).toEqual(["People Partner"]);
  });

  it("titles a department's people by its function", () => {
    expect(read("product people in Lille").titleIncludes).toEqual(["Product"]);
    expect(read("HR folks in Cork").titleIncludes).toEqual(["HR"]);
    expect(read("ops people at startups").titleIncludes).toEqual(["Operations"]);
    expect(read("machine learning folks in Oslo").titleIncludes).toEqual(["Machine Learning Engineer"]);
  });

  it("reads a capitalised name after 'with' at the end of a clause as a skill", () => {
    expect(read("designers in Riga with Figma").skills).toEqual(["Figma"]);
    expect(read("with Figma", { titleIncludes: ["Designer"] }).skills).toEqual(["Figma"]);
  });

  it("drops a title a follow-up says to skip", () => {
    expect(
      read("skip the SDRs", { titleIncludes: ["Account Executive", "Development Representative"] }),
    ).toEqual({
      titleIncludes: ["Account Executive"],
    });
  });

  it("keeps the kind of an occupation the lexicon does not know, and leaves out leads", () => {
    expect(read("tattoo artists in Ghent").titleIncludes).toEqual(["Tattoo Artist"]);
    expect(read("QA testers in Pune, minus the leads").titleExcludes).toEqual(["Lead"]);
  });

  it("never asks for a skill a follow-up says to forget, even one not asked for before", () => {
    expect(read("forget Kotlin, they should know Swift", { titleIncludes: ["Mobile Engineer"] })).toEqual({
      titleIncludes: ["Mobile Engineer"],
      skills: ["Swift"],
    });
  });

  it("reads a place listed beside a level as the place, never as a level", () => {
    expect(
      read("make it Lausanne and senior ones instead", {
        titleIncludes: ["Accountant"],
        seniorityLevels: ["Entry"],
        locations: ["Geneva"],
      }),
    ).toEqual({
      titleIncludes: ["Accountant"],
      seniorityLevels: ["Senior"],
      locations: ["Lausanne"],
    });
    expect(
      read("switch to Porto and mid-level people", { titleIncludes: ["Nurse"], locations: ["Lisbon"] })
        .locations,
    ).toEqual(["Porto"]);
  });

  it("reads both flags a clause speaks of", () => {
    expect(read("nurses in Leeds with a verified email who have changed jobs recently")).toEqual({
      titleIncludes: ["Nurse"],
      locations: ["Leeds"],
      verifiedEmailOnly: true,
      recentlyChangedJobs: true,
    });
  });

  it("ends a lift at 'and' before a verb of searching", () => {
    const q = { titleIncludes: ["Pharmacist"], locations: ["Johannesburg"], verifiedEmailOnly: true };
    expect(read("scrap the email requirement and look in Cape Town too", q)).toEqual({
      titleIncludes: ["Pharmacist"],
      locations: ["Johannesburg", "Cape Town"],
    });
    expect(
      read("drop the years and search in Leeds as well", {
        titleIncludes: ["Nurse"],
        locations: ["York"],
        minYearsExperience: 5,
      }),
    ).toEqual({
      titleIncludes: ["Nurse"],
      locations: ["York", "Leeds"],
    });
  });

  it("lifts a value from the field the search holds it in, when it could name another field too", () => {
    const designers = { titleIncludes: ["Graphic Designer"], locations: ["Campinas"] };
    expect(read("scrap the Illustrator part", { ...designers, skills: ["Illustrator"] })).toEqual(designers);
    expect(read("drop Illustrator", { ...designers, skills: ["Illustrator"] })).toEqual(designers);
    expect(read("forget the Illustrator bit", { titleIncludes: ["Illustrator"] })).toEqual({});
  });

  it("reads a trailing 'though' or 'specifically' as no name", () => {
    expect(read("not teaching assistants though", { titleIncludes: ["Teacher"] })).toEqual({
      titleIncludes: ["Teacher"],
      titleExcludes: ["Teaching Assistant"],
    });
    expect(read("maths teachers specifically", { titleIncludes: ["Teacher"] }).companyNames).toBeUndefined();
  });

  it("reads graduate and self-employed as how people are hired, not a kind of role", () => {
    expect(read("graduate engineers in Leeds")).toEqual({
      titleIncludes: ["Engineer"],
      seniorityLevels: ["Entry"],
      locations: ["Leeds"],
    });
    expect(read("self-employed designers in Riga").titleIncludes).toEqual(["Designer"]);
  });

  it("reads people named after a company as its alumni", () => {
    expect(read("ex-Googlers in Zurich").companyNames).toEqual(["Google"]);
    expect(read("ex-Amazonians in Seattle").companyNames).toEqual(["Amazon"]);
  });

  it("reads what people speak or where they are based as no part of their title", () => {
    expect(read("French-speaking accountants in Quebec").titleIncludes).toEqual(["Accountant"]);
    expect(read("bilingual support agents in Miami").titleIncludes).toEqual(["Support Agent"]);
  });

  it("reads a short time in the current job as a recent job change", () => {
    expect(read("engineers who have been at their job less than a year").recentlyChangedJobs).toBe(true);
  });

  it("moves a manager's function to the level a follow-up names, widening when it says 'too'", () => {
    const current: StructuredQuery = { titleIncludes: ["Finance Manager"], locations: ["Oslo"] };
    expect(read("directors too", current)).toEqual({
      titleIncludes: ["Finance Manager", "Director of Finance"],
      locations: ["Oslo"],
    });
    expect(read("directors instead", current)).toEqual({
      titleIncludes: ["Director of Finance"],
      seniorityLevels: ["Director"],
      locations: ["Oslo"],
    });
  });

  it("drops the title a follow-up names by its broader word", () => {
    expect(read("PMs instead of designers", { titleIncludes: ["UX Designer"], locations: ["Oslo"] })).toEqual(
      {
        titleIncludes: ["Product Manager"],
        locations: ["Oslo"],
      },
    );
  });

  it("reads 'not just current employees' as past employees too, and 'current X staff' as employer X", () => {
    expect(read("not just current employees", { companyNames: ["Initech"] })).toEqual({
      companyNames: ["Initech"],
      currentEmployersOnly: false,
    });
    expect(readSentence("analysts, excluding current Initech staff").excludedCompanies).toEqual(["Initech"]);
  });

  it("reads every way of bounding years of experience, upper bounds before the 'more than' they hold", () => {
    const years = (sentence: string) => {
      const q = read(sentence);
      return [q.minYearsExperience, q.maxYearsExperience];
    };
    for (const [sentence, bounds] of [
      ["auditors in Oslo with no more than 4 years of experience", [undefined, 4]],
      ["auditors with not more than 4 years", [undefined, 4]],
      ["auditors with not over 6 years of experience", [undefined, 6]],
      ["auditors with at most 4 years", [undefined, 4]],
      ["auditors with up to 7 yrs", [undefined, 7]],
      ["auditors with a maximum of 5 years of experience", [undefined, 5]],
      ["auditors with 5 years tops", [undefined, 5]],
      ["auditors with 5 years of experience or less", [undefined, 5]],
      ["auditors with 5 or fewer years of experience", [undefined, 5]],
      ["auditors with less than 6 years of experience", [undefined, 5]],
      ["auditors with fewer than 6 years", [undefined, 5]],
      ["auditors with under 6 years", [undefined, 5]],
      ["auditors with less than a year of experience", [undefined, 0]],
      ["auditors with no more than a decade of experience", [undefined, 10]],
      ["auditors with between 6 and 9 years of experience", [6, 9]],
      ["auditors with 6 to 9 years of experience", [6, 9]],
      ["auditors with 6-9 years of experience", [6, 9]],
      ["auditors with six to nine years of experience", [6, 9]],
      ["auditors with at least 6 years", [6, undefined]],
      ["auditors with no less than 6 years", [6, undefined]],
      ["auditors with 6+ years", [6, undefined]],
      ["auditors with a decade of experience", [10, undefined]],
      ["auditors with over a decade of experience", [11, undefined]],
      ["auditors with more than 6 years", [7, undefined]],
    ] as const)
      expect(years(sentence), sentence).toEqual(bounds);
  });

  it("replaces a company size a follow-up swaps out, and reads mid-size as 51 to 1,000 people", () => {
    const small: StructuredQuery = { titleIncludes: ["Nurse"], headcountRanges: ["1-10", "11-50", "51-200"] };
    const big: StructuredQuery = {
      titleIncludes: ["Nurse"],
      headcountRanges: ["1001-5000", "5001-10000", "10001+"],
    };
    expect(read("enterprises instead of startups", small)).toEqual(big);
    expect(read("swap the startups for big companies", small)).toEqual(big);
    expect(read("not startups any more, corporations", small)).toEqual(big);
    expect(read("small companies as opposed to large corporations", big)).toEqual(small);
    expect(read("medium-sized firms rather than startups", small).headcountRanges).toEqual([
      "51-200",
      "201-500",
      "501-1000",
    ]);
    expect(read("auditors at larger companies rather than startups").headcountRanges).toEqual(
      big.headcountRanges,
    );
    expect(read("add mid-sized firms too", { headcountRanges: ["1-10"] }).headcountRanges).toEqual([
      "1-10",
      "51-200",
      "201-500",
      "501-1000",
    ]);
  });

  it("reads a place by its own language's name, with or without its accents", () => {
    for (const [sentence, place] of [
      ["auditors in München", "Munich"],
      ["auditors in Munchen", "Munich"],
      ["auditors in Koln", "Cologne"],
      // Umlauts typed as two letters.
      ["auditors in Koeln", "Cologne"],
      ["auditors in muenchen", "Munich"],
      ["auditors based in Wien", "Vienna"],
      ["auditors in Zurich or Genf", "Zurich"],
      ["auditors in Praha", "Prague"],
      ["auditors near Lisboa", "Lisbon"],
      ["auditors in Warszawa", "Warsaw"],
      ["auditors in Krakow", "Krakow"],
      ["auditors in Brussel", "Brussels"],
      ["auditors in Goteborg", "Gothenburg"],
      ["auditors in Kobenhavn", "Copenhagen"],
      ["auditors in København", "Copenhagen"],
      ["auditors in Bogota", "Bogota"],
      ["auditors in Montréal", "Montreal"],
    ] as const)
      expect(read(sentence).locations?.[0], sentence).toBe(place);
    expect(read("auditors in Schweiz").countries).toEqual(["Switzerland"]);
    expect(read("auditors in Österreich").countries).toEqual(["Austria"]);
    // Beyond the world's metros, the English name a search would use.
    expect(read("auditors in Firenze").locations).toEqual(["Florence"]);
    expect(read("auditors in Napoli").locations).toEqual(["Naples"]);
    expect(read("auditors in Den Haag").locations).toEqual(["The Hague"]);
    expect(read("auditors in Moskva").locations).toEqual(["Moscow"]);
    expect(read("auditors in Łódź").locations).toEqual(["Lodz"]);
    expect(
      read("swap Lyon for Torino", { titleIncludes: ["Auditor"], locations: ["Lyon"] }).locations,
    ).toEqual(["Turin"]);
    // Employers keep their accents.
    expect(read("auditors at Émile Partners").companyNames).toEqual(["Émile Partners"]);
  });

  it("keeps the qualifier of a title left out, and never leaves out a title it asks for", () => {
    expect(read("data scientists in Leeds, no clinical data scientists")).toEqual({
      titleIncludes: ["Data Scientist"],
      titleExcludes: ["Clinical Data Scientist"],
      locations: ["Leeds"],
    });
    expect(read("account executives but not enterprise account executives").titleExcludes).toEqual([
      "Enterprise Account Executive",
    ]);
    expect(read("engineers in Oslo, excluding senior engineers").titleExcludes).toEqual(["Senior"]);
    // A follow-up that leaves out a narrower kind keeps the broader one it narrows.
    expect(read("and no group product managers", { titleIncludes: ["Product Manager"] })).toEqual({
      titleIncludes: ["Product Manager"],
      titleExcludes: ["Group Product Manager"],
    });
    // A skill cannot be left out by title: the exclusion is set aside rather than leaving nobody.
    const go = read("backend engineers, no Go backend engineers");
    expect(go.titleIncludes).toEqual(["Backend Engineer"]);
    expect(go.titleExcludes).toBeUndefined();
  });

  it("replaces a role a follow-up swaps out with a role noun the lexicon may not know", () => {
    const current: StructuredQuery = { titleIncludes: ["Paralegal"], locations: ["Leeds"] };
    expect(read("not paralegals any more, conveyancers", current)).toEqual({
      titleIncludes: ["Conveyancer"],
      locations: ["Leeds"],
    });
    expect(read("forget paralegals, medical secretaries", current).titleIncludes).toEqual([
      "Medical Secretary",
    ]);
    expect(read("court clerks rather than paralegals", current).titleIncludes).toEqual(["Court Clerk"]);
    // Occupations whose plural ends in "-ies".
    expect(read("legal secretaries in Cork").titleIncludes).toEqual(["Legal Secretary"]);
  });

  it("reads asking words about places or size as no role, keeping the role of the conversation", () => {
    const current: StructuredQuery = { titleIncludes: ["Auditor"], locations: ["Lyon"] };
    expect(read("how about smaller places?", current).titleIncludes).toEqual(["Auditor"]);
    expect(read("what about other cities in France?", current).titleIncludes).toEqual(["Auditor"]);
    expect(
      read("what about bigger employers? find 3 at companies with more than 5,000 staff", current),
    ).toEqual({ titleIncludes: ["Auditor"], locations: ["Lyon"], headcountRanges: ["5001-10000", "10001+"] });
  });

  it("leaves out the role nouns a follow-up says to drop, remove or lose, keeping the level they belong to", () => {
    const juniors: StructuredQuery = { titleIncludes: ["Auditor"], seniorityLevels: ["Entry"] };
    expect(read("drop the interns", juniors)).toEqual({ ...juniors, titleExcludes: ["Intern"] });
    expect(read("get rid of the trainees", juniors).titleExcludes).toEqual(["Trainee"]);
    expect(read("lose the contractors", juniors).titleExcludes).toEqual(["Contractor"]);
    expect(read("ditch the consultants please", juniors).titleExcludes).toEqual(["Consultant"]);
    // A level named by its own word is still dropped.
    expect(
      read("drop the juniors", { titleIncludes: ["Auditor"], seniorityLevels: ["Entry", "Senior"] }),
    ).toEqual({ titleIncludes: ["Auditor"], seniorityLevels: ["Senior"] });
  });
});

describe("translate: classes held-out set 6 found", () => {
  it("never turns an employer left out, however it is said or spelt, into one to search", () => {
    const cases: [string, string][] = [
      ["analysts in Leeds, nobody from Booking.com", "Booking.com"],
      ["designers but no one at Marks & Spencer", "Marks & Spencer"],
      ["anyone but people at Rolls-Royce: engineers in Derby", "Rolls-Royce"],
      ["backend engineers, no managers and nobody from Acme.io", "Acme.io"],
      ["PMs in Dublin not at Booking.com", "Booking.com"],
      ["data scientists excluding Ernst & Young", "Ernst & Young"],
      ["sales reps except people from Hewlett-Packard", "Hewlett-Packard"],
      ["buyers in Paris other than Carrefour.fr employees", "Carrefour.fr"],
      ["controllers in Oslo, nobody currently at Equinor", "Equinor"],
    ];
    for (const [sentence, employer] of cases) {
      const got = readSentence(sentence);
      expect(got.query.companyNames, sentence).toBeUndefined();
      expect(got.excludedCompanies, sentence).toContain(employer);
    }
    // A title left out beside the employer stays left out.
    expect(read("backend engineers, no managers and nobody from Acme.io").titleExcludes).toEqual(["Manager"]);
  });

  it("keeps an employer left out as a past one when the sentence asks for its former staff", () => {
    const got = readSentence("people who used to work at Booking.com, but nobody still at Booking.com");
    expect(got.query).toMatchObject({ companyNames: ["Booking.com"], currentEmployersOnly: false });
    const ex = readSentence("ex-Zalando.de buyers in Berlin, not the ones at Zalando.de now");
    expect(ex.query).toMatchObject({ companyNames: ["Zalando.de"], currentEmployersOnly: false });
  });

  it("reads every way of asking for people whose email can be used as a verified email", () => {
    for (const sentence of [
      "only people I can actually email: designers in Lyon",
      "accountants in Perth who have confirmed email addresses",
      "PMs with a working email",
      "nurses with a deliverable email address",
      "engineers whose email is verified",
      "sales reps I can email in Madrid",
      "auditors we can reach by email",
      "teachers in Cork contactable by email",
      "buyers with a valid work email",
    ])
      expect(read(sentence).verifiedEmailOnly, sentence).toBe(true);
    // An email named as no requirement, or a headline about email, is not the flag.
    expect(read("email marketers in Leeds").verifiedEmailOnly).toBeUndefined();
  });

  it("reads someone new to their job, however it is said, as a recent job change", () => {
    for (const sentence of [
      "engineers new in their role",
      "accountants who are new to their job",
      "nurses in Bristol who just started",
      "designers who recently joined",
      "PMs who started a new job recently",
      "teachers who moved jobs in the last few months",
      "analysts who changed companies in recent months",
      "marketers in their first months at a new employer",
      "recruiters who are new at their company",
    ])
      expect(read(sentence).recentlyChangedJobs, sentence).toBe(true);
    expect(read("new grads in Austin").recentlyChangedJobs).toBeUndefined();
  });

  it("reads the industry a sentence names rather than a neighbour of it", () => {
    expect(read("designers at software companies").companyIndustries).toEqual(["Software"]);
    expect(read("buyers at retail companies in Leeds").companyIndustries).toEqual(["Retail"]);
    expect(read("store managers at retailers").companyIndustries).toEqual(["Retail"]);
    expect(read("restaurant owners in Lyon")).toEqual({
      seniorityLevels: ["Owner"],
      companyIndustries: ["Restaurants"],
      locations: ["Lyon"],
    });
    expect(read("chefs at restaurants in Porto").companyIndustries).toEqual(["Restaurants"]);
    // The neighbours keep their own words.
    expect(read("marketers at online retail companies").companyIndustries).toEqual(["E-commerce"]);
    expect(read("general managers of hotels in Rome").companyIndustries).toEqual(["Hospitality"]);
    expect(read("tellers in retail banking").companyIndustries).toEqual(["Banking"]);
  });

  it("leaves out a qualified title as qualified, even when its qualifier is also an asking word", () => {
    expect(read("recruiters in Leeds, but skip the recruiting coordinators")).toEqual({
      titleIncludes: ["Recruiter"],
      titleExcludes: ["Recruiting Coordinator"],
      locations: ["Leeds"],
    });
    expect(read("recruiters, no recruiting managers").titleExcludes).toEqual(["Recruiting Manager"]);
    expect(read("nurses but not the nurse practitioners").titleExcludes).toEqual(["Nurse Practitioner"]);
    expect(read("accountants, leave out the tax accountants").titleExcludes).toEqual(["Tax Accountant"]);
    expect(read("recruiting coordinators in Leeds").titleIncludes).toEqual(["Recruiting Coordinator"]);
    // Asking words before a role are still asking words.
    expect(read("we are recruiting nurses in Leeds").titleIncludes).toEqual(["Nurse"]);
  });

  it("reads a terse string of keywords split by dashes, slashes or bars", () => {
    expect(read("forklift operators - hamburg")).toEqual({
      titleIncludes: ["Forklift Operator"],
      locations: ["Hamburg"],
    });
    expect(read("shift supervisors / leeds / logistics")).toEqual({
      titleIncludes: ["Shift Supervisor"],
      companyIndustries: ["Logistics"],
      locations: ["Leeds"],
    });
    expect(read("dispatch clerks | dublin").titleIncludes).toEqual(["Dispatch Clerk"]);
    expect(read("crane operators - rotterdam - construction")).toEqual({
      titleIncludes: ["Crane Operator"],
      companyIndustries: ["Construction"],
      locations: ["Rotterdam"],
    });
  });
});

// Classes held-out set 7 showed the reader did not generalise to, each written here in phrasings of its own.
const chat = (...turns: string[]) =>
  understand({
    messages: turns.map((content, i) => ({
      role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content,
    })),
  });

describe("translate: classes held-out set 7 found", () => {
  it("reads an employer exclusion in any clause shape as an exclusion, never an employer filter", () => {
    const cases: [string, string[]][] = [
      ["Nurses in Oslo; we don't want anyone working at Brimco or Tolvan right now", ["Brimco", "Tolvan"]],
      ["designers in Lisbon, no one currently employed by Brimco", ["Brimco"]],
      ["accountants in Leeds, not people who are at Brimco", ["Brimco"]],
      ["data analysts in Dublin - Brimco employees are off the table", ["Brimco"]],
      ["data scientists in Berlin, keep Brimco people out", ["Brimco"]],
      ["product managers, nobody who works for Brimco at the moment", ["Brimco"]],
      ["sales directors in Madrid; we don't want people employed at Brimco these days", ["Brimco"]],
      ["recruiters in Paris, anyone at Brimco is off limits", ["Brimco"]],
      ["engineers in Austin who aren't currently at Brimco or Tolvan", ["Brimco", "Tolvan"]],
      ["lawyers in Boston; Brimco staff are off the table", ["Brimco"]],
      ["we don't want anybody who is working for Brimco now, just nurses in Leeds", ["Brimco"]],
    ];
    for (const [sentence, excluded] of cases) {
      const got = readSentence(sentence);
      expect(got.query.companyNames, sentence).toBeUndefined();
      expect(got.excludedCompanies, sentence).toEqual(excluded);
    }
    // A past employer asked for is still an employer filter.
    expect(read("former Brimco engineers who have since left")).toMatchObject({
      companyNames: ["Brimco"],
      currentEmployersOnly: false,
    });
  });

  it("does not read a country's name inside an employer's name as a place", () => {
    const noCountry = [
      "Pilots in Doha who don't work for Emirates",
      "cabin crew who don't work for Emirates right now",
      "lawyers in Lyon who aren't at Air France",
      "analysts in Zurich who don't work for Credit Suisse",
      "engineers at Air France",
      "pilots working for Emirates",
      "ground staff, excluding anyone at Qatar Airways",
      "former Emirates pilots",
    ];
    for (const sentence of noCountry) expect(read(sentence).countries, sentence).toBeUndefined();
    expect(read("engineers at Air France").companyNames).toEqual(["Air France"]);
    expect(read("pilots in the Emirates").countries).toEqual(["United Arab Emirates"]);
    expect(read("nurses in France").countries).toEqual(["France"]);
  });

  it("reads a region as its agreed countries", () => {
    const dach = ["Germany", "Austria", "Switzerland"];
    const benelux = ["Belgium", "Netherlands", "Luxembourg"];
    const cases: [string, string[]][] = [
      ["nurses in DACH", dach],
      ["engineers across the DACH region", dach],
      ["DACH-based accountants", dach],
      ["designers anywhere in the DACH countries", dach],
      ["marketers in the Benelux", benelux],
      ["Benelux sales managers", benelux],
      ["analysts across the Benelux countries", benelux],
      ["engineers anywhere in the Benelux region", benelux],
      ["infrastructure engineers in the Nordics", ["Denmark", "Finland", "Iceland", "Norway", "Sweden"]],
      ["bus drivers anywhere in Scandinavia", ["Denmark", "Norway", "Sweden"]],
    ];
    for (const [sentence, countries] of cases) expect(read(sentence).countries, sentence).toEqual(countries);
  });

  it("reads a kind of employer written with a hyphened word as no employer, and a region covered as a place", () => {
    const starred = read("sommeliers at Michelin-starred restaurants in Lyon");
    expect(starred.companyNames).toBeUndefined();
    expect(starred.locations).toEqual(["Lyon"]);
    expect(read("designers at VC-backed startups in Lisbon").companyIndustries).toBeUndefined();
    expect(read("account managers covering Bavaria").locations).toEqual(["Bavaria"]);
    expect(read("territory managers covering Ohio and Indiana").locations).toEqual(["Ohio", "Indiana"]);
  });

  it("reads a recent move to a new job in any words as a recent job change", () => {
    const cases = [
      "CFOs who joined a new company in the last few months",
      "nurses who are new in their roles",
      "engineers who recently moved to a new employer",
      "designers who changed employers this year",
      "accountants who started at a new firm recently",
      "teachers who took a new job in the past year",
      "product managers who have just joined new companies",
      "sales reps who switched companies in the last 6 months",
      "analysts who are new to their jobs",
      "VPs of sales who started new roles lately",
      "pharmacists who moved to new employers at the moment",
    ];
    for (const sentence of cases) expect(read(sentence).recentlyChangedJobs, sentence).toBe(true);
    expect(read("nurses in new hospitals").recentlyChangedJobs).toBeUndefined();
  });

  it("reads a work email that can be used, in any words, as a verified email", () => {
    const cases = [
      "physiotherapists who are contactable by work email",
      "nurses with a work email I can use",
      "engineers whose work address is verified",
      "designers reachable at a verified work address",
      "accountants we can contact on their work email",
      "lawyers with a usable work email",
      "teachers whose business email is confirmed",
      "recruiters who can be reached by work email",
      "analysts contactable via their work email right now",
    ];
    for (const sentence of cases) expect(read(sentence).verifiedEmailOnly, sentence).toBe(true);
  });

  it("reads company sizes: big-tech size as the largest band, and an upper bound cutting the bands", () => {
    const cases: [string, string[]][] = [
      ["data scientists at FAANG-size companies", ["10001+"]],
      ["engineers at FAANG-sized firms", ["10001+"]],
      ["product managers at big tech size companies", ["10001+"]],
      ["office managers at tiny companies of 10 people or fewer", ["1-10"]],
      ["designers at companies with no more than 10 employees", ["1-10"]],
      ["engineers at small firms with at most 10 staff", ["1-10"]],
      ["accountants at startups of up to 50 people", ["1-10", "11-50"]],
      ["marketers at companies with fewer than 50 employees", ["1-10", "11-50"]],
      ["sales reps at small businesses with 10 or fewer people", ["1-10"]],
      ["nurses at companies of at most 200 people", ["1-10", "11-50", "51-200"]],
    ];
    for (const [sentence, bands] of cases) expect(read(sentence).headcountRanges, sentence).toEqual(bands);
  });

  it("reads the businesses named by what they are as their industry", () => {
    const cases: [string, string[]][] = [
      ["actuaries at insurers in Hartford", ["Insurance"]],
      ["underwriters at an insurer", ["Insurance"]],
      ["analysts who work for insurance carriers", ["Insurance"]],
      ["risk managers at banks in Frankfurt", ["Banking"]],
      ["tellers at a bank", ["Banking"]],
      ["nurses at hospitals in Leeds", ["Healthcare"]],
      ["IT managers at a hospital", ["Healthcare"]],
      ["paralegals at law firms", ["Legal Services"]],
      ["associates at a law firm in London", ["Legal Services"]],
      ["IT directors at banks and insurers", ["Banking", "Insurance"]],
    ];
    for (const [sentence, industries] of cases)
      expect(read(sentence).companyIndustries?.toSorted(), sentence).toEqual(industries);
  });

  it("lifts a field an amendment says no longer matters", () => {
    const notManagers: StructuredQuery = {
      titleIncludes: ["Engineer"],
      titleExcludes: ["Manager"],
      locations: ["Oslo"],
    };
    for (const sentence of [
      "managers are fine actually",
      "actually managers are OK",
      "managers are okay after all",
      "managers are fine too",
      "it's fine if they're managers",
      "managers welcome now",
      "we can include managers now",
      "managers are acceptable these days",
    ])
      expect(read(sentence, notManagers), sentence).toEqual({
        titleIncludes: ["Engineer"],
        locations: ["Oslo"],
      });

    const sized: StructuredQuery = {
      titleIncludes: ["Engineer"],
      headcountRanges: ["10001+"],
      locations: ["Oslo"],
    };
    for (const sentence of [
      "any company size works",
      "company size doesn't matter",
      "any size is fine",
      "forget the company size",
      "we don't care about headcount",
      "any company size is fine right now",
      "company size is not important",
      "size doesn't matter at the moment",
    ]) {
      expect(read(sentence, sized), sentence).toEqual({ titleIncludes: ["Engineer"], locations: ["Oslo"] });
      const u = chat("Engineers in Oslo at companies over 10,000 people", "Here they are.", sentence);
      expect(u.intent, sentence).toBe("people");
      expect(u.query.headcountRanges, sentence).toBeUndefined();
    }
  });

  it("keeps a follow-up that swaps an industry, or asks the same elsewhere, in the conversation's mode", () => {
    for (const follow of [
      "what about insurance companies instead of fintech?",
      "how about insurers rather than fintechs?",
      "try insurance firms instead",
      "insurance companies instead of fintech please",
    ]) {
      const u = chat("Data analysts at fintechs in Leeds", "Here are 25 of them.", follow);
      expect(u.intent, follow).toBe("people");
      expect(u.query.companyIndustries, follow).toEqual(["Insurance"]);
    }
    for (const first of [
      "Which insurtechs in Leeds are hiring?",
      "list payments companies in Leeds",
      "Which telcos in Leeds are hiring right now?",
    ]) {
      for (const follow of [
        "any like that in Munich instead?",
        "any of those in Munich?",
        "what about ones in Munich?",
        "same but in Munich",
      ]) {
        const u = chat(first, "Here are 12 of them.", follow);
        expect(u.intent, `${first} → ${follow}`).toBe("companies");
        expect(u.query.locations, follow).toEqual(["Munich"]);
      }
    }
  });

  it("reads R as a programming skill where it is one", () => {
    const python: StructuredQuery = { titleIncludes: ["Data Scientist"], skills: ["Python"] };
    expect(read("R instead of Python", python).skills).toEqual(["R"]);
    expect(read("R rather than Python", python).skills).toEqual(["R"]);
    expect(read("they should know R too", python).skills).toEqual(["Python", "R"]);
    for (const sentence of [
      "data scientists who know R",
      "statisticians skilled in R",
      "analysts with R experience",
      "economists fluent in R",
      "biostatisticians who use R",
    ])
      expect(read(sentence).skills, sentence).toEqual(["R"]);
    expect(read("analysts with R and SQL").skills?.toSorted()).toEqual(["R", "SQL"]);
    expect(read("heads of R&D in Basel").skills).toBeUndefined();
  });

  it("reads the current role, not a past one or the verb, from 'working as' and 'now'", () => {
    const cases: [string, string[]][] = [
      ["Airbnb alumni working as designers", ["Designer"]],
      ["ex-Brimco people working as product managers", ["Product Manager"]],
      ["former Brimco folks now working as data scientists", ["Data Scientist"]],
      ["Former Brimco consultants who are now product directors", ["Director of Product"]],
      ["ex-Brimco accountants who are now CFOs", ["Chief Financial Officer"]],
      ["former teachers now working as recruiters", ["Recruiter"]],
      ["people who used to be nurses and are now working as consultants", ["Consultant"]],
      ["former lawyers who are now product managers in London", ["Product Manager"]],
    ];
    for (const [sentence, titles] of cases) expect(read(sentence).titleIncludes, sentence).toEqual(titles);
  });
});

// Classes held-out set 8 showed the reader did not generalise to, each written here in phrasings of its own.
describe("translate: classes held-out set 8 found", () => {
  it("lifts a yes/no field a follow-up dismisses or negates, keeping the other", () => {
    const current: StructuredQuery = {
      titleIncludes: ["Nurse"],
      locations: ["Leeds"],
      verifiedEmailOnly: true,
      recentlyChangedJobs: true,
    };
    const email = [
      "it's fine if their email isn't verified",
      "The email doesn't need to be verified.",
      "no need for a verified email",
      "unverified emails are fine too",
      "they don't have to have a verified email",
      "a verified email isn't necessary",
      "email verification doesn't matter",
      "ok if the email is unverified",
      "their work email doesn't have to be confirmed any more",
    ];
    for (const sentence of email) {
      const got = read(sentence, current);
      expect(got.verifiedEmailOnly, sentence).toBeUndefined();
      expect(got.recentlyChangedJobs, sentence).toBe(true);
      expect(got.locations, sentence).toEqual(["Leeds"]);
    }
    // A clause that asks for the email and leaves out something else lifts nothing.
    expect(read("nurses in Leeds with a verified email, no managers").verifiedEmailOnly).toBe(true);
    const moved = [
      "Forget about the recent job change bit.",
      "job changes don't matter",
      "drop the recent-move filter",
      "they don't need to have changed jobs recently",
      "never mind the job change part",
      "recent movers aren't required",
      "no need for recent job changers",
      "it doesn't matter if they changed jobs lately",
    ];
    for (const sentence of moved) {
      const got = read(sentence, current);
      expect(got.recentlyChangedJobs, sentence).toBeUndefined();
      expect(got.verifiedEmailOnly, sentence).toBe(true);
    }
  });

  it("drops one value of a list a follow-up names, never adds it", () => {
    const current: StructuredQuery = {
      titleIncludes: ["DevOps Engineer", "Site Reliability Engineer"],
      skills: ["Terraform", "Kubernetes"],
      locations: ["Berlin", "Munich"],
      companyIndustries: ["Fintech", "Gaming"],
    };
    const cases: [string, keyof StructuredQuery, string[]][] = [
      ["Drop the Terraform requirement.", "skills", ["Kubernetes"]],
      ["remove the Kubernetes skill", "skills", ["Terraform"]],
      ["forget the Terraform part", "skills", ["Kubernetes"]],
      ["Terraform isn't needed any more", "skills", ["Kubernetes"]],
      ["not Terraform any more", "skills", ["Kubernetes"]],
      ["drop Berlin", "locations", ["Munich"]],
      ["lose the Munich filter", "locations", ["Berlin"]],
      ["no more Berlin", "locations", ["Munich"]],
      ["drop the gaming industry", "companyIndustries", ["Fintech"]],
      ["remove the site reliability engineers", "titleIncludes", ["DevOps Engineer"]],
    ];
    for (const [sentence, field, left] of cases) {
      const got = read(sentence, current);
      expect(got[field], sentence).toEqual(left);
      for (const f of ["skills", "locations", "companyIndustries", "titleIncludes"] as const)
        if (f !== field) expect(got[f], `${sentence}: ${f}`).toEqual(current[f]);
    }
    expect(
      read("not Python any more", { titleIncludes: ["Engineer"], skills: ["Python", "Go"] }).skills,
    ).toEqual(["Go"]);
  });

  it("reads a former employer in any shape as a past employer, never a place or a skill", () => {
    const cases = [
      "Data engineers in Seattle with Brimco in their past",
      "designers in Seattle who used to be at Brimco",
      "Brimco alumni in Seattle",
      "ex-Brimco product managers in Seattle",
      "nurses in Seattle who left Brimco",
      "engineers in Seattle who have left Brimco",
      "accountants in Seattle who previously worked at Brimco",
      "analysts in Seattle with Brimco on their CV",
      "recruiters in Seattle who once worked for Brimco",
    ];
    for (const sentence of cases) {
      const got = read(sentence);
      expect(got.companyNames, sentence).toEqual(["Brimco"]);
      expect(got.currentEmployersOnly, sentence).toBe(false);
      expect(got.locations, sentence).toEqual(["Seattle"]);
      expect(got.skills, sentence).toBeUndefined();
    }
    const current: StructuredQuery = {
      titleIncludes: ["Software Engineer"],
      companyNames: ["Brimco"],
      locations: ["San Francisco"],
    };
    for (const sentence of [
      "Include people who've left Brimco too",
      "people who have left Brimco count too",
      "also those who used to be at Brimco",
      "include former Brimco staff as well",
      "ex-Brimco people are fine too",
    ]) {
      const got = read(sentence, current);
      expect(got.currentEmployersOnly, sentence).toBe(false);
      expect(got.companyNames, sentence).toEqual(["Brimco"]);
      expect(got.locations, sentence).toEqual(["San Francisco"]);
    }
  });

  it("reads title words named as such, filler verbs and unknown roles", () => {
    const titled: [string, string[]][] = [
      ["Anyone with Designer in their title in Lisbon, but skip the interns", ["Designer"]],
      ["people with Analyst in their job title", ["Analyst"]],
      ["anybody whose title contains Architect", ["Architect"]],
      ["everyone with Counsel in the title in Boston", ["Counsel"]],
    ];
    for (const [sentence, titles] of titled) {
      const got = read(sentence);
      expect(got.titleIncludes, sentence).toEqual(titles);
      expect(got.titleExcludes ?? [], sentence).not.toContain(titles[0]);
    }
    expect(read("Anyone with Designer in their title in Lisbon, but skip the interns").titleExcludes).toEqual(
      ["Intern"],
    );
    const roles: [string, string[], string[]][] = [
      ["Hi there, could I please see mortgage advisors based in Bristol?", ["Mortgage Advisor"], ["Bristol"]],
      ["could you kindly find loan officers in Denver", ["Loan Officer"], ["Denver"]],
      ["I'd like to see claims adjusters in Tampa", ["Claims Adjuster"], ["Tampa"]],
      ["can we please see court reporters in Denver?", ["Court Reporter"], ["Denver"]],
      ["Who are the court reporters in Sacramento?", ["Court Reporter"], ["Sacramento"]],
      ["who are the sign language interpreters in Boise?", ["Sign Language Interpreter"], ["Boise"]],
      ["forklift operators memphis", ["Forklift Operator"], ["Memphis"]],
      ["crane operators tulsa", ["Crane Operator"], ["Tulsa"]],
      ["court reporters sacramento", ["Court Reporter"], ["Sacramento"]],
    ];
    for (const [sentence, titles, places] of roles) {
      const got = read(sentence);
      expect(got.titleIncludes, sentence).toEqual(titles);
      expect(got.locations, sentence).toEqual(places);
    }
  });

  it("keeps a qualifier the world knows as a title rather than mapping it to a neighbour", () => {
    for (const sentence of [
      "Cloud engineers in Sydney",
      "cloud engineers who know AWS",
      "a cloud engineer in Berlin",
      "Cloud Engineers at fintech companies",
      "find me 5 cloud engineers",
      "cloud engineers, not managers",
      "cloud engineers with 5+ years",
      "who are the cloud engineers in Austin?",
    ])
      expect(read(sentence).titleIncludes, sentence).toEqual(["Cloud Engineer"]);
  });

  it("reads the Baltic states as their countries", () => {
    const baltic = ["Estonia", "Latvia", "Lithuania"];
    for (const sentence of [
      "UX researchers in the Baltic states",
      "engineers in the Baltics",
      "designers across the Baltic countries",
      "Baltic-based accountants",
      "nurses anywhere in the Baltic region",
      "product managers in the Baltic states with 5+ years",
      "data scientists across the Baltics, no managers",
      "who are the recruiters in the Baltics?",
    ])
      expect(read(sentence).countries, sentence).toEqual(baltic);
  });

  it("reads a terse role beside a bare company noun as people at that kind of employer", () => {
    for (const sentence of [
      "lawyer austin law firm 3-6 yrs",
      "accountant boston accounting firm",
      "engineer berlin fintech startup",
      "designer lisbon design firm",
      "sales rep madrid saas company",
      "nurse manager dublin healthcare company",
      "analyst london consulting firm 2+ yrs",
      "paralegals denver law firm",
    ])
      expect(understand({ query: sentence }).intent, sentence).toBe("people");
    for (const sentence of [
      "Which law firms in Denver employ paralegals?",
      "fintech companies in Berlin hiring engineers",
      "list a law firm in Denver with paralegals",
    ])
      expect(understand({ query: sentence }).intent, sentence).toBe("companies");
  });

  it("reads people at a kind of company named in several words, or a kind that is a role, as people", () => {
    for (const sentence of [
      "buyers at oil and gas companies in Stavanger",
      "chemists working at food and beverage firms in Parma",
      "recruiters at health and social care companies in Leeds",
      // A kind of company that is a role too ("dealers") asks for the people where a role is read.
      "casino dealers in Macau",
      "art dealers in Paris",
    ])
      expect(understand({ query: sentence }).intent, sentence).toBe("people");
    for (const sentence of [
      "which oil and gas companies in Stavanger have 201-500 staff?",
      "car dealers in Leeds",
    ])
      expect(understand({ query: sentence }).intent, sentence).toBe("companies");
  });

  it("reads chat counts in words, a place asked about instead, and a people conversation going on", () => {
    const counts: [string, number][] = [
      ["Give me forty of them", 40],
      ["twenty more", 20],
      ["a dozen", 12],
      ["just a dozen please", 12],
      ["show me thirty", 30],
      ["fifteen of them", 15],
      ["make it sixty", 60],
      ["I need twenty-five", 25],
      ["forty two of them", 42],
    ];
    for (const [turn, n] of counts)
      expect(chat("nurses in Leeds", "Here are 10 nurses.", turn).count, turn).toBe(n);
    for (const turn of ["And in Porto?", "and in Porto", "What about in Porto?", "How about Porto instead?"])
      expect(chat("designers in Lisbon", "Here are 10 designers.", turn).query.locations, turn).toEqual([
        "Porto",
      ]);
    expect(chat("designers in Lisbon", "Here are 10 designers.", "and Porto").query.locations).toEqual([
      "Lisbon",
      "Porto",
    ]);
    for (const turn of [
      "Not fintech any more - gaming companies",
      "not fintech anymore, gaming companies",
      "gaming companies instead of fintech",
      "swap fintech for gaming companies",
    ]) {
      const u = chat("engineers at fintech companies in London", "Here are 10 engineers.", turn);
      expect(u.intent, turn).toBe("people");
      expect(u.query.companyIndustries, turn).toEqual(["Gaming"]);
    }
    for (const turn of ["Too few.", "Too many", "Too few. Fewer constraints please", "Too narrow"])
      expect(chat("nurses in Boston", "Here are 2 nurses.", turn).query.locations, turn).toEqual(["Boston"]);
  });
});

describe("translate: classes held-out set 9 found", () => {
  it("never reads an employer left out by 'apart from', 'other than', 'except' or 'bar' as one to search", () => {
    const cases: [string, string][] = [
      ["accountants in Dublin apart from the Deloitte people", "Deloitte"],
      ["nurses in Leeds apart from the Spire ones", "Spire"],
      ["sales reps in Madrid other than the Telefonica ones", "Telefonica"],
      ["lawyers in Paris other than the Dentons people", "Dentons"],
      ["designers in Berlin except the ones at Zalando", "Zalando"],
      ["analysts in Oslo except the people at Equinor", "Equinor"],
      ["engineers in Austin bar Dell", "Dell"],
      ["data scientists in Oslo, bar the Equinor ones", "Equinor"],
      ["recruiters in Leeds bar anyone at Asda", "Asda"],
    ];
    for (const [sentence, name] of cases) {
      const got = readSentence(sentence);
      expect(got.query.companyNames, sentence).toBeUndefined();
      expect(got.excludedCompanies, sentence).toEqual([name]);
    }
  });

  it("adds a skill named to go into the skills, never a place", () => {
    const current: StructuredQuery = { titleIncludes: ["Product Designer"], locations: ["London"] };
    const cases: [string, string][] = [
      ["add Sketch to the skills", "Sketch"],
      ["add Figma to their skills", "Figma"],
      ["put Figma in the skills", "Figma"],
      ["put Sketch into the skills list", "Sketch"],
      ["Sketch as a skill too", "Sketch"],
      ["Figma as a skill as well please", "Figma"],
      ["and Sketch as a required skill too", "Sketch"],
      ["Put Figma in their skills", "Figma"],
    ];
    for (const [sentence, skill] of cases) {
      const got = read(sentence, current);
      expect(got.skills, sentence).toEqual([skill]);
      expect(got.locations, sentence).toEqual(["London"]);
      expect(got.titleIncludes, sentence).toEqual(["Product Designer"]);
    }
  });

  it("lifts a value or a field a follow-up says doesn't matter", () => {
    const current: StructuredQuery = {
      titleIncludes: ["Engineer"],
      locations: ["Berlin", "Munich"],
      companyIndustries: ["Fintech", "Retail"],
      seniorityLevels: ["Senior"],
      skills: ["Python", "Go"],
    };
    const cases: [string, keyof StructuredQuery, string[] | undefined][] = [
      ["retail doesn't matter", "companyIndustries", ["Fintech"]],
      ["fintech doesn't really matter", "companyIndustries", ["Retail"]],
      ["Berlin doesn't matter", "locations", ["Munich"]],
      ["Munich does not matter", "locations", ["Berlin"]],
      ["Python doesn't matter", "skills", ["Go"]],
      ["seniority doesn't matter", "seniorityLevels", undefined],
      ["the seniority level doesn't matter any more", "seniorityLevels", undefined],
      ["the industry doesn't matter", "companyIndustries", undefined],
    ];
    for (const [sentence, field, left] of cases) {
      const got = read(sentence, current);
      expect(got[field], sentence).toEqual(left);
      expect(got.titleIncludes, sentence).toEqual(["Engineer"]);
    }
  });

  it("leaves out a title with its noun qualifier, whole when the world holds it and as said otherwise", () => {
    const cases: [string, string][] = [
      ["physiotherapists in Leeds, no clinic managers", "Clinic Manager"],
      ["dentists in Bristol but no dental practice managers", "Dental Practice Manager"],
      ["nurses in Cork, no hospital administrators", "Hospital Administrator"],
      ["teachers in Leeds but no school administrators", "School Administrator"],
      ["vets in York, no clinic receptionists", "Clinic Receptionist"],
      ["nurses in Leeds but no ward managers", "Ward Manager"],
      ["engineers in Berlin, no project managers", "Project Manager"],
    ];
    for (const [sentence, title] of cases) expect(read(sentence).titleExcludes, sentence).toEqual([title]);
    // A level before the title still leaves out the level's word.
    expect(read("engineers in Berlin, no senior engineers").titleExcludes).toEqual(["Senior"]);
  });

  it("keeps the conversation's whole title when a follow-up narrows the level", () => {
    for (const turn of [
      "only the senior ones",
      "just the senior ones please",
      "only senior ones",
      "keep only the senior ones",
      "the senior ones only",
      "just the juniors",
    ]) {
      const u = chat("embedded software engineers in Eindhoven", "I found 18.", turn);
      expect(u.query.titleIncludes, turn).toEqual(["Embedded Engineer"]);
      expect(u.query.locations, turn).toEqual(["Eindhoven"]);
    }
  });

  it("reads a role asked about at the companies found, qualifier and all", () => {
    for (const [turn, title] of [
      ["who are the level designers there?", "Level Designer"],
      ["who are the level designers at them?", "Level Designer"],
      ["which level designers work there?", "Level Designer"],
      ["show me the level designers there", "Level Designer"],
      ["are there level designers there?", "Level Designer"],
      ["who are the game designers there?", "Game Designer"],
    ]) {
      const u = chat("gaming companies in Brighton", "Here are 9 gaming companies.", turn);
      expect(u.intent, turn).toBe("people");
      expect(u.query.titleIncludes, turn).toEqual([title]);
    }
  });

  it("lets former employees back in when a follow-up says they count", () => {
    for (const turn of [
      "people who've moved on from Atlassian count as well",
      "people who have moved on from Atlassian count too",
      "those who moved on from Atlassian count as well",
      "ex-Atlassian people count too",
      "people who've left Atlassian count as well",
      "folks who've since moved on from Atlassian are fine too",
    ]) {
      const u = chat("engineers currently at Atlassian in Sydney", "Here are 25.", turn);
      expect(u.query.currentEmployersOnly, turn).toBe(false);
      expect(u.query.companyNames, turn).toEqual(["Atlassian"]);
    }
  });

  it("reads a count asked to see instead", () => {
    for (const [turn, n] of [
      ["can I see forty instead", 40],
      ["could I see thirty instead?", 30],
      ["let me see 40 instead", 40],
      ["can we see fifty", 50],
      ["could we have twenty instead", 20],
      ["may I see a dozen instead?", 12],
    ] as [string, number][])
      expect(chat("tax advisors in Vienna", "Here are 25.", turn).count, turn).toBe(n);
  });
});

describe("translate: classes held-out set 10 found", () => {
  it("never reads employers a follow-up or a sentence asks not to see as ones to search", () => {
    const cases: [string, string[]][] = [
      ["don't show me anybody at Equinor or Telenor", ["Equinor", "Telenor"]],
      ["do not show me people from Kahoot", ["Kahoot"]],
      ["I don't want to see anyone from Schibsted", ["Schibsted"]],
      ["hide anyone at Equinor", ["Equinor"]],
      ["please don't include Telenor people", ["Telenor"]],
      ["I'd rather not see anyone at Cognite", ["Cognite"]],
      ["no one at Vipps please", ["Vipps"]],
    ];
    for (const [turn, names] of cases) {
      const u = chat("data engineers in Oslo", "I found 20 data engineers in Oslo.", turn);
      expect(u.query.companyNames, turn).toBeUndefined();
      expect(u.query.locations, turn).toEqual(["Oslo"]);
      expect(u.excludedCompanies, turn).toEqual(names);
      // The same words in one sentence are read the same way: one rule for both.
      const one = readSentence(`data engineers in Oslo, ${turn}`);
      expect(one.query.companyNames, turn).toBeUndefined();
      expect(one.excludedCompanies, turn).toEqual(names);
    }
  });

  it("reads a former employer however the move away from it is said", () => {
    const cases: [string, string, string][] = [
      ["accountants in Lyon previously employed by Sanofi", "Sanofi", "Lyon"],
      ["nurses in Cork who used to be employed by Pfizer", "Pfizer", "Cork"],
      ["welders in Perth who quit Woodside", "Woodside", "Perth"],
      ["recruiters in Leeds who have quit Asda", "Asda", "Leeds"],
      ["chemists in Leiden with a stint at Shell behind them", "Shell", "Leiden"],
      ["designers in Oslo with a spell at Telenor behind them", "Telenor", "Oslo"],
      ["surveyors in Leeds with a past stint at Arup", "Arup", "Leeds"],
      ["buyers in Porto formerly with Sonae", "Sonae", "Porto"],
      ["actuaries in Zurich who spent time at Swiss Re", "Swiss Re", "Zurich"],
      ["Zalando veterans in Berlin", "Zalando", "Berlin"],
    ];
    for (const [sentence, name, place] of cases) {
      const got = read(sentence);
      expect(got.companyNames, sentence).toEqual([name]);
      expect(got.currentEmployersOnly, sentence).toBe(false);
      expect(got.locations, sentence).toEqual([place]);
    }
    for (const turn of [
      "only the ones with a stint at Barclays behind them",
      "only those who quit Barclays",
    ]) {
      const u = chat("financial analysts in Chicago", "I found 25.", turn);
      expect(u.query.companyNames, turn).toEqual(["Barclays"]);
      expect(u.query.currentEmployersOnly, turn).toBe(false);
      expect(u.query.titleIncludes, turn).toEqual(["Financial Analyst"]);
    }
  });

  it("lifts the field or the value a follow-up says no longer has to hold, however it names it", () => {
    const current: StructuredQuery = {
      titleIncludes: ["Scrum Master"],
      locations: ["Utrecht", "Leeds"],
      companyIndustries: ["Real Estate", "Fintech"],
      headcountRanges: ["1-10", "11-50"],
      seniorityLevels: ["Senior"],
      minYearsExperience: 7,
    };
    const cases: [string, keyof StructuredQuery, unknown][] = [
      ["how many years they've worked doesn't matter", "minYearsExperience", undefined],
      ["how long they've been working doesn't matter", "minYearsExperience", undefined],
      ["how experienced they are isn't important", "minYearsExperience", undefined],
      ["it doesn't have to be a real estate company", "companyIndustries", ["Fintech"]],
      ["they don't need to be in real estate", "companyIndustries", ["Fintech"]],
      ["they don't have to be senior", "seniorityLevels", undefined],
      ["big or small employer, doesn't matter", "headcountRanges", undefined],
      ["large or small companies - doesn't matter", "headcountRanges", undefined],
      ["take Leeds off the list", "locations", ["Utrecht"]],
      ["cross Utrecht off", "locations", ["Leeds"]],
    ];
    for (const [sentence, field, left] of cases) {
      const got = read(sentence, current);
      expect(got[field], sentence).toEqual(left);
      expect(got.titleIncludes, sentence).toEqual(["Scrum Master"]);
    }
    const bookkeepers: StructuredQuery = { titleIncludes: ["Bookkeeper"], locations: ["Cincinnati"] };
    for (const turn of [
      "scratch bookkeepers, auditors instead",
      "cross out bookkeepers - I'm after auditors",
      "strike out bookkeepers and give me auditors",
    ])
      expect(read(turn, bookkeepers), turn).toEqual({
        titleIncludes: ["Auditor"],
        locations: ["Cincinnati"],
      });
  });

  it("reads asking and opening words as neither a role, a place nor a title", () => {
    for (const [sentence, title, place] of [
      ["would you mind pulling up welders in Perth", "Welder", "Perth"],
      ["would you mind digging up paralegals in Denver", "Paralegal", "Denver"],
      ["could you round up some actuaries in Zurich", "Actuary", "Zurich"],
      ["can you track down archivists in York", "Archivist", "York"],
      ["please fetch me radiographers in Cork", "Radiographer", "Cork"],
      ["mind bringing up sommeliers in Lyon?", "Sommelier", "Lyon"],
    ]) {
      const got = read(sentence);
      expect(got.titleIncludes, sentence).toEqual([title]);
      expect(got.locations, sentence).toEqual([place]);
    }
    const writers: StructuredQuery = { titleIncludes: ["UX Writer"], locations: ["Dublin"] };
    for (const turn of ["Let's try Cork instead", "Lets do Galway instead", "Let's go with Cork instead"])
      expect(read(turn, writers).locations, turn).not.toContain("Let's");
    const pharmacists: StructuredQuery = {
      titleIncludes: ["Pharmacist"],
      locations: ["Leeds"],
      minYearsExperience: 5,
    };
    for (const turn of [
      "Change the experience to 1-3 years",
      "Set the experience to 1-3 years",
      "Update the experience to 1-3 years",
    ])
      expect(read(turn, pharmacists), turn).toMatchObject({
        locations: ["Leeds"],
        minYearsExperience: 1,
        maxYearsExperience: 3,
      });
  });

  it("reads a name said to be needed as experience as a skill, never a place", () => {
    const current: StructuredQuery = { titleIncludes: ["Robotics Engineer"], locations: ["Austin"] };
    for (const [turn, skill] of [
      ["they also need Gazebo experience", "Gazebo"],
      ["must have MoveIt experience", "MoveIt"],
      ["they should have Isaac Sim experience", "Isaac Sim"],
      ["they need some Webots experience", "Webots"],
      ["requires URDF experience", "URDF"],
      ["has to have solid Gazebo experience", "Gazebo"],
    ]) {
      const got = read(turn, current);
      expect(got.skills, turn).toEqual([skill]);
      expect(got.locations, turn).toEqual(["Austin"]);
    }
  });

  it("leaves out the title after 'titled', not the word 'titled'", () => {
    for (const [sentence, title] of [
      ["buyers in Leeds, leave out anyone titled Assistant", "Assistant"],
      ["recruiters in Oslo but nobody titled Intern", "Intern"],
      ["analysts in Rome, exclude people titled Trainee", "Trainee"],
      ["nurses in Cork, no one with the title Matron", "Matron"],
      ["editors in Bath, skip anyone whose title is Apprentice", "Apprentice"],
      ["chefs in Lyon, excluding those titled Commis", "Commis"],
    ])
      expect(read(sentence).titleExcludes, sentence).toEqual([title]);
  });

  it("reads a count asked to be raised to", () => {
    for (const [turn, n] of [
      ["can you bump it up to 60?", 60],
      ["bump that up to forty please", 40],
      ["raise it to 35", 35],
      ["could you increase the list to 30", 30],
      ["push it up to fifty", 50],
      ["take it up to 45", 45],
    ] as [string, number][])
      expect(chat("tax advisors in Vienna", "Here are 25.", turn).count, turn).toBe(n);
  });

  it("leaves out a rank whole when the level names one, and the level's word before an engineer", () => {
    for (const [sentence, title] of [
      ["lecturers in Leeds who aren't senior lecturers", "Senior Lecturer"],
      ["accountants in Leeds but not senior accountants", "Senior Accountant"],
      ["nurses in Cork, no staff nurses", "Staff Nurse"],
      ["consultants in Oslo who aren't principal consultants", "Principal Consultant"],
      ["scientists in Basel, excluding lead scientists", "Lead Scientist"],
      ["recruiters in Paris who are not junior recruiters", "Junior Recruiter"],
      ["engineers in Berlin, no senior engineers", "Senior"],
      ["designers in Rome, no junior designers", "Junior"],
    ])
      expect(read(sentence).titleExcludes, sentence).toEqual([title]);
  });

  it("leaves a whole list of employers out and keeps the place beside it", () => {
    const cases: [string, string, string[]][] = [
      [
        "auditors in The Woodlands, filtering out Deloitte, Brimco and Zenora",
        "The Woodlands",
        ["Deloitte", "Brimco", "Zenora"],
      ],
      [
        "tax advisors in Rotterdam, excluding Deloitte, Brimco and Zenora",
        "Rotterdam",
        ["Deloitte", "Brimco", "Zenora"],
      ],
      [
        "lawyers in The Hague, ruling out Clifford Chance, Linklaters and Brimco",
        "The Hague",
        ["Clifford Chance", "Linklaters", "Brimco"],
      ],
      ["actuaries in Leeds, leaving aside Aviva, Brimco and Zenora", "Leeds", ["Aviva", "Brimco", "Zenora"]],
      ["bankers in The Bronx, setting aside Chase and Citi", "The Bronx", ["Chase", "Citi"]],
      [
        "consultants in Lisbon, skipping Accenture, Brimco, and Zenora",
        "Lisbon",
        ["Accenture", "Brimco", "Zenora"],
      ],
    ];
    for (const [sentence, place, names] of cases) {
      const got = readSentence(sentence);
      expect(got.query.locations, sentence).toEqual([place]);
      expect(got.query.companyNames, sentence).toBeUndefined();
      expect(got.excludedCompanies, sentence).toEqual(names);
    }
  });

  it("reads a verified email asked for after the address it qualifies", () => {
    for (const sentence of [
      "surveyors in Leeds, I want email addresses which have been validated",
      "welders in Perth whose emails are already confirmed",
      "chemists in Basel - emails that have been checked only",
      "nurses in Cork, work emails which are verified please",
      "pilots in Dubai, only emails that are deliverable",
      "porters in York; I need emails that are confirmed",
    ])
      expect(read(sentence).verifiedEmailOnly, sentence).toBe(true);
  });

  it("reads a new job however its taking up is said", () => {
    for (const sentence of [
      "buyers in Lyon who have landed a new role",
      "porters in York who recently stepped into a new job",
      "editors in Bath who took up new posts",
      "planners in Hull who began at a new employer recently",
      "clerks in Derby who have started work somewhere new",
      "actuaries in Oslo who are starting out somewhere new",
      "chemists in Basel who have accepted a new position",
    ]) {
      const got = read(sentence);
      expect(got.recentlyChangedJobs, sentence).toBe(true);
      expect(got.titleIncludes?.length, sentence).toBe(1);
    }
  });

  it("reads the Gulf Cooperation Council's countries however the region is named", () => {
    const gcc = ["Bahrain", "Kuwait", "Oman", "Qatar", "Saudi Arabia", "United Arab Emirates"];
    for (const sentence of [
      "auditors across the Gulf states",
      "engineers in the GCC",
      "bankers in the Arabian Gulf",
      "accountants in GCC markets",
      "nurses in the Gulf region",
      "pilots based in the GCC nations",
    ])
      expect(read(sentence).countries, sentence).toEqual(gcc);
    expect(read("nurses in the GCC region and the UK").countries).toEqual([...gcc, "United Kingdom"]);
  });

  it("reads another name for the world's industry as the world's, and a trade of its own as named", () => {
    for (const [sentence, industry] of [
      ["chemists at biotechnology firms in Leiden", "Biotech"],
      ["analysts at financial technology startups in Oslo", "Fintech"],
      ["engineers at telcos in Lisbon", "Telecommunications"],
      ["engineers at clean energy startups in Oslo", "Climate Tech"],
      ["buyers at energy companies in Houston", "Energy"],
      ["planners in the energy industry in Aberdeen", "Energy"],
      ["regulatory managers at life sciences companies in Boston", "Life Sciences"],
      ["store managers in retail in Leeds", "Retail"],
    ])
      expect(read(sentence).companyIndustries, sentence).toEqual([industry]);
  });

  it("reads a product written in its own mixed case before developers as their skill", () => {
    for (const [sentence, skill] of [
      ["PyTorch engineers in Paris", "PyTorch"],
      ["SwiftUI developers in Oslo", "SwiftUI"],
      ["GraphQL devs in Austin", "GraphQL"],
      ["WooCommerce developers in Leeds", "WooCommerce"],
      ["NestJS developers in Porto", "NestJS"],
      ["MongoDB engineers in Lyon", "MongoDB"],
    ]) {
      const got = read(sentence);
      expect(got.skills, sentence).toEqual([skill]);
      expect(got.titleIncludes, sentence).toEqual(["Engineer"]);
    }
  });
});

describe("food makers, a year with its bound, short titles, provinces' codes, credentials' names", () => {
  it.each([
    ["line supervisors at food firms in Leicester", "Food Production"],
    ["hygiene leads at meat processing plants in Cork", "Food Production"],
    ["engineers at poultry plants in Arkansas", "Food Production"],
    ["buyers at food businesses in Lyon", "Food Production"],
    ["fitters at food manufacturing firms in Hull", "Food Production"],
  ])("reads a maker of food as Food Production: %s", (sentence, industry) => {
    expect(read(sentence).companyIndustries).toEqual([industry]);
  });

  it("asks about abattoirs by the industry they are", () => {
    expect(read("which slaughterhouses in Iowa have more than 200 staff?").companyIndustries).toEqual([
      "Food Production",
    ]);
  });

  it.each([
    ["porters in Derby with a year or more", 1],
    ["cooks in Hull, a year plus of experience", 1],
  ])("reads a year counted by its article, with a bound after it: %s", (sentence, years) => {
    expect(read(sentence).minYearsExperience).toEqual(years);
  });

  it("reads no years from a year said with no bound", () => {
    expect(read("cooks in Hull with a year's notice").minYearsExperience).toBeUndefined();
  });

  it.each([
    ["regional sales mngrs in Turin", "Regional Sales Manager"],
    ["store mgrs in Bari", "Store Manager"],
    ["project engrs in Darwin", "Project Engineer"],
    ["proj coordinators in Cairns", "Project Coordinator"],
    ["mfg supvs in Toledo", "Manufacturing Supervisor"],
    ["svc techs in Akron", "Service Technician"],
    ["retail assocs in Reno", "Retail Associate"],
    ["acct execs in Boise", "Account Executive"],
    ["mktg dirs in Bath", "Director of Marketing"],
  ])("spells out a title's short words: %s", (sentence, title) => {
    expect(read(sentence).titleIncludes).toEqual([title]);
  });

  it.each([
    ["nurses in QLD", "Queensland"],
    ["surveyors in BC", "British Columbia"],
    ["paramedics in TAS", "Tasmania"],
  ])("reads a state's or province's code abroad as the place: %s", (sentence, place) => {
    expect(read(sentence).locations).toEqual([place]);
  });

  it.each([
    ["gardeners in Nanaimo, BC", "Nanaimo"],
    ["midwives in Wollongong NSW", "Wollongong"],
  ])("keeps a town before a province's code the town: %s", (sentence, town) => {
    expect(read(sentence).locations).toEqual([town]);
  });

  it.each([
    ["school bus drivers with a class B CDL in Omaha", ["Class B CDL"]],
    ["boilermakers with GMAW and FCAW in Mobile", ["GMAW", "FCAW"]],
    ["fabricators with smaw in Tulsa", ["SMAW"]],
  ])("reads a credential or a welding process by its name as written: %s", (sentence, skills) => {
    expect(read(sentence).skills).toEqual(skills);
  });

  it.each([
    ["could you scout ten lifeguards in Miami?", ["Lifeguard"]],
    ["please scout welders in Hull", ["Welder"]],
  ])("reads a head said in the singular after 'you' or 'please' as what to do: %s", (sentence, titles) => {
    expect(read(sentence).titleIncludes).toEqual(titles);
  });

  it("keeps a head said in the plural a role", () => {
    expect(read("talent scouts in Lyon").titleIncludes).toEqual(["Talent Scout"]);
  });

  it("reads a kind of farm named as the employer as that industry alone", () => {
    expect(read("herdsmen at dairy farms in Cheshire").companyIndustries).toEqual(["Dairy"]);
  });

  it("keeps the kind of farm in a farm's title", () => {
    const q = read("dairy farm assistants in Southland");
    expect(q.titleIncludes).toEqual(["Dairy Farm Assistant"]);
    expect(q.companyIndustries).toBeUndefined();
  });

  it.each([
    ["nurses in Vila do Conde", "Vila do Conde"],
    ["cooks in Punta del Diablo", "Punta del Diablo"],
  ])("reads a place's name joined by a particle as one name: %s", (sentence, place) => {
    expect(read(sentence).locations).toEqual([place]);
  });
});

describe("translate: places and kinds of company of the thirty-seventh round", () => {
  it.each([
    ["welders in N'Djamena", "N'Djamena"],
    ["nurses in L'Aquila, no agency staff", "L'Aquila"],
    ["chefs in Sana'a", "Sana'a"],
  ])("reads a place's name with an apostrophe as a name: %s", (sentence, place) => {
    expect(read(sentence).locations).toEqual([place]);
  });

  it("labels a metro named without its apostrophe with it, and a former name by the current one", () => {
    expect(read("welders in Taian").locations).toEqual(["Tai'an"]);
    expect(read("accountants in Poona").locations).toEqual(["Pune"]);
    expect(read("nurses in Madras").locations).toEqual(["Chennai"]);
  });

  it.each([
    ["geologists in Kyrgyzstan", ["Kyrgyzstan"]],
    ["nurses in Burma", ["Myanmar"]],
    ["which banks are in Belarus", ["Belarus"]],
    ["teachers in Chad", ["Chad"]],
  ])("reads every sovereign country as a country: %s", (sentence, countries) => {
    expect(read(sentence)).toMatchObject({ countries });
    expect(read(sentence).locations).toBeUndefined();
  });

  it("keeps a territory a place and a country's name that is a word or a state what it was", () => {
    expect(read("croupiers in Gibraltar")).toMatchObject({ locations: ["Gibraltar"] });
    expect(read("nurses in Georgia").locations).toEqual(["Georgia"]);
    expect(read("ask chad about it").countries).toBeUndefined();
  });

  it.each([
    ["lineman ky", "Kentucky"],
    ["welder beckley wv", "Beckley"],
    ["line cook tx", "Texas"],
  ])("reads a state's code ending a terse string as the state, after a town as the town: %s", (s, place) => {
    expect(read(s).locations).toEqual([place]);
    expect(read(s).skills).toBeUndefined();
  });

  it("reads a last plain word naming a place after a kind of company as the place", () => {
    expect(read("jr accountant at shipping firms gdansk").locations).toEqual(["Gdansk"]);
    expect(read("accountants who are nice").locations).toBeUndefined();
  });

  it.each([
    ["drivers at soft drink bottlers in Leeds", "Beverages"],
    ["tellers at a credit union in Ohio", "Banking"],
    ["cashiers at corner shops in Hull", "Retail"],
    ["producers at broadcasters in Accra", "Media"],
    ["cooks on food trucks in Austin", "Restaurants"],
    ["supervisors at poultry processors in Georgia", "Food Production"],
    ["skippers at fishing firms in Cork", "Fishing"],
    ["buyers at jewellery stores in Leeds", "Jewelry"],
    ["welders at canneries in Hull", "Food Production"],
    ["planners at the county of Essex", "Government"],
  ])("reads a kind of company as its industry, not a title: %s", (sentence, industry) => {
    expect(read(sentence).companyIndustries).toEqual([industry]);
  });

  it("reads the town of a town's government as where, not as an employer", () => {
    expect(read("clerks at the town of Framingham")).toMatchObject({
      companyIndustries: ["Government"],
      locations: ["Framingham"],
    });
    expect(read("clerks at the town of Framingham").companyNames).toBeUndefined();
  });

  it("keeps a title the world holds that is also a kind of company a title alone", () => {
    expect(read("bottlers in Leeds").titleIncludes).toEqual(["Bottler"]);
    expect(read("meat packers in Omaha").companyIndustries).toBeUndefined();
  });
});

describe("translate: titles with a field and the asker's own venture", () => {
  it.each([
    ["lecturers in economics in Accra", "Economics Lecturer"],
    ["professors of history at universities in Ohio", "History Professor"],
    ["tutors in computer science", "Computer Science Tutor"],
  ])("names a teaching title with the subject it teaches: %s", (sentence, title) => {
    expect(read(sentence).titleIncludes).toEqual([title]);
  });

  it("keeps a teaching title before a place the title alone", () => {
    expect(read("lecturers in Glasgow").titleIncludes).toEqual(["Lecturer"]);
    expect(read("teachers in the area").titleIncludes).toEqual(["Teacher"]);
  });

  it("reads no industry in what the asker is staffing or opening", () => {
    const got = read("we are staffing a clinic opening in Hull and need nurses");
    expect(got.companyIndustries).toBeUndefined();
    expect(got.titleIncludes).toEqual(["Nurse"]);
    expect(read("recruiters at staffing firms in Hull").companyIndustries).toEqual(["Staffing"]);
  });

  it("reads a word for where a role works opening the sentence as the role's, not an employer", () => {
    expect(read("Route drivers in Leeds").companyNames).toBeUndefined();
    expect(read("Territory managers in Leeds").titleIncludes).toEqual(["Territory Manager"]);
  });
});

describe("translate: places written in lower case and admins", () => {
  it.each([
    ["nurses in lahore", "Lahore"],
    ["welders in bremen", "Bremen"],
    ["cooks in huai'an", "Huai'an"],
  ])("reads a lower-case place of the world's after 'in' as the place: %s", (sentence, place) => {
    expect(read(sentence).locations).toEqual([place]);
    expect(read(sentence).titleIncludes?.length).toBe(1);
  });

  it("keeps a lower-case word after 'in' that names no place what it was", () => {
    expect(read("engineers in training").locations).toBeUndefined();
  });

  it.each([
    ["Workday admins in Leeds", "Administrator"],
    ["database admins in Austin", "Database Administrator"],
    ["HubSpot admins", "HubSpot Administrator"],
  ])("reads 'admins' as administrators: %s", (sentence, title) => {
    expect(read(sentence).titleIncludes).toEqual([title]);
  });
});

describe("set 38's classes, in words of their own", () => {
  it("reads a brand's own kind of company after 'at' as the brand", () => {
    expect(translateSentence("porters at Hilton hotels in Leeds")).toEqual({
      titleIncludes: ["Porter"],
      companyNames: ["Hilton"],
      locations: ["Leeds"],
    });
    expect(
      translateSentence("which Marriott hotels in Leeds have over 200 staff?").companyIndustries,
    ).toEqual(["Hospitality"]);
  });

  it("reads a vendor's own role after its name as the vendor's people", () => {
    const q = translateSentence("Attio support engineers in Dublin");
    expect(q.companyNames).toEqual(["Attio"]);
    expect(q.titleIncludes).toEqual(["Support Engineer"]);
    expect(translateSentence("Workday consultants in Leeds").skills).toEqual(["Workday"]);
  });

  it("keeps an industry's word in the title where the employer is named", () => {
    const q = translateSentence("former Ericsson telecom engineers in Lund");
    expect(q).toMatchObject({ titleIncludes: ["Telecom Engineer"], companyNames: ["Ericsson"] });
    expect(q.companyIndustries).toBeUndefined();
    expect(translateSentence("telecom engineers in Lund").companyIndustries).toEqual(["Telecommunications"]);
  });

  it.each([
    ["welders who hopped employers this year"],
    ["designers who jumped ship lately"],
    ["nurses who just swapped jobs"],
  ])("reads a move as a recent job change: %s", (sentence) => {
    expect(translateSentence(sentence).recentlyChangedJobs).toBe(true);
  });

  it.each([
    ["Polish speaking carers in Leeds", "Polish"],
    ["carers in Leeds, Urdu speaking", "Urdu"],
    ["fluent Dutch recruiters in Leeds", "Dutch"],
  ])("reads a spoken language as a skill: %s", (sentence, language) => {
    const q = translateSentence(sentence);
    expect(q.skills).toEqual([language]);
    expect(q.companyNames).toBeUndefined();
  });

  it("reads QC before a role as the function, not Quebec", () => {
    expect(translateSentence("QC chemists at Roche in Basel")).toMatchObject({
      titleIncludes: ["QC Chemist"],
      locations: ["Basel"],
    });
    expect(translateSentence("nurses in QC").locations).toEqual(["Quebec"]);
  });

  it.each([
    ["bookkeeper quickbooks denver", "QuickBooks"],
    ["payroll officer perth myob", "MYOB"],
    ["payroll leads in Leeds, 3+ years, Paychex", "Paychex"],
  ])("reads an accounting or payroll package as a skill: %s", (sentence, skill) => {
    expect(translateSentence(sentence).skills).toEqual([skill]);
  });

  it("reads a manager written short before a function as that function's manager", () => {
    expect(translateSentence("sr mgr procurement dallas")).toEqual({
      titleIncludes: ["Procurement Manager"],
      seniorityLevels: ["Senior"],
      locations: ["Dallas"],
    });
  });

  it("reads a place written short or hyphenated in lower case", () => {
    expect(translateSentence("welders in st. paul").locations).toEqual(["Saint Paul"]);
    expect(translateSentence("welders in ft lauderdale").locations).toEqual(["Fort Lauderdale"]);
    expect(translateSentence("tutors in saint-etienne").locations).toEqual(["Saint Etienne"]);
  });
});

describe("translate: set 40's classes, in other words", () => {
  it.each([
    ["physiotherapsts in Leeds", ["Physiotherapist"]],
    ["electricains in Cork", ["Electrician"]],
    ["radiographrs at hospitals in Hull", ["Radiographer"]],
    ["mechanical enginers in Pune", ["Mechanical Engineer"]],
  ])("reads a role word with a letter slipped as the title's word: %s", (sentence, titles) => {
    expect(translateSentence(sentence).titleIncludes).toEqual(titles);
  });

  it("corrects no place, employer or tool, nor a word's other spelling", () => {
    expect(translateSentence("carers in Sheffeld").locations).toEqual(["Sheffeld"]);
    expect(translateSentence("analysts at Acenture in Pune").companyNames).toEqual(["Acenture"]);
    expect(translateSentence("paediatric nurses in Leeds").titleIncludes).toEqual(["Paediatric Nurse"]);
    expect(translateSentence("Android developers who write Kotlin").titleIncludes).toEqual([
      "Android Engineer",
    ]);
  });

  it("reads years of post-qualification experience as years, no place", () => {
    expect(translateSentence("employment solicitors in Bristol with 3+ years PQE")).toEqual({
      titleIncludes: ["Employment Solicitor"],
      locations: ["Bristol"],
      minYearsExperience: 3,
    });
  });

  it('reads a province\'s code after a town as which town, and a place after "on the"', () => {
    expect(translateSentence("paramedics in Truro NS").locations).toEqual(["Truro"]);
    expect(translateSentence("plumbers on the Gower").locations).toEqual(["Gower"]);
    expect(translateSentence("engineers on the Monzo team in London").locations).toEqual(["London"]);
  });

  it("reads a safety function's initials as the title's, no employer and no level", () => {
    expect(translateSentence("QHSE coordinators in Aberdeen")).toEqual({
      titleIncludes: ["QHSE Coordinator"],
      locations: ["Aberdeen"],
    });
    expect(translateSentence("HSE advisers at ports in Felixstowe").companyNames).toBeUndefined();
    expect(translateSentence("EHS managers in Ohio").seniorityLevels).toBeUndefined();
    expect(translateSentence("nurses at the HSE in Galway").companyNames).toEqual(["HSE"]);
  });

  it("keeps a place written without the article of the world's name as written", () => {
    expect(translateSentence("welders in Hofuf").locations).toEqual(["Hofuf"]);
  });

  it.each([
    ["bursars at academies in Leicester", "Education"],
    ["programme officers at foundations in Nairobi", "Nonprofit"],
  ])("reads academies and foundations as their industries: %s", (sentence, industry) => {
    expect(translateSentence(sentence).companyIndustries).toEqual([industry]);
  });

  it.each([
    ["heads of year in Bolton", "Head of Year"],
    ["licensed aircraft maintenance engineers in Glasgow", "Licensed Aircraft Engineer"],
    ["developer experience engineers in Lisbon", "Developer Experience Engineer"],
    ["RPNs in Sudbury", "Registered Practical Nurse"],
  ])("keeps the words that make a title: %s", (sentence, title) => {
    expect(translateSentence(sentence).titleIncludes).toEqual([title]);
  });

  it.each([
    ["planning and regeneration officers in Wigan", "Planning and Regeneration Officer"],
    ["research and development chemists in Basel", "Research and Development Chemist"],
    ["women's health physiotherapists in Bath", "Women's Health Physiotherapist"],
    ["men's mental health coaches in Leeds", "Men's Mental Health Coach"],
  ])('reads two kinds joined by "and", or whose people, as one title\'s: %s', (sentence, title) => {
    expect(translateSentence(sentence).titleIncludes).toEqual([title]);
  });

  it.each([
    [
      "I'm the office manager at a 20-person architecture practice in Bath and we need a bookkeeper",
      { titleIncludes: ["Bookkeeper"], locations: ["Bath"] },
    ],
    [
      "We're a 300-person logistics firm near Coventry and need transport planners",
      { titleIncludes: ["Transport Planner"], locations: ["Coventry"] },
    ],
    [
      "I run recruitment for a chain of dental clinics in Glasgow and need dental nurses with 2+ years",
      { titleIncludes: ["Dental Nurse"], locations: ["Glasgow"], minYearsExperience: 2 },
    ],
    [
      "We're three founders in Bristol looking for our first designer",
      { titleIncludes: ["Designer"], locations: ["Bristol"] },
    ],
    [
      "I'm the hiring manager at a fintech in Berlin, looking for backend engineers",
      { titleIncludes: ["Backend Engineer"], locations: ["Berlin"] },
    ],
    [
      "Our company is a 50-person SaaS startup in Lisbon; we need a product designer",
      { titleIncludes: ["Product Designer"], locations: ["Lisbon"] },
    ],
    [
      "Need a cabinet maker near Wakefield - we're a family-run kitchen fitter, about 30 staff",
      { titleIncludes: ["Cabinet Maker"], locations: ["Wakefield"] },
    ],
  ])("reads the asker's own employer, size, kind and role as no filter: %s", (sentence, query) => {
    expect(translateSentence(sentence)).toEqual(query);
  });

  it("keeps the asker's own role where it is the only one asked for", () => {
    expect(translateSentence("I run a team of QA engineers in Porto and need two more")).toMatchObject({
      titleIncludes: ["QA Engineer"],
      locations: ["Porto"],
    });
  });

  it("reads the asker's own new venue as no industry", () => {
    expect(translateSentence("we're hiring sous chefs for a new restaurant in Porto")).toEqual({
      titleIncludes: ["Sous Chef"],
      locations: ["Porto"],
    });
    expect(translateSentence("I need nurses for our clinic in Leeds").companyIndustries).toBeUndefined();
    expect(translateSentence("nurses at clinics in Leeds").companyIndustries).toEqual(["Healthcare"]);
  });

  it("reads an engineer written short after what kind", () => {
    expect(translateSentence("staff data eng, london").titleIncludes).toEqual(["Data Engineer"]);
    expect(translateSentence("VP eng in Austin").titleIncludes).toEqual(["VP of Engineering"]);
  });

  it("reads a region beside a town asked for within it as the town", () => {
    expect(translateSentence("welders in Texas, ideally around Houston").locations).toEqual(["Houston"]);
    expect(translateSentence("teachers across Bavaria, in Munich or Augsburg").locations).toEqual([
      "Munich",
      "Augsburg",
    ]);
    expect(translateSentence("welders in Texas but not in Houston").locations).toEqual(["Texas"]);
  });

  it("reads an employer named in several words as one", () => {
    expect(translateSentence("cabin crew in Dubai who used to fly for Air New Zealand").companyNames).toEqual(
      ["Air New Zealand"],
    );
    expect(translateSentence("paralegals in Bristol who used to be at Allen and Overy")).toMatchObject({
      companyNames: ["Allen and Overy"],
      currentEmployersOnly: false,
    });
    const r = readSentence("conveyancers in York, no one from Irwin Mitchell or Mills and Reeve");
    expect(r.excludedCompanies).toEqual(["Irwin Mitchell", "Mills and Reeve"]);
    expect(r.query.titleExcludes).toBeUndefined();
    expect(translateSentence("analysts at Deloitte and KPMG").companyNames).toEqual(["Deloitte", "KPMG"]);
    expect(translateSentence("data engineers with Flink and Kafka").skills).toEqual(["Flink", "Kafka"]);
  });

  it("swaps a new employer in for the search's, and a title's level with it", () => {
    expect(talk("dispatchers at Jetstar in Brisbane", "what about Virgin Blue?").query).toEqual({
      titleIncludes: ["Dispatcher"],
      companyNames: ["Virgin Blue"],
      locations: ["Brisbane"],
    });
    expect(talk("dispatchers at Jetstar in Brisbane", "what about Skyvane?").query.companyNames).toEqual([
      "Skyvane",
    ]);
    expect(talk("dispatchers at Jetstar in Brisbane", "what about Cairns?").query.locations).toEqual([
      "Cairns",
    ]);
    expect(
      talk("finance directors at retailers in Lyon", "and CFOs instead of finance directors").query,
    ).toEqual({
      titleIncludes: ["Chief Financial Officer"],
      seniorityLevels: ["CXO"],
      companyIndustries: ["Retail"],
      locations: ["Lyon"],
    });
  });

  it("joins no skills, roles or a team's own to a title", () => {
    expect(translateSentence("Go and Rust developers in Oslo").titleIncludes).toEqual(["Engineer"]);
    expect(translateSentence("cooks and pastry chefs in Nice").titleIncludes).toEqual([
      "Cook",
      "Pastry Chef",
    ]);
    expect(translateSentence("our team's analysts in Leeds").titleIncludes).toEqual(["Analyst"]);
  });
});
