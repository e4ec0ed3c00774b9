# bash completion for people (people-search-cli)
# Generated from the command definitions by scripts/build/: do not edit by hand.
#
# Install for your user:
#   people completion bash > ~/.local/share/bash-completion/completions/people
# or load it from ~/.bashrc:
#   source <(people completion bash)

# Offers the words in $1 for the part of $cur after its last comma (list flags take a,b,c).
# Values match whatever their case (the commands take any case: senior,d completes to senior,Director).
_people_words() {
  local prefix="" part="${cur##*,}" w
  [[ "$cur" == *,* ]] && prefix="${cur%,*},"
  COMPREPLY=()
  for w in $1; do
    [[ "${w,,}" == "${part,,}"* ]] && COMPREPLY+=("$eq$prefix$w")
  done
}

_people_files() {
  compopt -o filenames 2>/dev/null
  local IFS=$'\n'
  COMPREPLY=($(compgen -P "$eq" -f -- "$cur"))
}

_people() {
  local cur prev cmd="" word skip=0 i j eq=""
  local -a args=()
  COMPREPLY=()
  cur="${COMP_WORDS[COMP_CWORD]}"
  prev=""
  ((COMP_CWORD > 0)) && prev="${COMP_WORDS[COMP_CWORD-1]}"
  # --flag=value: bash splits the word at "=" when "=" is in COMP_WORDBREAKS (the default); without it,
  # the value follows "=" in the same word.
  if [[ "$cur" == "=" ]]; then
    cur=""
  elif [[ "$prev" == "=" ]] && ((COMP_CWORD > 1)); then
    prev="${COMP_WORDS[COMP_CWORD-2]}"
  elif [[ "$cur" == --*=* ]]; then
    eq="${cur%%=*}="
    prev="${cur%%=*}"
    cur="${cur#*=}"
  fi

  # The subcommand is the first word that is neither a flag nor a global flag's value.
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="${COMP_WORDS[i]}"
    case "$word" in
      --profile|--base-url|--timeout|--max-retries|--max-wait) skip=1 ;;
      =|:) ;;
      -*) ;;
      *)
        if ((skip)); then
          skip=0
        elif [[ "${COMP_WORDS[i-1]}" != [=:] ]]; then
          cmd="$word"
          break
        fi
        ;;
    esac
  done
  # The words after the command that are neither flags nor global flags' values.
  skip=0
  for ((j = i + 1; j < COMP_CWORD; j++)); do
    word="${COMP_WORDS[j]}"
    case "$word" in
      --profile|--base-url|--timeout|--max-retries|--max-wait) skip=1 ;;
      =|:|-*) ;;
      *)
        if ((skip)); then
          skip=0
        elif [[ "${COMP_WORDS[j-1]}" != [=:] ]]; then
          args+=("$word")
        fi
        ;;
    esac
  done

  case "$cmd" in
    "")
      case "$prev" in
        --profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      if [[ "$cur" == -* ]]; then
        _people_words "--version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      else
        _people_words "login logout credits translate find search saved show history usage config auth sandbox mcp completion"
      fi
      return 0 ;;
    login)
      case "$prev" in
        --profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      [[ "$cur" == -* ]] && _people_words "--with-key --insecure-storage --force --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    logout)
      case "$prev" in
        --profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      [[ "$cur" == -* ]] && _people_words "--force --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    credits)
      case "$prev" in
        --format) _people_words "table json"; return 0 ;;
        --jq|--profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      [[ "$cur" == -* ]] && _people_words "--json --format --jq --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    translate)
      case "$prev" in
        --amend) _people_files; return 0 ;;
        --jq|--profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      [[ "$cur" == -* ]] && _people_words "--amend --dry-run --jq --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    find)
      case "$prev" in
        --seniority) _people_words "Owner Founder CXO Partner VP Director Manager Senior Entry"; return 0 ;;
        --headcount) _people_words "1-10 11-50 51-200 201-500 501-1000 1001-5000 5001-10000 10001+"; return 0 ;;
        --query) _people_files; return 0 ;;
        --format) _people_words "table json jsonl csv"; return 0 ;;
        -o|--output) _people_files; return 0 ;;
        --keywords|--title|--exclude-title|--company|--industry|--location|--country|--skill|--min-years|--max-years|--prompt|--limit|--cursor|--max-results|--max-credits|--exclude|--fields|--jq|--profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      [[ "$cur" == -* ]] && _people_words "--keywords --title --exclude-title --company --industry --seniority --headcount --location --country --skill --min-years --max-years --recently-changed-jobs --verified-email --past-employers --query --prompt --limit --cursor --all --max-results --max-credits --resume --force --new-only --exclude -y --yes --dry-run --json --jsonl --csv --format -o --output --fields --raw-csv --bom --jq --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    search)
      case "$prev" in
        --messages) _people_files; return 0 ;;
        --save) _people_files; return 0 ;;
        --format) _people_words "table json jsonl csv"; return 0 ;;
        -o|--output) _people_files; return 0 ;;
        --exclude|--fields|--jq|--profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      [[ "$cur" == -* ]] && _people_words "--messages --chat --save --no-stream --no-rerank --events --wait --new-only --exclude --dry-run --last --json --jsonl --csv --format -o --output --fields --raw-csv --bom --jq --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    saved)
      case "$prev" in
        --profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      if [[ "$cur" != -* ]]; then
        case "${#args[@]}:${args[0]}" in
          0:*) _people_words "add run list show rm"; return 0 ;;
        esac
      fi
      [[ "$cur" == -* ]] && _people_words "--json --force --fail-if-empty --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    show)
      case "$prev" in
        --jq|--profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      [[ "$cur" == -* ]] && _people_words "--json --web --jq --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    history)
      case "$prev" in
        --format) _people_words "table json jsonl csv"; return 0 ;;
        -o|--output) _people_files; return 0 ;;
        --limit|--search|--jq|--fields|--before|--profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      if [[ "$cur" != -* ]]; then
        case "${#args[@]}:${args[0]}" in
          0:*) _people_words "list show clear"; return 0 ;;
        esac
      fi
      [[ "$cur" == -* ]] && _people_words "--json --limit --search --jq --jsonl --csv --format -o --output --fields --raw-csv --bom --before -y --yes --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    usage)
      case "$prev" in
        --since|--jq|--profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      [[ "$cur" == -* ]] && _people_words "--since --json --jq --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    config)
      case "$prev" in
        --profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      if [[ "$cur" != -* ]]; then
        case "${#args[@]}:${args[0]}" in
          0:*) _people_words "get set unset list path"; return 0 ;;
          1:get) _people_words "profile base_url api_key format page_size budget.daily budget.monthly history history.retention"; return 0 ;;
          1:set) _people_words "profile base_url format page_size budget.daily budget.monthly history history.retention"; return 0 ;;
          1:unset) _people_words "profile base_url format page_size budget.daily budget.monthly history history.retention"; return 0 ;;
        esac
      fi
      [[ "$cur" == -* ]] && _people_words "--json --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    auth)
      case "$prev" in
        --profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      if [[ "$cur" != -* ]]; then
        case "${#args[@]}:${args[0]}" in
          0:*) _people_words "status list switch"; return 0 ;;
        esac
      fi
      [[ "$cur" == -* ]] && _people_words "--json --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    sandbox)
      case "$prev" in
        --port|--host|--credits|--people|--seed|--key|--rate-limit|--pace|--profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      [[ "$cur" == -* ]] && _people_words "--port --host --allow-remote --credits --people --seed --key --rate-limit --pace --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    mcp)
      case "$prev" in
        --host) _people_words "claude-code claude-desktop cursor vscode"; return 0 ;;
        --max-credits|--export-dir|--file|--profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      if [[ "$cur" != -* ]]; then
        case "${#args[@]}:${args[0]}" in
          0:*) _people_words "install"; return 0 ;;
        esac
      fi
      [[ "$cur" == -* ]] && _people_words "--max-credits --export-dir --host --print --file --version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
    completion)
      case "$prev" in
        --profile|--base-url|--timeout|--max-retries|--max-wait) return 0 ;;
      esac
      if [[ "$cur" != -* ]]; then
        case "${#args[@]}:${args[0]}" in
          0:*) _people_words "bash zsh fish"; return 0 ;;
        esac
      fi
      [[ "$cur" == -* ]] && _people_words "--version --profile --base-url --sandbox --verbose --quiet --no-color --no-budget --timeout --max-retries --max-wait -h --help"
      return 0 ;;
  esac
  return 0
}

complete -F _people people
