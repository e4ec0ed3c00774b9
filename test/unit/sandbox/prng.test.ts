// The guided weighted pick must draw exactly what the binary search draws: the population depends on it.
import { describe, expect, it } from "vitest";
import { cumulate, guided, pickGuided, pickWeighted, Rng } from "../../../src/sandbox/world/prng.js";

describe("pickGuided", () => {
  it("picks the index pickWeighted picks, for skewed, flat, zero and one-entry weights", () => {
    const rng = new Rng(7);
    const tables = [
      [1],
      [0, 0, 3, 0],
      [5, 0, 0, 0, 0],
      Array.from({ length: 3000 }, (_, k) => (k % 97 === 0 ? 1000 : rng.next())),
      Array.from({ length: 1025 }, () => 1),
      Array.from({ length: 40 }, (_, k) => (k === 39 ? 1e9 : k % 3)),
    ];
    for (const weights of tables) {
      const cum = cumulate(weights);
      const g = guided(cum);
      // Draws at bucket edges as well as random ones: an edge is where a guide could start too late.
      const draws = [0, 0.5, 1 - 2 ** -53, ...Array.from({ length: 4000 }, () => rng.next())];
      for (let k = 0; k < g.guide.length; k++) draws.push(k / g.guide.length);
      for (const u of draws) expect(pickGuided(g, u)).toBe(pickWeighted(cum, u));
    }
  });
});
