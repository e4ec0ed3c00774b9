// The logic of `people logout`.
import { mayReplace } from "../../config-repair.js";
import type { Factory } from "../../factory.js";

export interface LogoutOptions {
  force?: boolean;
}

export async function runLogout(f: Factory, opts: LogoutOptions = {}): Promise<void> {
  const store = await f.config();
  const replace = await mayReplace(f, store, opts.force);
  const had = await store.forgetKey({ replace });
  f.log.info(
    replace
      ? `Logged out: the damaged config file ${store.path} was replaced by an empty one.`
      : had
        ? "Logged out: the stored key is forgotten."
        : "No key was stored.",
  );
  if (f.env.PEOPLE_API_KEY) f.log.warn("PEOPLE_API_KEY is still set in the environment and will be used.");
}
