// Acceptance: "Reading the stream tolerantly". The service names few event fields, so a stream whose
// events use the other names the contract allows (label/name/title/step/message, text/token/content/delta,
// balance under `credits`), unknown types, SSE comments and CRLF line ends must render and fold the same.
// In-process, against the scripted service; "on a terminal" is a buffered stream flagged as one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../helpers/cli.js";
import { type FakeService, fakeService } from "../helpers/fake-service.js";
import { type InProcessCli, inProcessCli, TERMINAL, transcript } from "../helpers/in-process.js";

const KEY = "sk_live_0123456789abcdefWXYZ";
let svc: FakeService;
let dir: ReturnType<typeof tempDir>;
let people: InProcessCli;

const ANN = {
  key: "a",
  name: "Ann Example",
  currentTitle: "Staff Engineer",
  currentCompany: "Examplify",
  location: "Lisbon",
  reason: "Maintains the parser",
  rank: 1,
  signals: ["wrote it"],
};

const EVENTS: unknown[] = [
  ": a comment line the reader must skip\n\n",
  { type: "step", id: "s1", name: "Planning the search" },
  { type: "step", title: "Reading sources" },
  { type: "future_kind", detail: { anything: true } },
  { type: "step_done", id: "s1", durationMs: 1200 },
  { type: "step", step: "Merging results" },
  { type: "step_done", label: "Merging results", durationMs: 300 },
  // Neither id nor label: closes the oldest open stage ("Reading sources").
  { type: "step_done", durationMs: 2500, error: "one source timed out" },
  { type: "step", message: "Ranking" },
  { type: "step_done", durationMs: 10 },
  "event: message\r\nid: 7\r\ndata: " + JSON.stringify({ type: "token", token: "Found " }) + "\r\n\r\n",
  { type: "token", content: "one " },
  { type: "token", delta: "maintainer" },
  { type: "token", text: "." },
  `data:${JSON.stringify({ type: "people_partial", people: [{ key: "z", name: "Partial Only" }] })}\n\n`,
  { type: "people", people: [ANN] },
  { type: "companies", companies: [{ name: "Examplify" }] },
  { type: "repos", repos: [{ name: "fast-parser" }] },
  { type: "balance", credits: { charged: 3, balance: 97 } },
  { type: "done" },
];

beforeAll(async () => {
  svc = await fakeService(() => ({ events: EVENTS }));
  dir = tempDir();
  people = inProcessCli({ configDir: dir.path, env: { PEOPLE_BASE_URL: svc.baseUrl, PEOPLE_API_KEY: KEY } });
});

afterAll(async () => {
  await svc.close();
  dir.remove();
});

describe("a stream using every alternative field name", () => {
  it("--json folds it into the blocking shape: answer, final people (not partial), companies, repos, credits", async () => {
    const r = await people(["search", "parser maintainers", "--json"]);
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(String(r.stdout))).toEqual({
      answer: "Found one maintainer.",
      people: [ANN],
      companies: [{ name: "Examplify" }],
      repos: [{ name: "fast-parser" }],
      credits: { charged: 3, balance: 97 },
    });
    const sent = svc.requests.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.path).toBe("/search");
    expect(sent.body).toEqual({ query: "parser maintainers", stream: true });
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("--events prints every event, unknown types included, one JSON object per line", async () => {
    const r = await people(["search", "parser maintainers", "--events"]);
    expect(r.exitCode).toBe(0);
    const lines = String(r.stdout).trim().split("\n");
    const types = lines.map((l) => (JSON.parse(l) as { type: string }).type);
    expect(types).toEqual(EVENTS.filter((e) => typeof e !== "string" || e.includes("data:")).map(typeOf));
    expect(types).toContain("future_kind");
  });

  it("piped: the people as JSONL and nothing else on stdout", async () => {
    const r = await people(["search", "parser maintainers"]);
    expect(r.exitCode).toBe(0);
    expect(
      String(r.stdout)
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l)),
    ).toEqual([ANN]);
  });

  it("a balance event with charged and balance at top level is read too", async () => {
    svc.handle(() => ({
      events: [
        { type: "people", people: [ANN] },
        { type: "balance", charged: 4, balance: 96 },
        { type: "done" },
      ],
    }));
    const r = await people(["search", "parser maintainers", "--json"]);
    svc.handle(() => ({ events: EVENTS }));
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(String(r.stdout)).credits).toEqual({ charged: 4, balance: 96 });
  });

  it("on a terminal: each stage labelled from its own field, ticked or crossed, then the table and the charge", async () => {
    const r = await people(["search", "parser maintainers"], { ...TERMINAL, stripFinalNewline: false });
    expect(r.exitCode).toBe(0);
    const t = transcript(r);
    expect(t).toMatch(/✔ Planning the search \(1\.2s\)/);
    expect(t).toMatch(/✔ Merging results \(300ms\)/);
    expect(t).toMatch(/✖ Reading sources \(2\.5s\).*one source timed out/);
    expect(t).toMatch(/✔ Ranking/);
    expect(t).toContain("Found one maintainer.");
    for (const h of ["Rank", "Name", "Title", "Company", "Location", "Reason"]) expect(t).toContain(h);
    expect(t).toContain("Maintains the");
    expect(t).toContain("fast-parser");
    expect(t).toMatch(/3 credits charged/);
    expect(t).toMatch(/balance 97/);
    expect(t).not.toContain("future_kind");
  });
});

function typeOf(e: unknown): string {
  if (typeof e !== "string") return (e as { type: string }).type;
  const data = /data: ?(.*)/.exec(e)![1]!.trim();
  return (JSON.parse(data) as { type: string }).type;
}
