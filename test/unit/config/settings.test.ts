import { describe, expect, it } from "vitest";
import { normalizeBaseUrl } from "../../../src/api/client.js";
import {
  envFlag,
  flagAttribute,
  flagHelp,
  parseValue,
  resolveSettings,
  SETTINGS,
  settingByKey,
  settingRows,
} from "../../../src/config/settings.js";
import { parseStoredText } from "../../../src/config/stored.js";
import { hasAnyFilter } from "../../../src/contract/filters.js";
import { redactKey } from "../../../src/contract/text.js";

describe("resolveSettings with profiles: flag > environment > profile > stored default > default", () => {
  const file = {
    baseUrl: "https://default/api/v1",
    apiKey: "sk_default_0123456789",
    budgetDaily: 50,
    format: "csv" as const,
    profile: "work",
    profiles: {
      work: { baseUrl: "https://work/api/v1", apiKey: "sk_work_0123456789", budgetDaily: 200 },
      vault: { baseUrl: "https://vault/api/v1", keyring: true },
      bare: { budgetMonthly: 9 },
    },
  };
  const resolve = (
    flags: object,
    env: Record<string, string | undefined>,
    keyring?: (p: string) => Promise<string | undefined>,
  ) => resolveSettings({ flags, env, stored: () => file, ...(keyring ? { keyring } : {}) });

  it.each([
    // [flags, env, profile in use, its source]
    [{ profile: "vault" }, { PEOPLE_PROFILE: "bare" }, "vault", "flag"],
    [{}, { PEOPLE_PROFILE: "bare" }, "bare", "env"],
    [{}, {}, "work", "config"],
    [{ profile: "" }, { PEOPLE_PROFILE: " " }, "work", "config"],
  ])("the profile from %j and %j is %s (%s)", async (flags, env, name, source) => {
    expect((await resolve(flags, env)).profile).toEqual({ value: name, source });
  });

  it("no profile stored or chosen: the default one, the file's top level", async () => {
    const s = await resolveSettings({ flags: {}, env: {}, stored: () => ({ ...file, profile: undefined }) });
    expect(s.profile).toBeUndefined();
    expect(s.baseUrl).toEqual({ value: "https://default/api/v1", source: "config", profile: "default" });
    expect(s.budgetDaily).toEqual({ value: 50, source: "config" });
  });

  it("a profile's own value beats the stored default; flag and environment beat the profile", async () => {
    const s = await resolve({}, {});
    expect(s.baseUrl).toEqual({ value: "https://work/api/v1", source: "profile", profile: "work" });
    expect(s.apiKey).toEqual({ value: "sk_work_0123456789", source: "profile", profile: "work" });
    expect(s.budgetDaily).toEqual({ value: 200, source: "profile", profile: "work" });
    expect(s.format).toEqual({ value: "csv", source: "config" });
    const e = await resolve(
      { baseUrl: "https://flag/api/v1" },
      { PEOPLE_API_KEY: "sk_env_0123456789", PEOPLE_BUDGET_DAILY: "7" },
    );
    expect(e.baseUrl?.source).toBe("flag");
    expect(e.apiKey).toEqual({ value: "sk_env_0123456789", source: "env" });
    expect(e.budgetDaily).toEqual({ value: 7, source: "env" });
  });

  it("a named profile never takes the default account's base URL or key", async () => {
    const s = await resolve({ profile: "bare" }, {});
    expect(s.baseUrl).toBeUndefined();
    expect(s.apiKey).toBeUndefined();
    expect(s.budgetMonthly).toEqual({ value: 9, source: "profile", profile: "bare" });
    expect(s.budgetDaily).toEqual({ value: 50, source: "config" });
  });

  it("a key in the keyring is read only when the key is wanted and left open", async () => {
    const reads: string[] = [];
    const keyring = async (p: string) => {
      reads.push(p);
      return "sk_vault_0123456789";
    };
    expect((await resolve({ profile: "vault" }, {}, keyring)).apiKey).toEqual({
      value: "sk_vault_0123456789",
      source: "keyring",
      profile: "vault",
    });
    await resolveSettings({ flags: { profile: "vault" }, env: {}, stored: () => file, keyring }, [
      "baseUrl",
      "budgetDaily",
    ]);
    await resolve({ profile: "vault" }, { PEOPLE_API_KEY: "sk_env_0123456789" }, keyring);
    await resolve({ profile: "work" }, {}, keyring);
    expect(reads).toEqual(["vault"]);
  });

  it("a profile that is not stored is refused (exit 2) naming where it was chosen", async () => {
    await expect(resolve({}, { PEOPLE_PROFILE: "nope" })).rejects.toThrow(
      /there is no profile called "nope" \(from PEOPLE_PROFILE\)/,
    );
    // The sandbox is always there and stores nothing.
    expect((await resolve({ profile: "sandbox" }, {})).baseUrl).toBeUndefined();
  });
});

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
    expect((await resolve(flags, env)).baseUrl).toEqual({
      value,
      source,
      ...(source === "config" ? { profile: "default" } : {}),
    });
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
    const service = ["baseUrl", "apiKey"] as const;
    await resolveSettings(
      { flags: { baseUrl: "https://flag/api/v1" }, env: { PEOPLE_API_KEY: "k" }, stored: count },
      service,
    );
    expect(reads).toBe(0);
    await resolveSettings({ flags: {}, env: { PEOPLE_API_KEY: "k" }, stored: count }, service);
    expect(reads).toBe(1);
    // Asking for every setting reads it: budgets and the rest are left open by flag and environment.
    await resolveSettings({ flags: { baseUrl: "x" }, env: { PEOPLE_API_KEY: "k" }, stored: count });
    expect(reads).toBe(2);
  });

  it("settings that are not asked for are not resolved", async () => {
    const s = await resolveSettings({ flags: {}, env: {}, stored: () => stored }, ["baseUrl"]);
    expect(Object.keys(s)).toEqual(["baseUrl"]);
  });

  it("defaults come last, and PEOPLE_NO_HISTORY=1 turns history off", async () => {
    const s = await resolveSettings({ flags: {}, env: {}, stored: () => ({}) }, [
      "history",
      "historyRetention",
    ]);
    expect(s).toEqual({
      history: { value: true, source: "default" },
      historyRetention: { value: 90, source: "default" },
    });
    const off = await resolveSettings(
      { flags: {}, env: { PEOPLE_NO_HISTORY: "1" }, stored: () => ({ history: true }) },
      ["history"],
    );
    expect(off.history).toEqual({ value: false, source: "env" });
    const stays = await resolveSettings(
      { flags: {}, env: { PEOPLE_NO_HISTORY: "0" }, stored: () => ({ history: false }) },
      ["history"],
    );
    expect(stays.history).toEqual({ value: false, source: "config" });
  });

  it("a budget from the environment must be a whole number of credits", async () => {
    const s = await resolveSettings({ flags: {}, env: { PEOPLE_BUDGET_DAILY: "25" }, stored: () => ({}) }, [
      "budgetDaily",
    ]);
    expect(s.budgetDaily).toEqual({ value: 25, source: "env" });
    await expect(
      resolveSettings({ flags: {}, env: { PEOPLE_BUDGET_DAILY: "lots" }, stored: () => ({}) }, [
        "budgetDaily",
      ]),
    ).rejects.toThrow('PEOPLE_BUDGET_DAILY takes a whole number of at least 0 (got "lots")');
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
    expect(parseStoredText('{"format":"xml"}').problem).toBe(
      'holds "format" (the format setting), which is not one of: table, json, jsonl, csv',
    );
    expect(parseStoredText('{"budgetDaily":-1}').problem).toBe(
      'holds "budgetDaily" (the budget.daily setting), which is not a whole number of at least 0',
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

  it.each([
    ["format", "CSV", "csv"],
    ["page_size", "50", 50],
    ["budget.daily", " 0 ", 0],
    ["history", "off", false],
    ["history", "On", true],
    ["history.retention", "30", 30],
    ["base_url", "https://x/api/v1", "https://x/api/v1"],
  ])("config set %s %j stores %j", (key, text, value) => {
    const [, row] = settingByKey(key)!;
    expect(parseValue(row, text, key)).toBe(value);
  });

  it.each([
    ["format", "xml", 'format takes one of: table, json, jsonl, csv (got "xml")'],
    ["page_size", "0", 'page_size takes a whole number from 1 to 100 (got "0")'],
    ["page_size", "2.5", 'page_size takes a whole number from 1 to 100 (got "2.5")'],
    ["budget.monthly", "-3", 'budget.monthly takes a whole number of at least 0 (got "-3")'],
    ["history", "maybe", 'history takes on or off (got "maybe")'],
  ])("config set %s %j is refused, naming what it takes", (key, text, message) => {
    const [, row] = settingByKey(key)!;
    expect(() => parseValue(row, text, key)).toThrow(message);
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
