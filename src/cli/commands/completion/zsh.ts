// The zsh completion script, built on _arguments: works both from $fpath (as the autoloaded `_people`)
// and when sourced after compinit.
import type { CommandSpec, CompletionModel, OptionSpec } from "./model.js";

/** Quotes for a single-quoted zsh word. */
const sq = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
/** Text inside an _arguments `[description]`. */
const desc = (s: string) => s.replace(/\\/g, "\\\\").replace(/\[/g, "\\[").replace(/\]/g, "\\]");

function optionSpecs(o: OptionSpec): string[] {
  let action = "";
  if (o.value === "enum") {
    const values = (o.values ?? []).join(" ");
    // List flags take a,b,c: _sequence completes after each comma.
    action =
      o.long === "--format"
        ? `:${o.valueName ?? "value"}:(${values})`
        : `:${o.valueName ?? "value"}:_sequence compadd -M m\\:{a-zA-Z}={A-Za-z} - ${values}`;
  } else if (o.value === "file") action = `:${o.valueName ?? "file"}:_files`;
  else if (o.value === "text") action = `:${o.valueName ?? "value"}: `;
  const takes = o.value !== "none";
  const d = `[${desc(o.description)}]`;
  if (o.short && o.long) {
    const exclusive = `(${o.short} ${o.long})`;
    return [
      `${sq(exclusive + o.short + (takes ? "+" : "") + d + action)}`,
      `${sq(exclusive + o.long + (takes ? "=" : "") + d + action)}`,
    ];
  }
  const flag = (o.long ?? o.short) as string;
  // Flags that take a value may repeat (list flags do); plain switches are offered once.
  return [sq((takes ? "*" : "") + flag + (takes ? "=" : "") + d + action)];
}

function commandBody(cmd: CommandSpec): string {
  const specs = cmd.options.flatMap(optionSpecs).map((s) => `          ${s}`);
  const subArgs = (cmd.subcommands ?? []).filter((c) => c.argValues);
  if (cmd.argValues)
    specs.push(
      `          ${sq(`1:${cmd.name === "completion" ? "shell" : cmd.subcommands ? "command" : "value"}:(${cmd.argValues.join(" ")})`)}`,
    );
  // A subcommand's first argument (`config set <key>`) is completed below, by the subcommand's name.
  if (subArgs.length > 0) specs.push(`          ${sq("2:value:->subargument")}`);
  if (cmd.takesArgs && !cmd.argValues) specs.push(`          ${sq("*:words: ")}`);
  const subCases = subArgs.map(
    (c) => `            ${c.name}) compadd - ${(c.argValues ?? []).join(" ")} && ret=0 ;;`,
  );
  return [
    `        ${cmd.name})`,
    "          _arguments -s -S $globals \\",
    `${specs.join(" \\\n")} && ret=0`,
    ...(subCases.length > 0
      ? ["          [[ $state == subargument ]] && case $words[2] in", ...subCases, "          esac"]
      : []),
    "          ;;",
  ]
    .join("\n")
    .replace(" \\\n && ret=0", " && ret=0");
}

export function zshScript(model: CompletionModel): string {
  const fn = `_${model.program}`;
  const globals = model.globals.flatMap(optionSpecs).map((s) => `    ${s}`);
  const commands = model.commands.map((c) => `    ${sq(`${c.name.replace(/:/g, "\\:")}:${c.description}`)}`);
  return `#compdef ${model.program}
# zsh completion for ${model.program} (people-search-cli)
# Generated from the command definitions by scripts/build/: do not edit by hand.
#
# Install: put it in a directory of your $fpath, then start a new shell:
#   ${model.program} completion zsh > "\${fpath[1]}/_${model.program}"
# or load it from ~/.zshrc, after compinit:
#   source <(${model.program} completion zsh)

${fn}_commands() {
  local -a commands
  commands=(
${commands.join("\n")}
  )
  _describe -t commands '${model.program} command' commands
}

${fn}() {
  local curcontext="$curcontext" state line ret=1
  local -a globals
  globals=(
${globals.join("\n")}
  )
  _arguments -C -s -S $globals \\
    '1: :${fn}_commands' \\
    '*:: :->command' && ret=0
  case $state in
    command)
      curcontext="\${curcontext%:*:*}:${model.program}-$words[1]:"
      case $words[1] in
${model.commands.map(commandBody).join("\n")}
      esac
      ;;
  esac
  return ret
}

if [[ "\${funcstack[1]}" == "${fn}" ]]; then
  ${fn} "$@"
else
  compdef ${fn} ${model.program}
fi
`;
}
