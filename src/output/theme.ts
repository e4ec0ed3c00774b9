// Colours for stderr messages and tables. A chalk instance per stream, so that `people find | less`
// keeps colour on stderr and none in the data.
import { Chalk, type ChalkInstance } from "chalk";

export interface Theme {
  c: ChalkInstance;
  ok: (s: string) => string;
  fail: (s: string) => string;
  warn: (s: string) => string;
  dim: (s: string) => string;
  bold: (s: string) => string;
  accent: (s: string) => string;
}

export function createTheme(color: boolean): Theme {
  const c = new Chalk({ level: color ? 1 : 0 });
  return {
    c,
    ok: (s) => c.green(s),
    fail: (s) => c.red(s),
    warn: (s) => c.yellow(s),
    dim: (s) => c.dim(s),
    bold: (s) => c.bold(s),
    accent: (s) => c.cyan(s),
  };
}
