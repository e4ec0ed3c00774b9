import { readFileSync } from "node:fs";
import { defineConfig } from "vitest/config";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** The four tiers of tests (style.md, habit 8); `vitest run --project NAME` runs one. */
const tier = (name: string, extra: Record<string, unknown> = {}) => ({
  extends: true as const,
  test: { name, include: [`test/${name}/**/*.test.ts`], ...extra },
});

/**
 * The tiers that test the source in this process share one module graph per worker instead of importing
 * the CLI, the client and the sandbox afresh for every file: about half their time. The price is a rule:
 * a test that changes shared state puts it back (process.env, the umask, a module's function, as the
 * full-disk cases do with node:fs, test/helpers/disk.ts); spies and stubbed environment variables are put back by
 * vitest after each test.
 */
const shared = { isolate: false, restoreMocks: true, unstubEnvs: true, unstubGlobals: true };

export default defineConfig({
  define: { __PEOPLE_VERSION__: JSON.stringify(pkg.version) },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // These machines have two cores. A third worker fills the time the others spend waiting on the CLI
    // processes they spawn and on the sandbox's paced searches: CI's first pass measured 383 s against 429 s
    // with two, the CPU busier, every test within its time-out.
    maxWorkers: 3,
    projects: [
      // Pure logic, by the room of src/ it tests.
      tier("unit", shared),
      // Commands in-process: run(argv, { io, env }) against an in-process sandbox or a scripted fake.
      tier("cli", shared),
      // Over HTTP: the client and the sandbox agree.
      tier("contract", shared),
      // The built binary, where a real process matters; dist/ is rebuilt first when the source is newer.
      tier("e2e", { globalSetup: ["test/helpers/fresh-dist.ts"] }),
    ],
  },
});
