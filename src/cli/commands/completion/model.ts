// What the completion scripts know, read from the commander program itself so that they follow every
// command's flags as registered. Value kinds that commander cannot tell (which options take a file, which
// take one of the service's enumerations) come from the tables below.
import type { Argument, Command, Option } from "commander";
import { FILTER_FIELDS, type FilterDescriptor } from "../../../contract/filters.js";
import { OUTPUT_FORMATS } from "../../../output/format.js";
import { completionValues } from "../../flags/completes.js";

/** Options whose value is one of a fixed list (matched case-insensitively by the commands). */
const ENUM_VALUES: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    (FILTER_FIELDS as readonly FilterDescriptor[]).flatMap((d) => (d.values ? [[d.flag, d.values]] : [])),
  ),
  "--format": OUTPUT_FORMATS,
};
/** Options whose value is a file path (`-` for standard input where the command allows it). */
const FILE_OPTIONS = new Set(["--output", "--query", "--messages", "--amend", "--save"]);

export interface OptionSpec {
  short?: string;
  long?: string;
  description: string;
  /** What follows the flag: nothing, free text, a file path, or one of `values`. */
  value: "none" | "text" | "file" | "enum";
  values?: readonly string[];
  /** Name of the value for messages (`levels` for `--seniority <levels>`). */
  valueName?: string;
}

export interface CommandSpec {
  name: string;
  description: string;
  options: OptionSpec[];
  /** Values of the first positional argument, when it has a fixed list. */
  argValues?: readonly string[];
  /** Whether the command takes positional arguments at all. */
  takesArgs: boolean;
  /** Its subcommands (`config set`), with the values of each one's first argument (setting names). */
  subcommands?: { name: string; argValues?: readonly string[] }[];
}

export interface CompletionModel {
  program: string;
  globals: OptionSpec[];
  commands: CommandSpec[];
}

export function completionModel(program: Command): CompletionModel {
  const help = program.createHelp();
  const globals = help.visibleOptions(program).map(optionSpec);
  const globalLongs = new Set(globals.map((o) => o.long));
  const commands = help
    .visibleCommands(program)
    .filter((cmd) => cmd.name() !== "help")
    .map((cmd): CommandSpec => {
      const args: readonly Argument[] = cmd.registeredArguments;
      const first = args[0];
      // A command with subcommands (`history show`, `config set`) completes their names as its first
      // word, and offers their options along with its own.
      const subcommands = help.visibleCommands(cmd).filter((c) => c.name() !== "help");
      const options = new Map<string | undefined, OptionSpec>();
      // --help is among the globals already.
      for (const c of [cmd, ...subcommands])
        for (const o of help.visibleOptions(c).map(optionSpec))
          if (!globalLongs.has(o.long) && !options.has(o.long)) options.set(o.long, o);
      const argValues =
        completionValues(first) ?? (subcommands.length > 0 ? subcommands.map((c) => c.name()) : undefined);
      const subs = subcommands.map((c) => {
        const values = completionValues(c.registeredArguments[0]);
        return { name: c.name(), ...(values ? { argValues: values } : {}) };
      });
      return {
        name: cmd.name(),
        description: cmd.description(),
        options: [...options.values()],
        ...(argValues ? { argValues } : {}),
        takesArgs: args.length > 0 || subcommands.length > 0,
        ...(subs.length > 0 ? { subcommands: subs } : {}),
      };
    });
  return { program: program.name(), globals, commands };
}

function optionSpec(option: Option): OptionSpec {
  const long = option.long ?? undefined;
  const takesValue = option.required || option.optional;
  const valueName = /[<[]([^>\]]+)[>\]]/.exec(option.flags)?.[1]?.replace(/\.\.\.$/, "");
  const spec: OptionSpec = {
    ...(option.short ? { short: option.short } : {}),
    ...(long ? { long } : {}),
    description: option.description,
    value: "none",
    ...(valueName ? { valueName } : {}),
  };
  if (!takesValue) return spec;
  const values = option.argChoices ?? (long ? ENUM_VALUES[long] : undefined);
  if (values) return { ...spec, value: "enum", values };
  if (long && FILE_OPTIONS.has(long)) return { ...spec, value: "file" };
  return { ...spec, value: "text" };
}

/** Every flag spelling of an option: `-o`, `--output`. */
export function flagNames(o: OptionSpec): string[] {
  return [o.short, o.long].filter((f): f is string => Boolean(f));
}
