// Acceptance: the "Output" rules for profile values the synthetic data never has: formula-looking cells,
// quotes, commas, line breaks, non-ASCII text, nested objects and arrays; --raw-csv, --bom, --fields, and
// the format taken from -o's extension unless --format says otherwise. In-process, against the scripted
// service (helpers/fake-service.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../helpers/cli.js";
import { type FakeService, fakeService } from "../helpers/fake-service.js";
import { type InProcessCli, inProcessCli } from "../helpers/in-process.js";

const KEY = "sk_live_0123456789abcdefWXYZ";
const PROFILE = {
  name: "=1+1",
  plus: "+x",
  minus: "-y",
  at: "@z",
  tab: "\tt",
  cr: "\rr",
  quoted: 'say "hi", ok',
  lines: "one\ntwo",
  accents: "naïve — ✓",
  location: { city: "Paris", geo: { lat: 1 } },
  skills: ["a", "b"],
  repos: [{ x: 1 }],
};
const PAGE = { profiles: [PROFILE], totalCount: 1, nextCursor: null, credits: { charged: 1, balance: 9 } };

let svc: FakeService;
let dir: ReturnType<typeof tempDir>;
let people: InProcessCli;

beforeAll(async () => {
  svc = await fakeService(() => ({ json: PAGE }));
  dir = tempDir();
  people = inProcessCli({ configDir: dir.path, env: { PEOPLE_BASE_URL: svc.baseUrl, PEOPLE_API_KEY: KEY } });
});

afterAll(async () => {
  await svc.close();
  dir.remove();
});

const HEADER = "name,plus,minus,at,tab,cr,quoted,lines,accents,location.city,location.geo.lat,skills,repos";

describe("CSV", () => {
  it("is RFC 4180 with a header row, dotted nested names, '; '-joined lists, JSON object lists and neutralised formulas", async () => {
    const r = await people(["find", "--title", "x", "--csv"], { stripFinalNewline: false });
    expect(r.exitCode).toBe(0);
    expect(String(r.stdout)).toBe(
      `${HEADER}\r\n` +
        `'=1+1,'+x,'-y,'@z,'\tt,"'\rr","say ""hi"", ok","one\ntwo",naïve — ✓,Paris,1,a; b,"[{""x"":1}]"\r\n`,
    );
  });

  it("--raw-csv writes cells as they are, still quoted where RFC 4180 needs it", async () => {
    const r = await people(["find", "--title", "x", "--csv", "--raw-csv", "--fields", "name,plus,cr,at"], {
      stripFinalNewline: false,
    });
    expect(String(r.stdout)).toBe(`name,plus,cr,at\r\n=1+1,+x,"\rr",@z\r\n`);
  });

  it("--bom prefixes a UTF-8 byte-order mark, once", async () => {
    const out = join(dir.path, "bom.csv");
    const r = await people(["find", "--title", "x", "--bom", "-o", out, "--fields", "accents"]);
    expect(r.exitCode).toBe(0);
    const bytes = readFileSync(out);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString("utf8")).toBe("accents\r\nnaïve — ✓\r\n");
  });
});

describe("--fields picks and orders columns", () => {
  it("for JSONL: keys in the order asked", async () => {
    const r = await people(["find", "--title", "x", "--fields", "skills,name,location.city"]);
    const line = String(r.stdout).trim();
    expect(Object.keys(JSON.parse(line))).toEqual(["skills", "name", "location.city"]);
    expect(JSON.parse(line)).toMatchObject({ name: "=1+1", "location.city": "Paris" });
  });

  it("for CSV", async () => {
    const r = await people(["find", "--title", "x", "--format", "csv", "--fields", "location.city,name"], {
      stripFinalNewline: false,
    });
    expect(String(r.stdout)).toBe("location.city,name\r\nParis,'=1+1\r\n");
  });
});

describe("-o FILE", () => {
  it.each([
    ["out.csv", (s: string) => expect(s.startsWith(`${HEADER}\r\n`)).toBe(true)],
    ["out.jsonl", (s: string) => expect(JSON.parse(s.trim())).toEqual(PROFILE)],
    ["out.ndjson", (s: string) => expect(JSON.parse(s.trim())).toEqual(PROFILE)],
    ["out.json", (s: string) => expect(JSON.parse(s)).toEqual(PAGE)],
  ])("%s: the format comes from the extension and stdout stays empty", async (name, check) => {
    const out = join(dir.path, name);
    const r = await people(["find", "--title", "x", "-o", out]);
    expect(r.exitCode).toBe(0);
    expect(String(r.stdout)).toBe("");
    check(readFileSync(out, "utf8"));
  });

  it("--format wins over the extension", async () => {
    const out = join(dir.path, "really-jsonl.csv");
    const r = await people(["find", "--title", "x", "--output", out, "--format", "jsonl"]);
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8").trim())).toEqual(PROFILE);
  });

  it("an extension that names no format, without --format, is refused before any request (exit 2)", async () => {
    const before = svc.requests.length;
    const r = await people(["find", "--title", "x", "-o", join(dir.path, "out.txt")]);
    expect(r.exitCode).toBe(2);
    expect(svc.requests.length).toBe(before);
  });
});
