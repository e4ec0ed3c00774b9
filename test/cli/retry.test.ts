// Acceptance: "Errors and retries" of the contract, against a scripted service so that each rule is
// staged exactly (which types retry, how long a 429 waits, how many times 502 and 500 are tried). In-process:
// the waits are real, the process is not.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../helpers/cli.js";
import { BALANCE, errorReply, type FakeService, fakeService } from "../helpers/fake-service.js";
import { type InProcessCli, inProcessCli } from "../helpers/in-process.js";

const KEY = "sk_live_0123456789abcdefWXYZ";
let svc: FakeService;
let dir: ReturnType<typeof tempDir>;
let people: InProcessCli;

beforeAll(async () => {
  svc = await fakeService();
  dir = tempDir();
  people = inProcessCli({ configDir: dir.path, env: { PEOPLE_BASE_URL: svc.baseUrl, PEOPLE_API_KEY: KEY } });
});

afterAll(async () => {
  await svc.close();
  dir.remove();
});

const PAGE = {
  profiles: [{ id: "1", name: "Ann" }],
  totalCount: 1,
  nextCursor: null,
  credits: { charged: 1, balance: 9 },
};

/** Runs `args` with a handler that answers the first `fails` calls with `failure`, then succeeds. */
async function staged(
  args: string[],
  failure: Parameters<typeof errorReply>,
  fails = Number.POSITIVE_INFINITY,
) {
  const start = svc.requests.length;
  svc.handle((req) => {
    const ok = req.path === "/credits" ? BALANCE : PAGE;
    return svc.requests.length - start <= fails ? errorReply(...failure) : { json: ok };
  });
  const r = await people(args);
  return { r, calls: svc.requests.slice(start), stderr: String(r.stderr), stdout: String(r.stdout) };
}

describe("types that are never retried", () => {
  it.each<[string, number, Parameters<typeof errorReply>, RegExp]>([
    ["unauthorized", 3, [401, "unauthorized", "The key was revoked."], /The key was revoked\./],
    ["forbidden", 4, [403, "forbidden", "This key may not search."], /This key may not search\./],
    ["invalid_request", 2, [400, "invalid_request", "titleIncludes is wrong."], /titleIncludes is wrong\./],
    [
      "insufficient_credits",
      5,
      [402, "insufficient_credits", "Not enough credits.", { balance: 3 }],
      /Not enough credits\.[\s\S]*\b3\b/,
    ],
  ])(
    "%s: one request, exit %i, the service's message on stderr, nothing on stdout",
    async (_t, code, failure, msg) => {
      const { r, calls, stderr, stdout } = await staged(
        ["find", "--title", "x", "--max-retries", "5"],
        failure,
      );
      expect(r.exitCode).toBe(code);
      expect(calls).toHaveLength(1);
      expect(stderr).toMatch(msg);
      expect(stdout).toBe("");
      // What went wrong, then a hint: the first line is the error.
      expect(stderr.split("\n")[0]).toMatch(/^error: /);
      expect(stderr).toMatch(/\nhint: /);
    },
  );
});

describe("upstream_error and server_error", () => {
  it("--max-retries 0 bounds 502 too: one request", async () => {
    const { r, calls } = await staged(
      ["credits", "--max-retries", "0"],
      [502, "upstream_error", "A source failed."],
    );
    expect(r.exitCode).toBe(7);
    expect(calls).toHaveLength(1);
  });

  it("500 is retried up to --max-retries (default 2) and exits 7 with the service's message", async () => {
    const s = await staged(["credits"], [500, "server_error", "The service broke."]);
    expect(s.r.exitCode).toBe(7);
    expect(s.calls).toHaveLength(3);
    expect(s.stderr).toContain("The service broke.");
  });

  it("a 500 that recovers gives the data and exit 0", async () => {
    const s = await staged(["credits"], [500, "server_error", "The service broke."], 1);
    expect(s.r.exitCode).toBe(0);
    expect(JSON.parse(s.stdout)).toEqual(BALANCE);
  });
});

describe("rate_limited", () => {
  it("waits the longer of Retry-After (seconds) and error.retryAfter, never less", async () => {
    const s = await staged(
      ["credits"],
      [429, "rate_limited", "Slow down.", { retryAfter: 2 }, { "retry-after": "1" }],
      1,
    );
    expect(s.r.exitCode).toBe(0);
    expect(s.calls).toHaveLength(2);
    expect(s.calls[1]!.time - s.calls[0]!.time).toBeGreaterThanOrEqual(2000);
  });

  it("waits the longer of Retry-After as an HTTP date and error.retryAfter", async () => {
    const start = svc.requests.length;
    svc.handle((req) => {
      if (svc.requests.length - start > 1) return { json: BALANCE };
      // Whole seconds: 4 s ahead of the arrival time is over 3 s of waiting, longer than retryAfter 1.
      const date = new Date(req.time + 4000).toUTCString();
      return errorReply(429, "rate_limited", "Slow down.", { retryAfter: 1 }, { "retry-after": date });
    });
    const r = await people(["credits"]);
    const calls = svc.requests.slice(start);
    expect(r.exitCode).toBe(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.time - calls[0]!.time).toBeGreaterThanOrEqual(2500);
  });

  it("a wait longer than --max-wait is not attempted: exit 6 at once, saying when to retry", async () => {
    const s = await staged(
      ["credits", "--max-wait", "3"],
      [429, "rate_limited", "Slow down.", { retryAfter: 1 }, { "retry-after": "40" }],
    );
    expect(s.r.exitCode).toBe(6);
    expect(s.calls).toHaveLength(1);
    expect(s.stderr).toMatch(/40/);
  });

  it("--max-wait defaults to 60 seconds: a 61-second wait is not attempted", async () => {
    const s = await staged(
      ["credits"],
      [429, "rate_limited", "Slow down.", { retryAfter: 61 }, { "retry-after": "61" }],
    );
    expect(s.r.exitCode).toBe(6);
    expect(s.calls).toHaveLength(1);
  });

  it("--max-retries bounds 500/502/connection retries, not the waits a 429 asks for", async () => {
    const s = await staged(
      ["credits", "--max-retries", "0"],
      [429, "rate_limited", "Slow down.", { retryAfter: 1 }, { "retry-after": "1" }],
      1,
    );
    expect(s.r.exitCode).toBe(0);
    expect(s.calls).toHaveLength(2);
  });

  it("search never retries a 429 without --wait (exit 6, one request)", async () => {
    const s = await staged(
      ["search", "staff engineers"],
      [429, "rate_limited", "Two searches are running.", { retryAfter: 1 }, { "retry-after": "1" }],
    );
    expect(s.r.exitCode).toBe(6);
    expect(s.calls).toHaveLength(1);
    expect(s.stderr).toContain("Two searches are running.");
  });

  it("translate follows the general rule: a short 429 is waited out without --wait", async () => {
    const start = svc.requests.length;
    svc.handle(() =>
      svc.requests.length - start <= 1
        ? errorReply(429, "rate_limited", "Slow down.", { retryAfter: 1 }, { "retry-after": "1" })
        : { json: { query: { titleIncludes: ["engineer"] }, credits: { charged: 1, balance: 9 } } },
    );
    const r = await people(["translate", "engineers"]);
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(String(r.stdout))).toEqual({ titleIncludes: ["engineer"] });
    expect(svc.requests.length - start).toBe(2);
  });
});

describe("the search stream", () => {
  it("a stream that has begun is never re-sent: a drop exits 1 after one request, saying it may be charged", async () => {
    const start = svc.requests.length;
    svc.handle(() => ({ events: [{ type: "step", label: "Planning" }], drop: true }));
    const r = await people(["search", "staff engineers", "--max-retries", "3"]);
    expect(r.exitCode).toBe(1);
    expect(svc.requests.length - start).toBe(1);
    expect(String(r.stderr)).toMatch(/charged/);
    expect(String(r.stdout)).toBe("");
  });

  it("a stream that ends cleanly without done or error exits 1", async () => {
    svc.handle(() => ({
      events: [
        { type: "step", label: "Planning" },
        { type: "token", text: "Hi" },
      ],
    }));
    const r = await people(["search", "staff engineers", "--json"]);
    expect(r.exitCode).toBe(1);
    expect(String(r.stderr)).toMatch(/charged/);
  });

  it("an error event exits 7 with its message and is not re-sent", async () => {
    const start = svc.requests.length;
    svc.handle(() => ({
      events: [
        { type: "step", label: "Planning" },
        { type: "error", message: "The run failed." },
      ],
    }));
    const r = await people(["search", "staff engineers"]);
    expect(r.exitCode).toBe(7);
    expect(String(r.stderr)).toContain("The run failed.");
    expect(svc.requests.length - start).toBe(1);
  });
});

describe("error types outside the closed set", () => {
  it("an unexpected status and body exit 1 without a stack", async () => {
    svc.handle(() => ({ status: 418, json: { nope: true } }));
    const r = await people(["credits", "--max-retries", "0"]);
    expect(r.exitCode).toBe(1);
    expect(String(r.stderr)).toMatch(/^error: /);
    expect(String(r.stderr)).not.toMatch(/\n\s+at /);
  });
});
