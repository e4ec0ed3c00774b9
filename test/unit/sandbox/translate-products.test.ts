// Classes a blind set's misreadings showed (products joined by signs, a place's code among skills, a town
// inside a bigger one's metro, a follow-up that starts over or swaps), each in other words than the set's.
import { describe, expect, it } from "vitest";
import { translateSentence } from "../../../src/sandbox/agent/translate.js";
import { talk } from "./talk.js";

describe("products joined by '&', '+' or a slash", () => {
  it.each([
    ["backend devs with Django & Celery in Lyon", ["Django", "Celery"]],
    ["mobile engineers using KMP & SwiftUI in Riga", ["KMP", "SwiftUI"]],
    ["sre, grafana + loki, porto", ["grafana", "loki"]],
    ["analysts who know looker + bigquery in Leeds", ["looker", "bigquery"]],
    ["devs with Vue/Nuxt in Ghent", ["Vue", "Nuxt"]],
    ["Ruby/Hanami engineers in Kyiv", ["Ruby", "Hanami"]],
  ])("reads each as a skill: %s", (sentence, skills) => {
    const q = translateSentence(sentence);
    expect(q.skills).toEqual(skills);
    expect(q.companyNames).toBeUndefined();
  });

  it("keeps a product's city-named partner out of the places", () => {
    expect(translateSentence("Crystal/Lucky devs in Oslo").skills).toEqual(["Crystal", "Lucky"]);
    expect(translateSentence("Erlang/Phoenix engineers in Porto")).toMatchObject({
      skills: ["Erlang", "Phoenix"],
      locations: ["Porto"],
    });
  });

  it.each([
    ["engineers at Procter & Gamble in Cincinnati", ["Procter & Gamble"]],
    ["buyers at Marks & Spencer in Leeds", ["Marks & Spencer"]],
  ])("keeps an employer named with '&' whole: %s", (sentence, names) => {
    expect(translateSentence(sentence).companyNames).toEqual(names);
  });

  it("reads languages joined by '&' before 'speakers' as spoken", () => {
    expect(translateSentence("Hindi & Tamil speakers in Chennai")).toEqual({
      skills: ["Hindi", "Tamil"],
      locations: ["Chennai"],
    });
  });

  it("keeps two places joined by a slash places", () => {
    expect(translateSentence("nurses in Dallas/Fort Worth").skills).toBeUndefined();
  });
});

describe("a place's code in capitals among what people use", () => {
  it.each([
    ["quants in Paris with NumPy and JAX", ["NumPy", "JAX"]],
    ["BI analysts who know SQL and PHX in Leeds", ["SQL", "PHX"]],
  ])("reads it as a product: %s", (sentence, skills) => {
    expect(translateSentence(sentence).skills).toEqual(skills);
  });

  it("reads it as the place after 'in'", () => {
    expect(translateSentence("paralegals in JAX").locations).toEqual(["Jacksonville"]);
  });
});

describe("a town qualified by a code", () => {
  it.each([
    ["chemists in Cambridge, MA", "Cambridge"],
    ["pharmacists in Somerville MA", "Somerville"],
    ["teachers in Cambridge UK", "Cambridge"],
    ["welders in Birmingham AL", "Birmingham, AL"],
  ])("reads the town as named, or as the world spells it there: %s", (sentence, place) => {
    expect(translateSentence(sentence).locations).toEqual([place]);
  });

  it("reads a borough of New York as the city", () => {
    expect(translateSentence("baristas in Queens").locations).toEqual(["New York"]);
  });
});

describe("'bar' as a noun", () => {
  it.each([
    ["I need three cooks for a wine bar in Pécs", "Pécs"],
    ["bartenders at a cocktail bar in Graz", "Graz"],
  ])("keeps the place after it: %s", (sentence, place) => {
    expect(translateSentence(sentence).locations).toEqual([place]);
  });

  it("still leaves out after a role", () => {
    const q = translateSentence("auditors in Leeds bar those at KPMG");
    expect(q.locations).toEqual(["Leeds"]);
    expect(q.companyNames).toBeUndefined();
  });
});

describe("a trade's skill before a noun for companies", () => {
  it.each([
    ["founders of HVAC firms in Reno", "HVAC"],
    ["owners of welding companies in Tulsa", "Welding"],
  ])("reads the kind of company: %s", (sentence, industry) => {
    const q = translateSentence(sentence);
    expect(q.companyIndustries).toEqual([industry]);
    expect(q.skills).toBeUndefined();
  });
});

describe("titles a function or a field leads", () => {
  it("reads a core function's director at the Director level", () => {
    expect(translateSentence("IT directors at hospitals in Ohio")).toMatchObject({
      titleIncludes: ["IT Director"],
      seniorityLevels: ["Director"],
    });
    expect(translateSentence("art directors in Milan").seniorityLevels).toBeUndefined();
  });

  it("reads R&D as a function before a role, no employer", () => {
    expect(translateSentence("R&D chemists in Basel")).toEqual({
      titleIncludes: ["R&D Chemist"],
      locations: ["Basel"],
    });
  });

  it("reads an LLM engineer as the title, no skill", () => {
    expect(translateSentence("LLM engineers in Paris with LlamaIndex")).toEqual({
      titleIncludes: ["LLM Engineer"],
      skills: ["LlamaIndex"],
      locations: ["Paris"],
    });
  });

  it("asks for companies when 'which' sizes a trade's firms", () => {
    expect(talk("Which solar installers in Nevada have 11-50 employees?").intent).toBe("companies");
    expect(talk("solar installers in Nevada").intent).toBe("people");
  });

  it("reads solar installers sized by 'which' as firms, and as people at firms of a size", () => {
    expect(translateSentence("Which solar installers in Nevada have 11-50 employees?")).toEqual({
      companyIndustries: ["Renewable Energy"],
      headcountRanges: ["11-50"],
      locations: ["Nevada"],
    });
    expect(
      translateSentence("solar installers at companies with 11-50 employees in Ohio").titleIncludes,
    ).toEqual(["Solar Installer"]);
  });
});

describe("follow-ups that start over, swap or narrow", () => {
  it("reads a name with a prefix before its capital as a place, not a product", () => {
    expect(talk("Nurses in Frisco", "also McKinney", "just McKinney actually").query).toEqual({
      titleIncludes: ["Nurse"],
      locations: ["McKinney"],
    });
  });

  it("replaces the place after 'how about', though the next clause adds", () => {
    expect(talk("cashiers in Porto", "what about Braga? also only 2+ years").query).toEqual({
      titleIncludes: ["Cashier"],
      locations: ["Braga"],
      minYearsExperience: 2,
    });
  });

  it("swaps in the value said before 'instead' after a lift", () => {
    expect(
      talk("Go engineers in Oslo", "must know Redis", "drop Redis, Memcached instead").query.skills,
    ).toEqual(["Go", "Memcached"]);
    expect(talk("pharmacists in Leeds", "scrap Leeds, York instead").query.locations).toEqual(["York"]);
  });

  it("narrows by a skill the search lacks, and to one it holds", () => {
    expect(talk("Kotlin developers in Lagos", "only ones with Ktor").query.skills).toEqual([
      "Kotlin",
      "Ktor",
    ]);
    expect(
      talk("iOS devs in Lyon with Swift and Objective-C", "not Objective-C, only Swift").query.skills,
    ).toEqual(["Swift"]);
  });

  it("keeps the people when a follow-up sizes their companies", () => {
    expect(talk("nurses at hospitals in Ohio", "only companies with over 500 staff").query).toMatchObject({
      titleIncludes: ["Nurse"],
      headcountRanges: ["501-1000", "1001-5000", "5001-10000", "10001+"],
    });
  });

  it("lifts a field said to be irrelevant", () => {
    expect(talk("welders in Gdansk with 5+ years", "experience is irrelevant").query).toEqual({
      titleIncludes: ["Welder"],
      locations: ["Gdansk"],
    });
  });
});

describe("what people use, in everyday words", () => {
  it.each([
    ["ML engineers who know PyTorch, NumPy and scikit-image in Oslo", ["PyTorch", "NumPy", "scikit-image"]],
    ["platform engineers who have used Temporal in Leeds", ["Temporal"]],
    ["BigCommerce developers in Perth", ["BigCommerce"]],
    ["Shopify developers in Cork", ["Shopify"]],
  ])("reads the products: %s", (sentence, skills) => {
    const q = translateSentence(sentence);
    expect([...(q.skills ?? [])].sort()).toEqual([...skills].sort());
    expect(q.companyNames).toBeUndefined();
  });

  it("keeps a product named before its role an employer after 'at'", () => {
    expect(translateSentence("engineers at Shopify in Ottawa").companyNames).toEqual(["Shopify"]);
  });

  it("reads the place after '<product> experience in'", () => {
    expect(translateSentence("people with Ansible experience in Kampala")).toMatchObject({
      skills: ["Ansible"],
      locations: ["Kampala"],
    });
  });

  it.each([
    ["agile coaches with CSM certification in Cork", ["CSM"]],
    ["pipe welders with 5G certs in Regina", ["5G"]],
  ])("reads a credential named by initials or with its noun in the plural: %s", (sentence, skills) => {
    expect(translateSentence(sentence).skills).toEqual(skills);
  });
});

describe("an engineer's lower-case lists of tools", () => {
  it.each([
    ["ruby devs w/ rails, sidekiq, postgres in Leeds", ["sidekiq"]],
    ["platform engineers with helm, argocd and vault in Kyiv", ["argocd"]],
    ["devs that know elm or reason in Ghent", ["Elm"]],
  ])("reads each tool, known or not: %s", (sentence, some) => {
    const skills = (translateSentence(sentence).skills ?? []).map((s) => s.toLowerCase());
    for (const s of some) expect(skills).toContain(s.toLowerCase());
  });

  it("reads a capitalised role's word after 'with' as a product once a role is said", () => {
    expect(translateSentence("VFX artists with Houdini and Nuke in London")).toMatchObject({
      skills: ["Houdini", "Nuke"],
    });
    expect(translateSentence("riggers with Maya and Chef in Leeds").titleIncludes).toEqual(["Rigger"]);
  });
});

describe("'eng' ending a role", () => {
  it.each([
    ["data eng in Ghent", "Data Engineer"],
    ["hiring a senior security eng in Haifa", "Security Engineer"],
  ])("reads the engineer: %s", (sentence, title) => {
    expect(translateSentence(sentence).titleIncludes).toEqual([title]);
  });

  it("keeps it the function before a level", () => {
    expect(translateSentence("eng managers in Haifa").titleIncludes).toEqual(["Engineering Manager"]);
  });
});

describe("one lower-case tool after a word of knowing, before the place", () => {
  it.each([
    ["engineers using pulumi in Denver", "pulumi"],
    ["marketers who know braze in Leeds", "braze"],
    ["designers proficient in framer in Paris", "framer"],
    ["backend devs with expressjs in Lagos", "expressjs"],
  ])("reads the tool: %s", (sentence, tool) => {
    const q = translateSentence(sentence);
    expect(q.skills?.map((s) => s.toLowerCase())).toEqual([tool]);
    expect(q.titleIncludes).toHaveLength(1);
  });

  it("reads no tool from a plain word after 'with'", () => {
    expect(translateSentence("teachers with children in Leeds").skills).toBeUndefined();
  });
});

describe("a terse string's tools between commas", () => {
  it.each([
    ["android dev, ktor, riga", ["ktor"]],
    ["sre, k8s/istio, oslo", ["Kubernetes", "istio"]],
  ])("reads each: %s", (sentence, skills) => {
    expect(translateSentence(sentence).skills).toEqual(skills);
  });

  it("keeps the place ending it a place", () => {
    expect(translateSentence("android dev, ktor, riga").locations).toEqual(["Riga"]);
  });
});

describe("names joined by '&' after a word of knowing, and codes after names", () => {
  it("splits two names after a word of knowing that names no employer", () => {
    expect(translateSentence("infra engineers w/ Consul & Packer in Graz").skills).toEqual([
      "Consul",
      "Packer",
    ]);
  });

  it("keeps an employer whose name ends in a country's code whole", () => {
    expect(translateSentence("nurses at Health NZ in Hamilton").companyNames).toEqual(["Health NZ"]);
  });

  it("reads no half of a two-word tool before '+'", () => {
    expect(translateSentence("devops, hashicorp nomad + vault, Graz").skills ?? []).not.toContain("nomad");
  });
});
