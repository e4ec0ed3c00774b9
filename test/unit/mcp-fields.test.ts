// What a person carries in an MCP result (src/cli/commands/mcp/fields.ts): the compact set from either
// shape the service gives (a search's shortlisted person, a structured search's profile), exactly the
// fields asked for, or the whole record.
import { describe, expect, it } from "vitest";
import { COMPACT_FIELDS, fieldsOf, personLine, pick } from "../../src/cli/commands/mcp/fields.js";

const shortlisted = {
  key: "p1",
  rank: 2,
  name: "Ada Lovelace",
  currentTitle: "Staff Engineer",
  currentCompany: "Analytical",
  location: "London, UK",
  reason: "Maintains Rust crates",
  githubUrl: "https://github.example/ada",
  signals: ["Rust"],
};
const profile = {
  id: "syn-1",
  name: "Grace Hopper",
  title: "Director",
  company: { name: "Navy", domain: "navy.example" },
  location: { city: "Arlington", country: "USA" },
  linkedinUrl: "https://profiles.example/in/grace",
  skills: ["COBOL"],
};

describe("pick", () => {
  it("gives a search's person the compact set, rank first", () => {
    expect(pick(shortlisted, fieldsOf(undefined))).toEqual({
      rank: 2,
      id: "p1",
      name: "Ada Lovelace",
      title: "Staff Engineer",
      company: "Analytical",
      location: "London, UK",
      reason: "Maintains Rust crates",
      profile_url: "https://github.example/ada",
    });
  });

  it("reads a profile's company and place objects, and leaves out what it has no value for", () => {
    expect(pick(profile, COMPACT_FIELDS)).toEqual({
      id: "syn-1",
      name: "Grace Hopper",
      title: "Director",
      company: "Navy",
      location: "Arlington, USA",
      profile_url: "https://profiles.example/in/grace",
    });
  });

  it("gives exactly the fields asked for, record fields included, or the whole record with all", () => {
    expect(pick(profile, fieldsOf(["name", "skills", "email", " "]))).toEqual({
      name: "Grace Hopper",
      skills: ["COBOL"],
    });
    expect(pick(profile, fieldsOf(["all"]))).toEqual(profile);
    expect(fieldsOf([])).toBe(COMPACT_FIELDS);
  });

  it("says a person in one short line", () => {
    expect(personLine(profile)).toBe("Grace Hopper — Director at Navy, Arlington, USA");
  });
});
