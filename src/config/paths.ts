// Where the config file and the local store live: PEOPLE_CONFIG_DIR, else the OS config dir that the
// conf store uses (env-paths' `config` for the name "people" with no suffix). Worked out here without
// loading conf, so that a command can find its settings and its store for the price of a path join;
// test/unit/config-paths.test.ts checks that both agree.
import { homedir } from "node:os";
import { join, resolve } from "node:path";

/** The config file's name in the config dir (as conf names it: `configName` + `.json`). */
const CONFIG_FILE = "config.json";

/**
 * The config dir. conf reads XDG_CONFIG_HOME and APPDATA from the process's own environment, so this does
 * too; PEOPLE_CONFIG_DIR comes from the command's environment (tests inject it).
 */
export function configDir(env: Readonly<Record<string, string | undefined>>): string {
  const chosen = env.PEOPLE_CONFIG_DIR;
  if (chosen) return resolve(chosen);
  const home = homedir();
  switch (process.platform) {
    case "darwin":
      return join(home, "Library", "Preferences", "people");
    case "win32":
      return join(process.env.APPDATA || join(home, "AppData", "Roaming"), "people", "Config");
    default:
      return join(process.env.XDG_CONFIG_HOME || join(home, ".config"), "people");
  }
}

/** The config file's path. */
export function configFilePath(env: Readonly<Record<string, string | undefined>>): string {
  return join(configDir(env), CONFIG_FILE);
}
