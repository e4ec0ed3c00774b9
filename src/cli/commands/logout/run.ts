// The logic of `people logout`: forgets the selected profile's key, in the config file and (when it is
// there) in the OS keyring; the base URL and the profile's settings stay.
import { DEFAULT_PROFILE, SANDBOX_PROFILE, unknownProfile } from "../../../config/profiles.js";
import { mayReplace } from "../../config-repair.js";
import { UsageError } from "../../errors.js";
import type { Factory } from "../../factory.js";

export interface LogoutOptions {
  force?: boolean;
}

export async function runLogout(f: Factory, opts: LogoutOptions = {}): Promise<void> {
  const profile = f.profile;
  if (profile === SANDBOX_PROFILE) throw new UsageError("the sandbox profile has no key to forget");
  const store = await f.config();
  const replace = await mayReplace(f, store, opts.force);
  const stored = replace ? {} : store.read();
  const own = profile === DEFAULT_PROFILE ? stored : stored.profiles?.[profile];
  if (!own && !replace)
    throw unknownProfile(
      profile,
      f.globals.profile ? "--profile" : f.env.PEOPLE_PROFILE ? "PEOPLE_PROFILE" : "`people auth switch`",
    );
  let had = false;
  if (own?.keyring) {
    const keyring = await f.keyring();
    // A keyring that does not answer keeps its copy; the file forgets it all the same, and says so.
    had = await keyring.delete(profile).catch((err: { reason?: string }) => {
      f.log.warn(
        `the OS keyring did not answer (${err.reason ?? "no answer"}): remove the entry for ${profile} yourself if it keeps one.`,
      );
      return true;
    });
  }
  had = (await store.forgetKey({ replace, profile })) || had;
  const whose = profile === DEFAULT_PROFILE ? "the stored key" : `the key of the profile ${profile}`;
  f.log.info(
    replace
      ? `Logged out: the damaged config file ${store.path} was replaced by an empty one.`
      : had
        ? `Logged out: ${whose} is forgotten.`
        : `No key was stored${profile === DEFAULT_PROFILE ? "" : ` for the profile ${profile}`}.`,
  );
  if (f.env.PEOPLE_API_KEY) f.log.warn("PEOPLE_API_KEY is still set in the environment and will be used.");
}
