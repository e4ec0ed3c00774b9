import { describe, expect, it } from "vitest";
import { normalizeBaseUrl } from "../../src/api/client.js";
import { envFlag, resolveSettings } from "../../src/config/settings.js";
import { hasAnyFilter } from "../../src/contract/filters.js";
import { redactKey } from "../../src/contract/text.js";

describe("resolveSettings: flag > environment > stored", () => {
  const stored = { baseUrl: "https://stored/api/v1", apiKey: "sk_stored_0123456789" };
  it.each([
    [
      { baseUrl: "https://flag/api/v1" },
      { PEOPLE_BASE_URL: "https://env/api/v1" },
      "https://flag/api/v1",
      "flag",
    ],
    [{}, { PEOPLE_BASE_URL: "https://env/api/v1" }, "https://env/api/v1", "env"],
    [{}, {}, "https://stored/api/v1", "config"],
    [{}, { PEOPLE_BASE_URL: "" }, "https://stored/api/v1", "config"],
  ])("base URL from %j and %j", (flags, env, value, source) => {
    expect(resolveSettings(flags, env, () => stored).baseUrl).toEqual({ value, source });
  });

  it("the environment key wins over the stored one", () => {
    expect(resolveSettings({}, { PEOPLE_API_KEY: "sk_env_key_12345678" }, () => stored).apiKey).toEqual({
      value: "sk_env_key_12345678",
      source: "env",
    });
    expect(resolveSettings({}, {}, () => stored).apiKey?.source).toBe("config");
  });

  it("does not read the store when flag and environment settle everything", () => {
    let reads = 0;
    resolveSettings({ baseUrl: "https://flag/api/v1" }, { PEOPLE_API_KEY: "k" }, () => {
      reads++;
      return {};
    });
    expect(reads).toBe(0);
  });
});

describe("envFlag", () => {
  it.each([
    ["1", true],
    ["true", true],
    ["YES", true],
    ["0", false],
    ["", false],
    [undefined, false],
  ])("%j → %j", (v, expected) => expect(envFlag(v)).toBe(expected));
});

describe("redactKey", () => {
  it("shows at most the first and last four characters", () => {
    const key = "sk_live_abcdefghijklmnopqrstuvwxyz0123";
    const shown = redactKey(key);
    expect(shown).toBe("sk_l…0123");
    expect(shown).not.toContain("abcdefgh");
  });
  it("shows less of a short key", () => {
    expect(redactKey("short12")).toBe("sh…");
  });
});

describe("normalizeBaseUrl", () => {
  it.each([
    ["https://x/api/v1", "https://x/api/v1"],
    ["https://x/api/v1/", "https://x/api/v1"],
    ["https://x/api/v1//", "https://x/api/v1"],
    [" https://x/api/v1 ", "https://x/api/v1"],
  ])("%j → %j", (input, out) => expect(normalizeBaseUrl(input)).toBe(out));
});

describe("hasAnyFilter", () => {
  it.each([
    [{}, false],
    [{ keywords: "" }, false],
    [{ keywords: "  " }, false],
    [{ titleIncludes: [] }, false],
    [{ titleIncludes: [""] }, false],
    [{ currentEmployersOnly: false }, false],
    [{ recentlyChangedJobs: false }, false],
    [{ recentlyChangedJobs: true }, true],
    [{ minYearsExperience: 0 }, true],
    [{ titleIncludes: ["engineer"] }, true],
  ])("%j → %j", (q, expected) => expect(hasAnyFilter(q)).toBe(expected));
});
