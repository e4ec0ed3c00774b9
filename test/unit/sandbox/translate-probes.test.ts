// Classes that probe sentences and conversations of the maintainers' own found (no eval set's), each
// written here in other words than the probe's: what a sentence or a turn means, and what it leaves alone.
import { describe, expect, it } from "vitest";
import { understand } from "../../../src/sandbox/agent/planner.js";
import { readSentence, translateSentence } from "../../../src/sandbox/agent/translate.js";
import { talk } from "./talk.js";

describe("credentials named before their noun", () => {
  it.each([
    ["pipefitters with 5G certification in Houston", ["5G"]],
    ["scaffolders with a CISRS ticket in Hull", ["CISRS"]],
    ["door supervisors, Leeds, SIA licence essential", ["SIA Licence"]],
    ["warehouse operatives with a reach truck licence in Derby", ["Reach Truck Licence"]],
    ["plumbers with a gas card in Cork", ["Gas Card"]],
  ])("reads the credential as a skill: %s", (sentence, skills) => {
    expect(translateSentence(sentence).skills).toEqual(skills);
  });

  it("reads no skill from words that only say which licence", () => {
    const q = translateSentence("van drivers with a full clean licence in Bristol");
    expect(q).toEqual({ titleIncludes: ["Van Driver"], locations: ["Bristol"] });
  });

  it("keeps a place before a credential a place", () => {
    expect(translateSentence("security officers in Leeds, licence required").locations).toEqual(["Leeds"]);
  });
});

describe("languages joined by a slash", () => {
  it.each([
    ["bilingual receptionists (Dutch/English) in Antwerp", ["Dutch", "English"]],
    ["Italian/German speaking sales reps in Lugano", ["Italian", "German"]],
  ])("reads each language as spoken: %s", (sentence, skills) => {
    const q = translateSentence(sentence);
    expect(q.skills).toEqual(skills);
    expect(q.companyNames).toBeUndefined();
  });
});

describe("a trade's apprentices named by the trade", () => {
  it.each([
    ["carpentry apprentices in Galway", "Apprentice Carpenter"],
    ["roofing apprentices in Swansea", "Apprentice Roofer"],
  ])("reads the apprentice title profiles hold: %s", (sentence, title) => {
    expect(translateSentence(sentence).titleIncludes).toEqual([title]);
  });
});

describe("kinds of employer in everyday words", () => {
  it.each([
    ["van drivers at parcel delivery companies in Leeds", "Logistics"],
    ["support workers in elderly care in Cardiff", "Healthcare"],
    ["designers at digital agencies in Lisbon", "Marketing"],
  ])("reads the industry: %s", (sentence, industry) => {
    expect(translateSentence(sentence).companyIndustries).toEqual([industry]);
  });

  it("reads 'at <industry> plants' in a follow-up naming no one as where the people work", () => {
    const u = talk("fitters in Győr", "only at automotive plants");
    expect(u.query).toEqual({
      titleIncludes: ["Fitter"],
      companyIndustries: ["Automotive"],
      locations: ["Győr"],
    });
  });

  it("keeps a role that is also a kind of company a role when no one else is named", () => {
    expect(translateSentence("looking for brewers in Munich").titleIncludes).toEqual(["Brewer"]);
  });
});

describe("a follow-up that corrects what was said", () => {
  it.each([
    [
      "sorry, I meant tower crane operators",
      { titleIncludes: ["Tower Crane Operator"], locations: ["Gdansk"] },
    ],
    ["oops, I meant Sopot", { titleIncludes: ["Crane Operator"], locations: ["Sopot"] }],
    ["my bad, forklift drivers", { titleIncludes: ["Forklift Driver"], locations: ["Gdansk"] }],
  ])("replaces the value, reading no word of the correction: %s", (turn, query) => {
    expect(talk("crane operators in Gdańsk", turn).query).toEqual(query);
  });
});

describe("an employer left out, then said to be fine", () => {
  it("lets its staff back in, asking for no one there", () => {
    const u = talk("bakers in Lyon", "not Paul or Carrefour", "actually Carrefour is fine");
    expect(u.excludedCompanies).toEqual(["Paul"]);
    expect(u.query.companyNames).toBeUndefined();
  });

  it("lets it back in turns after it was left out", () => {
    const u = talk("couriers in Lyon", "exclude DHL", "and Hermes", "on second thought, DHL people are ok");
    expect(u.excludedCompanies).toEqual(["Hermes"]);
    expect(u.query).toEqual({ titleIncludes: ["Courier"], locations: ["Lyon"] });
  });

  it("goes on leaving out an employer named in capitals after an exclusion", () => {
    const u = talk("couriers in Lyon", "exclude GLS", "and UPS");
    expect(u.excludedCompanies).toEqual(["GLS", "UPS"]);
    expect(u.query).toEqual({ titleIncludes: ["Courier"], locations: ["Lyon"] });
  });

  it("still adds an employer said to be fine that was never left out", () => {
    const u = talk("consultants at Capgemini in Paris", "Sopra Steria is fine too");
    expect(u.excludedCompanies).toEqual([]);
    expect(u.query.companyNames).toContain("Capgemini");
  });
});

describe("terse requests", () => {
  it.each([
    ["scaffolders, Swindon", { titleIncludes: ["Scaffolder"], locations: ["Swindon"] }],
    [
      "care assistants, carers, Wigan, nights",
      { titleIncludes: ["Care Assistant", "Carer"], locations: ["Wigan"] },
    ],
  ])("reads a place after a role's comma as where: %s", (sentence, query) => {
    expect(translateSentence(sentence)).toEqual(query);
  });

  it("reads '3 x' as a count, no word of the role", () => {
    const u = understand({ query: "3 x pipe fitters in Hartlepool" });
    expect(u.query).toEqual({ titleIncludes: ["Pipe Fitter"], locations: ["Hartlepool"] });
    expect(u.count).toBe(3);
  });
});

describe("what people can do and speak", () => {
  it.each([
    ["cashiers in Malaga, Spanish speaker", ["Spanish"]],
    ["French speakers in Geneva", ["French"]],
    ["office managers in Naas who can do bookkeeping", ["Bookkeeping"]],
    ["planners able to use Primavera in Doha", ["Primavera"]],
  ])("reads a skill: %s", (sentence, skills) => {
    const q = translateSentence(sentence);
    expect(q.skills).toEqual(skills);
    expect(q.locations).toHaveLength(1);
  });
});

describe("sizes and skills said in few words", () => {
  it.each([
    ["buyers at retailers, 1,000+", ["1001-5000", "5001-10000", "10001+"]],
    ["larger firms, 200+", ["201-500", "501-1000", "1001-5000", "5001-10000", "10001+"]],
  ])("reads a bound after companies and a comma as their size: %s", (sentence, bands) => {
    expect(translateSentence(sentence).headcountRanges).toEqual(bands);
  });

  it("reads a small bound after companies and a comma as no size", () => {
    expect(translateSentence("auditors at big firms, 5+").headcountRanges).not.toContain("1-10");
  });

  it("reads a skill's experience said alone in a follow-up", () => {
    const u = talk("riggers in Esbjerg", "subsea experience");
    expect(u.query).toEqual({ titleIncludes: ["Rigger"], locations: ["Esbjerg"], skills: ["Subsea"] });
  });
});

describe("a level the spec has no value for", () => {
  it.each([["mid-level payroll officers in Leeds"], ["intermediate level payroll officers in Leeds"]])(
    "reads no word of it into the title: %s",
    (sentence) => {
      expect(translateSentence(sentence)).toEqual({
        titleIncludes: ["Payroll Officer"],
        locations: ["Leeds"],
      });
    },
  );
});

describe("employers named together", () => {
  it("reads the Big Four as each of the four, wanted", () => {
    expect(translateSentence("tax seniors at Big 4 firms in Leeds").companyNames).toEqual([
      "Deloitte",
      "PwC",
      "EY",
      "KPMG",
    ]);
  });

  it("leaves each of them out, and lets one back in", () => {
    expect(talk("auditors in Cork, not the Big Four").excludedCompanies).toEqual([
      "Deloitte",
      "PwC",
      "EY",
      "KPMG",
    ]);
    const u = talk("auditors in Cork", "nobody from the big four", "actually EY is fine");
    expect(u.excludedCompanies).toEqual(["Deloitte", "PwC", "KPMG"]);
  });
});

describe("a turn that takes the last one back, or says what no field holds", () => {
  it.each([["undo"], ["go back one step"]])("takes the last turn back: %s", (turn) => {
    expect(talk("fitters in Linz", "add Wels", turn).query).toEqual({
      titleIncludes: ["Fitter"],
      locations: ["Linz"],
    });
  });

  it.each([["nights"], ["weekends only"]])("reads no title from a shift said alone: %s", (turn) => {
    expect(talk("porters in Hull", turn).query).toEqual({ titleIncludes: ["Porter"], locations: ["Hull"] });
  });

  it("reads no title from a degree asked for", () => {
    expect(talk("chemists in Ghent", "with a degree").query).toEqual({
      titleIncludes: ["Chemist"],
      locations: ["Ghent"],
    });
  });
});

describe("a company size said as one number", () => {
  it.each([
    ["a COO for a 120-person logistics company in Leeds", ["51-200"]],
    ["designers at 30 person agencies", ["11-50"]],
    ["developers at an 8-person startup in Porto", ["1-10"]],
    ["buyers at retailers with about 2,000 employees", ["1001-5000"]],
    ["HR leads at firms with roughly 700 staff in Lyon", ["501-1000"]],
  ])("reads the one band that holds it: %s", (sentence, bands) => {
    expect(translateSentence(sentence).headcountRanges).toEqual(bands);
  });

  it("keeps a bare number before people a count, and years about a number as said", () => {
    expect(translateSentence("find 4 people in finance in Oslo").headcountRanges).toBeUndefined();
    expect(translateSentence("welders with about 6 years of experience").minYearsExperience).toBe(6);
  });
});

describe("a vendor's product named after the vendor", () => {
  it.each([
    ["bookkeepers with Microsoft Access in Hull", ["Microsoft Access"]],
    [
      "marketers who know Google Tag Manager and Adobe Photoshop in Leeds",
      ["Google Tag Manager", "Adobe Photoshop"],
    ],
    ["finance leads using Oracle Hyperion in Oslo", ["Oracle Hyperion"]],
    ["planners with SAP IBP in Gent", ["SAP IBP"]],
    ["admins with Microsoft Intune, Azure AD in Cork", ["Microsoft Intune", "Azure AD"]],
  ])("reads one skill and no employer: %s", (sentence, skills) => {
    const q = translateSentence(sentence);
    expect(q.skills).toEqual(skills);
    expect(q.companyNames).toBeUndefined();
  });

  it("keeps the vendor an employer after at or ex-", () => {
    expect(translateSentence("analysts at Oracle Health in Austin").companyNames).toEqual(["Oracle Health"]);
    expect(translateSentence("ex-Adobe designers in Lehi").companyNames).toEqual(["Adobe"]);
  });

  it("reads what someone is certified in as a credential, not a place", () => {
    const q = translateSentence("auto technicians certified in ASE in Omaha");
    expect(q.skills).toEqual(["ASE"]);
    expect(q.locations).toEqual(["Omaha"]);
  });
});

describe("chief officers by their initials", () => {
  it.each([
    ["a CIO for a hospital group in Leeds", "Chief Information Officer"],
    ["CISOs at insurers in Hartford", "Chief Information Security Officer"],
    ["the chief legal officer of a bank in Oslo", "Chief Legal Officer"],
  ])("reads the title and the CXO level: %s", (sentence, title) => {
    const q = translateSentence(sentence);
    expect(q.titleIncludes).toEqual([title]);
    expect(q.seniorityLevels).toEqual(["CXO"]);
  });
});

describe("the kinds of company a sentence names by an everyday word", () => {
  it.each([
    ["engineers at mobile carriers in Lima", "Telecommunications"],
    ["mechanics at coach operators in Derby", "Transportation"],
    ["quants at hedge funds in Geneva", "Investment Management"],
    ["counsel at technology companies in Austin", "Software"],
    ["growth marketers at D2C brands in Leeds", "E-commerce"],
  ])("reads the industry: %s", (sentence, industry) => {
    expect(translateSentence(sentence).companyIndustries).toEqual([industry]);
  });

  it("keeps a fund's or an asset's manager a title", () => {
    expect(translateSentence("asset managers in Leeds").titleIncludes).toEqual(["Asset Manager"]);
  });
});

describe("decision makers and leaders in a function", () => {
  it.each([
    ["decision makers in finance at insurers", "Finance"],
    ["leaders in marketing at banks", "Marketing"],
  ])("reads the function's leading titles: %s", (sentence, fn) => {
    const q = translateSentence(sentence);
    expect(q.titleIncludes).toContain(`Head of ${fn}`);
    expect(q.seniorityLevels).toEqual(["VP", "Director"]);
  });
});

describe("a professional credential beside a role", () => {
  it.each([
    ["CIMA accountants in Leeds", ["Accountant"], ["CIMA"]],
    ["controllers with CPA in Tulsa", ["Controller"], ["CPA"]],
    ["CFA charterholders in Zurich", undefined, ["CFA"]],
    ["PMP certified program managers in Reno", ["Program Manager"], ["PMP"]],
  ])("reads the credential as a skill: %s", (sentence, titles, skills) => {
    const q = translateSentence(sentence);
    expect(q.titleIncludes).toEqual(titles);
    expect(q.skills).toEqual(skills);
  });

  it("still reads CPAs alone as accountants", () => {
    expect(translateSentence("CPAs in Tulsa").titleIncludes).toEqual(["Accountant"]);
  });
});

describe("employers left out, however written", () => {
  it("leaves out each FAANG firm, not a size", () => {
    const r = readSentence("data scientists in Austin, nobody at FAANG");
    expect(r.query.headcountRanges).toBeUndefined();
    expect(r.excludedCompanies).toEqual(["Meta", "Apple", "Amazon", "Netflix", "Google"]);
    expect(translateSentence("analysts at FAANG-scale firms").headcountRanges).toEqual(["10001+"]);
  });

  it("leaves out a product's company named in lower case after 'excluding'", () => {
    expect(readSentence("DBAs in Reno excluding oracle").excludedCompanies).toEqual(["oracle"]);
    expect(readSentence("DBAs in Reno excluding oracle").query.skills).toBeUndefined();
  });
});

describe("roles said with what surrounds them", () => {
  it("reads a driver's licence class as no count and no skill", () => {
    expect(readSentence("find 4 class 2 HGV drivers in Hull")).toMatchObject({
      query: { titleIncludes: ["HGV Driver"], locations: ["Hull"] },
      count: 4,
    });
  });

  it("reads an officer's assistant as an executive assistant, no officer", () => {
    expect(translateSentence("assistants to the COO in Leeds")).toEqual({
      titleIncludes: ["Executive Assistant"],
      locations: ["Leeds"],
    });
  });

  it("reads staff after a role's word as its people", () => {
    expect(translateSentence("admin staff in Hull").titleIncludes).toEqual(["Administrator"]);
  });
});

describe("a span of time said with a job move", () => {
  it.each([
    ["medics who switched employers in the last 4 months"],
    ["tilers who moved in the past 8 weeks"],
    ["chefs hired within the last 2 months"],
  ])("reads a recent job change and no count: %s", (sentence) => {
    const r = readSentence(sentence);
    expect(r.query.recentlyChangedJobs).toBe(true);
    expect(r.count).toBeUndefined();
  });

  it("keeps a count said beside the span", () => {
    expect(readSentence("12 chefs who changed jobs in the last 3 months").count).toBe(12);
  });
});

describe("products' companies listed after 'excluding'", () => {
  it("leaves out each, none wanted as a skill", () => {
    const r = readSentence("analysts in Pune excluding oracle and sap");
    expect(r.excludedCompanies).toEqual(["oracle", "sap"]);
    expect(r.query.skills).toBeUndefined();
  });
});

describe("an engineer's and a sales rep's shorthand", () => {
  it("reads a level with a plus as that level and up", () => {
    expect(translateSentence("staff+ designers in Oslo")).toEqual({
      titleIncludes: ["Designer"],
      seniorityLevels: ["Senior"],
      locations: ["Oslo"],
    });
  });

  it("reads data centres as a kind of company, their technicians as a title", () => {
    expect(translateSentence("electricians at data centres in Slough").companyIndustries).toEqual([
      "Data Centers",
    ]);
    expect(translateSentence("data center technicians in Reno").titleIncludes).toEqual([
      "Data Center Technician",
    ]);
  });

  it.each([
    ["analysts who came from KPMG in Leeds", ["KPMG"]],
    ["drivers who jumped from Uber", ["Uber"]],
  ])("reads where people came from as a past employer: %s", (sentence, names) => {
    expect(translateSentence(sentence)).toMatchObject({ companyNames: names, currentEmployersOnly: false });
  });
});

describe("a sector's companies by shorthand", () => {
  it.each([
    ["carers at retirement villages in Hull", "Healthcare"],
    ["receptionists at old people's homes in Cork", "Healthcare"],
    ["physios at NHS hospitals in Leeds", "Healthcare"],
    ["shift leads at quick-service restaurant chains in Durban", "Restaurants"],
    ["lab techs at a uni in Bristol", "Higher Education"],
    ["buyers at car parts makers in Chennai", "Automotive"],
    ["surveyors at gold miners in Kalgoorlie", "Mining"],
    ["analysts at insurance cos in Leeds", "Insurance"],
    ["finance managers at F&B companies in Dubai", "Food and Beverage"],
  ])("reads the industry, no title or employer: %s", (sentence, industry) => {
    const q = translateSentence(sentence);
    expect(q.companyIndustries).toEqual([industry]);
    expect(q.titleIncludes).toHaveLength(1);
    expect(q.companyNames).toBeUndefined();
  });

  it("keeps the employer named alone", () => {
    expect(translateSentence("nurses at the NHS in Leeds").companyNames).toEqual(["NHS"]);
  });

  it.each([
    ["analysts at insurance cos in Leeds w/ 500+ ppl", ["501-1000", "1001-5000", "5001-10000", "10001+"]],
    ["accountants at firms of 50-200 ppl in Cork", ["51-200"]],
    ["welders at big co's in Hull", ["1001-5000", "5001-10000", "10001+"]],
  ])("reads staff counted in 'ppl', and a size before any noun for companies: %s", (sentence, bands) => {
    expect(translateSentence(sentence).headcountRanges).toEqual(bands);
  });
});

describe("credentials by their grade, their country or the word for holding them", () => {
  it.each([
    ["support workers in Dundee w/ SVQ level 3", ["SVQ level 3"]],
    ["van drivers in Derby with a Cat 2 licence", ["Cat 2 Licence"]],
    ["accountants in Sydney, CPA(Aus)", ["CPA(Aus)"]],
    ["scrum masters in Porto, ideally PSM certified", ["PSM"]],
    ["quantity surveyors in Leeds, FRICS", ["FRICS"]],
    ["nurses in Leeds, NMC registered", ["NMC"]],
    ["welders in Hull with CSWIP 3.1", ["CSWIP 3.1"]],
  ])("reads the credential as one skill, no place or employer: %s", (sentence, skills) => {
    const q = translateSentence(sentence);
    expect(q.skills).toEqual(skills);
    expect(q.locations).toHaveLength(1);
    expect(q.companyNames).toBeUndefined();
  });
});

describe("what a list, a number or a verb ends", () => {
  it("reads a place listed after the years as the place, not a tool", () => {
    const q = translateSentence("Flutter devs w/ Dart, 3+ yrs, Wellington");
    expect(q).toMatchObject({
      skills: ["Flutter", "Dart"],
      locations: ["Wellington"],
      minYearsExperience: 3,
    });
  });

  it("reads each language before 'speaking' as spoken, in any case", () => {
    expect(translateSentence("receptionists in Nice, italian speaking").skills).toEqual(["Italian"]);
    const q = translateSentence("dental nurses in Bruges, French or Spanish speaking");
    expect(q).toMatchObject({ locations: ["Bruges"], skills: ["French", "Spanish"] });
  });

  it.each([
    ["millwrights in Fargo, 4yrs exp", 4],
    ["scaffolder leeds 6yrs+", 6],
  ])("reads years written onto their number: %s", (sentence, years) => {
    const q = translateSentence(sentence);
    expect(q.minYearsExperience).toBe(years);
    expect(q.skills).toBeUndefined();
  });

  it("reads 'w/o' as leaving the tool out", () => {
    expect(translateSentence("Rails devs in Porto w/o any React").skills).toEqual(["Ruby on Rails"]);
  });

  it("reads leaving an employer lately as a recent move", () => {
    const q = translateSentence("analysts in Dublin who left Stripe recently");
    expect(q).toMatchObject({ companyNames: ["Stripe"], recentlyChangedJobs: true });
  });

  it("reads a product named before a role after 'employ' as what they use, no employer", () => {
    const q = translateSentence("which firms in Austin employ Workday consultants");
    expect(q).toEqual({ titleIncludes: ["Consultant"], locations: ["Austin"], skills: ["Workday"] });
  });

  it("reads an ERP module's consultants by the title recruiters give them", () => {
    expect(translateSentence("SAP SD consultants in Munich")).toEqual({
      titleIncludes: ["SAP SD Consultant"],
      locations: ["Munich"],
    });
  });
});

describe("terse towns and the asker's own words", () => {
  it.each([
    ["bar staff swansea asap", ["Swansea"]],
    ["care aides moncton nb 1+ yrs", ["Moncton"]],
  ])("reads a lower-case town after the role, its state's code no skill: %s", (sentence, places) => {
    const q = translateSentence(sentence);
    expect(q.locations).toEqual(places);
    expect(q.skills).toBeUndefined();
  });

  it("reads a kind of place before a piece of work as no employer", () => {
    expect(translateSentence("electricians for a hotel refit in Bath").companyIndustries).toBeUndefined();
  });

  it("reads where the asker is as giving way to the place they ask for", () => {
    const q = translateSentence("we invest in Kenya and need founders of agritech startups in Nairobi");
    expect(q.locations).toEqual(["Nairobi"]);
    expect(q.countries).toBeUndefined();
  });

  it("reads the size of the asker's own company as no filter", () => {
    expect(translateSentence("hiring for our 20-person agency in Cork: a copywriter")).toEqual({
      titleIncludes: ["Copywriter"],
      locations: ["Cork"],
    });
  });
});

describe("set 42's roles, in words of their own", () => {
  it.each([
    // A trade by its workers' nickname.
    ["sparkies in Cairns", "Electrician"],
    ["chippies in Hobart", "Carpenter"],
    ["brickies in Dundee", "Bricklayer"],
    // Care and board roles by their initials.
    ["AINs in Bendigo", "Assistant in Nursing"],
    ["CNMs in Limerick", "Clinical Nurse Manager"],
    ["RGNs in Sligo", "Registered General Nurse"],
    ["non-executive directors in Perth", "Non-Executive Director"],
    // A general manager written short, with the place they run.
    ["casino GMs in Macau", "Casino General Manager"],
    // A chair of a board or a committee.
    ["board chairs at charities in Bristol", "Chair"],
    ["remuneration committee chairs in Leeds", "Remuneration Committee Chair"],
    ["checkout team leaders in Leeds", "Checkout Team Leader"],
    // A place of work named before a title of two words is the title's.
    ["hospital night porters in Leeds", "Hospital Night Porter"],
    ["factory shift supervisors in Derby", "Factory Shift Supervisor"],
    // A role's word with a vowel written for another, or a word before it with two letters swapped.
    ["surveyers in Hull", "Surveyor"],
    ["maintenence shift supervisors in Derby", "Maintenance Shift Supervisor"],
    // A function by its initials or short name, and a word of a place of work, before a role.
    ["S&OP analysts in Dublin", "S&OP Analyst"],
    ["people ops coordinators in Dublin", "People Operations Coordinator"],
    ["goods in supervisors in Leeds", "Goods In Supervisor"],
    ["site welfare officers in Leeds", "Site Welfare Officer"],
    // A vendor its product's roles are titled by, module and all.
    ["SAP HCM consultants in Warsaw", "SAP HCM Consultant"],
    ["Oracle DBAs in Leeds", "Oracle Database Administrator"],
    // A head of a function named by a plain word and the function, or by a team that is a role's name.
    ["heads of digital marketing in Leeds", "Head of Digital Marketing"],
    ["heads of talent acquisition at retailers in Leeds", "Head of Talent Acquisition"],
    // A title of the reader's written with its last word short.
    ["FOH mgrs in Leeds", "Front of House Manager"],
    ["grocery store mgrs in Leeds", "Grocery Store Manager"],
  ])("reads the title: %s", (sentence, title) => {
    const q = translateSentence(sentence);
    expect(q.titleIncludes).toEqual([title]);
    expect(q.titleExcludes).toBeUndefined();
    expect(q.seniorityLevels).toBeUndefined();
  });

  it("keeps another vendor's product a skill, and a module named alone a skill", () => {
    expect(translateSentence("Odoo consultants in Girona")).toMatchObject({
      titleIncludes: ["Consultant"],
      skills: ["Odoo"],
    });
    expect(translateSentence("accountants in Pune who know SAP SD").skills).toEqual(["SAP SD"]);
  });

  it("keeps a language's programmers programmers", () => {
    expect(translateSentence("Pascal programmers in Leeds")).toMatchObject({
      titleIncludes: ["Programmer"],
      skills: ["Pascal"],
    });
  });

  it("reads a kitchen's grade named alone as the chef's title to leave out", () => {
    expect(translateSentence("cooks in Bath, not commis").titleExcludes).toEqual(["Commis Chef"]);
    expect(translateSentence("cooks in Bath, no sous").titleExcludes).toEqual(["Sous Chef"]);
  });

  it("reads a product named by its maker and a word of its own as the skill", () => {
    expect(translateSentence("SQL Server DBAs in Derby")).toMatchObject({
      titleIncludes: ["Database Administrator"],
      skills: ["SQL Server"],
    });
  });

  it.each([
    // How the role is held, who may apply, and a courteous verb are no part of a title.
    ["an interim payroll manager in Bristol", "Payroll Manager"],
    ["packers in Pune, freshers welcome", "Packer"],
    ["Kindly share payroll managers in Noida", "Payroll Manager"],
  ])("reads no title from words around the role: %s", (sentence, title) => {
    expect(translateSentence(sentence).titleIncludes).toEqual([title]);
  });
});

describe("kinds of a role joined by 'and', and roles said 'only'", () => {
  it("reads two kinds of one head as a title each where the world holds the second", () => {
    expect(translateSentence("excavator and crane operators in Leeds").titleIncludes).toEqual([
      "Excavator Operator",
      "Crane Operator",
    ]);
    expect(translateSentence("rights and permissions officers in Leeds").titleIncludes).toEqual([
      "Rights and Permissions Officer",
    ]);
  });

  it("lets roles said 'only' replace the roles said before them", () => {
    expect(translateSentence("labourers in Hull, scaffolders only").titleIncludes).toEqual(["Scaffolder"]);
    expect(translateSentence("drivers in Leeds, forklift and crane drivers only").titleIncludes).toEqual([
      "Forklift Driver",
      "Crane Driver",
    ]);
  });
});

describe("sellers and providers after 'at' as kinds of company", () => {
  it.each([
    ["buyers at grocers in Hull", "Buyer", "Retail"],
    ["accountants at miners in Kalgoorlie", "Accountant", "Mining"],
    ["nurses at home care providers in Leeds", "Nurse", "Healthcare"],
    ["engineers at car parts makers in Leeds", "Engineer", "Automotive"],
    ["solutions architects at cloud vendors in Dublin", "Solutions Architect", "Cloud"],
  ])("reads the role and the kind of employer: %s", (sentence, title, industry) => {
    const q = translateSentence(sentence);
    expect(q.titleIncludes).toEqual([title]);
    expect(q.companyIndustries).toEqual([industry]);
  });

  it("keeps them people where they are no one's employer", () => {
    expect(translateSentence("coal miners in Leeds").titleIncludes).toEqual(["Coal Miner"]);
    expect(translateSentence("part-time nurses in Leeds").titleIncludes).toEqual(["Nurse"]);
  });

  it("asks for the companies where a question sizes them", () => {
    expect(understand({ query: "which home care providers in Leeds have 51-200 staff?" }).intent).toBe(
      "companies",
    );
  });
});

describe("a correction that swaps the kind of employer, or the role", () => {
  it("keeps the people searched for where a correction names another kind of employer", () => {
    const u = talk("porters at clinics in Hull", "actually hospitals, 500+ staff");
    expect(u.intent).toBe("people");
    expect(u.query.titleIncludes).toEqual(["Porter"]);
    expect(u.query.companyIndustries).toEqual(["Healthcare"]);
  });

  it("asks for the companies where the correction asks about them", () => {
    expect(talk("porters in Hull", "actually, which hospitals in Hull have 500+ staff?").intent).toBe(
      "companies",
    );
  });

  it("lets 'nope' start over in one sentence", () => {
    const q = translateSentence("mentors in Leeds who used to be CTOs? nope, just CTOs at fintechs in Leeds");
    expect(q.titleIncludes).toEqual(["Chief Technology Officer"]);
  });
});

describe("roles older sets missed, in words of their own", () => {
  it.each([
    // How someone works is no role ("hands-on").
    [
      "hands-on engineering managers in Leeds",
      { titleIncludes: ["Engineering Manager"], locations: ["Leeds"] },
    ],
    // A terse string of a level, a role and a country.
    [
      "sr translator japan",
      { titleIncludes: ["Translator"], seniorityLevels: ["Senior"], countries: ["Japan"] },
    ],
    // A finance director and an HR business partner written short.
    [
      "FDs at retailers in York",
      {
        titleIncludes: ["Director of Finance"],
        seniorityLevels: ["Director"],
        companyIndustries: ["Retail"],
        locations: ["York"],
      },
    ],
    ["HR BPs in Cork", { titleIncludes: ["HR Business Partner"], locations: ["Cork"] }],
    // A rank word before a title the world holds stays in it; "chief" before a trade is its rank.
    ["deputy nursery managers in Leeds", { titleIncludes: ["Deputy Nursery Manager"], locations: ["Leeds"] }],
    ["chief stewards in Southampton", { titleIncludes: ["Chief Steward"], locations: ["Southampton"] }],
    [
      "chief executives in Leeds",
      { titleIncludes: ["Chief Executive Officer"], seniorityLevels: ["CXO"], locations: ["Leeds"] },
    ],
    // Clergy by their office.
    ["imams in Bradford", { titleIncludes: ["Imam"], locations: ["Bradford"] }],
  ])("reads %s", (sentence, query) => {
    expect(translateSentence(sentence)).toEqual(query);
  });
});

describe("a role said instead, beside a place added", () => {
  it.each([["swap to ward clerks, and Salford too"], ["ward clerks instead, and Salford too"]])(
    "replaces the roles and adds the place: %s",
    (turn) => {
      expect(talk("porters in Bolton", turn).query).toEqual({
        titleIncludes: ["Ward Clerk"],
        locations: ["Bolton", "Salford"],
      });
    },
  );
});

describe("a titled vendor's product said in a follow-up", () => {
  it("takes the place of the product the title names", () => {
    expect(talk("SAP HCM consultants in Warsaw", "SAP PP instead").query).toEqual({
      titleIncludes: ["SAP PP Consultant"],
      locations: ["Warsaw"],
    });
    expect(talk("SAP HCM consultants in Warsaw", "also SAP PP").query.titleIncludes).toEqual([
      "SAP HCM Consultant",
      "SAP PP Consultant",
    ]);
  });

  it("stays a skill where no title names its vendor", () => {
    expect(talk("accountants in Porto", "also SAP PP").query).toMatchObject({
      titleIncludes: ["Accountant"],
      skills: ["SAP PP"],
    });
  });
});

describe("a name the world holds no place by, after a place and a comma", () => {
  it.each([
    ["sound designers, Lyon, Pro Tools", ["Lyon"], ["Pro Tools"]],
    ["firmware engineers in Graz, Rust, not at AVL", ["Graz"], ["Rust"]],
    ["court interpreters in Montreal, French and Portuguese", ["Montreal"], ["French", "Portuguese"]],
    ["cost estimators in Ohio, CostX", ["Ohio"], ["CostX"]],
  ])("reads it as a skill, not another place: %s", (sentence, locations, skills) => {
    const q = translateSentence(sentence);
    expect(q.locations).toEqual(locations);
    expect(q.skills).toEqual(skills);
  });

  it("keeps a town the world lacks a place when joined by 'and'", () => {
    expect(translateSentence("welders in Gdansk and Sopot").locations).toEqual(["Gdansk", "Sopot"]);
  });
});

describe("a title's words written short or slipped, spelt out", () => {
  it.each([
    ["mixed practice vets in Carlisle", "Mixed Practice Veterinarian"],
    ["registered vet nurses in Truro", "Registered Veterinary Nurse"],
    ["CRAs in Basel", "Clinical Research Associate"],
    ["replen assistants in Crewe", "Replenishment Assistant"],
    ["pre-reg optometrists in Hull", "Pre Registration Optometrist"],
    ["vetinary receptionists in Bath", "Veterinary Receptionist"],
  ])("reads the title in full: %s", (sentence, title) => {
    expect(translateSentence(sentence).titleIncludes).toEqual([title]);
  });
});

describe("kinds of company named by what a group of them is", () => {
  it.each([
    ["receptionists at vet chains in Dublin", "Veterinary"],
    ["hygienists at dental chains in Lyon", "Dental"],
    ["producers at events agencies in Dubai", "Events"],
    ["physios at rugby clubs in Cardiff", "Sports"],
    ["hydrologists at water boards in Perth", "Utilities"],
    ["grid engineers at wind farm developers in Aberdeen", "Renewable Energy"],
  ])("reads the industry: %s", (sentence, industry) => {
    expect(translateSentence(sentence).companyIndustries).toEqual([industry]);
  });
});

describe("words that lead a role though alone they say something else", () => {
  it.each([
    ["corporate tax advisers in Leeds", "Corporate Tax Adviser"],
    ["site start-up engineers in Aberdeen", "Site Start Up Engineer"],
    ["off-road vehicle testers in Coventry", "Off Road Vehicle Tester"],
    ["end-of-line packers in Leicester", "End of Line Packer"],
  ])("keeps them in the title: %s", (sentence, title) => {
    const q = translateSentence(sentence);
    expect(q.titleIncludes).toEqual([title]);
    expect(q.headcountRanges).toBeUndefined();
  });

  it("keeps a title's short last word spelt out only where it ends the title", () => {
    expect(translateSentence("vet receptionists in Cairns").titleIncludes).toEqual(["Vet Receptionist"]);
  });
});

describe("a credential of a class or code, with its noun", () => {
  it.each([
    ["boiler operators in Regina with a Class IV certificate", ["Class IV Certificate"]],
    ["truck drivers in Durban w/ a code 14 licence", ["Code 14 Licence"]],
    ["riggers in Perth with a Class 3 ticket", ["Class 3 Ticket"]],
  ])("reads the credential whole: %s", (sentence, skills) => {
    expect(translateSentence(sentence).skills).toEqual(skills);
  });
});

describe("what a researcher works on, and languages in lower case", () => {
  it.each([
    ["postdocs in Oxford researching protein folding", ["Protein Folding"]],
    ["economists in Geneva specialising in trade policy, 5+ years", ["Trade Policy"]],
    ["virologists in Lyon working on dengue", ["Dengue"]],
    ["interpreters in Lagos, yoruba and english", ["Yoruba", "English"]],
  ])("reads the field or language as a skill: %s", (sentence, skills) => {
    const q = translateSentence(sentence);
    expect(q.skills).toEqual(skills);
    expect(q.companyIndustries).toBeUndefined();
  });
});

describe("a district or port by its own name, and a nation as the whole of where", () => {
  it.each([
    ["traders in Canary Wharf", { locations: ["London"] }],
    ["stevedores around Jebel Ali", { locations: ["Dubai"] }],
    ["carpenters anywhere in England", { locations: ["England"] }],
  ])("reads the place: %s", (sentence, place) => {
    expect(translateSentence(sentence)).toMatchObject(place);
  });
});

describe("what the asker says around what is asked", () => {
  it("reads a role a colon says more of as nothing", () => {
    expect(
      translateSentence("We're a small press in York looking for potential mentors: data scientists in Oslo"),
    ).toEqual({
      titleIncludes: ["Data Scientist"],
      locations: ["Oslo"],
    });
  });

  it("ends the asker's own words at a semicolon", () => {
    expect(
      translateSentence(
        "I manage a food bank in Leeds; who are the volunteer coordinators in Bradford and Halifax?",
      ),
    ).toEqual({ titleIncludes: ["Volunteer Coordinator"], locations: ["Bradford", "Halifax"] });
  });

  it("reads an employer named 'X of <place>' whole, and keeps the asker's place where no other is asked", () => {
    expect(
      translateSentence(
        "I run a policy unit in Wellington; economists who've worked at the Reserve Bank of New Zealand",
      ),
    ).toMatchObject({ companyNames: ["Reserve Bank of New Zealand"], locations: ["Wellington"] });
  });

  it("reads a place after a kind of company's comma as where", () => {
    expect(translateSentence("porters, hospitals, Swansea")).toMatchObject({
      companyIndustries: ["Healthcare"],
      locations: ["Swansea"],
    });
  });

  it("reads initials people use for an employer as the employer, not a title", () => {
    expect(translateSentence("virologists in Geneva, ideally ex-CDC")).toMatchObject({
      companyNames: ["CDC"],
    });
  });
});

describe("employers written in lower case, and words that only look like one", () => {
  it("reads a word hyphened to 'ex' and ending the clause as the past employer", () => {
    expect(translateSentence("opticians in Leeds, ex-visionexpress")).toMatchObject({
      companyNames: ["visionexpress"],
      currentEmployersOnly: false,
    });
  });

  it.each([["mechanics in Leeds, ex-forces"], ["six porters in York for next month"]])(
    "reads no employer: %s",
    (sentence) => {
      expect(translateSentence(sentence).companyNames).toBeUndefined();
    },
  );
});

describe("functions named in more words than one", () => {
  it.each([
    ["heads of developer relations in Lisbon", "Head of Developer Relations"],
    ["head of estates and facilities, Leeds", "Head of Estates and Facilities"],
    ["store operations managers in Perth", "Store Operations Manager"],
  ])("keeps the function whole in the title: %s", (sentence, title) => {
    expect(translateSentence(sentence).titleIncludes).toEqual([title]);
  });
});

describe("a field's word before a role, and skills people name short", () => {
  it.each([
    ["technology liaison officers in Leeds", { titleIncludes: ["Technology Liaison Officer"] }],
    ["skills coordinators in Hull", { titleIncludes: ["Skills Coordinator"] }],
    ["location managers in Atlanta", { titleIncludes: ["Location Manager"] }],
    ["level designers in Montreal who know unreal", { skills: ["Unreal Engine"] }],
    ["ramp agents in Dublin with airside passes", { skills: ["Airside Pass"] }],
    ["planners in Nelson w/ RMA experience", { titleIncludes: ["Planner"], skills: ["RMA"] }],
  ])("reads %s", (sentence, query) => {
    expect(translateSentence(sentence)).toMatchObject(query);
  });
});

describe("a plain word alone after a place's comma", () => {
  it.each([
    ["clinical research coordinators in Boston, dermatology", ["Dermatology"]],
    ["HGV drivers in Daventry with a Class 1 licence and CPC", ["Class 1 Licence", "Driver CPC"]],
  ])("reads what they know: %s", (sentence, skills) => {
    expect(translateSentence(sentence).skills).toEqual(skills);
  });

  it.each([["nurses in Leeds, nights"], ["chefs in Leeds, asap"]])(
    "reads no skill from when or how soon: %s",
    (s) => {
      expect(translateSentence(s).skills).toBeUndefined();
    },
  );

  it("keeps the function whole whichever way round its two words come", () => {
    expect(
      translateSentence("head of facilities and estates at universities in Leeds").titleIncludes,
    ).toEqual(["Head of Estates and Facilities"]);
  });
});

describe("a course named with its subject, and a plural's last letters swapped", () => {
  it("reads the course whole as a skill, the subject no place", () => {
    expect(translateSentence("sommeliers in Napa with the WSET Advanced Certificate in Wines")).toMatchObject(
      {
        locations: ["Napa"],
        skills: ["WSET Advanced Certificate in Wines"],
      },
    );
  });

  it("respells the role", () => {
    expect(translateSentence("van drivres in Hull").titleIncludes).toEqual(["Van Driver"]);
  });
});

describe("a terse string's place before what it leaves out", () => {
  it("reads the town, its country's code saying which", () => {
    expect(translateSentence("bus mechanics tauranga nz not from kinetic")).toMatchObject({
      titleIncludes: ["Bus Mechanic"],
      locations: ["Tauranga"],
    });
  });
});

describe("a driving licence of the country, and venues and clubs as kinds of company", () => {
  it("reads the licence and no country", () => {
    expect(translateSentence("support workers in Derby, full UK driving licence")).toEqual({
      titleIncludes: ["Support Worker"],
      locations: ["Derby"],
      skills: ["Driving Licence"],
    });
  });

  it.each([
    ["chefs at conference venues in Leeds", "Events"],
    ["coaches at tennis clubs in Surrey", "Sports"],
  ])("reads the industry: %s", (sentence, industry) => {
    expect(translateSentence(sentence).companyIndustries).toEqual([industry]);
  });
});

describe("one plain word after a place's comma", () => {
  it("stays a place, as a suburb the world may lack", () => {
    expect(translateSentence("baristas in Melbourne, Fitzroy").locations).toEqual(["Melbourne", "Fitzroy"]);
  });
});
