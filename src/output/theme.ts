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

/**
 * chalk is made (and, in the CLI's bundle, loaded) on the first colour asked for, not with the theme;
 * without colour the styles give their text back as it is, which is what chalk would do.
 */
export function createTheme(color: boolean): Theme {
  let chalk: ChalkInstance | undefined;
  const c = () => {
    chalk ??= new Chalk({ level: color ? 1 : 0 });
    return chalk;
  };
  const style = (name: "green" | "red" | "yellow" | "dim" | "bold" | "cyan") =>
    color ? (s: string) => c()[name](s) : (s: string) => s;
  return {
    get c() {
      return c();
    },
    ok: style("green"),
    fail: style("red"),
    warn: style("yellow"),
    dim: style("dim"),
    bold: style("bold"),
    accent: style("cyan"),
  };
}
