// The MCP session's money (every paid tool call goes through `paid`), the progress heartbeat, and the
// export directory's walls: pure enough to test without a server.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import {
  AbortError,
  InsufficientCreditsError,
  StreamError,
  StreamIncompleteError,
  TimeoutError,
} from "../../src/api/errors.js";
import { ExportPathError, resolveExportPath } from "../../src/cli/commands/mcp/export-dir.js";
import { chargedByFailure, type PaidCall, SessionMoney } from "../../src/cli/commands/mcp/money.js";
import { ToolProgress } from "../../src/cli/commands/mcp/progress.js";
import { MaxCreditsError } from "../../src/cli/errors.js";

const search: PaidCall = {
  tool: "search_people",
  operation: "agenticSearch",
};
const page: PaidCall = {
  tool: "find_people",
  operation: "structuredSearch",
};
const charged = (n: number) => ({ credits: { charged: n, balance: 100 } });

describe("SessionMoney", () => {
  it("counts what each call charged, not what it reserved", async () => {
    const money = new SessionMoney(20);
    await money.paid(
      search,
      async () => charged(3),
      (r) => r.credits,
    );
    await money.paid(
      page,
      async () => charged(1),
      (r) => r.credits,
    );
    expect(money.status()).toEqual({ spent: 4, limit: 20, left: 16 });
  });

  it("refuses a call whose reserve passes what is left, before sending it", async () => {
    const money = new SessionMoney(12);
    await money.paid(
      search,
      async () => charged(3),
      (r) => r.credits,
    );
    let sent = false;
    const refused = money.paid(
      search,
      async () => {
        sent = true;
        return charged(3);
      },
      (r) => r.credits,
    );
    await expect(refused).rejects.toBeInstanceOf(MaxCreditsError);
    await expect(refused).rejects.toThrow(
      "search_people was refused before anything was sent: its agentic search reserves 10 credits, and 9 of this session's --max-credits 12 are left",
    );
    expect(sent).toBe(false);
    // A page still fits.
    await money.paid(
      page,
      async () => charged(1),
      (r) => r.credits,
    );
    expect(money.status().spent).toBe(4);
  });

  it("holds the reserve of calls in flight", async () => {
    const money = new SessionMoney(15);
    let finish!: () => void;
    const running = money.paid(
      search,
      () =>
        new Promise<{ credits: { charged: number; balance: number } }>((r) => (finish = () => r(charged(2)))),
      (r) => r.credits,
    );
    expect(money.left()).toBe(5);
    await expect(
      money.paid(
        search,
        async () => charged(1),
        (r) => r.credits,
      ),
    ).rejects.toThrow(
      /5 of this session's --max-credits 15 are left \(10 credits held by calls still running\)/,
    );
    finish();
    await running;
    expect(money.left()).toBe(13);
  });

  it("counts the whole reserve when the charge is not known", async () => {
    const money = new SessionMoney();
    await money.paid(
      search,
      async () => ({ credits: { charged: Number.NaN, balance: Number.NaN } }),
      (r) => r.credits,
    );
    expect(money.status()).toEqual({ spent: 10, limit: null, left: null });
    expect(money.left()).toBe(Number.POSITIVE_INFINITY);
  });

  it.each([
    [
      "a 402 (refused by the service)",
      new InsufficientCreditsError({ type: "insufficient_credits", status: 402, message: "no" }),
      0,
    ],
    ["a stream's error event (refunded)", new StreamError({ type: "stream_error", message: "failed" }), 0],
    ["a cancel after sending", new AbortError({ type: "aborted", message: "stop" }), 10],
    ["a timeout", new TimeoutError({ type: "timeout", message: "slow" }), 10],
    ["a dropped stream", new StreamIncompleteError({ type: "stream_incomplete", message: "cut" }), 10],
    ["anything unexpected", new Error("boom"), 10],
  ])("a call failing with %s counts %i", async (_what, err, counted) => {
    expect(chargedByFailure(err, 10)).toBe(counted);
    const money = new SessionMoney(50);
    await expect(
      money.paid(
        search,
        async () => {
          throw err;
        },
        () => undefined,
      ),
    ).rejects.toBe(err);
    expect(money.status().spent).toBe(counted);
  });
});

describe("ToolProgress", () => {
  const recorder = (token?: string) => {
    const sent: { progress: number; message: string }[] = [];
    const ctx = {
      mcpReq: {
        _meta: token === undefined ? {} : { progressToken: token },
        notify: async (n: { method: string; params?: Record<string, unknown> }) => {
          expect(n.method).toBe("notifications/progress");
          expect(n.params?.progressToken).toBe(token);
          sent.push(n.params as { progress: number; message: string });
        },
      },
    };
    return { ctx, sent };
  };

  it("sends each step, then a heartbeat whenever nothing was said for the interval", async () => {
    // On the test's own clock: a busy machine runs real timers late, and a late heartbeat is re-armed late.
    vi.useFakeTimers();
    try {
      const { ctx, sent } = recorder("t1");
      const progress = new ToolProgress(ctx, 30, () => "still here");
      progress.say("step one");
      await vi.advanceTimersByTimeAsync(100);
      progress.say("step two");
      await vi.advanceTimersByTimeAsync(20);
      progress.stop();
      await vi.advanceTimersByTimeAsync(60);
      // One heartbeat at 30, 60 and 90 ms; none in the 20 ms after a step, none once stopped.
      expect(sent.map((s) => s.message)).toEqual([
        "step one",
        "still here",
        "still here",
        "still here",
        "step two",
      ]);
      // Progress only goes up.
      expect(sent.map((s) => s.progress)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("says nothing when the request asked for no progress", async () => {
    const { ctx, sent } = recorder(undefined);
    const progress = new ToolProgress(ctx, 10, () => "beat");
    progress.say("step");
    await new Promise((r) => setTimeout(r, 40));
    progress.stop();
    expect(sent).toEqual([]);
  });
});

describe("resolveExportPath", () => {
  const base = mkdtempSync(join(tmpdir(), "people-export-dir-"));
  const root = realpathSync(join(base));
  const dir = join(root, "exports");
  const outside = join(root, "outside");
  mkdirSync(join(dir, "sub"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(outside, "secret.csv"), "x\n");
  symlinkSync(join(outside, "secret.csv"), join(dir, "link.csv"));
  symlinkSync(join(dir, "sub"), join(dir, "inner-link"));
  symlinkSync(outside, join(dir, "out-link"));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it.each([
    ["leads.csv", "leads.csv"],
    ["sub/leads.jsonl", "sub/leads.jsonl"],
    ["./sub/../leads.csv", "leads.csv"],
    ["inner-link/x.csv", "sub/x.csv"],
  ])("%s is written at %s inside the directory", (file, at) => {
    expect(resolveExportPath(dir, file)).toBe(join(dir, at));
  });

  it("takes an absolute path inside the directory", () => {
    expect(resolveExportPath(dir, join(dir, "abs.csv"))).toBe(join(dir, "abs.csv"));
  });

  it.each([
    ["../escape.csv", /outside the export directory/],
    ["sub/../../escape.csv", /outside the export directory/],
    ["/etc/passwd.csv", /outside the export directory/],
    ["link.csv", /symbolic link/],
    ["out-link/x.csv", /through a symbolic link/],
    ["missing/x.csv", /does not exist/],
    [".", /outside the export directory/],
    ["", /empty/],
    ["leads\n.csv", /contains a control character/],
    ["leads.csv\n", /contains a control character/],
    ["tab\there.csv", /contains a control character/],
  ])("%j is refused", (file, message) => {
    expect(() => resolveExportPath(dir, file)).toThrow(ExportPathError);
    expect(() => resolveExportPath(dir, file)).toThrow(message);
  });
});
