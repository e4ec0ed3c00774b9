// jq itself: the jq-web package, jq compiled to WebAssembly, loaded on first use. Its errors become
// one-line usage errors (exit 2) naming --jq.
import { UsageError } from "../errors.js";

interface JqModule {
  raw(json: string, filter: string, flags?: string[]): string | undefined;
}

let loaded: Promise<JqModule> | undefined;

/**
 * jq-web's module value is a promise, which `import()` would take its namespace for (a thenable): it is
 * required instead. The built CLI is CommonJS (require is there); from the sources, the test runner
 * provides one too.
 */
function jq(): Promise<JqModule> {
  loaded ??= Promise.resolve().then(() => require("jq-web") as Promise<JqModule>);
  return loaded;
}

/** Runs jq; its exit code is put back, since the WebAssembly runtime sets process.exitCode. */
function call(mod: JqModule, input: string, filter: string, flags: string[]): string {
  const before = process.exitCode;
  try {
    return mod.raw(input, filter, flags) ?? "";
  } finally {
    process.exitCode = before;
  }
}

/** jq's first error line, without its prefix and its shell-quoting guess. */
function jqMessage(err: unknown): string {
  const text = String((err as { stderr?: string }).stderr ?? (err as Error).message ?? err);
  const line =
    text
      .split("\n")
      .find((l) => l.startsWith("jq: error"))
      ?.replace(/^jq: error(?: \(at [^)]*\))?: /, "")
      .replace(" (Unix shell quoting issues?)", "")
      .replace(/:$/, "") ?? text.split("\n")[0];
  return line?.trim() || "the expression failed";
}

/**
 * Compiles `expression` without running it on anything (`empty | (EXPR)` compiles EXPR and outputs
 * nothing), so a bad expression is refused before the command sends a request.
 */
export async function checkJq(expression: string): Promise<void> {
  const mod = await jq();
  try {
    call(mod, "null", `empty | (${expression}\n)`, ["-c"]);
  } catch {
    // The message of the expression as written (it fails to compile too, so nothing runs), unless only
    // the wrapping failed (a module directive must come first): then it is left for the real run.
    try {
      call(mod, "null", expression, ["-n", "-c"]);
    } catch (err) {
      throw new UsageError(`--jq: ${jqMessage(err)}`);
    }
  }
}

/** Runs `expression` on `input` (a JSON text, or several); strings print raw, as `jq -r` does. */
export async function runJq(
  input: string,
  expression: string,
  how: { pretty: boolean; color: boolean },
): Promise<string> {
  if (input.trim() === "") return "";
  const mod = await jq();
  const flags = ["-r", ...(how.pretty ? [] : ["-c"]), ...(how.color ? ["-C"] : [])];
  try {
    return call(mod, input, expression, flags);
  } catch (err) {
    throw new UsageError(`--jq: ${jqMessage(err)}`);
  }
}
