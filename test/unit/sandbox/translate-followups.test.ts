// Classes of chat follow-up that probe conversations found, each written here in words of its own: what a
// turn amends, and what it leaves as it was.
import { describe, expect, it } from "vitest";
import { readSentence } from "../../../src/sandbox/agent/reader.js";
import { talk } from "./talk.js";

describe("chat follow-ups: a number said alone", () => {
  it.each([
    ["with 4+ years of experience", "hmm, 6 would be better", { minYearsExperience: 6 }],
    ["only those with over 5 years", "no wait, 3 is enough", { minYearsExperience: 3 }],
    ["with at most 8 years", "make it 5", { maxYearsExperience: 5 }],
  ])("restates the years said last: %s → %s", (years, number, wanted) => {
    const u = talk("Welders in Bilbao", years, number);
    expect(u.query).toMatchObject({ titleIncludes: ["Welder"], locations: ["Bilbao"], ...wanted });
    expect(u.count).toBe(10);
  });

  it("restates the years beside another change, uncapped as a count would be", () => {
    const u = talk("Welders in Bilbao", "with 4+ years", "5 is fine, and only in Vigo");
    expect(u.query).toEqual({ titleIncludes: ["Welder"], locations: ["Vigo"], minYearsExperience: 5 });
    expect(u.count).toBe(10);
    const sized = talk("Chemists in Basel", "at firms with over 5,000 staff", "2,000 is fine");
    expect(sized.query.headcountRanges).toEqual(["1001-5000", "5001-10000", "10001+"]);
  });

  it("restates a size said last in its own bound", () => {
    const u = talk("Chemists in Basel", "at firms with fewer than 50 staff", "actually 200 works");
    expect(u.query.headcountRanges).toEqual(["1-10", "11-50", "51-200"]);
    expect(u.count).toBe(10);
  });

  it.each([
    ["actually 4 people is enough"],
    ["make that 4 profiles"],
    ["4 of them will do"],
    ["cap it at 4"],
  ])("is a count when said of people: %s", (number) => {
    const u = talk("Welders in Bilbao", "with 7+ years", number);
    expect(u.count).toBe(4);
    expect(u.query.minYearsExperience).toBe(7);
  });

  it.each(["only 12", "just twelve please", "top 12"])(
    "is a count when only so many are asked: %s",
    (turn) => {
      expect(talk("Welders in Bilbao", "with 7+ years", turn).count).toBe(12);
    },
  );

  it("is a count before a role", () => {
    const u = talk("Welders in Bilbao", "with 7+ years", "6 riggers in Vigo");
    expect(u.count).toBe(6);
    expect(u.query.minYearsExperience).toBe(7);
  });

  it("is a count when the last number said was one", () => {
    const u = talk("Welders in Bilbao with 7+ years", "give me 6", "actually 3 will do");
    expect(u.count).toBe(3);
    expect(u.query.minYearsExperience).toBe(7);
  });

  it.each(["make it 8 people", "make that 8 people please"])("reads '%s' as a count, no size", (turn) => {
    const u = talk("Roofers in Genoa", turn);
    expect(u.count).toBe(8);
    expect(u.query).toEqual({ titleIncludes: ["Roofer"], locations: ["Genoa"] });
  });
});

describe("chat follow-ups: a kind of employer after a people search", () => {
  it.each([
    ["just banks", "Banking"],
    ["only hospitals please", "Healthcare"],
    ["solely hotels", "Hospitality"],
  ])("narrows where the people work: %s", (turn, industry) => {
    const u = talk("Cleaners in Graz", turn);
    expect(u.intent).toBe("people");
    expect(u.query).toEqual({
      titleIncludes: ["Cleaner"],
      companyIndustries: [industry],
      locations: ["Graz"],
    });
  });

  it("sizes their employers when a size is said next", () => {
    const u = talk("Cleaners in Graz", "only hotels", "11-50 staff");
    expect(u.intent).toBe("people");
    expect(u.query).toMatchObject({ titleIncludes: ["Cleaner"], headcountRanges: ["11-50"] });
  });

  it.each([
    ["banks only", "Banking"],
    ["only law firms", "Legal Services"],
  ])("narrows with 'only' after the kind, or a kind of two words: %s", (turn, industry) => {
    const u = talk("Cleaners in Graz", turn);
    expect(u.intent).toBe("people");
    expect(u.query.companyIndustries).toEqual([industry]);
  });

  it.each([
    ["only big ones", ["1001-5000", "5001-10000", "10001+"]],
    ["small ones only", ["1-10", "11-50", "51-200"]],
    ["at large banks", ["1001-5000", "5001-10000", "10001+"]],
  ])("sizes their employers by a word for a size: %s", (turn, bands) => {
    const u = talk("Cleaners in Graz", "just banks", turn);
    expect(u.intent).toBe("people");
    expect(u.query).toMatchObject({ titleIncludes: ["Cleaner"], companyIndustries: ["Banking"] });
    expect(u.query.headcountRanges).toEqual(bands);
  });

  it("swaps the kind in 'not X, Y' and stays a people search", () => {
    const u = talk("Cleaners in Graz", "only hotels", "not hotels, hospitals");
    expect(u.intent).toBe("people");
    expect(u.query).toEqual({
      titleIncludes: ["Cleaner"],
      companyIndustries: ["Healthcare"],
      locations: ["Graz"],
    });
  });

  it.each(["which hotels?", "list the hotels"])(
    "asks for companies when a companies word says so: %s",
    (turn) => {
      expect(talk("Cleaners in Graz", turn).intent).toBe("companies");
    },
  );
});

describe("chat follow-ups: names after an exclusion", () => {
  it.each(["also Calatayud", "add Calatayud"])(
    "adds a name the world does not know to the places: %s",
    (turn) => {
      const u = talk("Forklift drivers in Zaragoza", "leave out anyone at Brimco", turn);
      expect(u.query.locations).toEqual(["Zaragoza", "Calatayud"]);
      expect(u.excludedCompanies).toEqual(["Brimco"]);
    },
  );

  it("goes on excluding a known employer, or any name said with 'too' or an exclusion", () => {
    expect(
      talk("Forklift drivers in Zaragoza", "leave out anyone at Brimco", "also Aldi").excludedCompanies,
    ).toEqual(["Brimco", "Aldi"]);
    expect(
      talk("Forklift drivers in Zaragoza", "leave out anyone at Brimco", "also exclude Tolvan")
        .excludedCompanies,
    ).toEqual(["Brimco", "Tolvan"]);
  });
});

describe("chat follow-ups: 'not X, Y' of a value the search holds", () => {
  it.each(["not Aldi, Lidl", "not Aldi - Lidl"])("swaps the value: %s", (turn) => {
    const u = talk("Cashiers at Aldi in Seville", turn);
    expect(u.query.companyNames).toEqual(["Lidl"]);
    expect(u.excludedCompanies).toEqual([]);
  });

  it("swaps a title the same way", () => {
    expect(talk("Cooks in Seville", "not cooks, bakers").query.titleIncludes).toEqual(["Baker"]);
  });

  it("swaps a place the same way, a name the world does not know included", () => {
    expect(talk("Cashiers in Seville", "not Seville, Écija").query).toEqual({
      titleIncludes: ["Cashier"],
      locations: ["Écija"],
    });
  });

  it("leaves out a list said with 'or'", () => {
    const u = talk("Cashiers at Aldi in Seville", "not Aldi or Lidl");
    expect(u.query.companyNames).toBeUndefined();
    expect(u.excludedCompanies).toEqual(["Lidl"]);
  });
});

describe("chat follow-ups: a skill asked about", () => {
  it.each([
    ["anyone with roofing experience?", "Roofing"],
    ["any who know troubleshooting?", "Troubleshooting"],
    ["what about ones with forecasting?", "Forecasting"],
    ["do any of them have roofing experience?", "Roofing"],
    ["anyone with experience in roofing?", "Roofing"],
    ["any who know roofing?", "Roofing"],
  ])("adds it: %s", (turn, skill) => {
    const u = talk("Joiners in Bergen", turn);
    expect(u.query).toEqual({ titleIncludes: ["Joiner"], locations: ["Bergen"], skills: [skill] });
  });

  it("reads no skill from a word that only qualifies the experience", () => {
    expect(readSentence("joiners in Bergen with relevant experience").query.skills).toBeUndefined();
  });
});

describe("support teams named as roles", () => {
  it.each([
    ["IT support in Uppsala", "IT Support"],
    ["tech support staff in Uppsala", "IT Support"],
    ["helpdesk in Uppsala", "Help Desk"],
    ["customer support in Uppsala", "Customer Support"],
    ["help desk staff in Uppsala", "Help Desk"],
    ["desktop support in Uppsala", "Desktop Support"],
  ])("reads %s as the people", (sentence, title) => {
    expect(readSentence(sentence).query).toEqual({ titleIncludes: [title], locations: ["Uppsala"] });
  });

  it("keeps a support skill a skill beside a role", () => {
    expect(readSentence("technicians in Uppsala with helpdesk experience").query.skills).toEqual([
      "Help Desk",
    ]);
  });
});

describe("chat follow-ups: widening to a region", () => {
  it.each([
    ["Nurses in Munich", "and widen it to all of Bavaria", ["Bavaria"]],
    ["Cooks in Seville", "open it up to Andalusia", ["Andalusia"]],
    ["Chefs in Girona and Madrid", "also all of Catalonia", ["Madrid", "Catalonia"]],
  ])("takes in the towns within it: %s → %s", (first, widen, places) => {
    expect(talk(first, widen).query.locations).toEqual(places);
  });

  it("keeps a town added beside another", () => {
    expect(talk("Chefs in Girona", "add Madrid").query.locations).toEqual(["Girona", "Madrid"]);
  });
});

describe("chat follow-ups: a place and a skill changed in one turn", () => {
  it.each([
    ["actually Lille, and Rust rather than Go", "Lille", "Rust"],
    ["make it Porto and Kotlin instead of Go", "Porto", "Kotlin"],
    ["actually Lille, and Gleam rather than Go", "Lille", "Gleam"],
  ])("swaps each: %s", (turn, place, skill) => {
    const u = talk("Backend engineers in Lyon who know Go", turn);
    expect(u.query.locations).toEqual([place]);
    expect(u.query.skills).toEqual([skill]);
  });
});

describe("chat follow-ups: a group of a field's values lifted", () => {
  it.each([
    ["forget the language skills"],
    ["drop the spoken language requirement"],
    ["lose the languages"],
    ["languages aren't important"],
  ])("lifts the skills that are languages, and only those: %s", (turn) => {
    const u = talk("Receptionists in Nice who speak French and Italian", "also Opera", turn);
    expect(u.query).toEqual({ titleIncludes: ["Receptionist"], locations: ["Nice"], skills: ["Opera"] });
  });

  it.each([
    ["forget the licence", ["skills"]],
    ["remove the experience and seniority requirements", ["minYearsExperience", "seniorityLevels"]],
  ] as const)("lifts a field named by its requirement: %s", (turn, lifted) => {
    const u = talk("Senior drivers in Ghent with a forklift licence and 5+ years", turn);
    expect(u.query).toMatchObject({ titleIncludes: ["Driver"], locations: ["Ghent"] });
    for (const f of lifted) expect(u.query[f]).toBeUndefined();
    expect(Object.keys(u.query)).toHaveLength(5 - lifted.length);
  });

  it("still reads a language teacher as the title", () => {
    expect(readSentence("language teachers in Nice").query.titleIncludes).toEqual(["Language Teacher"]);
  });
});

describe("chat follow-ups: an employer's past people", () => {
  it.each([["include former staff"], ["ex staff too"]])("reads no level from 'staff': %s", (turn) => {
    const u = talk("Bakers at Greggs in Leeds", turn);
    expect(u.query).toEqual({
      titleIncludes: ["Baker"],
      companyNames: ["Greggs"],
      currentEmployersOnly: false,
      locations: ["Leeds"],
    });
  });
});

describe("chat follow-ups: a question about the kind of company the people were at", () => {
  it("leaves the people behind when the kind is asked about anew", () => {
    const u = talk("Loan officers at banks in Sofia", "which banks in Sofia have more than 500 staff?");
    expect(u.intent).toBe("companies");
    expect(u.query).toEqual({
      companyIndustries: ["Banking"],
      headcountRanges: ["501-1000", "1001-5000", "5001-10000", "10001+"],
      locations: ["Sofia"],
    });
  });

  it("keeps the people when the question points at those found", () => {
    const u = talk("Loan officers at banks in Sofia", "which of those banks have more than 500 staff?");
    expect(u.query.titleIncludes).toEqual(["Loan Officer"]);
  });
});

describe("chat follow-ups: a change opened by 'and'", () => {
  it("widens the place, not adds to it", () => {
    const u = talk("Riggers at Sarens in Antwerp", "former staff too", "and broaden it to all of Belgium");
    expect(u.query).toEqual({
      titleIncludes: ["Rigger"],
      companyNames: ["Sarens"],
      currentEmployersOnly: false,
      countries: ["Belgium"],
    });
  });

  it("still adds a place said after it alone", () => {
    expect(talk("riggers in Antwerp", "and Ghent").query.locations).toEqual(["Antwerp", "Ghent"]);
  });
});

describe("chat follow-ups: a new place the world does not hold, with a flag", () => {
  it.each([
    ["swap to Colonia del Sacramento, verified emails only", "Colonia del Sacramento"],
    ["make it Paysandú, and only verified emails", "Paysandú"],
  ])("moves to the place and sets the flag: %s", (turn, place) => {
    const u = talk("Dentists in Montevideo", turn);
    expect(u.query).toEqual({ titleIncludes: ["Dentist"], locations: [place], verifiedEmailOnly: true });
  });
});

describe("chat follow-ups: the whole country, however said", () => {
  it.each([["open it up to the whole country"], ["anywhere in the country is fine"], ["across the country"]])(
    "gives the town in force way to its country: %s",
    (turn) => {
      expect(talk("Bakers in Porto", turn).query).toEqual({
        titleIncludes: ["Baker"],
        countries: ["Portugal"],
      });
    },
  );
});

describe("chat follow-ups: verbs that lift a requirement", () => {
  it.each([
    ["with 4+ years", "loosen the experience requirement", "minYearsExperience"],
    ["with 4+ years", "ease off on the years, and add Hull", "minYearsExperience"],
    ["who know Sketch", "axe the Sketch part", "skills"],
    ["who know Sketch", "bin Sketch", "skills"],
  ] as const)("lifts it: %s → %s", (first, turn, field) => {
    const u = talk(`Surveyors in Leeds ${first}`, turn);
    expect(u.query[field]).toBeUndefined();
    expect(u.query.titleIncludes).toEqual(["Surveyor"]);
  });

  it("lowers it to a number said after 'to', not lifting it", () => {
    expect(talk("Surveyors in Leeds with 6+ years", "drop it to 3 years").query.minYearsExperience).toBe(3);
    expect(talk("Surveyors in Leeds with 6+ years", "relax that to 2 years").query.minYearsExperience).toBe(
      2,
    );
  });

  it("still lifts where 'to' begins no number", () => {
    const u = talk("Surveyors in Leeds", "they don't need to have switched employers lately");
    expect(u.query.recentlyChangedJobs).toBeUndefined();
  });
});

describe("chat follow-ups: the certifications lifted, the tools kept", () => {
  it.each([
    ["Scaffolders in Leeds with CSCS and AutoCAD", "drop the certifications", ["AutoCAD"]],
    ["Paramedics in Cork with BLS and Spanish", "forget the certs", ["Spanish"]],
    ["Drivers in Reno with a Class A CDL and Excel", "no licence needed", ["Excel"]],
  ])("keeps what is no credential: %s → %s", (first, turn, skills) => {
    expect(talk(first, turn).query.skills).toEqual(skills);
  });
});

describe("chat follow-ups: a narrower title said beside another change", () => {
  it("replaces the title it narrows", () => {
    const u = talk("Nurses in Graz", "ICU nurses specifically, and Linz too");
    expect(u.query).toEqual({ titleIncludes: ["ICU Nurse"], locations: ["Graz", "Linz"] });
  });

  it("adds it where the turn adds it", () => {
    expect(talk("Welders in Graz", "also pipe welders").query.titleIncludes).toEqual([
      "Welder",
      "Pipe Welder",
    ]);
  });

  it("adds a place after 'additionally' or 'also' after a comma", () => {
    expect(talk("Joiners in Hull", "additionally Grimsby").query.locations).toEqual(["Hull", "Grimsby"]);
  });
});

describe("chat follow-ups: other verbs for adding", () => {
  it.each([["toss in Derby"], ["throw in Derby too"]])("adds the place: %s", (turn) => {
    expect(talk("Glaziers in Leicester", turn).query.locations).toEqual(["Leicester", "Derby"]);
  });
});

describe("chat follow-ups: a word of a value swapped or regraded", () => {
  it("swaps a word of the title held for the one said", () => {
    const u = talk("SAP SD consultants in Munich", "swap SD for SAP HCM");
    expect(u.query).toEqual({ titleIncludes: ["SAP HCM Consultant"], locations: ["Munich"] });
  });

  it("regrades the credential held", () => {
    expect(talk("carers in Leeds with NVQ level 3", "level 2 will do").query.skills).toEqual(["NVQ level 2"]);
  });

  it("swaps the place a search holds for one said before 'not'", () => {
    const u = talk("plumbers in Tralee, 3+ yrs", "actually Killarney not Tralee");
    expect(u.query).toEqual({ titleIncludes: ["Plumber"], locations: ["Killarney"], minYearsExperience: 3 });
  });

  it("lifts the years said as 'yrs'", () => {
    expect(talk("welders in Hull, 5+ yrs", "forget the yrs").query).toEqual({
      titleIncludes: ["Welder"],
      locations: ["Hull"],
    });
  });
});

describe("chat follow-ups: kinds of company asked about, swapped or lifted", () => {
  it("asks about the companies of a kind named by shorthand", () => {
    const u = talk("cashiers at supermarket chains in Cork", "which of those chains have over 1000 staff?");
    expect(u.intent).toBe("companies");
    expect(u.query.headcountRanges).toEqual(["1001-5000", "5001-10000", "10001+"]);
    expect(
      talk("cooks at care providers in Perth", "which care providers there have 51-200 staff?").intent,
    ).toBe("companies");
  });

  it("keeps to people where the turn starts over with another kind", () => {
    const u = talk("nurses at clinics in Leeds", "actually hospitals, w/ 500+ staff");
    expect(u.intent).toBe("people");
    expect(u.query).toMatchObject({ titleIncludes: ["Nurse"], companyIndustries: ["Healthcare"] });
  });

  it.each([
    ["baristas at coffee chains in Cork", "forget the chains bit"],
    ["porters at hotels in Bath", "forget the hotels bit, any employer's fine"],
  ])("lifts the kind and keeps to people: %s → %s", (first, turn) => {
    const u = talk(first, turn);
    expect(u.intent).toBe("people");
    expect(u.query.companyIndustries).toBeUndefined();
  });

  it("reads a size in numbers over a word for one when 'and which' asks anew", () => {
    const u = talk(
      "founders of fintech startups in Lagos",
      "and which fintech startups are there in Lagos with 51-200 staff?",
    );
    expect(u.intent).toBe("companies");
    expect(u.query.headcountRanges).toEqual(["51-200"]);
  });
});

describe("chat follow-ups: the kind of company said earlier, pointed at", () => {
  it.each([
    ["copywriters at creative agencies in Leeds", "list those agencies", "Advertising"],
    ["hygienists at dental practices in Cork", "show me these practices", "Dental"],
  ])("shows the companies and keeps the people's role: %s → %s", (first, turn, industry) => {
    const u = talk(first, turn);
    expect(u.intent).toBe("companies");
    expect(u.query.titleIncludes).toEqual(talk(first).query.titleIncludes);
    expect(u.query.companyIndustries).toEqual([industry]);
  });

  it("keeps to people where the noun pointed at is the people's", () => {
    const u = talk("nurses at vet practices in Leeds", "show me those nurses");
    expect(u.intent).toBe("people");
    expect(u.query.titleIncludes).toEqual(["Nurse"]);
  });
});

describe("chat follow-ups: a swap that names what it swaps out short, or only points at it", () => {
  it("swaps out a held value named by its first word", () => {
    expect(talk("planners in Leeds with Primavera P6", "swap Primavera for MS Project").query.skills).toEqual(
      ["MS Project"],
    );
  });

  it("replaces the roles with those swapped in, and adds the place said beside", () => {
    expect(talk("line cooks in Porto", "swap them for pastry chefs and add Braga").query).toEqual({
      titleIncludes: ["Pastry Chef"],
      locations: ["Porto", "Braga"],
    });
  });
});

describe("chat follow-ups: languages listed beside other changes", () => {
  it("reads each language as a skill, not a place, in a search with a place", () => {
    expect(talk("paralegals in Bilbao", "5+ years and Basque and Galician").query).toMatchObject({
      locations: ["Bilbao"],
      skills: ["Basque", "Galician"],
    });
  });

  it("asks for what a clause after a lift says people need", () => {
    const u = talk(
      "joiners at shopfitters in Derby with 11-50 staff",
      "forget the size, and they need Homag",
    );
    expect(u.query.headcountRanges).toBeUndefined();
    expect(u.query.skills).toEqual(["Homag"]);
  });
});

describe("chat follow-ups: years said over", () => {
  it("replaces both bounds of the years in force", () => {
    const u = talk("electricians in Hull, 3 to 6 years", "actually Grimsby, and anyone with 4+ years");
    expect(u.query).toEqual({
      titleIncludes: ["Electrician"],
      locations: ["Grimsby"],
      minYearsExperience: 4,
    });
  });
});

describe("chat follow-ups: which of a kind of company the people are at", () => {
  it.each([
    ["physios at rugby clubs in Cardiff", "which rugby clubs are they at?"],
    ["receptionists at dental groups in Leeds", "which groups are they with?"],
    ["curators in Bath", "which museums are they at?"],
  ])("asks for the companies: %s → %s", (first, turn) => {
    expect(talk(first, turn).intent).toBe("companies");
  });
});

describe("chat follow-ups: an employer left out, said to be fine after all", () => {
  it("lets its people back in, with no skill of its name", () => {
    const u = talk("actuaries in Leeds", "not at HLB or Azets", "actually HLB is fine");
    expect(u.query.skills).toBeUndefined();
    expect(u.excludedCompanies).toEqual(["Azets"]);
  });
});

describe("chat follow-ups: which employers the people work for, and small firms of a kind", () => {
  it("keeps the people's role where the kind asked about ends as a role's word does", () => {
    const u = talk("sonographers in York", "which trusts do they work for?");
    expect(u.intent).toBe("companies");
    expect(u.query.titleIncludes).toEqual(["Sonographer"]);
  });

  it("reads a small firm of a kind as a size", () => {
    expect(talk("architects in Bath", "only ones at small practices").query.headcountRanges).toEqual([
      "1-10",
      "11-50",
      "51-200",
    ]);
  });
});
