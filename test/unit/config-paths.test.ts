// The config dir worked out without conf (for commands that only read their settings) is the one conf
// uses, with and without PEOPLE_CONFIG_DIR.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { configFilePath } from "../../src/config/paths.js";
import { openConfigStore } from "../../src/config/store.js";
import { readStoredFile } from "../../src/config/stored.js";

const home = mkdtempSync(join(tmpdir(), "people-paths-"));
afterAll(() => rmSync(home, { recursive: true, force: true }));

describe("configFilePath", () => {
  it("is where conf keeps the file under PEOPLE_CONFIG_DIR", () => {
    const dir = join(home, "chosen");
    expect(configFilePath({ PEOPLE_CONFIG_DIR: dir })).toBe(openConfigStore(dir).path);
  });

  it("is where conf keeps it in the OS config dir", () => {
    const saved = process.env.XDG_CONFIG_HOME;
    process.env.XDG_CONFIG_HOME = join(home, "xdg");
    try {
      expect(configFilePath({})).toBe(openConfigStore(undefined).path);
    } finally {
      if (saved === undefined) delete process.env.XDG_CONFIG_HOME;
      else process.env.XDG_CONFIG_HOME = saved;
    }
  });

  it("reads what conf wrote, without conf", async () => {
    const dir = join(home, "written");
    await openConfigStore(dir).write({ baseUrl: "https://x/api/v1", budgetDaily: 40, history: false });
    expect(readStoredFile(configFilePath({ PEOPLE_CONFIG_DIR: dir }))).toEqual({
      baseUrl: "https://x/api/v1",
      budgetDaily: 40,
      history: false,
    });
    expect(readStoredFile(join(home, "nothing", "config.json"))).toEqual({});
  });
});
