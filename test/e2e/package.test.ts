// The package as users get it: `npm pack` (after a build with type declarations), installed globally into
// a temporary prefix, run as `people`, run through `npm exec` (what `npx people-search-cli` does), and
// imported as a library from a TypeScript project, with its sandbox (`people-search-cli/sandbox`). Dependencies come from the npm cache when they are
// there (--prefer-offline), else from the registry.
//
// It packs a staged copy (package.json, README, bin/, completions/, the built dist/ plus declarations
// emitted here) with --ignore-scripts: running the `prepare` build in the working tree would replace
// dist/ under the other end-to-end tests running at the same time.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa, type Options } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ROOT, tempDir } from "../helpers/cli.js";

const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { name: string; version: string };
const work = tempDir("people-pack-");
const stage = join(work.path, "stage");
const prefix = join(work.path, "prefix");
const project = join(work.path, "project");
const configDir = join(work.path, "config");
let tarball = "";
let packed: { size: number; unpackedSize: number; files: { path: string }[] };

const env = cleanEnv({ PEOPLE_CONFIG_DIR: configDir, npm_config_update_notifier: "false" });
interface Ran {
  exitCode?: number;
  stdout: string;
  stderr: string;
}
const run = async (file: string, args: string[], options: Options = {}): Promise<Ran> => {
  const r = await execa(file, args, { env, extendEnv: false, reject: false, timeout: 240_000, ...options });
  return { exitCode: r.exitCode, stdout: String(r.stdout ?? ""), stderr: String(r.stderr ?? "") };
};
/** npm with its own flags before `rest` (which may hold `-- command args`). */
const npm = (args: string[], cwd: string, rest: string[] = []) =>
  run("npm", [...args, "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", ...rest], { cwd });

beforeAll(async () => {
  mkdirSync(stage, { recursive: true });
  for (const entry of ["package.json", "README.md", "bin", "completions", "dist"])
    if (existsSync(join(ROOT, entry))) cpSync(join(ROOT, entry), join(stage, entry), { recursive: true });
  const types = await run(
    "node",
    ["scripts/build/index.mjs", "--types-only", "--types-out", join(stage, "dist", "types")],
    {
      cwd: ROOT,
    },
  );
  expect(types.exitCode, types.stderr + types.stdout).toBe(0);
  const pack = await run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", work.path], {
    cwd: stage,
  });
  expect(pack.exitCode, pack.stderr).toBe(0);
  const [info] = JSON.parse(pack.stdout) as [typeof packed & { filename: string }];
  packed = info;
  tarball = join(work.path, info.filename);
  const install = await npm(["install", "-g", "--prefix", prefix, tarball], work.path);
  expect(install.exitCode, install.stderr).toBe(0);
}, 600_000);

afterAll(() => work.remove());

describe("the packed tarball", () => {
  it("holds what the package needs and nothing else", () => {
    const paths = packed.files.map((f) => f.path);
    for (const needed of [
      "package.json",
      "bin/people.js",
      "bin/package.json",
      "dist/cli.js",
      "dist/index.js",
      "dist/sandbox.js",
      "dist/types/index.d.ts",
      "dist/types/sandbox/index.d.ts",
      "completions/people.bash",
      "completions/_people",
      "completions/people.fish",
    ])
      expect(paths, needed).toContain(needed);
    const unwanted = paths.filter((p) =>
      /^(src|test|bench|scripts|node_modules)\/|\.map$|\.tsbuildinfo$|\.test\./.test(p),
    );
    expect(unwanted).toEqual([]);
  });
});

describe("npm install -g", () => {
  const people = join(prefix, "bin", "people");

  it("gives a `people` that prints its version", async () => {
    const r = await run(people, ["--version"]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe(pkg.version);
  });

  it("gives a `people` that works against the built-in sandbox", async () => {
    const r = await run(people, ["--sandbox", "credits", "--json"]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ balance: expect.any(Number) });
    expect(r.stderr).toMatch(/sandbox/i);
  });

  it("prints the shipped completion scripts", async () => {
    const r = await run(people, ["completion", "zsh"]);
    expect(r.exitCode).toBe(0);
    expect(`${r.stdout}\n`).toBe(readFileSync(join(ROOT, "completions", "_people"), "utf8"));
  });

  it("works through npm exec, as npx runs it", async () => {
    const cwd = join(work.path, "npx");
    mkdirSync(cwd, { recursive: true });
    const r = await npm(["exec", "--yes", `--package=${tarball}`], cwd, [
      "--",
      "people",
      "--sandbox",
      "credits",
      "--json",
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ balance: expect.any(Number) });
  });
});

describe("the library", () => {
  beforeAll(async () => {
    mkdirSync(project, { recursive: true });
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({ name: "consumer", private: true, type: "module" }),
    );
    const r = await npm(["install", tarball], project);
    expect(r.exitCode, r.stderr).toBe(0);
  }, 300_000);

  it("imports from a project and constructs PeopleClient", async () => {
    const script = `import { PeopleClient, PeopleError, SENIORITY_LEVELS } from "${pkg.name}";
const client = new PeopleClient({ baseUrl: "http://127.0.0.1:9/api/v1/", apiKey: "sk_test_0000" });
console.log(JSON.stringify({ baseUrl: client.baseUrl, error: typeof PeopleError, levels: SENIORITY_LEVELS.length }));`;
    writeFileSync(join(project, "main.mjs"), script);
    const r = await run("node", ["main.mjs"], { cwd: project });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      baseUrl: "http://127.0.0.1:9/api/v1",
      error: "function",
      levels: 9,
    });
  });

  it("ships type declarations that a TypeScript project checks against", async () => {
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({
        // A Node project has Node's types; the repository's copy stands in for the consumer's own.
        compilerOptions: {
          module: "NodeNext",
          moduleResolution: "NodeNext",
          target: "ES2022",
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          typeRoots: [join(ROOT, "node_modules", "@types")],
          types: ["node"],
        },
        files: ["check.ts"],
      }),
    );
    writeFileSync(
      join(project, "check.ts"),
      `import { PeopleClient, type PeopleSearchResponse, type StructuredQuery } from "${pkg.name}";
const client = new PeopleClient({ baseUrl: "http://127.0.0.1:9/api/v1", apiKey: "k" });
const query: StructuredQuery = { titleIncludes: ["engineer"], seniorityLevels: ["Senior"] };
export async function firstPage(): Promise<number> {
  const page: PeopleSearchResponse = await client.structuredSearch({ query, limit: 5 });
  return page.totalCount + page.profiles.length;
}
// @ts-expect-error the key is required: the declarations are real types, not any.
new PeopleClient({ baseUrl: "http://127.0.0.1:9/api/v1" });
`,
    );
    const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
    const r = await run("node", [tsc, "-p", "tsconfig.json"], { cwd: project });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
  });

  it("exports the sandbox, typed, which a TypeScript test starts and calls through PeopleClient", async () => {
    writeFileSync(
      join(project, "tsconfig.sandbox.json"),
      JSON.stringify({
        compilerOptions: {
          module: "NodeNext",
          moduleResolution: "NodeNext",
          target: "ES2022",
          strict: true,
          skipLibCheck: true,
          outDir: "out",
          typeRoots: [join(ROOT, "node_modules", "@types")],
          types: ["node"],
        },
        files: ["sandbox-check.ts"],
      }),
    );
    writeFileSync(
      join(project, "sandbox-check.ts"),
      `import { PeopleClient, type Balance } from "${pkg.name}";
import { type RunningSandbox, SANDBOX_DEFAULTS, type SandboxOptions, startSandbox } from "${pkg.name}/sandbox";

const options: SandboxOptions = { port: 0, pace: 0, people: 100, credits: 321, rateLimit: 0 };
const sb: RunningSandbox = await startSandbox(options);
const client = new PeopleClient({ baseUrl: sb.baseUrl, apiKey: sb.key });
try {
  const balance: Balance = await client.getCredits();
  console.log(JSON.stringify({ balance: balance.balance, requests: sb.requests.map((r) => r.method + " " + r.path), defaultPort: SANDBOX_DEFAULTS.port }));
} finally {
  await client.close();
  await sb.close();
}
export function wrongPort(): Promise<RunningSandbox> {
  // @ts-expect-error a port is a number: the declarations are real types, not any.
  return startSandbox({ port: "0" });
}
`,
    );
    const tsc = join(ROOT, "node_modules", "typescript", "bin", "tsc");
    const compiled = await run("node", [tsc, "-p", "tsconfig.sandbox.json"], { cwd: project });
    expect(compiled.exitCode, compiled.stdout + compiled.stderr).toBe(0);
    const r = await run("node", [join("out", "sandbox-check.js")], { cwd: project });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      balance: 321,
      requests: ["GET /api/v1/credits"],
      defaultPort: 4010,
    });
  });
});
