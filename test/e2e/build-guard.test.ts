// The build's start-up guard (scripts/build/startup-guard.mjs): a registration file that imports a heavy
// package statically would put it on every `people --help`, so the build must fail and say where. The
// build runs on a copy of the project (its node_modules linked) with one such import added, so the working
// tree's dist/ is never touched; the copy's own previous dist/ must survive the failed build.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, expect, it } from "vitest";
import { cleanEnv, ROOT, tempDir } from "../helpers/cli.js";

const work = tempDir("people-build-guard-");
afterAll(() => work.remove());

/** The registration of `people credits`, in the command layout of the day. */
function registrationOfCredits(project: string): string {
  const candidates = ["src/cli/commands/credits/index.ts", "src/cli/commands/credits.ts"];
  const found = candidates.find((f) => existsSync(join(project, f)));
  if (!found) throw new Error(`no registration of credits among ${candidates.join(", ")}`);
  return found;
}

it("fails the build when a registration file imports a heavy package statically", async () => {
  const project = work.path;
  for (const entry of [
    "package.json",
    "tsconfig.json",
    "tsconfig.build.json",
    "src",
    "scripts",
    "completions",
  ])
    cpSync(join(ROOT, entry), join(project, entry), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(project, "node_modules"), "dir");
  mkdirSync(join(project, "dist"));
  writeFileSync(join(project, "dist", "cli.cjs"), "// the previous build\n");

  const registration = registrationOfCredits(project);
  const file = join(project, registration);
  writeFileSync(file, `import ora from "ora";\nexport const spinner = ora;\n${readFileSync(file, "utf8")}`);

  const r = await execa("node", ["scripts/build/index.mjs"], {
    cwd: project,
    env: cleanEnv(),
    reject: false,
    timeout: 120_000,
  });
  expect(r.exitCode, r.stdout + r.stderr).toBe(1);
  expect(r.stderr).toMatch(/dist\/cli\.cjs would load heavy packages at start-up/);
  expect(r.stderr).toContain(`ora (in dist.tmp-`);
  expect(r.stderr).toContain(`imported by ${registration}`);
  expect(r.stderr).toMatch(/await import\(\.\.\.\)/);
  // The failed build left the previous dist/ as it was, and no staging directory behind.
  expect(readFileSync(join(project, "dist", "cli.cjs"), "utf8")).toBe("// the previous build\n");
  expect(existsSync(join(project, "dist", "index.js"))).toBe(false);
  expect(readdirSync(project).filter((name) => name.startsWith("dist.tmp-"))).toEqual([]);
}, 120_000);
