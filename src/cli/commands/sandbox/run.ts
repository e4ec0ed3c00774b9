// The logic of `people sandbox`: start the service, say where it is, serve until Ctrl-C.
import { count } from "../../../output/text.js";
import { InterruptedError, UsageError } from "../../errors.js";
import type { Factory } from "../../factory.js";
import type { SandboxCommandOptions } from "./options.js";

export async function runSandbox(f: Factory, opts: SandboxCommandOptions): Promise<void> {
  const { startSandbox, SandboxAddressError, SandboxHostError } = await import("../../../sandbox/index.js");
  const started = performance.now();
  const sandbox = await startSandbox({
    port: opts.port,
    host: opts.host,
    allowRemote: opts.allowRemote === true,
    credits: opts.credits,
    people: opts.people,
    ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
    ...(opts.key !== undefined ? { key: opts.key } : {}),
    rateLimit: opts.rateLimit,
    pace: opts.pace,
  }).catch((err: unknown) => {
    if (err instanceof SandboxHostError) {
      throw new UsageError(
        err.message,
        "Use --host 127.0.0.1 (the default), or add --allow-remote to listen there anyway.",
      );
    }
    // An empty or unknown host: the sandbox's own sentence says which, and why it will not listen there.
    if (err instanceof SandboxAddressError)
      throw new UsageError(
        err.message,
        "Use --host 127.0.0.1 (the default) or another address of this machine.",
      );
    throw listenError(err, opts) ?? err;
  });
  f.io.stdout.write(`${sandbox.baseUrl}\n${sandbox.key}\n`);
  f.log.info(
    f.theme.warn(
      `Sandbox ready in ${Math.round(performance.now() - started)} ms: ${count(sandbox.size, "synthetic person", "synthetic people")} (not real), ${count(opts.credits, "credit")}.`,
    ),
  );
  f.log.info(
    `Use it with:\n  export PEOPLE_BASE_URL=${sandbox.baseUrl} PEOPLE_API_KEY=${sandbox.key}\nCtrl-C to stop.`,
  );
  // Not silenced by --quiet: a service other machines can use with the printed key is worth a line.
  if (sandbox.remote) {
    f.io.stderr.write(
      `${f.theme.warn("warning:")} listening on ${opts.host}: other machines can reach this sandbox and use its key.\n`,
    );
  }
  // Serve until interrupted.
  await new Promise<void>((resolve) => {
    if (f.signal.aborted) resolve();
    f.signal.addEventListener("abort", () => resolve(), { once: true });
  });
  await sandbox.close();
  const reason = f.signal.reason;
  if (reason instanceof InterruptedError) f.log.info("Sandbox stopped.");
}

/** Why the sandbox could not listen, as a usage error (exit 2) when the flags can fix it. */
function listenError(err: unknown, opts: SandboxCommandOptions): UsageError | undefined {
  switch ((err as NodeJS.ErrnoException)?.code) {
    case "EADDRINUSE":
      return new UsageError(
        `port ${opts.port} is in use; pass --port N or --port 0`,
        "--port 0 picks a free port and prints the base URL with it.",
      );
    case "EACCES":
      return new UsageError(
        `port ${opts.port} needs privileges this user does not have; pass --port N (above 1023) or --port 0`,
      );
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new UsageError(
        `cannot listen on ${opts.host}: no such address on this machine`,
        "Leave --host out for 127.0.0.1 (this machine only).",
      );
    default:
      return undefined;
  }
}
