// The stored settings: base URL and API key, in a conf store under PEOPLE_CONFIG_DIR or the OS config dir.
// The file holds a secret, so it is created readable by the owner only.
import { chmod } from "node:fs/promises";
import Conf from "conf";

export interface StoredConfig {
  baseUrl?: string;
  apiKey?: string;
}

export interface ConfigStore {
  read(): StoredConfig;
  write(values: StoredConfig): Promise<void>;
  /** Forgets the key (and keeps the base URL, which is not a secret). */
  forgetKey(): Promise<boolean>;
  readonly path: string;
}

export function openConfigStore(dir: string | undefined): ConfigStore {
  const conf = new Conf<StoredConfig>({
    projectName: "people",
    projectSuffix: "",
    ...(dir ? { cwd: dir } : {}),
    configName: "config",
    configFileMode: 0o600,
  });
  return {
    path: conf.path,
    read: () => ({ baseUrl: conf.get("baseUrl"), apiKey: conf.get("apiKey") }),
    async write(values) {
      for (const [k, v] of Object.entries(values) as [keyof StoredConfig, string | undefined][]) {
        if (v === undefined) conf.delete(k);
        else conf.set(k, v);
      }
      // conf applies the mode when it creates the file; an older file may predate that.
      await chmod(conf.path, 0o600);
    },
    async forgetKey() {
      const had = conf.has("apiKey");
      conf.delete("apiKey");
      return had;
    },
  };
}
