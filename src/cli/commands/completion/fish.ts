// The fish completion script: `complete` lines conditioned on the subcommand found by a small helper
// (the first word that is neither a flag nor a global flag's value).
import { type CompletionModel, flagNames, type OptionSpec } from "./model.js";

/** Quotes for a single-quoted fish word. */
const sq = (s: string) => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

/**
 * The flag, described; an enumerated value list goes on a line of its own without the description, since
 * fish would print the flag's description beside every value.
 */
function completeLines(program: string, o: OptionSpec, condition?: string): string[] {
  const parts = [`complete -c ${program}`];
  if (condition) parts.push(`-n ${sq(condition)}`);
  if (o.short) parts.push(`-s ${o.short.replace(/^-/, "")}`);
  if (o.long) parts.push(`-l ${o.long.replace(/^--/, "")}`);
  const flag = parts.join(" ");
  if (o.value === "file") parts.push("-r -F");
  else if (o.value !== "none") parts.push("-x");
  parts.push(`-d ${sq(o.description)}`);
  // The values' line first: of two lines for one flag, fish shows the flag with the later one's words.
  const values =
    o.value === "enum" ? [`${flag} -x -a ${sq(`(__${program}_values ${(o.values ?? []).join(" ")})`)}`] : [];
  return [...values, parts.join(" ")];
}

export function fishScript(model: CompletionModel): string {
  const p = model.program;
  const globalValued = model.globals.filter((o) => o.value !== "none").flatMap(flagNames);
  const lines: string[] = [];
  for (const c of model.commands)
    lines.push(`complete -c ${p} -n 'not __${p}_command' -a ${c.name} -d ${sq(c.description)}`);
  lines.push("", "# Global flags, accepted before or after the command.");
  for (const o of model.globals) lines.push(...completeLines(p, o));
  for (const c of model.commands) {
    lines.push("", `# ${p} ${c.name}`);
    const condition = `__${p}_using ${c.name}`;
    for (const o of c.options) lines.push(...completeLines(p, o, condition));
    // The first word after the command; then the first after a subcommand (`config set <key>`).
    if (c.argValues)
      lines.push(
        `complete -c ${p} -n ${sq(`${condition}; and __${p}_args 0`)} -x -a ${sq(c.argValues.join(" "))}`,
      );
    for (const sub of c.subcommands ?? [])
      if (sub.argValues)
        lines.push(
          `complete -c ${p} -n ${sq(`${condition}; and __${p}_args 1 ${sub.name}`)} -x -a ${sq(sub.argValues.join(" "))}`,
        );
  }

  return `# fish completion for ${p} (people-search-cli)
# Generated from the command definitions by scripts/build/: do not edit by hand.
#
# Install for your user:
#   ${p} completion fish > ~/.config/fish/completions/${p}.fish

# Prints the words on the command line that are neither flags nor their values, the subcommand first.
function __${p}_words
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
        end
    end
end

# Prints the subcommand on the command line, if there is one yet.
function __${p}_command
    set -l words (__${p}_words)
    test (count $words) -ge 1
    or return 1
    echo $words[1]
end

function __${p}_using
    set -l command (__${p}_command)
    and test "$command" = "$argv[1]"
end

# True when the command has $argv[1] words after it (not flags), the first of them $argv[2] if given.
function __${p}_args
    set -l words (__${p}_words)
    set -e words[1]
    test (count $words) = $argv[1]
    or return 1
    test (count $argv) -lt 2; or test "$words[1]" = "$argv[2]"
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
