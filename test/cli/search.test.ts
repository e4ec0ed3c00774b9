// `people search` in-process against a sandbox: every output mode, the error paths of a stream (error
// event, dropped stream, 402 before start), --dry-run, and the --messages checks. Concurrency (429) lives
// in search-concurrency.test.ts; the stage display on a real terminal, Ctrl-C and the chat are end to end
// (e2e/search.test.ts, e2e/chat.test.ts).
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { sandbox, tempDir } from "../helpers/cli.js";
import { type InProcessCli, inProcessCli } from "../helpers/in-process.js";

const QUERY = "staff engineers in Berlin who write TypeScript and maintain open source";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
let people: InProcessCli;

beforeAll(async () => {
  sb = await sandbox();
  dir = tempDir();
  people = inProcessCli({ sandbox: sb, configDir: dir.path });
});

afterAll(async () => {
  await sb.close();
  dir.remove();
});

afterEach(() => {
  sb.faults.clear();
});

const searches = () => sb.requests.filter((r) => r.path === "/api/v1/search");
const lastSearchBody = () => searches().at(-1)?.body as Record<string, unknown>;
const jsonl = (s: unknown) =>
  String(s)
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

describe("output modes", () => {
  it("piped: the people as JSONL, nothing on stderr but a one-line summary", async () => {
    const r = await people(["search", QUERY]);
    expect(r.exitCode).toBe(0);
    const rows = jsonl(r.stdout);
    expect(rows.length).toBeGreaterThan(0);
    for (const p of rows) expect(p).toMatchObject({ key: expect.any(String), name: expect.any(String) });
    const err = String(r.stderr).trim().split("\n");
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^\d+ (people|person) · \d+ credits? charged · balance [\d,]+$/);
    expect(lastSearchBody()).toEqual({ query: QUERY, stream: true });
  });

  it("--json prints one object shaped like the blocking response, though it streamed", async () => {
    const r = await people(["search", QUERY, "--json"]);
    expect(r.exitCode).toBe(0);
    const body = JSON.parse(String(r.stdout));
    expect(Object.keys(body).sort()).toEqual(["answer", "companies", "credits", "people", "repos"]);
    expect(body.answer.length).toBeGreaterThan(0);
    expect(body.people.length).toBeGreaterThan(0);
    expect(body.credits).toEqual({ charged: expect.any(Number), balance: expect.any(Number) });
    expect(lastSearchBody().stream).toBe(true);
  });

  it("--no-stream uses the blocking form and prints the same shape", async () => {
    const streamed = JSON.parse(String((await people(["search", QUERY, "--json"])).stdout));
    const r = await people(["search", QUERY, "--json", "--no-stream"]);
    expect(r.exitCode).toBe(0);
    expect(lastSearchBody()).toEqual({ query: QUERY, stream: false });
    const blocking = JSON.parse(String(r.stdout));
    expect(blocking.people.map((p: { key: string }) => p.key)).toEqual(
      streamed.people.map((p: { key: string }) => p.key),
    );
    expect(blocking.answer).toBe(streamed.answer);
  });

  it("--events prints every event as JSONL, in order, ending with done", async () => {
    const r = await people(["search", QUERY, "--events"]);
    expect(r.exitCode).toBe(0);
    const events = jsonl(r.stdout);
    const types = events.map((e) => e.type);
    expect(types[0]).toBe("step");
    expect(types).toContain("token");
    expect(types).toContain("people_partial");
    expect(types).toContain("people");
    expect(types.at(-2)).toBe("balance");
    expect(types.at(-1)).toBe("done");
  });

  it("--no-rerank sends rerank: false", async () => {
    const r = await people(["search", QUERY, "--no-rerank", "--jsonl"]);
    expect(r.exitCode).toBe(0);
    expect(lastSearchBody()).toEqual({ query: QUERY, stream: true, rerank: false });
  });

  it("--fields picks and orders JSONL keys (signals available)", async () => {
    const r = await people(["search", QUERY, "--fields", "name,signals"]);
    expect(r.exitCode).toBe(0);
    for (const p of jsonl(r.stdout)) expect(Object.keys(p)).toEqual(["name", "signals"]);
  });

  it.each([
    ["shortlist.csv", "csv"],
    ["shortlist.jsonl", "jsonl"],
  ])("-o %s exports the shortlist", async (file, format) => {
    const path = join(dir.path, file);
    const r = await people(["search", QUERY, "-o", path]);
    expect(r.exitCode).toBe(0);
    expect(String(r.stdout)).toBe("");
    const text = await readFile(path, "utf8");
    if (format === "csv") {
      const [header, ...rows] = text.trim().split("\r\n");
      expect(header).toMatch(/^key,name,/);
      expect(rows.length).toBeGreaterThan(0);
    } else {
      expect(jsonl(text)[0]).toMatchObject({ name: expect.any(String) });
    }
    expect(String(r.stderr)).toMatch(new RegExp(`Wrote \\d+ (person|people) to .*${file}`));
  });

  it("-o FILE.json writes the one object --json prints", async () => {
    const path = join(dir.path, "result.json");
    const r = await people(["search", QUERY, "-o", path]);
    expect(r.exitCode).toBe(0);
    const body = JSON.parse(await readFile(path, "utf8"));
    expect(Object.keys(body).sort()).toEqual(["answer", "companies", "credits", "people", "repos"]);
  });

  it("--save FILE keeps the conversation for --messages FILE --chat", async () => {
    const path = join(dir.path, "one-shot.json");
    const r = await people(["search", QUERY, "--save", path, "--json"]);
    expect(r.exitCode).toBe(0);
    const answer = JSON.parse(String(r.stdout)).answer;
    expect(JSON.parse(await readFile(path, "utf8"))).toEqual([
      { role: "user", content: QUERY },
      { role: "assistant", content: answer },
    ]);
  });

  it("--dry-run prints the request with the key redacted and the cost, and sends nothing", async () => {
    const before = searches().length;
    const r = await people(["search", QUERY, "--dry-run"]);
    expect(r.exitCode).toBe(0);
    const out = String(r.stdout);
    expect(out).toContain(`POST ${sb.baseUrl}/search`);
    expect(out).toContain(`"query": "${QUERY}"`);
    expect(out).toContain(`Bearer ${sb.key.slice(0, 4)}…${sb.key.slice(-4)}`);
    expect(out).not.toContain(sb.key);
    expect(out).toMatch(/10 credits reserved.*reconciled/);
    expect(searches().length).toBe(before);
  });
});

describe("failures", () => {
  it("an error event exits 7 with its message, keeping what was received", async () => {
    sb.faults.set({ streamError: { afterEvents: 4, message: "A source failed mid-run." } });
    const r = await people(["search", QUERY, "--events"]);
    expect(r.exitCode).toBe(7);
    const events = jsonl(r.stdout);
    expect(events).toHaveLength(5);
    expect(events.at(-1)).toEqual({ type: "error", message: "A source failed mid-run." });
    expect(String(r.stderr)).toMatch(/error: A source failed mid-run\./);
  });

  it("a stream that ends without done or error exits 1, says the run may still be charged, and is not re-sent", async () => {
    sb.faults.set({ dropStream: { afterEvents: 3 } });
    const before = searches().length;
    const r = await people(["search", QUERY]);
    expect(r.exitCode).toBe(1);
    expect(String(r.stderr)).toMatch(/before the search finished/);
    expect(String(r.stderr)).toMatch(/may still finish on the service and be charged/);
    expect(String(r.stdout)).toBe("");
    expect(searches().length).toBe(before + 1);
  });

  it("402 before the start exits 5 showing the balance", async () => {
    sb.faults.set({ insufficientCredits: { route: "search" } });
    const r = await people(["search", QUERY]);
    expect(r.exitCode).toBe(5);
    expect(String(r.stderr)).toMatch(/balance: [\d,]+ credits/);
  });
});

describe("input checks (exit 2, nothing sent)", () => {
  const write = async (name: string, value: unknown) => {
    const path = join(dir.path, name);
    await writeFile(path, typeof value === "string" ? value : JSON.stringify(value));
    return path;
  };

  it.each<[string, unknown, RegExp]>([
    ["bad-json.json", "[{", /--messages .*bad-json\.json is not valid JSON/],
    ["not-array.json", { role: "user" }, /must hold a JSON array/],
    [
      "bad-role.json",
      [
        { role: "user", content: "a" },
        { role: "bot", content: "b" },
      ],
      /messages\[1\]\.role must be "user" or "assistant" \(got "bot"\)/,
    ],
    ["bad-content.json", [{ role: "user", content: 3 }], /messages\[0\]\.content must be a string/],
    ["no-content.json", [{ role: "user" }], /messages\[0\]\.content is missing/],
  ])("--messages %s is refused", async (name, value, message) => {
    const before = searches().length;
    const r = await people(["search", "--messages", await write(name, value)]);
    expect(r.exitCode).toBe(2);
    expect(String(r.stderr)).toMatch(message);
    expect(searches().length).toBe(before);
  });

  it("--messages - reads stdin", async () => {
    const r = await people(["search", "--messages", "-", "--json"], {
      input: JSON.stringify([{ role: "user", content: QUERY }]),
    });
    expect(r.exitCode).toBe(0);
    expect(lastSearchBody()).toEqual({ messages: [{ role: "user", content: QUERY }], stream: true });
  });

  it("--messages over the limits is trimmed with a warning on stderr", async () => {
    const conversation = [{ role: "user", content: QUERY }];
    for (let i = 0; i < 30; i++)
      conversation.push(
        { role: "assistant", content: `answer ${i}` },
        { role: "user", content: `only seniors ${i}` },
      );
    const r = await people(["search", "--messages", await write("long.json", conversation), "--json"]);
    expect(r.exitCode).toBe(0);
    expect(String(r.stderr)).toMatch(/warning: .*over the limit of 50 messages.*dropped the oldest/);
    const sent = lastSearchBody().messages as { content: string }[];
    expect(sent.length).toBeLessThanOrEqual(50);
    expect(sent[0]!.content).toBe(QUERY);
    expect(sent.at(-1)!.content).toBe("only seniors 29");
  });

  it("a single message over 100,000 characters is refused", async () => {
    const r = await people([
      "search",
      "--messages",
      await write("huge.json", [{ role: "user", content: "x".repeat(100_001) }]),
    ]);
    expect(r.exitCode).toBe(2);
    expect(String(r.stderr)).toMatch(/100,001 characters, over the limit of 100,000/);
  });

  it.each<[string, string[], RegExp]>([
    ["no query", ["search"], /say who you are looking for/],
    [
      "--chat without a terminal names --messages",
      ["search", "--chat"],
      /--chat needs a terminal[\s\S]*--messages FILE/,
    ],
    ["query and --messages", ["search", "x", "--messages", "f.json"], /either a query or --messages/],
    [
      "--events with --no-stream",
      ["search", "x", "--events", "--no-stream"],
      /--events needs the streamed form/,
    ],
    ["--events with --csv", ["search", "x", "--events", "--csv"], /cannot be combined with --csv/],
    ["-o with an unknown extension", ["search", "x", "-o", "out.txt"], /cannot tell the format/],
    ["two formats", ["search", "x", "--json", "--csv"], /ask for different formats/],
  ])("%s", async (_name, args, message) => {
    const before = searches().length;
    const r = await people(args);
    expect(r.exitCode).toBe(2);
    expect(String(r.stderr)).toMatch(message);
    expect(searches().length).toBe(before);
  });
});
