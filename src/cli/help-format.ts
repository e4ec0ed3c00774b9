// How help reads, after gh's conventions: descriptions start with a capital; a command's own flags come
// in groups (Filters, Paging and money, Output…, set where each command registers them); the flags every
// command inherits are one short block naming them (`people --help` describes them); a command whose
// subcommand runs by default (`history` is `history list`) lists that subcommand's options; and the
// text after the options is wrapped to the terminal's width, never in the middle of a word.
import { type Command, Help, type Option } from "commander";

/** Whether `cmd` is the program itself (its help describes the global flags in full). */
const isRoot = (cmd: Command) => !cmd.parent;

function capitalise(s: string): string {
  return s.replace(/^[a-z]/, (c) => c.toUpperCase());
}

/** The subcommand that runs when none is named (`history` → `list`). */
function defaultSubcommand(cmd: Command): Command | undefined {
  const name = (cmd as unknown as { _defaultCommandName?: string })._defaultCommandName;
  return name ? cmd.commands.find((c) => c.name() === name) : undefined;
}

const isHelpOption = (o: Option) => o.long === "--help";

/** Help settings for the program; subcommands created after this inherit them. */
export function configureHelpFormat(program: Command): void {
  const base = Help.prototype;
  program.configureHelp({
    showGlobalOptions: false,
    optionDescription(o) {
      return capitalise(base.optionDescription.call(this, o));
    },
    argumentDescription(a) {
      return capitalise(base.argumentDescription.call(this, a));
    },
    subcommandDescription(c) {
      return capitalise(base.subcommandDescription.call(this, c));
    },
    commandDescription(c) {
      return capitalise(base.commandDescription.call(this, c));
    },
    visibleOptions(cmd) {
      const own = base.visibleOptions.call(this, cmd);
      if (isRoot(cmd)) return own;
      // -h is listed with the inherited flags; a default subcommand's options are this command's too.
      const sub = defaultSubcommand(cmd);
      const extra = sub ? base.visibleOptions.call(this, sub).filter((o) => !isHelpOption(o)) : [];
      return [...own.filter((o) => !isHelpOption(o)), ...extra];
    },
    // commander's implicit `help [command]` under a command with subcommands: `--help` says it all.
    visibleCommands(cmd) {
      return base.visibleCommands.call(this, cmd).filter((c) => isRoot(cmd) || c.name() !== "help");
    },
    formatHelp(cmd, helper) {
      const text = base.formatHelp.call(this, cmd, helper);
      if (isRoot(cmd)) return text;
      return `${text.replace(/\n+$/, "")}\n\n${inheritedFlags(cmd, helper.helpWidth ?? 80)}\n`;
    },
  });
}

/** The flags every command takes, by name, wrapped to `width`. */
function inheritedFlags(cmd: Command, width: number): string {
  const names: string[] = [];
  for (let c = cmd.parent; c; c = c.parent)
    for (const o of c.options) if (!o.hidden) names.push(o.flags.replace(/^(-\w), /, "$1/"));
  names.push("-h/--help");
  // A flag and its value stay on one line: their space is not one to wrap at until the lines are made.
  const glued = names.map((n) => n.replaceAll(" ", "\u00a0"));
  const list = wrapWords(`${glued.join(", ")} (\`people --help\` says what each does)`, width, "  ", "  ");
  return `Inherited flags:\n${list.join("\n").replaceAll("\u00a0", " ")}`;
}

/** Words of `text` on lines of at most `width` columns; a word longer than a line gets one of its own. */
function wrapWords(text: string, width: number, first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = first;
  let fresh = true;
  for (const word of text.split(/ +/)) {
    if (word === "") continue;
    if (!fresh && line.length + 1 + word.length > width) {
      lines.push(line);
      line = rest + word;
    } else line += (fresh ? "" : " ") + word;
    fresh = false;
  }
  lines.push(line);
  return lines;
}

/**
 * Help text wrapped to `width`: lines that start at the margin are paragraphs (their hard line breaks
 * go, and they are filled again); an indented line too long for the width is broken between words and
 * continued under where its text starts (an example's `$ people`, or an item's description).
 */
export function wrapHelp(text: string, width: number): string {
  const out: string[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) out.push(...wrapWords(para.join(" "), width, "", ""));
    para = [];
  };
  for (const line of text.split("\n")) {
    // A heading ("Examples:") stays on its own line; any other line at the margin is a paragraph's.
    if (/^\S/.test(line) && (para.length > 0 || !/^[\w ()`-]{1,40}:$/.test(line))) {
      para.push(line.trim());
      continue;
    }
    flush();
    if (line.length <= width) {
      out.push(line);
      continue;
    }
    const indent = /^ */.exec(line)?.[0].length ?? 0;
    const item = /^( +\S+(?: <[^>]+>| \[[^\]]+\])?(?:, \S+)* {2,})/.exec(line)?.[1];
    const hang = line.trimStart().startsWith("$ ") ? indent + 4 : item ? item.length : indent + 2;
    const prefix = item ?? " ".repeat(indent);
    out.push(...wrapWords(line.slice(prefix.length), width, prefix, " ".repeat(hang)));
  }
  flush();
  return out.join("\n");
}
