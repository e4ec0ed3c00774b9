// The bash completion script: one function, `_people`, that finds the subcommand in COMP_WORDS and
// completes flags, enumerated values (after the last comma too, for list flags) and file paths.
import { type CommandSpec, type CompletionModel, flagNames, type OptionSpec } from "./model.js";

const words = (list: readonly string[]) => list.join(" ");

/** `case "$prev"` arms: the values an option's flag takes (its list, file names, or free text). */
function valueCases(fn: string, options: OptionSpec[]): string[] {
  const lines: string[] = [];
  for (const o of options) {
    const pattern = flagNames(o).join("|");
    if (o.value === "enum")
      lines.push(`        ${pattern}) ${fn}_words "${words(o.values ?? [])}"; return 0 ;;`);
    else if (o.value === "file") lines.push(`        ${pattern}) ${fn}_files; return 0 ;;`);
  }
  const text = options.filter((o) => o.value === "text").flatMap(flagNames);
  if (text.length > 0) lines.push(`        ${text.join("|")}) return 0 ;;`);
  return lines;
}

/**
 * The first word after the command (a subcommand, or a value such as a shell's name), then what the
 * subcommand takes first (`config set <key>`): each only in its own place on the line.
 */
function positionalCases(fn: string, cmd: CommandSpec): string[] {
  if (!cmd.argValues && !cmd.subcommands?.some((c) => c.argValues)) return [];
  const lines = ['      if [[ "$cur" != -* ]]; then', `        case "\${#args[@]}:\${args[0]}" in`];
  if (cmd.argValues) lines.push(`          0:*) ${fn}_words "${words(cmd.argValues)}"; return 0 ;;`);
  for (const sub of cmd.subcommands ?? [])
    if (sub.argValues)
      lines.push(`          1:${sub.name}) ${fn}_words "${words(sub.argValues)}"; return 0 ;;`);
  lines.push("        esac", "      fi");
  return lines;
}

/** The `case "$cmd"` arm of one command. */
function commandCase(fn: string, cmd: CommandSpec, globals: OptionSpec[]): string {
  const flags = words([...cmd.options.flatMap(flagNames), ...globals.flatMap(flagNames)]);
  return [
    `    ${cmd.name})`,
    `      case "$prev" in`,
    ...valueCases(fn, [...cmd.options, ...globals]),
    "      esac",
    ...positionalCases(fn, cmd),
    `      [[ "$cur" == -* ]] && ${fn}_words "${flags}"`,
    "      return 0 ;;",
  ].join("\n");
}

export function bashScript(model: CompletionModel): string {
  const fn = `_${model.program}`;
  const globalFlags = model.globals.flatMap(flagNames);
  const globalValued = model.globals.filter((o) => o.value !== "none").flatMap(flagNames);
  const commandCases = model.commands.map((cmd) => commandCase(fn, cmd, model.globals));

  return `# bash completion for ${model.program} (people-search-cli)
# Generated from the command definitions by scripts/build/: do not edit by hand.
#
# Install for your user:
#   ${model.program} completion bash > ~/.local/share/bash-completion/completions/${model.program}
# or load it from ~/.bashrc:
#   source <(${model.program} completion bash)

# Offers the words in $1 for the part of $cur after its last comma (list flags take a,b,c).
# Values match whatever their case (the commands take any case: senior,d completes to senior,Director).
${fn}_words() {
  local prefix="" part="\${cur##*,}" w
  [[ "$cur" == *,* ]] && prefix="\${cur%,*},"
  COMPREPLY=()
  for w in $1; do
    [[ "\${w,,}" == "\${part,,}"* ]] && COMPREPLY+=("$eq$prefix$w")
  done
}

${fn}_files() {
  compopt -o filenames 2>/dev/null
  local IFS=$'\\n'
  COMPREPLY=($(compgen -P "$eq" -f -- "$cur"))
}

${fn}() {
  local cur prev cmd="" word skip=0 i j eq=""
  local -a args=()
  COMPREPLY=()
  cur="\${COMP_WORDS[COMP_CWORD]}"
  prev=""
  ((COMP_CWORD > 0)) && prev="\${COMP_WORDS[COMP_CWORD-1]}"
  # --flag=value: bash splits the word at "=" when "=" is in COMP_WORDBREAKS (the default); without it,
  # the value follows "=" in the same word.
  if [[ "$cur" == "=" ]]; then
    cur=""
  elif [[ "$prev" == "=" ]] && ((COMP_CWORD > 1)); then
    prev="\${COMP_WORDS[COMP_CWORD-2]}"
  elif [[ "$cur" == --*=* ]]; then
    eq="\${cur%%=*}="
    prev="\${cur%%=*}"
    cur="\${cur#*=}"
  fi

  # The subcommand is the first word that is neither a flag nor a global flag's value.
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    case "$word" in
      ${globalValued.join("|")}) skip=1 ;;
      =|:) ;;
      -*) ;;
      *)
        if ((skip)); then
          skip=0
        elif [[ "\${COMP_WORDS[i-1]}" != [=:] ]]; then
          cmd="$word"
          break
        fi
        ;;
    esac
  done
  # The words after the command that are neither flags nor global flags' values.
  skip=0
  for ((j = i + 1; j < COMP_CWORD; j++)); do
    word="\${COMP_WORDS[j]}"
    case "$word" in
      ${globalValued.join("|")}) skip=1 ;;
      =|:|-*) ;;
      *)
        if ((skip)); then
          skip=0
        elif [[ "\${COMP_WORDS[j-1]}" != [=:] ]]; then
          args+=("$word")
        fi
        ;;
    esac
  done

  case "$cmd" in
    "")
      case "$prev" in
${valueCases(fn, model.globals).join("\n")}
      esac
      if [[ "$cur" == -* ]]; then
        ${fn}_words "${words(globalFlags)}"
      else
        ${fn}_words "${words(model.commands.map((c) => c.name))}"
      fi
      return 0 ;;
${commandCases.join("\n")}
  esac
  return 0
}

complete -F ${fn} ${model.program}
`;
}
