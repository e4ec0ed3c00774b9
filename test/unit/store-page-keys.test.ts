// An export's page hashed by the WebAssembly module (page-keys.wat) against the JavaScript that hashes
// every other identity: the same bytes for the same profiles, edge cases of the identity contract and
// many random ones, and pages the module cannot read (not printable ASCII) left to the JavaScript.
import { describe, expect, it } from "vitest";
import { identitiesOf } from "../../src/store/identity.js";
import { identityHash, pageKeysOf, spanKeys, statesFor } from "../../src/store/keys.js";
import { pageKeys } from "../../src/store/page-keys.js";

const T = "https://api.example/api/v1";

/** The queue's layout from identitiesOf and identityHash: the contract, one identity at a time. */
function expected(target: string, profiles: Record<string, unknown>[]): number[] {
  const out: number[] = [];
  for (const p of profiles) {
    const ids = identitiesOf(p);
    if (ids.length === 0) continue;
    out.push(ids.length);
    for (const id of ids) {
      const view = new DataView(new ArrayBuffer(8));
      view.setBigInt64(0, identityHash(target, id));
      out.push(...new Uint8Array(view.buffer));
    }
  }
  return out;
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "a",
  "Z",
  "q",
  "7",
  "-",
  ".",
  "+",
  "/",
  "//",
  "://",
  "www.",
  "WWW.",
  "?",
  "#",
  "@",
  " ",
  "_",
  "in",
  "Http",
  "x:",
];
function text(next: () => number): string {
  let s = "";
  const n = Math.floor(next() * 8);
  for (let i = 0; i < n; i++) s += PIECES[Math.floor(next() * PIECES.length)];
  return s;
}

function profile(next: () => number): Record<string, unknown> {
  const p: Record<string, unknown> = {};
  for (const field of ["key", "id", "linkedinUrl", "profileUrl", "email"])
    if (next() < 0.6) p[field] = next() < 0.05 ? 42 : text(next);
  return p;
}

describe("an export page's keys", () => {
  const edge: Record<string, unknown>[] = [
    { id: "  P-1 ", linkedinUrl: " HTTPS://www.Profiles.example/in/Ada/?a#b ", email: " Ada@Example.COM " },
    { key: "K-9", id: "ignored", profileUrl: "profiles.example/in/x" },
    { key: "   ", id: "used" },
    { id: "x", linkedinUrl: "https://a.example/p", profileUrl: "http://www.A.example/p/" },
    { id: "x", linkedinUrl: "https://a.example/p", profileUrl: "https://b.example/q" },
    { linkedinUrl: "https://", profileUrl: "///" },
    { id: "   ", linkedinUrl: "", email: "no-at-sign" },
    { id: 7, email: ["a@b"] },
    { linkedinUrl: "ftp+x.y-z://host/path/", email: "@" },
    { linkedinUrl: "1http://host/a" },
    { linkedinUrl: "wwwx.host/a" },
    { linkedinUrl: "http://www." },
    {},
  ];

  it("hashes the contract's edge cases as identitiesOf and identityHash do", () => {
    const keys = pageKeys(statesFor(T), edge);
    expect(keys).toBeDefined();
    expect([...(keys as Uint8Array)]).toEqual(expected(T, edge));
  });

  it("hashes 5,000 random profiles as the JavaScript does, on two services", () => {
    const next = random(19);
    const profiles = Array.from({ length: 5000 }, () => profile(next));
    for (const target of [T, "sandbox"]) {
      const keys = pageKeys(statesFor(target), profiles);
      expect(keys).toBeDefined();
      expect(Buffer.from(keys as Uint8Array).equals(Buffer.from(spanKeys(target, profiles)))).toBe(true);
      expect([...(keys as Uint8Array).subarray(0, 2000)]).toEqual(expected(target, profiles).slice(0, 2000));
    }
  });

  it.each([
    ["a letter outside ASCII", { id: "Ünïcode", email: "Zoë@Example.com" }],
    ["a tab", { id: "a\tb" }],
    ["a full-width URL", { linkedinUrl: "Ｐrofiles.example/ｉn/ada" }],
    ["a key of a tab alone", { key: "\t", id: "used" }],
  ])("leaves a page with %s to the JavaScript, with the same keys", (_, odd) => {
    const page = [edge[0] as Record<string, unknown>, odd];
    expect(pageKeys(statesFor(T), page)).toBeUndefined();
    expect([...pageKeysOf(T, page)]).toEqual(expected(T, page));
  });
});
