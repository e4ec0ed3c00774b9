// The layout rules of the renovation (design.md), kept by a test rather than by memory: no import cycle
// among src/ files (static, type-only and dynamic imports all count), no function over 120 lines, and no
// path of the v1 interface spelt anywhere but the operations table.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { OPERATIONS, V1_PREFIX } from "../../src/contract/operations.js";

const SRC = fileURLToPath(new URL("../../src", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}
const FILES = sourceFiles(SRC);

/** Every relative module a file imports, by `import`, `export … from` or `import()`, type-only included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const specs = [
    ...text.matchAll(/(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/g),
    ...text.matchAll(/import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g),
  ].map((m) => m[1] as string);
  return specs.flatMap((spec) => {
    const target = resolve(dirname(file), spec.replace(/\.js$/, ".ts"));
    if (existsSync(target)) return [target];
    const index = join(resolve(dirname(file), spec), "index.ts");
    return existsSync(index) ? [index] : [];
  });
}

/** The strongly connected components of more than one file (or a file importing itself). */
function importCycles(): string[][] {
  const graph = new Map(FILES.map((f) => [f, importsOf(f)]));
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)!.includes(v)) cycles.push(component);
    }
  };
  for (const f of graph.keys()) if (!index.has(f)) visit(f);
  return cycles.map((c) => c.map((f) => relative(SRC, f)).sort());
}

/** Functions, methods, arrows and accessors longer than `max` lines, as "file:line name (N lines)". */
function longFunctions(max: number): string[] {
  const long: string[] = [];
  for (const file of FILES) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const walk = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        if (lines > max) {
          const name = (node as ts.FunctionLikeDeclaration).name?.getText(source) ?? "(anonymous)";
          long.push(`${relative(SRC, file)}:${start + 1} ${name} (${lines} lines)`);
        }
      }
      ts.forEachChild(node, walk);
    };
    walk(source);
  }
  return long;
}

/** Matches a path of the operations table, on its own or after /api/v1, a `{name}` segment taking any one. */
const V1_PATH = new RegExp(
  `(?<![\\w/.-])(?:${V1_PREFIX})?(?:${Object.values(OPERATIONS)
    .map((o) => o.path.replace(/\{\w+\}/g, "[^/\\s]+"))
    .join("|")})(?![\\w/-])`,
);

/** String and template texts of `text` that spell a v1 path, as "file: text". Comments are not read. */
function pathsIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const walk = (node: ts.Node): void => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      if (V1_PATH.test(node.text))
        found.push(`${file}: ${ts.isStringLiteral(node) ? JSON.stringify(node.text) : `\`${node.text}\``}`);
    ts.forEachChild(node, walk);
  };
  walk(source);
  return found;
}

/**
 * Where the client (api/, the metered client, --dry-run's requests) or the sandbox spells a v1 path itself
 * instead of reading it from contract/operations.ts. (Commands' help and messages may name one in prose.)
 */
function pathsSpelt(): string[] {
  const own = (f: string) => relative(SRC, f).split("\\").join("/");
  return FILES.filter((f) => /^(api|sandbox)\/|^cli\/(metered-client|dry-run)\.ts$/.test(own(f))).flatMap(
    (f) => pathsIn(own(f), readFileSync(f, "utf8")),
  );
}

describe("the layout of src/", () => {
  it("has no import cycle (static, type-only or dynamic)", () => {
    expect(importCycles()).toEqual([]);
  });

  it("has no function over 120 lines", () => {
    expect(longFunctions(120)).toEqual([]);
  });

  it("has no two command folders importing each other (what both need is shared, outside them)", () => {
    const folderOf = (f: string) =>
      /^cli\/commands\/([^/]+)\//.exec(relative(SRC, f).split("\\").join("/"))?.[1];
    const edges = new Set<string>();
    for (const f of FILES) {
      const from = folderOf(f);
      if (!from) continue;
      for (const to of importsOf(f).map(folderOf)) if (to && to !== from) edges.add(`${from} → ${to}`);
    }
    const mutual = [...edges].filter((e) => edges.has(e.split(" → ").reverse().join(" → ")));
    expect(mutual).toEqual([]);
  });

  it("spells no path of the v1 interface outside the operations table, in the client or the sandbox", () => {
    expect(pathsSpelt()).toEqual([]);
    // The rule can fail: a literal path in a file it reads is found.
    const sample = `const p = '/people/search';\nconst q = \`\${base}/api/v1/credits?x\`;`;
    expect(pathsIn("x.ts", sample)).toEqual(['x.ts: "/people/search"', "x.ts: `/api/v1/credits?x`"]);
  });
});
