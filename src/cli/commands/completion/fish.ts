// The fish completion script: `complete` lines conditioned on the subcommand found by a small helper
// (the first word that is neither a flag nor a global flag's value).
import { type CompletionModel, flagNames, type OptionSpec } from "./model.js";

/** Quotes for a single-quoted fish word. */
const sq = (s: string) => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

function completeLine(program: string, o: OptionSpec, condition?: string): string {
  const parts = [`complete -c ${program}`];
  if (condition) parts.push(`-n ${sq(condition)}`);
  if (o.short) parts.push(`-s ${o.short.replace(/^-/, "")}`);
  if (o.long) parts.push(`-l ${o.long.replace(/^--/, "")}`);
  if (o.value === "enum") parts.push(`-x -a ${sq(`(__${program}_values ${(o.values ?? []).join(" ")})`)}`);
  else if (o.value === "file") parts.push("-r -F");
  else if (o.value === "text") parts.push("-x");
  parts.push(`-d ${sq(o.description)}`);
  return parts.join(" ");
}

export function fishScript(model: CompletionModel): string {
  const p = model.program;
  const globalValued = model.globals.filter((o) => o.value !== "none").flatMap(flagNames);
  const lines: string[] = [];
  for (const c of model.commands)
    lines.push(`complete -c ${p} -n 'not __${p}_command' -a ${c.name} -d ${sq(c.description)}`);
  lines.push("", "# Global flags, accepted before or after the command.");
  for (const o of model.globals) lines.push(completeLine(p, o));
  for (const c of model.commands) {
    lines.push("", `# ${p} ${c.name}`);
    const condition = `__${p}_using ${c.name}`;
    for (const o of c.options) lines.push(completeLine(p, o, condition));
    if (c.argValues) lines.push(`complete -c ${p} -n ${sq(condition)} -x -a ${sq(c.argValues.join(" "))}`);
  }

  return `# fish completion for ${p} (people-search-cli)
# Generated from the command definitions by scripts/build/: do not edit by hand.
#
# Install for your user:
#   ${p} completion fish > ~/.config/fish/completions/${p}.fish

# Prints the subcommand on the command line, if there is one yet.
function __${p}_command
    set -l tokens (commandline -opc)
    set -e tokens[1]
    set -l skip 0
    for token in $tokens
        if test $skip = 1
            set skip 0
            continue
        end
        switch $token
            case ${globalValued.join(" ")}
                set skip 1
            case '-*'
            case '*'
                echo $token
                return 0
        end
    end
    return 1
end

function __${p}_using
    set -l command (__${p}_command)
    and test "$command" = "$argv[1]"
end

# Prints the values in $argv after what the current word holds up to its last comma (list flags take a,b,c).
function __${p}_values
    set -l token (string replace -r -- '^--?[^=]*=' '' (commandline -ct))
    set -l prefix (string replace -r -- '[^,]*$' '' $token)
    printf '%s\\n' $prefix$argv
end

# No file names unless a flag takes a file.
complete -c ${p} -f

${lines.join("\n")}
`;
}
