import { describe, expect, it } from "vitest";
import { normalizeBaseUrl } from "../../../src/api/client.js";
import {
  envFlag,
  flagAttribute,
  flagHelp,
  resolveSettings,
  SETTINGS,
  settingRows,
} from "../../../src/config/settings.js";
import { parseStoredText } from "../../../src/config/store.js";
import { hasAnyFilter } from "../../../src/contract/filters.js";
import { redactKey } from "../../../src/contract/text.js";

describe("resolveSettings: flag > environment > stored", () => {
  const stored = { baseUrl: "https://stored/api/v1", apiKey: "sk_stored_0123456789" };
  const resolve = (flags: object, env: Record<string, string | undefined>, sandbox?: { baseUrl: string }) =>
    resolveSettings({ flags, env, stored: () => stored, ...(sandbox ? { sandbox } : {}) });
  it.each([
    [
      { baseUrl: "https://flag/api/v1" },
      { PEOPLE_BASE_URL: "https://env/api/v1" },
      "https://flag/api/v1",
      "flag",
    ],
    [{}, { PEOPLE_BASE_URL: "https://env/api/v1" }, "https://env/api/v1", "env"],
    [{}, { PEOPLE_BASE_URL: " https://env/api/v1 " }, "https://env/api/v1", "env"],
    [{}, {}, "https://stored/api/v1", "config"],
    [{}, { PEOPLE_BASE_URL: "" }, "https://stored/api/v1", "config"],
    [{ baseUrl: "" }, { PEOPLE_BASE_URL: "  " }, "https://stored/api/v1", "config"],
  ])("base URL from %j and %j", async (flags, env, value, source) => {
    expect((await resolve(flags, env)).baseUrl).toEqual({ value, source });
  });

  it("the environment key wins over the stored one", async () => {
    expect((await resolve({}, { PEOPLE_API_KEY: "sk_env_key_12345678" })).apiKey).toEqual({
      value: "sk_env_key_12345678",
      source: "env",
    });
    expect((await resolve({}, {})).apiKey?.source).toBe("config");
  });

  it("what the sandbox supplies wins over everything", async () => {
    const s = await resolve({ baseUrl: "https://flag/api/v1" }, {}, { baseUrl: "http://127.0.0.1:1/api/v1" });
    expect(s.baseUrl).toEqual({ value: "http://127.0.0.1:1/api/v1", source: "sandbox" });
    expect(s.apiKey?.source).toBe("config");
  });

  it("reads the store once, and only when flag and environment leave a stored setting open", async () => {
    let reads = 0;
    const count = () => {
      reads++;
      return {};
    };
    await resolveSettings({
      flags: { baseUrl: "https://flag/api/v1" },
      env: { PEOPLE_API_KEY: "k" },
      stored: count,
    });
    expect(reads).toBe(0);
    await resolveSettings({ flags: {}, env: { PEOPLE_API_KEY: "k" }, stored: count });
    expect(reads).toBe(1);
  });
});

describe("the settings table", () => {
  it("names each setting once, and gives the key no flag", () => {
    const rows = settingRows();
    expect(new Set(rows.map(([, r]) => r.key)).size).toBe(rows.length);
    expect(SETTINGS.apiKey).toMatchObject({ secret: true, stored: true, env: "PEOPLE_API_KEY" });
    expect("flag" in SETTINGS.apiKey).toBe(false);
  });

  it("the global flags come from it, with their variables in the help", () => {
    expect(flagHelp(SETTINGS.baseUrl)).toBe(
      "the service's base URL, ending in /api/v1 (env PEOPLE_BASE_URL)",
    );
    expect(flagAttribute("--base-url")).toBe("baseUrl");
  });

  it("the config file may hold only what the table says, of the type it says", () => {
    expect(parseStoredText('{"baseUrl":"https://x/api/v1","other":1}')).toEqual({
      value: { baseUrl: "https://x/api/v1", other: 1 },
    });
    expect(parseStoredText('{"apiKey":5}').problem).toBe(
      'holds "apiKey" (the api_key setting), which is not a string',
    );
    expect(parseStoredText("").problem).toBe("is empty");
  });

  it.each([
    ['{"apiKey": "sk_live_0123456789abcdef", oops}', "at line 1, column 40"],
    ['{\n  "baseUrl": "https://x/api/v1",\n  "apiKey": g\u001b]0;pwned\u0007\n}', "at line 3, column 13"],
    ['{"apiKey": "sk_live_0123', "it ends too early, at line 1, column 25"],
    ["\uFEFF{}", "at line 1, column 1"],
    ["[1, 2,]", "at line 1, column 7"],
  ])("invalid JSON %j is located, never echoed: %s", (text, where) => {
    const problem = parseStoredText(text).problem ?? "";
    expect(problem).toBe(`is not valid JSON (${where})`);
    // Nothing of the file's content: no key, no terminal escape, one line.
    expect(problem).not.toMatch(/sk_|pwned|\u001b|\n/);
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
