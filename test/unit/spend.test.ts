// The money seam's settling rules: which errors release a hold and which count it at its reserve, and how
// a stream settles its hold from what it says (a balance then done, an error event, a dropped connection,
// a reader that leaves early).
import { describe, expect, it } from "vitest";
import {
  ConnectionError,
  InsufficientCreditsError,
  TimeoutError,
  UpstreamError,
} from "../../src/api/errors.js";
import { EventStream } from "../../src/api/stream.js";
import { meter } from "../../src/cli/metered-client.js";
import { type Hold, settleAfterError } from "../../src/cli/spend.js";

function recorder(): Hold & { said: string[] } {
  const said: string[] = [];
  const h = {
    said,
    charged: (c: number, b?: number) => void said.push(`charged ${c}${b !== undefined ? ` (${b})` : ""}`),
    release: () => void said.push("released"),
    unknown: () => void said.push("unknown"),
    failed: (err: unknown) => settleAfterError(h, err),
  };
  return h;
}

describe("settleAfterError", () => {
  it.each([
    [
      "an error answer (402)",
      new InsufficientCreditsError({ type: "insufficient_credits", message: "x", status: 402 }),
      "released",
    ],
    ["a 502, refunded", new UpstreamError({ type: "upstream_error", message: "x", status: 502 }), "released"],
    [
      "a request refused before sending",
      Object.assign(new Error("bad"), { type: "invalid_request" }),
      "released",
    ],
    [
      "a connection refused (never sent)",
      new ConnectionError({
        type: "connection_error",
        message: "x",
        cause: Object.assign(new Error(), { code: "ECONNREFUSED" }),
      }),
      "released",
    ],
    [
      "a connection reset (it may have been charged)",
      new ConnectionError({
        type: "connection_error",
        message: "x",
        cause: Object.assign(new Error(), { code: "ECONNRESET" }),
      }),
      "unknown",
    ],
    ["a timeout after sending", new TimeoutError({ type: "timeout", message: "x" }), "unknown"],
    ["anything else", new Error("boom"), "unknown"],
  ])("%s: %s", (_what, err, outcome) => {
    const h = recorder();
    settleAfterError(h, err);
    expect(h.said).toEqual([outcome]);
  });
});

function stream(lines: string[], end: "close" | "drop" = "close"): EventStream {
  async function* body() {
    for (const l of lines) yield `data: ${l}\n\n`;
    if (end === "drop") throw Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
  }
  return new EventStream(body());
}

async function read(s: EventStream, upTo = Number.POSITIVE_INFINITY): Promise<void> {
  let n = 0;
  try {
    for await (const _ of s) if (++n >= upTo) break;
  } catch {
    // The outcome is on the hold.
  }
}

describe("a metered stream", () => {
  it("settles at what its balance event said once it ends with done", async () => {
    const h = recorder();
    const s = stream([
      '{"type":"token","text":"hi"}',
      '{"type":"balance","charged":3,"balance":97}',
      '{"type":"done"}',
    ]);
    meter(s, h);
    await read(s);
    expect(h.said).toEqual(["charged 3 (97)"]);
  });

  it("is released when it ends with an error event (the service refunds it)", async () => {
    const h = recorder();
    const s = stream(['{"type":"step","label":"x"}', '{"type":"error","message":"failed"}']);
    meter(s, h);
    await read(s);
    expect(h.said).toEqual(["released"]);
  });

  it("counts its reserve when the connection drops before a balance", async () => {
    const h = recorder();
    const s = stream(['{"type":"step","label":"x"}'], "drop");
    meter(s, h);
    await read(s);
    expect(h.said).toEqual(["unknown"]);
  });

  it("keeps what a balance said when the connection drops after it, and when the reader leaves early", async () => {
    const dropped = recorder();
    const a = stream(['{"type":"balance","credits":{"charged":4,"balance":96}}'], "drop");
    meter(a, dropped);
    await read(a);
    expect(dropped.said).toEqual(["charged 4 (96)"]);
    const left = recorder();
    const b = stream(['{"type":"step","label":"x"}', '{"type":"token","text":"a"}', '{"type":"done"}']);
    meter(b, left);
    await read(b, 1);
    expect(left.said).toEqual(["unknown"]);
  });
});
