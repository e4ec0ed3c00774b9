// The records' random names (src/store/random.ts): bytes from the system's generator, UUIDs in the form
// node:crypto's randomUUID() gives.
import { describe, expect, it } from "vitest";
import { randomBytes, randomUUID } from "../../src/store/random.js";

describe("random names for the records", () => {
  it("gives as many bytes as asked, different each time", () => {
    const a = randomBytes(16);
    expect(a).toHaveLength(16);
    expect(randomBytes(16).equals(a)).toBe(false);
  });

  it("makes version 4 UUIDs, unique across many", () => {
    const ids = Array.from({ length: 1000 }, () => randomUUID());
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
