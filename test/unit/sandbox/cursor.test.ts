import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../../src/contract/text.js";
import {
  cursorSecret,
  decodeCursor,
  encodeCursor,
  queryFingerprint,
} from "../../../src/sandbox/service/cursor.js";
import { answerFragments } from "../../../src/sandbox/service/play.js";

describe("sandbox cursor", () => {
  const secret = cursorSecret("seed");

  it("round-trips offset and fingerprint", () => {
    const f = queryFingerprint({ titleIncludes: ["engineer"] }, 25);
    expect(decodeCursor(secret, encodeCursor(secret, 50, f))).toEqual({ offset: 50, fingerprint: f });
  });

  it("binds the fingerprint to filters and limit but not to key order", () => {
    const a = queryFingerprint({ titleIncludes: ["x"], locations: ["Paris"] }, 25);
    expect(queryFingerprint({ locations: ["Paris"], titleIncludes: ["x"] }, 25)).toBe(a);
    expect(queryFingerprint({ titleIncludes: ["x"], locations: ["Paris"] }, 26)).not.toBe(a);
    expect(queryFingerprint({ titleIncludes: ["y"], locations: ["Paris"] }, 25)).not.toBe(a);
  });

  it("rejects a forged offset, another seed's cursor and junk", () => {
    const f = queryFingerprint({ keywords: "x" }, 25);
    const good = encodeCursor(secret, 25, f);
    const forgedPayload = Buffer.from(JSON.stringify({ o: 9999, f })).toString("base64url");
    expect(decodeCursor(secret, `${forgedPayload}.${good.split(".")[1]}`)).toBeUndefined();
    expect(decodeCursor(cursorSecret("other"), good)).toBeUndefined();
    expect(decodeCursor(secret, "not-a-cursor")).toBeUndefined();
    expect(decodeCursor(secret, "")).toBeUndefined();
  });

  it("serialises canonically", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }], u: undefined })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
  });
});

describe("sandbox answer fragments", () => {
  it.each(["", "One.", "Found three people in Berlin who ship compilers.", "  spaced  out  "])(
    "join back to the answer exactly: %j",
    (answer) => {
      expect(answerFragments(answer).join("")).toBe(answer);
    },
  );
});
