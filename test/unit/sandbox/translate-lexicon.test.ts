// The reader's lexicon and grammar, one row per word or rule: adding a word to the lexicon's data is one
// row there and one row here. The issue's own examples come first.
import { describe, expect, it } from "vitest";
import type { StructuredQuery } from "../../../src/contract/schemas.js";
import { understand } from "../../../src/sandbox/agent/planner.js";
import { readSentence, translateSentence } from "../../../src/sandbox/agent/translate.js";
import { placeCodes } from "../../../src/sandbox/world/metros.js";

const user = (content: string) => ({ role: "user" as const, content });
const assistant = (content: string) => ({ role: "assistant" as const, content });

describe("the reader: the issue's examples", () => {
  it("leaves out a skill the sentence rules out, never asking for it", () => {
    const r = readSentence("Python developers but not Java");
    expect(r.query).toEqual({ titleIncludes: ["Engineer"], skills: ["Python"] });
    expect(r.excludedSkills).toEqual(["Java"]);
  });

  it("leaves out a place, never reading it as a title", () => {
    expect(translateSentence("nurses, not in Texas")).toEqual({ titleIncludes: ["Nurse"] });
  });

  it.each([["find 5 welders in Ohio"], ["find five welders in Ohio"]])(
    "reads a count in digits or words as no part of the role: %s",
    (sentence) => {
      expect(translateSentence(sentence).titleIncludes).toEqual(["Welder"]);
      expect(understand({ query: sentence }).count).toBe(5);
    },
  );

  it.each([
    ["half a dozen sommeliers in San Francisco", 6],
    ["a dozen nurses in Boston", 12],
    ["a couple of estate agents in Brighton", 2],
    ["just one plumber in Leeds", 1],
    ["a list of 40 machinists in Cleveland", 40],
    ["nurses, but no one who works at Brava Pay", 10],
    ["engineers with 5+ years at companies of 200 people", 10],
  ])("reads the count with the sentence, in words or digits: %s", (sentence, count) => {
    expect(understand({ query: sentence }).count).toBe(count);
  });

  it("reads a plural in -ies whose singular ends in -ie", () => {
    expect(translateSentence("roadies in Nashville").titleIncludes).toEqual(["Roadie"]);
    expect(translateSentence("bookies in Leeds").titleIncludes).toEqual(["Bookie"]);
    expect(translateSentence("secretaries in Leeds").titleIncludes).toEqual(["Secretary"]);
  });

  it("reads an initialism's plural as its title", () => {
    expect(translateSentence("LPNs in Dayton").titleIncludes).toEqual(["Licensed Practical Nurse"]);
  });

  it.each([
    ["actually make it Leeds"],
    ["what about Leeds?"],
    ["Leeds instead"],
    ["let's do Leeds"],
    ["no wait, Leeds"],
  ])("swaps the city in a casual follow-up: %s", (followUp) => {
    const u = understand({
      messages: [user("nurses in Manchester"), assistant("I found 12 nurses in Manchester."), user(followUp)],
    });
    expect(u.query).toEqual({ titleIncludes: ["Nurse"], locations: ["Leeds"] });
  });
});

describe("the reader: one rule per move, for every kind of value", () => {
  const current: StructuredQuery = {
    titleIncludes: ["Engineer"],
    skills: ["Go", "Rust"],
    locations: ["Berlin"],
  };
  it.each([
    // [follow-up, the filter set it leaves]
    ["also Munich", { ...current, locations: ["Berlin", "Munich"] }],
    ["Munich too", { ...current, locations: ["Berlin", "Munich"] }],
    ["drop Rust", { ...current, skills: ["Go"] }],
    ["anywhere but Berlin", { titleIncludes: ["Engineer"], skills: ["Go", "Rust"] }],
    ["Python instead of Rust", { ...current, skills: ["Go", "Python"] }],
    ["rather than Berlin, Hamburg", { ...current, locations: ["Hamburg"] }],
    ["location doesn't matter", { titleIncludes: ["Engineer"], skills: ["Go", "Rust"] }],
    ["scrap the skills", { titleIncludes: ["Engineer"], locations: ["Berlin"] }],
    ["no wait, designers", { ...current, titleIncludes: ["Designer"] }],
    ["the location doesn't matter and neither do the skills", { titleIncludes: ["Engineer"] }],
  ] as [string, StructuredQuery][])("%s", (followUp, expected) => {
    expect(translateSentence(followUp, current)).toEqual(expected);
  });

  it("widens a title to the one said to be fine", () => {
    expect(translateSentence("any kind of nurse is fine", { titleIncludes: ["Registered Nurse"] })).toEqual({
      titleIncludes: ["Nurse"],
    });
  });

  it("lifts the industry when any kind of employer will do", () => {
    expect(
      translateSentence("any kind of employer is fine", { ...current, companyIndustries: ["Hospitality"] }),
    ).toEqual(current);
  });

  it("reads a known employer written in lower case by the same rules as a capitalised name", () => {
    const r = readSentence("accountants, excluding deloitte, kpmg and pwc");
    expect(r.query.companyNames).toBeUndefined();
    expect(r.excludedCompanies).toEqual(["Deloitte", "KPMG", "PwC"]);
  });

  it("leaves out an employer by any cue, and carries it through a list", () => {
    expect(readSentence("accountants, excluding Deloitte, KPMG and PwC").excludedCompanies).toEqual([
      "Deloitte",
      "KPMG",
      "PwC",
    ]);
  });
});

describe("the reader: lexicon rows", () => {
  it.each([
    // [sentence, field, value] — one row per data row it checks.
    ["sr procurement mgr frankfurt", "titleIncludes", ["Procurement Manager"]],
    ["CNAs in Orlando", "titleIncludes", ["Certified Nursing Assistant"]],
    ["baristas in Berlin", "titleIncludes", ["Barista"]],
    ["engineers at semiconductor companies", "companyIndustries", ["Semiconductors"]],
    ["welders on the Iberian peninsula", "countries", ["Spain", "Portugal"]],
    ["analysts at Series B startups", "companyNames", undefined],
    ["engineers with 5+ yrs", "minYearsExperience", 5],
    ["engineers with no more than a decade of experience", "maxYearsExperience", 10],
    ["engineers at companies with 50-200 employees", "headcountRanges", ["51-200"]],
    ["designers at FAANG-size companies", "headcountRanges", ["10001+"]],
    ["Spotify alumni in Stockholm", "companyNames", ["Spotify"]],
    ["nurses who are new in their role", "recentlyChangedJobs", true],
    ["recruiters we can contact on their work email", "verifiedEmailOnly", true],
    ["bilingual customer service reps in Miami", "titleIncludes", ["Customer Service Representative"]],
    ["retail buyers in Milan who speak Italian", "locations", ["Milan"]],
    ["nurses in Hawaii", "locations", ["Hawaii"]],
    ["welders in CT", "locations", ["Connecticut"]],
    ["chefs in the Pacific Northwest", "locations", ["Pacific Northwest"]],
    ["engineers in SoCal", "locations", ["Southern California"]],
    ["nurses across the PNW", "locations", ["Pacific Northwest"]],
    ["teachers in Kent", "locations", ["Kent"]],
    ["welders in santa monica", "locations", ["Santa Monica"]],
    ["ex-accenture consultants in London", "companyNames", ["Accenture"]],
    ["audiologists from Tucson", "locations", ["Tucson"]],
    ["nurses from Boise", "companyNames", undefined],
    ["engineers from Google", "companyNames", ["Google"]],
    ["buyers at fashion brands in Milan", "companyIndustries", ["Fashion"]],
    ["recruiters at staffing agencies in Chicago", "companyIndustries", ["Staffing"]],
    ["electricians working at utilities in Ohio", "companyIndustries", ["Utilities"]],
    ["chemists at chemical companies in Antwerp", "companyIndustries", ["Chemicals"]],
    ["technologists at architecture firms in Belfast", "companyIndustries", ["Architecture"]],
    ["depot managers at waste management companies", "companyIndustries", ["Waste Management"]],
    ["lecturers at universities in Manchester", "companyIndustries", ["Higher Education"]],
    ["sales reps at craft breweries in Denver", "companyIndustries", ["Brewing"]],
    ["cellar hands at vineyards in Napa", "companyIndustries", ["Wine"]],
    ["housekeepers at guest houses in Cork", "companyIndustries", ["Hospitality"]],
    ["estimators at plumbing contractors in Reno", "companyIndustries", ["Plumbing"]],
    ["hygienists at dental offices in Boise", "companyIndustries", ["Dental"]],
    ["supervisors at cleaning contractors in Hull", "companyIndustries", ["Cleaning"]],
    ["line leads at food manufacturers in Iowa", "companyIndustries", ["Food Production"]],
    ["art directors at ad agencies in Leeds", "companyIndustries", ["Advertising"]],
    ["proofreaders at publishing houses in York", "companyIndustries", ["Publishing"]],
    ["receptionists at hair salons in Bath", "companyIndustries", ["Beauty"]],
    ["welders at shipyards in Glasgow", "companyIndustries", ["Shipbuilding"]],
    ["drivers at funeral homes in Ohio", "companyIndustries", ["Funeral Services"]],
    ["nurses at animal hospitals in Denver", "companyIndustries", ["Veterinary"]],
    ["sales reps at solar firms in Texas", "companyIndustries", ["Renewable Energy"]],
    ["agents at car hire companies in Malaga", "companyIndustries", ["Car Rental"]],
    ["chemists at fragrance companies in Grasse", "companyIndustries", ["Fragrance"]],
    ["buyers at furniture firms in Milan", "companyIndustries", ["Furniture"]],
    ["engineers at private companies in Berlin", "companyIndustries", undefined],
    ["designers who switched companies recently", "companyIndustries", undefined],
    ["electricians with their 18th Edition", "skills", ["18th Edition"]],
    ["HVAC engineers in Doha", "titleIncludes", ["HVAC Engineer"]],
    ["corrections officers in Texas", "titleIncludes", ["Corrections Officer"]],
    ["opticians in Lefkosia", "locations", ["Nicosia"]],
    ["iOS devs in Lisbon", "titleIncludes", ["iOS Engineer"]],
    ["nurses in OKC", "locations", ["Oklahoma City"]],
    ["brewers in Brew City", "locations", ["Milwaukee"]],
    ["french polishers in Derby", "titleIncludes", ["French Polisher"]],
    ["medical scribes in Eugene", "titleIncludes", ["Medical Scribe"]],
    ["animators who know Cinema 4D", "skills", ["Cinema 4D"]],
    ["baristas around PDX", "locations", ["Portland"]],
    ["data analysts in the Charm City", "locations", ["Baltimore"]],
    ["welder stl 3+ yrs", "locations", ["St. Louis"]],
    ["mainframe programmers in Dallas", "titleIncludes", ["Mainframe Developer"]],
    ["site managers at house builders in Kent", "companyIndustries", ["Construction"]],
    ["which demolition firms in Leeds are hiring?", "companyIndustries", ["Demolition"]],
    ["fitters at oil refineries in Houston", "companyIndustries", ["Oil and Gas"]],
    ["operators at textile mills in Porto", "companyIndustries", ["Textiles"]],
    ["designers at footwear studios in Milan", "companyIndustries", ["Footwear"]],
    ["line operators at packaging firms in Leeds", "companyIndustries", ["Packaging"]],
    ["managers at gyms in Perth", "companyIndustries", ["Fitness"]],
    ["which plastics manufacturers in Ohio are hiring?", "companyIndustries", ["Plastics"]],
    ["engineers at seafood processors in Bergen", "companyIndustries", ["Seafood"]],
    ["sorters at recycling plants in Ohio", "companyIndustries", ["Recycling"]],
    ["fitter leeds chemicals", "locations", ["Leeds"]],
    ["fitter leeds chemicals", "companyIndustries", ["Chemicals"]],
    ["school chefs in Hull", "titleIncludes", ["School Cook"]],
    ["country managers in Accra", "titleIncludes", ["Country Manager"]],
    ["millwrights in Ontario with their Red Seal", "skills", ["Red Seal"]],
    ["Rails developers in Austin", "skills", ["Ruby on Rails"]],
    ["android developers in Porto", "titleIncludes", ["Android Engineer"]],
    ["owner-operators in Texas", "seniorityLevels", ["Owner"]],
    ["is there a saddler in Walsall?", "titleIncludes", ["Saddler"]],
    ["I need an upholsterer who works near Leeds", "titleIncludes", ["Upholsterer"]],
    ["is there a number in London I can call?", "titleIncludes", undefined],
    ["bartenders in the Big Easy", "locations", ["New Orleans"]],
    ["dermatologists in ME", "locations", ["Maine"]],
    ["roofers in HI", "locations", ["Hawaii"]],
    ["find me dermatologists in Portland", "locations", ["Portland"]],
    ["scrub nurses in OR", "locations", undefined],
    ["clojure devs in Oslo", "skills", ["Clojure"]],
    ["Erlang programmers in Stockholm", "skills", ["Erlang"]],
    ["PLC programmers in Detroit", "skills", undefined],
    ["3d artists in Vancouver", "titleIncludes", ["3D Artist"]],
    ["deputy sheriffs in Ohio", "titleIncludes", ["Deputy Sheriff"]],
    ["nuclear engineers in Cumbria", "titleIncludes", ["Nuclear Engineer"]],
    ["casino dealers in Vegas", "locations", ["Las Vegas"]],
    ["sound technicians in Music City", "locations", ["Nashville"]],
    ["auto body technicians in the Motor City", "locations", ["Detroit"]],
    ["roofers around the Queen City", "locations", ["Charlotte"]],
    ["paralegals in the Eternal City", "locations", ["Rome"]],
    ["nurses across the Carolinas", "locations", ["North Carolina", "South Carolina"]],
    ["wind technicians in the Dakotas", "locations", ["North Dakota", "South Dakota"]],
    ["truck drivers in the Maritimes", "locations", ["Nova Scotia", "New Brunswick", "Prince Edward Island"]],
    ["freight forwarders in the Low Countries", "countries", ["Belgium", "Netherlands", "Luxembourg"]],
    ["OTs in Toronto", "titleIncludes", ["Occupational Therapist"]],
    ["CSRs in Tampa", "titleIncludes", ["Customer Service Representative"]],
    ["DBAs in Bengaluru", "titleIncludes", ["Database Administrator"]],
    ["AP clerks in Columbus", "titleIncludes", ["Accounts Payable Clerk"]],
    ["letter carriers in Ottawa", "titleIncludes", ["Letter Carrier"]],
    ["school counselors in Missouri", "titleIncludes", ["School Counselor"]],
    ["fashion designers in Milan", "titleIncludes", ["Fashion Designer"]],
    ["jr graphic designer lisbon figma", "skills", ["Figma"]],
    ["warehouse operatives in Leeds", "titleIncludes", ["Warehouse Operative"]],
    ["medical science liaisons in New Jersey", "titleIncludes", ["Medical Science Liaison"]],
    ["just 2 notaries in Lisbon", "titleIncludes", ["Notary"]],
    ["cabinet makers in Köln", "titleIncludes", ["Cabinet Maker"]],
    ["Which companies in Leeds employ quantity surveyors?", "titleIncludes", ["Quantity Surveyor"]],
    ["people who used to work at UPS", "companyNames", ["UPS"]],
    ["asst store mgr glasgow", "titleIncludes", ["Assistant Store Manager"]],
    ["nurses in Savannah, Georgia", "locations", ["Savannah"]],
    ["welders in Red Deer, Alberta", "locations", ["Red Deer"]],
    ["welders in Bergamo, Lombardy", "locations", ["Bergamo"]],
    ["nurses in London, Ontario", "locations", ["London, ON"]],
    ["nurses in Oklahoma City", "locations", ["Oklahoma City"]],
    ["nurses in Victoria, BC", "locations", ["Victoria"]],
    ["chefs in Cordoba, Argentina", "locations", ["Cordoba"]],
    ["chefs in Cordoba, Argentina", "countries", undefined],
    ["nurses in Truro, England", "countries", ["United Kingdom"]],
    ["bakers in Bournemouth in Dorset", "locations", ["Bournemouth"]],
    ["welders in Birmingham, Alabama", "locations", ["Birmingham, AL"]],
    ["nurses in Oxford, Devon and Dorset", "locations", ["Oxford", "Devon", "Dorset"]],
    ["welder tulsa 4+ yrs", "locations", ["Tulsa"]],
    ["electrician el paso 3+ yrs", "locations", ["El Paso"]],
    ["paralegals in Philly", "locations", ["Philadelphia"]],
    ["chefs in Joburg", "locations", ["Johannesburg"]],
    ["nurses in Chi-Town", "locations", ["Chicago"]],
    ["welders in the Golden State", "locations", ["California"]],
    ["nurses in the state of Iowa", "countries", undefined],
    ["HVAC techs in Boise", "titleIncludes", ["HVAC Technician"]],
    ["maint tech leeds", "titleIncludes", ["Maintenance Technician"]],
    ["mktg mgr york", "titleIncludes", ["Marketing Manager"]],
    ["warehouse supv leeds", "titleIncludes", ["Warehouse Supervisor"]],
    ["RGNs in Leeds", "titleIncludes", ["Registered General Nurse"]],
    ["BDMs in London", "titleIncludes", ["Business Development Manager"]],
    ["KPs in London", "titleIncludes", ["Kitchen Porter"]],
    ["lab tech boston", "titleIncludes", ["Laboratory Technician"]],
    ["lab managers in Oxford", "titleIncludes", ["Laboratory Manager"]],
    ["BI developers in Leeds", "titleIncludes", ["Business Intelligence Developer"]],
    ["helpdesk analysts in York", "titleIncludes", ["Help Desk Analyst"]],
    ["SLT leeds 3+ yrs", "titleIncludes", ["Speech and Language Therapist"]],
    ["speech therapists in Derby", "titleIncludes", ["Speech Therapist"]],
    ["drivers at hauliers in Hull", "companyIndustries", ["Logistics"]],
    ["surveyors at building companies in Derby", "companyIndustries", ["Construction"]],
    ["engineers at electricity companies in Ohio", "companyIndustries", ["Utilities"]],
    ["engineers at power stations in Ohio", "companyIndustries", ["Energy"]],
    ["chefs in Cluj", "locations", ["Cluj-Napoca"]],
    ["plumbers in the Gong", "locations", ["Wollongong"]],
    ["nurses in the Six", "locations", ["Toronto"]],
    ["secretaries in Leeds who use Writer", "skills", ["Writer"]],
    ["secretaries in Leeds who use Writer", "titleIncludes", ["Secretary"]],
    ["former Accenture Salesforce consultants in Leeds", "companyNames", ["Accenture"]],
    ["former Accenture Salesforce consultants in Leeds", "titleIncludes", ["Salesforce Consultant"]],
    ["DataOps engineers in Leeds", "titleIncludes", ["DataOps Engineer"]],
    ["developers at software companies of 200 to 500", "headcountRanges", ["201-500"]],
    ["paralegals at law firms of 10 to 50", "headcountRanges", ["11-50"]],
    ["FinOps analysts in Leeds", "titleIncludes", ["FinOps Analyst"]],
    ["tech companies in Austin", "titleIncludes", undefined],
    ["engineers at oil companies in Aberdeen", "companyIndustries", ["Oil and Gas"]],
    ["welders in Woking, Surrey", "locations", ["Woking"]],
    ["pilots at Southwest in Dallas", "locations", ["Dallas"]],
    ["roustabout odessa", "titleIncludes", ["Roustabout"]],
    ["zzzz qqqq", "titleIncludes", undefined],
    ["Any chance of finding tilers in Hull?", "titleIncludes", ["Tiler"]],
    ["Is it possible to find chimney sweeps in York?", "titleIncludes", ["Chimney Sweep"]],
    ["Hi! Any chance of a few deckhands in Seattle?", "titleIncludes", ["Deckhand"]],
    ["people who left Mercers in Leeds", "companyNames", ["Mercers"]],
    ["cashiers at Sainsbury's in Leeds", "companyNames", ["Sainsbury's"]],
    ["former McDonald's staff in London", "companyNames", ["McDonald's"]],
    ["F&B directors in Dubai", "titleIncludes", ["Food and Beverage Director"]],
    ["nurses in Stratford-upon-Avon", "locations", ["Stratford-upon-Avon"]],
    ["accountants at companies of 200 to 1000 in Leeds", "headcountRanges", ["201-500", "501-1000"]],
    ["lawyers at firms of between 10 and 50", "headcountRanges", ["11-50"]],
    ["lawyers at firms with 10 to 50 in Leeds", "headcountRanges", ["11-50"]],
    ["clerks at county councils in Devon", "companyIndustries", ["Government"]],
    ["cooks at primary schools in Leeds", "companyIndustries", ["Education"]],
    ["geologists at mining firms in Perth", "companyIndustries", ["Mining"]],
    ["cooks at care homes in Leeds", "companyIndustries", ["Healthcare"]],
    ["fitters at vehicle manufacturers in Leeds", "companyIndustries", ["Automotive"]],
    ["analysts at police forces in Kent", "companyIndustries", ["Government"]],
    ["baristas at coffee shops in Leeds", "companyIndustries", ["Coffee"]],
    ["car dealership managers in Leeds", "titleIncludes", ["Car Dealership Manager"]],
    ["nurses in France outside of Paris", "locations", undefined],
    ["welders in Texas outside Houston", "locations", ["Texas"]],
    ["outside sales reps in Ohio", "titleIncludes", ["Outside Sales Representative"]],
    // Abbreviations the world holds in full.
    ["telesales reps in Denver", "titleIncludes", ["Telesales Representative"]],
    ["police community support officers in Lisburn", "titleIncludes", ["Police Community Support Officer"]],
    ["PCSOs in Lisburn", "titleIncludes", ["Police Community Support Officer"]],
    // A function with "and" inside is one title.
    ["learning and development advisers in Leeds", "titleIncludes", ["Learning and Development Adviser"]],
    ["compensation and benefits analysts in York", "titleIncludes", ["Compensation and Benefits Analyst"]],
    // Industries in everyday words.
    ["sub-editors at magazines in Carlisle", "companyIndustries", ["Media"]],
    ["sub-editors at magazines in Carlisle", "titleIncludes", ["Sub Editor"]],
    ["valeters at car dealerships in Leeds", "companyIndustries", ["Automotive"]],
    // Languages spoken are skills.
    ["receptionists in Miami who speak Spanish", "skills", ["Spanish"]],
    ["tutors who speak fluent Mandarin", "skills", ["Mandarin"]],
    // Terse strings: a lowercase metro is the place, a known skill a skill, an unknown word before the
    // years a skill.
    ["dba postgres denver", "skills", ["PostgreSQL"]],
    ["dba postgres denver", "locations", ["Denver"]],
    ["machinist omaha esprit 5+ yrs", "skills", ["Esprit"]],
    ["machinist omaha esprit 5+ yrs", "locations", ["Omaha"]],
    ["planner york primavera 4+ yrs", "skills", ["Primavera"]],
    ["planner york primavera 4+ yrs", "locations", ["York"]],
    // A comma before the years ends the place.
    ["electrician leeds, 5+ yrs", "locations", ["Leeds"]],
    // A word before the place that names none with it is a skill.
    ["cnc machinist mazak turin", "locations", ["Turin"]],
    ["cnc machinist mazak turin", "skills", ["Mazak"]],
    ["plumbers in Oporto", "locations", ["Porto"]],
    // A title of three words or more by its initials, in capitals; initials people write for a tool are not.
    ["MSLs in Boston", "titleIncludes", ["Medical Science Liaison"]],
    ["HHAs in Newark", "titleIncludes", ["Home Health Aide"]],
    ["controls engineers in Ohio with PLC experience", "titleIncludes", ["Controls Engineer"]],
    // Kinds of business in everyday words, kept as named.
    ["press operators at printing firms in Lyon", "companyIndustries", ["Printing"]],
    ["analysts at pe firms in Boston", "companyIndustries", ["Private Equity"]],
    ["welders at steel mills in Gary", "companyIndustries", ["Steel"]],
    ["conductors at railway companies in Leeds", "companyIndustries", ["Rail"]],
    ["chefs at pizzerias in Turin", "companyIndustries", ["Restaurants"]],
    ["mechanics at auto repair shops in Reno", "companyIndustries", ["Automotive"]],
    // Metro nicknames and short names.
    ["paralegals in Indy", "locations", ["Indianapolis"]],
    ["nurses in Cincy", "locations", ["Cincinnati"]],
    // A size bound in other words.
    ["engineers at companies larger than 5,000 people in Osaka", "headcountRanges", ["5001-10000", "10001+"]],
    // "X-speaking": the language is a skill; languages and tools the world's profiles lack are read too.
    ["Portuguese-speaking nurses in Boston", "skills", ["Portuguese"]],
    ["django devs in Oslo", "skills", ["Django"]],
    ["roofers in Tampa with OSHA 30", "skills", ["OSHA 30"]],
    // A role that is also a kind of company is the industry where companies are meant: sized, or after
    // another role and "at"; without either, the people.
    ["Which cheese makers in Wisconsin have under 50 staff?", "companyIndustries", ["Cheese"]],
    ["dispatchers at freight forwarders in Rotterdam", "companyIndustries", ["Logistics"]],
    ["Which printers in Leeds employ more than 20 people?", "companyIndustries", ["Printing"]],
    ["cheese makers in Wisconsin", "titleIncludes", ["Cheese Maker"]],
    // Titles people shorten, a platform's developers, a subject's teachers, a discipline's engineers.
    ["pentesters in Leeds", "titleIncludes", ["Penetration Tester"]],
    ["sys admins in Cork", "titleIncludes", ["System Administrator"]],
    ["Salesforce devs in Pune", "titleIncludes", ["Salesforce Developer"]],
    ["physics teachers in Ohio", "titleIncludes", ["Physics Teacher"]],
    ["computer vision engineers in Zurich", "titleIncludes", ["Computer Vision Engineer"]],
    // What a developer develops that is no language: the title.
    ["course developers in Austin", "titleIncludes", ["Course Developer"]],
    ["rpa developers who know UiPath", "skills", ["UiPath"]],
    ["roofers in Winterpeg", "locations", ["Winnipeg"]],
    ["forklift drivers at warehouses in Leeds", "companyIndustries", ["Logistics"]],
    ["chefs at ski resorts in Whistler", "companyIndustries", ["Hospitality"]],
    // A terse string's certification with a number in it; titles by their short names; a shift is no title.
    ["qa mgr lyon iso 9001", "skills", ["ISO 9001"]],
    ["qa mgr lyon iso 9001", "locations", ["Lyon"]],
    ["RTs in Omaha", "titleIncludes", ["Respiratory Therapist"]],
    ["med surg nurses in Reno", "titleIncludes", ["Medical-Surgical Nurse"]],
    ["night shift cleaners in Leeds", "titleIncludes", ["Cleaner"]],
    // A town's name right after "at" is the employer ("Komatsu" is a town in Japan too).
    ["engineers at Komatsu in Chicago", "companyNames", ["Komatsu"]],
    ["electricians in Bombay", "locations", ["Mumbai"]],
    [
      "Which telecom operators in Lagos have more than 1,000 staff?",
      "companyIndustries",
      ["Telecommunications"],
    ],
    // A plant after "at" is where the role before it works: its kind is the industry.
    ["buyers at car plants in Pune", "companyIndustries", ["Automotive"]],
    ["chemists at paint plants in Leeds", "companyIndustries", ["Paint"]],
    ["line cook queenstown 3 yrs+", "minYearsExperience", 3],
    ["Croupiers at casinos in Macau", "companyIndustries", ["Casinos"]],
    ["Pilots who used to fly with Qantas", "companyNames", ["Qantas"]],
    ["PSWs in Ottawa", "titleIncludes", ["Personal Support Worker"]],
    ["nurses in Perth? Much appreciated.", "locations", ["Perth"]],
    ["Which bakeries in Leeds have cake decorators on staff?", "seniorityLevels", undefined],
    // A state's code right after a town, with or without a comma, says where the town is.
    ["welders in Trenton NJ", "locations", ["Trenton"]],
    ["welders in Camden NJ", "locations", ["Camden"]],
    // A kind of company asked about, with a role it employs after it.
    ["Which freight forwarders in Antwerp employ customs clerks?", "companyIndustries", ["Logistics"]],
    ["pharmaceutical sales reps in Lyon", "titleIncludes", ["Pharmaceutical Sales Representative"]],
    // A narrower title left out of its head's search keeps its own words.
    ["developers in Porto but not software developers", "titleExcludes", ["Software Developer"]],
    // A region by every country in it, the world's or not.
    [
      "Agronomists in Central Asia",
      "countries",
      ["Kazakhstan", "Kyrgyzstan", "Tajikistan", "Turkmenistan", "Uzbekistan"],
    ],
    // A state's or a city's nickname is the place.
    ["Paralegals in the Empire State", "locations", ["New York"]],
    ["Grips in Tinsel Town", "locations", ["Los Angeles"]],
    // A place's name with an article hyphened to its next word, read whole.
    ["Divers in Ras al-Khaimah", "locations", ["Ras al-Khaimah"]],
    ["Divers in Ras al Khaimah", "locations", ["Ras al Khaimah"]],
    // A terse string: a known employer in lower case after the role; "bar" opening it before a role's word.
    ["store manager lidl leeds", "companyNames", ["Lidl"]],
    ["bar mgr bilbao", "titleIncludes", ["Bar Manager"]],
    // A place between "our" and a word for a site, inside a long sentence.
    ["Hi, we're growing our Tampere team and need QA testers", "locations", ["Tampere"]],
    // Nice to have but not essential: no requirement.
    ["Welders in Hull. Pipe experience would be nice but is not essential.", "skills", undefined],
    ["Electricians in Cork? Solar experience is a bonus but not required.", "skills", undefined],
    // Titles the world lacks, read whole.
    ["a clerk of works in Exeter", "titleIncludes", ["Clerk of Works"]],
    ["will writers in Leeds", "titleIncludes", ["Will Writer"]],
    // Operators of a kind of company asked about are the industry; operators of a machine stay people.
    ["Which ferry operators in Oban employ over 50 people?", "companyIndustries", ["Shipping"]],
    ["Which machine operators in Hull have more than 200 employees?", "titleIncludes", ["Machine Operator"]],
  ] as [string, keyof StructuredQuery, unknown][])("%s → %s", (sentence, field, value) => {
    expect(translateSentence(sentence)[field]).toEqual(value);
  });
});

describe("the reader: follow-ups of several moves, and what they ask for", () => {
  const chat = (first: string, followUp: string) =>
    understand({ messages: [user(first), assistant("Here are some."), user(followUp)] });

  it("swaps a title and the place in one turn", () => {
    expect(chat("Nurses in Leeds", "swap nurses for midwives and make it Bradford").query).toEqual({
      titleIncludes: ["Midwife"],
      locations: ["Bradford"],
    });
  });

  it.each([
    ["Plumbers in Bristol", "swap Bristol for Bath and plumbers for electricians", ["Electrician"], ["Bath"]],
    ["Nurses in Leeds", "change nurses to midwives and the city to York", ["Midwife"], ["York"]],
  ])("swaps two values, each for its own: %s → %s", (first, followUp, titles, places) => {
    expect(chat(first, followUp).query).toEqual({ titleIncludes: titles, locations: places });
  });

  it("reads a town's qualifier in a follow-up too", () => {
    expect(chat("Nurses in Leeds", "also Penzance, Cornwall").query.locations).toEqual(["Leeds", "Penzance"]);
  });

  it("leaves out a narrower title named with a function before it", () => {
    expect(chat("Teachers in Derby", "exclude the special needs teachers").query).toMatchObject({
      titleIncludes: ["Teacher"],
      titleExcludes: ["Special Needs Teacher"],
    });
  });

  it("reads an initialism before a skill as one skill", () => {
    expect(chat("Electricians in Leeds", "they must know PLC programming").query.skills).toEqual([
      "PLC Programming",
    ]);
  });

  it.each([
    ["bump the years to 5+", { minYearsExperience: 5 }],
    ["change the years to 2 or less", { maxYearsExperience: 2 }],
    ["change the company size to 11-50", { headcountRanges: ["11-50"] }],
  ])("sets a field to a bound or range said after it: %s", (followUp, wanted) => {
    expect(chat("Lawyers in Leeds", followUp).query).toMatchObject(wanted);
  });

  it.each([
    ["Lawyers in Leeds with 5+ years", "any level of experience", "minYearsExperience"],
    ["Lawyers at law firms in York", "open it up to any sector", "companyIndustries"],
  ] as const)("lifts a field opened to any value: %s → %s", (first, followUp, field) => {
    expect(chat(first, followUp).query[field]).toBeUndefined();
  });

  it.each([
    ["Designers in Leeds who know Figma", "also Sketch", ["Figma", "Sketch"]],
    ["Nurses in Leeds who know Epic", "also Cerner", ["Epic", "Cerner"]],
  ])("adds a product to the skills, not the places: %s → %s", (first, followUp, skills) => {
    expect(chat(first, followUp).query).toMatchObject({ locations: ["Leeds"], skills });
  });

  it("reads the employer they are still at as a current one", () => {
    const q = chat("former KPMG tax advisers in Leeds", "only the ones still at KPMG").query;
    expect(q.companyNames).toEqual(["KPMG"]);
    expect(q.skills).toBeUndefined();
    expect(q.currentEmployersOnly).toBeUndefined();
  });

  it("leaves out the current staff of an employer whose past staff are asked for", () => {
    const u = chat("ex-Deloitte analysts in Dublin", "only seniors, and not the ones still at Deloitte");
    expect(u.query).toMatchObject({ companyNames: ["Deloitte"], currentEmployersOnly: false });
    expect(u.excludedCompanies).toEqual(["Deloitte"]);
  });

  it("replaces the place after an opening 'and what about'", () => {
    expect(chat("Nurses in Leeds", "and what about York?").query.locations).toEqual(["York"]);
  });

  it.each([
    ["201 to 500", ["201-500"]],
    ["51-1000", ["51-200", "201-500", "501-1000"]],
  ])("reads a bare range between the bands' edges as the size: %s", (range, bands) => {
    const q = chat("Lawyers at firms of under 10 in Leeds", `actually ${range} instead`).query;
    expect(q.headcountRanges).toEqual(bands);
  });

  it("reads no place a reply names as a company pointed at", () => {
    const u = understand({
      messages: [
        user("Founders of fintech startups in Porto"),
        assistant("Here are 9 founders of fintech startups in Porto."),
        user("what are the names of those startups?"),
      ],
    });
    expect(u.intent).toBe("companies");
    expect(u.query.companyNames).toBeUndefined();
    expect(u.query.locations).toEqual(["Porto"]);
  });

  it("asks for the names of the companies pointed at, keeping the search", () => {
    const u = chat("Founders of fintech startups in Porto", "what are the names of those startups?");
    expect(u.intent).toBe("companies");
    expect(u.query).toMatchObject({ companyIndustries: ["Fintech"], locations: ["Porto"] });
  });

  it("takes the turn before back on 'undo that', then reads the rest of the turn", () => {
    const talk = (...turns: string[]) =>
      understand({
        messages: turns.flatMap((t, k) => [
          user(t),
          ...(k < turns.length - 1 ? [assistant("Here they are.")] : []),
        ]),
      });
    const undone = talk(
      "Solar installers in Arizona",
      "only ex-SunPower",
      "undo that, but leave out anyone at Tesla",
    );
    expect(undone.query).toEqual({ titleIncludes: ["Solar Installer"], locations: ["Arizona"] });
    expect(undone.excludedCompanies).toEqual(["Tesla"]);
    expect(talk("Nurses in Leeds", "only senior ones", "add York", "undo the last change").query).toEqual({
      titleIncludes: ["Nurse"],
      seniorityLevels: ["Senior"],
      locations: ["Leeds"],
    });
    expect(talk("Nurses in Leeds", "only senior ones", "undo that").query).toEqual({
      titleIncludes: ["Nurse"],
      locations: ["Leeds"],
    });
  });

  it("reads a kind of business named by itself as a question about companies", () => {
    for (const [sentence, industry] of [
      ["Show me wineries in Mendoza", "Wine"],
      ["bakeries in Lyon with under 10 staff", "Bakery"],
      ["guesthouses near Galway", "Hospitality"],
    ] as const) {
      const u = understand({ messages: [user(sentence)] });
      expect(u.intent, sentence).toBe("companies");
      expect(u.query.companyIndustries, sentence).toEqual([industry]);
    }
  });

  it("asks which of a kind of company they work at without narrowing to the kind", () => {
    const u = chat("Nurses in Leeds", "which hospitals do they work for?");
    expect(u.intent).toBe("companies");
    expect(u.query).toEqual({ titleIncludes: ["Nurse"], locations: ["Leeds"] });
  });

  it.each([
    ["Pharmacists in Leeds", "which pharmacies do they work at?", "companies"],
    ["Lawyers in Leeds", "firms of 10 to 50 only", "people"],
    ["Lawyers in Leeds", "are there any building societies in Leeds?", "companies"],
    ["Lawyers in Leeds", "what coffee shops are there in York?", "companies"],
    ["Lawyers in Leeds", "give me a list of law firms in York", "companies"],
    ["Lawyers in Leeds", "a list of paralegals at law firms in York", "people"],
    ["Cabin crew in Leeds, excluding Jet2 Airlines staff", "only those with 3+ years", "people"],
  ])("%s → %s asks for %s", (first, followUp, intent) => {
    expect(chat(first, followUp).intent).toBe(intent);
  });
});

describe("the reader: what a follow-up's words mean in the conversation", () => {
  const chat = (...turns: string[]) =>
    understand({ messages: turns.flatMap((t) => [user(t), assistant("Here are some.")]).slice(0, -1) });

  it("asks which companies of an everyday kind there are", () => {
    const u = understand({ query: "Which magazines in Carlisle employ more than 20 people?" });
    expect(u.intent).toBe("companies");
    expect(u.query.companyIndustries).toEqual(["Media"]);
    expect(u.query.titleIncludes).toBeUndefined();
  });

  it("reads a product they need as a skill, not a place", () => {
    expect(chat("Plumbers in Leeds", "they need Revit").query).toEqual({
      titleIncludes: ["Plumber"],
      locations: ["Leeds"],
      skills: ["Revit"],
    });
  });

  it.each([
    [["Nurses in Columbus, Ohio", "widen it to the entire state"], "Ohio"],
    [["Midwives in Texas", "only Dallas", "widen it back to the whole state"], "Texas"],
  ])("widens a town to its state: %j", (turns, state) => {
    expect(chat(...turns).query.locations).toEqual([state]);
  });

  it("leaves the people's fields behind for a question about a kind of company of its own", () => {
    const u = chat("Bricklayers in Derby", "which building firms in Derby have more than 50 staff?");
    expect(u.intent).toBe("companies");
    expect(u.query.titleIncludes).toBeUndefined();
    expect(u.query.companyIndustries).toEqual(["Construction"]);
    // Pointing back at the people keeps them: "which hotels are they at?".
    expect(chat("Night porters in Bath", "which hotels are they at?").query.titleIncludes).toEqual([
      "Night Porter",
    ]);
  });

  it("asks for companies of a kind that is a role too only where the role is not read", () => {
    expect(understand({ query: "Which cheese makers in Wisconsin have under 50 staff?" }).intent).toBe(
      "companies",
    );
    expect(understand({ query: "cheese makers in Wisconsin" }).intent).toBe("people");
  });

  it("reads a name swapped in beside the years as the place", () => {
    expect(chat("Joiners in Derby", "Leicester instead, and 5+ years").query).toEqual({
      titleIncludes: ["Joiner"],
      locations: ["Leicester"],
      minYearsExperience: 5,
    });
  });

  it("swaps a value with 'switch', and reads a name cased like a product as the employer asked about", () => {
    expect(chat("Accountants in Cork who know Sage", "switch Sage for Xero").query.skills).toEqual(["Xero"]);
    expect(chat("Pilots at Air Canada in Toronto", "what about WestJet?").query.companyNames).toEqual([
      "WestJet",
    ]);
  });

  it("reads undoing, the whole country, a language beside another, and a place after an exclusion", () => {
    expect(chat("Welders in Poland", "only Gdansk", "never mind, the whole country again").query).toEqual({
      titleIncludes: ["Welder"],
      countries: ["Poland"],
    });
    expect(chat("Nurses in Nakuru", "with 5+ years", "no wait, undo that and show me Eldoret").query).toEqual(
      {
        titleIncludes: ["Nurse"],
        locations: ["Eldoret"],
      },
    );
    expect(chat("Receptionists in Lisbon who speak English", "also German, and Porto instead").query).toEqual(
      {
        titleIncludes: ["Receptionist"],
        locations: ["Porto"],
        skills: ["English", "German"],
      },
    );
    expect(chat("Couriers in Bogotá", "not from Rappi", "make it Medellín").query.locations).toEqual([
      "Medellín",
    ]);
    expect(chat("Welders in Nancy", "make it Metz and add Django").query.locations).toEqual(["Metz"]);
    expect(
      chat(
        "Paralegals in Dunedin",
        "only at law firms with fewer than 50 staff",
        "any size is fine, and make it Christchurch",
      ).query.locations,
    ).toEqual(["Christchurch"]);
  });

  it("gives a place named before a field's own name no field of it", () => {
    expect(chat("Plumbers in Derby", "actually Leicester, and size doesn't matter").query.locations).toEqual([
      "Leicester",
    ]);
  });

  it("leaves out a narrower title in a follow-up, keeping the one asked for", () => {
    expect(chat("Engineers in Porto", "but not software engineers").query).toEqual({
      titleIncludes: ["Engineer"],
      titleExcludes: ["Software Engineer"],
      locations: ["Porto"],
    });
  });

  it("replaces the years with a bare range after the years it replaces", () => {
    const current: StructuredQuery = { titleIncludes: ["Welder"], minYearsExperience: 8 };
    expect(translateSentence("instead of 8+ years, 2 to 4", current)).toEqual({
      titleIncludes: ["Welder"],
      minYearsExperience: 2,
      maxYearsExperience: 4,
    });
  });
});

describe("the reader: a follow-up that replaces a range", () => {
  it("reads a range after the field it replaces", () => {
    const u = understand({
      messages: [
        user("welders in Leeds with 8+ years"),
        assistant("I found 4 welders."),
        user("set the years to 2 to 4"),
      ],
    });
    expect(u.query).toMatchObject({ minYearsExperience: 2, maxYearsExperience: 4 });
  });
});

describe("the world's places: a county or state reads as the metros in it", () => {
  it.each([
    ["Staffordshire", "Stoke-on-Trent"],
    ["Virginia", "Richmond"],
    ["Lombardy", "Milan"],
    ["Andalusia", "Seville"],
    ["Lower Saxony", "Hanover"],
    ["Wallonia", "Liège"],
    ["the West Country", "Bristol"],
    ["the Midwest", "Chicago"],
    ["the Lower Mainland", "Burnaby"],
  ])("%s holds %s", (county, metro) => {
    expect(placeCodes(county)).toContain(placeCodes(metro)?.[0]);
  });
});

describe("the reader: set 17's classes, each with words of its own", () => {
  it.each([
    ["Traders in Wien", "Vienna"],
    ["Brewers in München", "Munich"],
    ["Lawyers in the City of London", "London"],
  ])("reads a place in its own language or by its district's name: %s", (sentence, place) => {
    expect(translateSentence(sentence).locations).toEqual([place]);
  });

  it("reads a state's code after a town in a terse string as the town's qualifier", () => {
    expect(translateSentence("millwright dayton oh")).toEqual({
      titleIncludes: ["Millwright"],
      locations: ["Dayton"],
    });
  });

  it("reads a word after a terse string's place that names no place with it as a skill", () => {
    expect(translateSentence("receptionist accra outlook")).toEqual({
      titleIncludes: ["Receptionist"],
      locations: ["Accra"],
      skills: ["Outlook"],
    });
  });

  it("reads a terse string's unknown word with a role's ending, after its level, as the role", () => {
    expect(translateSentence("jr typesetter hamburg")).toEqual({
      titleIncludes: ["Typesetter"],
      seniorityLevels: ["Entry"],
      locations: ["Hamburg"],
    });
  });

  it.each([
    ["vet techs in Bristol", "Veterinary Technician"],
    ["exec asst leeds", "Executive Assistant"],
    ["school nurses in York", "School Nurse"],
  ])("spells out a title as the world holds it: %s", (sentence, title) => {
    expect(translateSentence(sentence).titleIncludes).toEqual([title]);
  });

  it.each([
    ["Accountants in Leeds on NetSuite", ["NetSuite"]],
    ["Designers in York with Sketch and Planner", ["Sketch", "Planner"]],
    ["Fitters in Derby with ISO 9001", ["ISO 9001"]],
    ["drivers in Leeds with an HGV licence", ["HGV Licence"]],
  ])("reads what people use as skills, never a place or a title: %s", (sentence, skills) => {
    const q = translateSentence(sentence);
    expect(q.skills).toEqual(skills);
    expect(q.locations).toHaveLength(1);
    expect(q.titleIncludes).toHaveLength(1);
  });

  it("reads a known employer after a word for working there as the employer, not the country", () => {
    const q = translateSentence("Cabin crew in Abu Dhabi who used to fly for Emirates");
    expect(q).toMatchObject({ companyNames: ["Emirates"], currentEmployersOnly: false });
    expect(q.countries).toBeUndefined();
  });

  it("reads quarries as the mining industry", () => {
    expect(translateSentence("Welders at quarries in Leeds").companyIndustries).toEqual(["Mining"]);
  });

  it.each([
    [{ titleIncludes: ["Nurse"], minYearsExperience: 5 }, "not bothered about the years"],
    [{ titleIncludes: ["Nurse"], skills: ["Excel"] }, "no skill requirement"],
    [{ titleIncludes: ["Nurse"], verifiedEmailOnly: true }, "no need to worry about the email"],
  ] as [StructuredQuery, string][])("lifts a field: %j → %s", (current, followUp) => {
    expect(translateSentence(followUp, current)).toEqual({ titleIncludes: ["Nurse"] });
  });
});

describe("the reader: set 17's follow-up classes, each with words of its own", () => {
  const chat = (...turns: string[]) =>
    understand({ messages: turns.flatMap((t) => [user(t), assistant("Here are some.")]).slice(0, -1) });

  it("reads a bare number said over the years as years, not a count", () => {
    const u = chat("Welders in Hull with 8+ years", "8 years is a lot, make it 3");
    expect(u.query.minYearsExperience).toBe(3);
    expect(u.count).toBe(10);
  });

  it("changes the size of the companies people work at, still asking for people", () => {
    const u = chat("Analysts at banks in Leeds", "actually firms of 1,000 to 5,000 employees");
    expect(u.intent).toBe("people");
    expect(u.query.headcountRanges).toEqual(["1001-5000"]);
  });

  it("asks which of the companies pointed at are of a size", () => {
    expect(
      chat("Engineers at banks in Leeds", "which of those banks have more than 1,000 employees?").intent,
    ).toBe("companies");
  });

  it("lifts a kind of company named as a filter, still asking for people", () => {
    const u = chat("Auditors at accounting firms in York", "drop the accountancy firm filter");
    expect(u.intent).toBe("people");
    expect(u.query).toEqual({ titleIncludes: ["Auditor"], locations: ["York"] });
  });

  it("reads an adverb after a terse role as no place", () => {
    expect(chat("Nurses in York", "paediatric nurses particularly").query.locations).toEqual(["York"]);
  });

  it("reads a kind of staff left out as no level left out of the titles", () => {
    expect(chat("Cleaners in York", "no temp staff").query.titleExcludes).toBeUndefined();
  });
});

describe("the reader: set 18's classes, each with words of its own", () => {
  it.each([
    ["welder münster 5+ yrs", { titleIncludes: ["Welder"], locations: ["Münster"], minYearsExperience: 5 }],
    [
      "fund accountant alderney ucits 5+ yrs",
      {
        titleIncludes: ["Fund Accountant"],
        locations: ["Alderney"],
        skills: ["Ucits"],
        minYearsExperience: 5,
      },
    ],
    [
      "electrician gas-safe truro",
      { titleIncludes: ["Electrician"], locations: ["Truro"], skills: ["Gas Safe"] },
    ],
    [
      "twic crane operator corpus christi hazmat",
      { titleIncludes: ["Crane Operator"], locations: ["Corpus Christi"], skills: ["TWIC", "Hazmat"] },
    ],
  ] as [string, StructuredQuery][])(
    "reads a terse string's lower-case place anywhere and its skills: %s",
    (s, q) => {
      expect(translateSentence(s)).toEqual(q);
    },
  );

  it.each([
    ["ipaf scaffolder hull", "Scaffolder", "IPAF"],
    ["pasma labourer derby", "Labourer", "PASMA"],
  ])("reads a card beside the role as a skill, not a word of the title: %s", (s, title, card) => {
    const q = translateSentence(s);
    expect(q.titleIncludes).toEqual([title]);
    expect(q.skills).toEqual([card]);
    expect(q.locations).toHaveLength(1);
  });

  it("reads a trade's firms as construction", () => {
    expect(translateSentence("Owners of scaffolding firms in York").companyIndustries).toEqual([
      "Construction",
    ]);
  });

  it("reads a secretary of the company as the governance title", () => {
    expect(translateSentence("corporate secretaries in Leeds").titleIncludes).toEqual(["Company Secretary"]);
  });

  it("reads states by postal code in a list as the states, not an employer of that name", () => {
    expect(translateSentence("Paramedics in NH or MA")).toEqual({
      titleIncludes: ["Paramedic"],
      locations: ["New Hampshire", "Massachusetts"],
    });
  });

  it("reads a nation with one of its places left out as the nation, a place", () => {
    const q = translateSentence("Midwives in England except Norwich");
    expect(q.locations).toEqual(["England"]);
    expect(q.countries).toBeUndefined();
  });

  it("reads a kind of workplace after a verb of changing as the move, no industry", () => {
    expect(translateSentence("Tellers who moved banks lately")).toEqual({
      titleIncludes: ["Teller"],
      recentlyChangedJobs: true,
    });
  });

  it("lifts the skills by what proves them", () => {
    const current = { titleIncludes: ["Welder"], skills: ["CSCS"] };
    expect(translateSentence("drop the accreditations", current)).toEqual({ titleIncludes: ["Welder"] });
  });
});

describe("the reader: set 18's follow-up classes, each with words of its own", () => {
  it("replaces the place named beside the years", () => {
    const u = understand({
      messages: [
        user("Welders in Darwin with 8+ years"),
        assistant("Here are some."),
        user("make it Perth and 4+ yrs"),
      ],
    });
    expect(u.query).toEqual({ titleIncludes: ["Welder"], locations: ["Perth"], minYearsExperience: 4 });
  });
});

describe("the reader: set 32's classes, each with words of its own", () => {
  const talk = (...said: string[]) =>
    understand({ messages: said.map((content, k) => (k % 2 === 0 ? user(content) : assistant(content))) });

  it("asks which ferry operators there are as companies, and owner-operators as people", () => {
    expect(understand({ query: "Which ferry operators in Oban employ over 50 people?" }).intent).toBe(
      "companies",
    );
    expect(understand({ query: "Owner-operators of haulage companies in Kent" }).intent).toBe("people");
  });

  it("swaps the employer for another named alone, known or no place's name", () => {
    expect(talk("Analysts at Barclays in Leeds", "Here.", "what about Monzo instead?").query).toEqual({
      titleIncludes: ["Analyst"],
      companyNames: ["Monzo"],
      locations: ["Leeds"],
    });
    const swapped = talk("Actuaries at Aviva in York", "Here.", "what about Legal & General instead?");
    expect(swapped.query).toMatchObject({ companyNames: ["Legal & General"], locations: ["York"] });
  });

  it("lifts a kind of company said to be fine after 'any', held or not", () => {
    const q = talk(
      "Cabin crew in Dublin",
      "Here.",
      "only at Ryanair",
      "Here.",
      "forget that, any airline is fine",
    );
    expect(q.query.companyIndustries).toBeUndefined();
    expect(q.query.companyNames).toBeUndefined();
  });

  it("goes back to an earlier place, adding one, without the place in between", () => {
    const q = talk(
      "Baristas in Porto",
      "Here.",
      "what about Braga?",
      "Here.",
      "go back to Porto but add Coimbra too",
    );
    expect(q.query.locations).toEqual(["Porto", "Coimbra"]);
    const later = talk(
      "Baristas in Porto",
      "Here.",
      "what about Braga?",
      "Here.",
      "let's go back to Porto, plus Faro",
    );
    expect(later.query.locations).toEqual(["Porto", "Faro"]);
  });

  it("narrows to the people at an employer after asking where they work", () => {
    const u = talk(
      "Cashiers in Texas",
      "Here.",
      "which companies do they work for?",
      "They work at Walmart, Target and H-E-B.",
      "only the ones at Walmart",
    );
    expect(u.intent).toBe("people");
    expect(u.query.companyNames).toEqual(["Walmart"]);
  });
});

describe("the reader: set 34's classes, each with words of its own", () => {
  it.each([
    ["welders in Ste. Agathe", "Ste. Agathe"],
    ["nurses in Mt. Pleasant", "Mount Pleasant"],
    ["roofers in Ft. Myers", "Fort Myers"],
    ["Ft. Myers roofers", "Fort Myers"],
  ])(
    "reads a place's shortened first word with its full stop as one place, spelt out where the world holds it so: %s",
    (sentence, place) => {
      expect(translateSentence(sentence).locations).toEqual([place]);
    },
  );

  it("reads a place written with its word shortened or not as the same place", () => {
    expect(translateSentence("nurses in St Louis").locations).toEqual(
      translateSentence("nurses in St. Louis").locations,
    );
  });

  it.each([
    ["Erzieherinnen in Köln", "Kindergarten Teacher"],
    ["infirmières in Lyon", "Nurse"],
    ["elettricisti in Torino", "Electrician"],
    ["sjuksköterskor in Malmö", "Nurse"],
    ["verpleegkundigen in Utrecht", "Nurse"],
    ["LKW-Fahrer in Hamburg", "Truck Driver"],
    ["Flugbegleiterinnen in Frankfurt", "Flight Attendant"],
    ["projectleiders in Eindhoven", "Project Manager"],
  ])("reads an occupation named in the town's language as the English title: %s", (sentence, title) => {
    expect(translateSentence(sentence).titleIncludes).toEqual([title]);
  });

  it.each([
    ["Bosch mechanics in Stuttgart", "Bosch", "Mechanic"],
    ["Brenntag warehouse supervisors in Essen", "Brenntag", "Warehouse Supervisor"],
    ["Brenntag's forklift drivers in Essen", "Brenntag", "Forklift Driver"],
  ])("reads an employer leading a role as the employer: %s", (sentence, employer, title) => {
    const q = translateSentence(sentence);
    expect(q.companyNames).toEqual([employer]);
    expect(q.titleIncludes).toEqual([title]);
  });

  it.each([
    ["Workday consultants in Leeds", "Consultant"],
    ["Outside sales reps in Leeds", "Outside Sales Representative"],
  ])("reads a product or a word for how one works before a role as no employer: %s", (sentence, title) => {
    const q = translateSentence(sentence);
    expect(q.companyNames).toBeUndefined();
    expect(q.titleIncludes).toEqual([title]);
  });

  it.each([["Motivated sales managers in Leeds"], ["Polish sales managers in Leeds"]])(
    "reads a describing word or a language opening a sentence before a role as no employer: %s",
    (sentence) => {
      expect(translateSentence(sentence).companyNames).toBeUndefined();
    },
  );

  it.each([
    ["marketers at arts and entertainment companies in Leeds", "Arts and Entertainment"],
    ["buyers at food & drink firms in Leeds", "Food and Beverage"],
    ["analysts in financial services in Leeds", "Financial Services"],
  ])("reads a sector named by two words and 'and' as one industry: %s", (sentence, industry) => {
    expect(translateSentence(sentence).companyIndustries).toEqual([industry]);
  });

  it.each([
    ["insurance underwriters in Basel", "Underwriter", ["Insurance"]],
    ["telecom engineers in Porto", "Engineer", ["Telecommunications"]],
    ["hotel concierges in Porto", "Hotel Concierge", undefined],
  ])("reads an industry before a title as the labels do: %s", (sentence, title, industries) => {
    const q = translateSentence(sentence);
    expect(q.titleIncludes).toEqual([title]);
    expect(q.companyIndustries).toEqual(industries);
  });

  const talk = (...said: string[]) =>
    understand({ messages: said.map((content, k) => (k % 2 === 0 ? user(content) : assistant(content))) });

  it.each([["no wait, make it Annecy"], ["actually Annecy"]])(
    "starts over in the place, not the skills, with a name no place of the world's: %s",
    (followUp) => {
      const u = talk("Backend engineers in Lyon with Kotlin", "Here.", "also Rust", "Here.", followUp);
      expect(u.query.locations).toEqual(["Annecy"]);
      expect(u.query.skills).toEqual(["Kotlin", "Rust"]);
    },
  );

  it.each([["swap Sketch for Illustrator"], ["Illustrator instead of Sketch"]])(
    "swaps a skill for a product written like a title: %s",
    (followUp) => {
      const u = talk("UX designers in Ghent", "Here.", "who use Sketch", "Here.", followUp);
      expect(u.query.titleIncludes).toEqual(["UX Designer"]);
      expect(u.query.skills).toEqual(["Illustrator"]);
    },
  );

  it("asks for the companies a follow-up shows instead of the people, keeping the place", () => {
    const u = talk("Waiters in Bruges", "Here.", "show me restaurants there with 11-50 staff instead");
    expect(u.intent).toBe("companies");
    expect(u.query).toEqual({
      companyIndustries: ["Restaurants"],
      headcountRanges: ["11-50"],
      locations: ["Bruges"],
    });
  });

  it.each([["change the city to Annecy"], ["move it to Annecy"]])(
    "swaps the place for a name no place of the world's where the follow-up says so: %s",
    (followUp) => {
      const u = talk("Backend engineers in Lyon with Kotlin", "Here.", followUp);
      expect(u.query.locations).toEqual(["Annecy"]);
      expect(u.query.skills).toEqual(["Kotlin"]);
    },
  );

  it.each([
    ["drop Kotlin and make it Annecy", ["Annecy"], undefined],
    ["replace Kotlin with Scala and move it to Annecy", ["Annecy"], ["Scala"]],
    ["make it Annecy and add Elixir", ["Annecy"], ["Kotlin", "Elixir"]],
  ])(
    "reads two changes in one follow-up, the place no place of the world's: %s",
    (followUp, places, skills) => {
      const u = talk("Backend engineers in Lyon with Kotlin", "Here.", followUp);
      expect(u.query.locations).toEqual(places);
      expect(u.query.skills).toEqual(skills);
    },
  );
});

describe("the reader: set 35's classes, each with words of its own", () => {
  it.each([
    ["Acumatica consultants in Leeds", "Acumatica"],
    ["we need Zoho consultants in Pune", "Zoho"],
    ["Pega architects in Leeds", "Pega"],
  ])("reads a product leading a role that works with one as a skill: %s", (sentence, skill) => {
    const q = translateSentence(sentence);
    expect(q.skills).toEqual([skill]);
    expect(q.companyNames).toBeUndefined();
    expect(q.titleIncludes).toHaveLength(1);
    expect(q.titleIncludes![0]).not.toContain(skill);
  });

  it("keeps an employer the world holds and no product leading such a role the employer", () => {
    const q = translateSentence("Accenture consultants in Madrid");
    expect(q).toEqual({ titleIncludes: ["Consultant"], companyNames: ["Accenture"], locations: ["Madrid"] });
  });

  it.each([
    ["plumbers in Leeds, nobody from Mason", "Mason"],
    ["drivers in Leeds, not from Courier", "Courier"],
    ["roofers in Leeds who don't work at Mason", "Mason"],
    ["roofers in Leeds, no Mason people", "Mason"],
  ])("leaves out an employer named like a role after 'from' or 'at': %s", (sentence, employer) => {
    const u = understand({ query: sentence });
    expect(u.query.titleExcludes).toBeUndefined();
    expect(u.excludedCompanies).toEqual([employer]);
  });

  it("reads an employer named like a role after 'used to work at' as the past employer", () => {
    expect(translateSentence("roofers in Leeds who used to work at Mason")).toEqual({
      titleIncludes: ["Roofer"],
      companyNames: ["Mason"],
      currentEmployersOnly: false,
      locations: ["Leeds"],
    });
  });

  it.each([
    ["drivers with an HGV license in Leeds", "HGV License"],
    ["drivers with an HGV licence in Leeds", "HGV Licence"],
  ])("names a skill as written, in either spelling: %s", (sentence, skill) => {
    expect(translateSentence(sentence).skills).toEqual([skill]);
  });

  it.each([
    ["Which foundries in Ohio have 51-200 employees?", "Foundry"],
    ["which hatcheries in Norway have 11-50 staff", "Hatchery"],
    ["welders at foundries in Ohio", "Foundry"],
  ])("reads a kind of company asked about or worked at as the industry: %s", (sentence, industry) => {
    const q = translateSentence(sentence);
    expect(q.companyIndustries).toEqual([industry]);
    expect(q.titleIncludes?.includes(industry)).not.toBe(true);
  });
});
