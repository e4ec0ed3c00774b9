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

/** chalk is made (and, in the CLI's bundle, loaded) on the first colour asked for, not with the theme. */
export function createTheme(color: boolean): Theme {
  let chalk: ChalkInstance | undefined;
  const c = () => {
    chalk ??= new Chalk({ level: color ? 1 : 0 });
    return chalk;
  };
  return {
    get c() {
      return c();
    },
    ok: (s) => c().green(s),
    fail: (s) => c().red(s),
    warn: (s) => c().yellow(s),
    dim: (s) => c().dim(s),
    bold: (s) => c().bold(s),
    accent: (s) => c().cyan(s),
  };
}
