# fish completion for people (people-search-cli)
# Generated from the command definitions by scripts/build/: do not edit by hand.
#
# Install for your user:
#   people completion fish > ~/.config/fish/completions/people.fish

# Prints the words on the command line that are neither flags nor their values, the subcommand first.
function __people_words
    set -l tokens (commandline -opc)
    set -e tokens[1]
    set -l skip 0
    for token in $tokens
        if test $skip = 1
            set skip 0
            continue
        end
        switch $token
            case --profile --base-url --timeout --max-retries --max-wait
                set skip 1
            case '-*'
            case '*'
                echo $token
        end
    end
end

# Prints the subcommand on the command line, if there is one yet.
function __people_command
    set -l words (__people_words)
    test (count $words) -ge 1
    or return 1
    echo $words[1]
end

function __people_using
    set -l command (__people_command)
    and test "$command" = "$argv[1]"
end

# True when the command has $argv[1] words after it (not flags), the first of them $argv[2] if given.
function __people_args
    set -l words (__people_words)
    set -e words[1]
    test (count $words) = $argv[1]
    or return 1
    test (count $argv) -lt 2; or test "$words[1]" = "$argv[2]"
end

# Prints the values in $argv after what the current word holds up to its last comma (list flags take a,b,c).
function __people_values
    set -l token (string replace -r -- '^--?[^=]*=' '' (commandline -ct))
    set -l prefix (string replace -r -- '[^,]*$' '' $token)
    printf '%s\n' $prefix$argv
end

# No file names unless a flag takes a file.
complete -c people -f

complete -c people -n 'not __people_command' -a login -d 'check an API key with the service (free) and store it with the base URL, under a profile'
complete -c people -n 'not __people_command' -a logout -d 'forget the stored API key of the profile in use (or --profile NAME), in the keyring too'
complete -c people -n 'not __people_command' -a credits -d 'show the credit balance, purchased credits, plan allowance and plan (free)'
complete -c people -n 'not __people_command' -a translate -d 'turn a sentence into a filter set for `people find --query -` (1 credit)'
complete -c people -n 'not __people_command' -a find -d 'structured search: people matching filters, a page at a time or every page (1 credit a page)'
complete -c people -n 'not __people_command' -a search -d 'agentic search: plans the search, reads sources live and returns a ranked shortlist (10 credits reserved, reconciled to the actual cost)'
complete -c people -n 'not __people_command' -a saved -d 'saved searches: a find or search command line kept under a name, run again by that name'
complete -c people -n 'not __people_command' -a show -d 'one person seen before, from the local store: every field, the runs that delivered them (free)'
complete -c people -n 'not __people_command' -a history -d 'past paid runs, newest first, from the local store (free: nothing is sent)'
complete -c people -n 'not __people_command' -a usage -d 'credits this client saw charged, by day and by command, per service (free: nothing is sent)'
complete -c people -n 'not __people_command' -a config -d 'read and change the settings kept in the config file (budgets, history, format…)'
complete -c people -n 'not __people_command' -a auth -d 'the profiles (stored accounts), the one in use, and whether its key works'
complete -c people -n 'not __people_command' -a sandbox -d 'run the built-in sandbox service (synthetic people, fake credits) in the foreground'
complete -c people -n 'not __people_command' -a mcp -d 'serve people search to AI assistants as MCP tools on stdio (each tool says its cost)'
complete -c people -n 'not __people_command' -a completion -d 'print the shell completion script (bash, zsh or fish)'

# Global flags, accepted before or after the command.
complete -c people -l version -d 'print the version'
complete -c people -l profile -x -d 'the profile (a stored account and its settings) to use; `people auth switch` sets it (env PEOPLE_PROFILE)'
complete -c people -l base-url -x -d 'the service\'s base URL, ending in /api/v1 (env PEOPLE_BASE_URL)'
complete -c people -l sandbox -d 'use the built-in sandbox: synthetic data, no account needed (env PEOPLE_SANDBOX=1)'
complete -c people -l verbose -d 'log each request and response to stderr (the key redacted)'
complete -c people -l quiet -d 'print nothing on stderr but errors'
complete -c people -l no-color -d 'no colour (NO_COLOR is honoured too)'
complete -c people -l no-budget -d 'do not check budget.daily or budget.monthly in this run (charges are still recorded)'
complete -c people -l timeout -x -d 'give up on a call after this long (agentic search waits at least 180)'
complete -c people -l max-retries -x -d 'retries of server and connection errors (default 2)'
complete -c people -l max-wait -x -d 'longest rate-limit wait to sit out (default 60)'
complete -c people -s h -l help -d 'show help'

# people login
complete -c people -n '__people_using login' -l with-key -d 'read the key from standard input instead of prompting (for CI)'
complete -c people -n '__people_using login' -l insecure-storage -d 'store the key in the config file (0600) even where an OS keyring answers'
complete -c people -n '__people_using login' -l force -d 'replace a damaged config file without asking'

# people logout
complete -c people -n '__people_using logout' -l force -d 'replace a damaged config file without asking'

# people credits
complete -c people -n '__people_using credits' -l json -d 'print the balance record as JSON'
complete -c people -n '__people_using credits' -l format -x -a '(__people_values table json)'
complete -c people -n '__people_using credits' -l format -x -d 'table or json (default: table on a terminal, JSON otherwise)'
complete -c people -n '__people_using credits' -l jq -x -d 'Filter the JSON output with a jq expression (implies --json)'

# people translate
complete -c people -n '__people_using translate' -l amend -r -F -d 'amend this filter set (FILE, or - for stdin) instead of starting afresh'
complete -c people -n '__people_using translate' -l dry-run -d 'print the request that would be sent and what it would cost; send nothing'
complete -c people -n '__people_using translate' -l jq -x -d 'Filter the JSON output with a jq expression (implies --json)'

# people find
complete -c people -n '__people_using find' -l keywords -x -d 'free text matched against the headline'
complete -c people -n '__people_using find' -l title -x -d 'job titles to include, matched as substrings (`engineer` matches every kind) (repeat or comma-separate)'
complete -c people -n '__people_using find' -l exclude-title -x -d 'job titles to leave out (repeat or comma-separate)'
complete -c people -n '__people_using find' -l company -x -d 'employer names, by common name (repeat or comma-separate)'
complete -c people -n '__people_using find' -l industry -x -d 'industries the employer is in (repeat or comma-separate)'
complete -c people -n '__people_using find' -l seniority -x -a '(__people_values Owner Founder CXO Partner VP Director Manager Senior Entry)'
complete -c people -n '__people_using find' -l seniority -x -d 'seniority levels: Owner, Founder, CXO, Partner, VP, Director, Manager, Senior, Entry (any case; repeat or comma-separate)'
complete -c people -n '__people_using find' -l headcount -x -a '(__people_values 1-10 11-50 51-200 201-500 501-1000 1001-5000 5001-10000 10001+)'
complete -c people -n '__people_using find' -l headcount -x -d 'employer size bands: 1-10, 11-50, 51-200, 201-500, 501-1000, 1001-5000, 5001-10000, 10001+ (any case; repeat or comma-separate)'
complete -c people -n '__people_using find' -l location -x -d 'metro areas, spelled as a profile would (`Berlin`) (repeat or comma-separate)'
complete -c people -n '__people_using find' -l country -x -d 'country names (repeat or comma-separate)'
complete -c people -n '__people_using find' -l skill -x -d 'skills listed on the profile (repeat or comma-separate)'
complete -c people -n '__people_using find' -l min-years -x -d 'at least N years of experience'
complete -c people -n '__people_using find' -l max-years -x -d 'at most N years of experience'
complete -c people -n '__people_using find' -l recently-changed-jobs -d 'only people who started somewhere new recently'
complete -c people -n '__people_using find' -l verified-email -d 'only people with a verified work email'
complete -c people -n '__people_using find' -l past-employers -d 'employer filters also match past roles'
complete -c people -n '__people_using find' -l query -r -F -d 'read a filter set (the JSON `people translate` prints) from FILE, or - for stdin'
complete -c people -n '__people_using find' -l prompt -x -d 'translate a sentence into filters first (1 credit); shown on stderr'
complete -c people -n '__people_using find' -l limit -x -d 'people per page, 1..100 (default: 25 for one page, 100 for a walk)'
complete -c people -n '__people_using find' -l cursor -x -d 'start from this cursor (the nextCursor of an earlier page)'
complete -c people -n '__people_using find' -l all -d 'walk every page (1 credit per page)'
complete -c people -n '__people_using find' -l max-results -x -d 'stop after N people (implies --all)'
complete -c people -n '__people_using find' -l max-credits -x -d 'spend at most N credits in this run; exit 8 when it stops the walk (implies --all)'
complete -c people -n '__people_using find' -l resume -d 'continue an interrupted export into -o FILE after its last whole page'
complete -c people -n '__people_using find' -l force -d 'start an export over even though FILE has an unfinished checkpoint'
complete -c people -n '__people_using find' -l new-only -d 'leave out people an earlier run delivered (a walk keeps paging for new ones; seen pages still cost)'
complete -c people -n '__people_using find' -l exclude -x -d 'leave out the people in FILE (CSV with an id, profile URL or email column, or JSONL); repeatable'
complete -c people -n '__people_using find' -s y -l yes -d 'do not ask before a walk that costs more than 10 credits'
complete -c people -n '__people_using find' -l dry-run -d 'print the request that would be sent and what it would cost; send nothing'
complete -c people -n '__people_using find' -l json -d 'print the page as the service returned it (with --all: one array of every profile)'
complete -c people -n '__people_using find' -l jsonl -d 'print one JSON object per person per line'
complete -c people -n '__people_using find' -l csv -d 'print CSV (RFC 4180, header first)'
complete -c people -n '__people_using find' -l format -x -a '(__people_values table json jsonl csv)'
complete -c people -n '__people_using find' -l format -x -d 'output format (default: table on a terminal, else JSONL)'
complete -c people -n '__people_using find' -s o -l output -r -F -d 'write to FILE; the format follows its extension (.csv .jsonl .ndjson .json)'
complete -c people -n '__people_using find' -l fields -x -d 'pick and order columns/keys, dotted for nested (location.city); repeatable; alone, list the fields'
complete -c people -n '__people_using find' -l raw-csv -d 'CSV: do not neutralise cells starting with = + - @ (spreadsheet formulas)'
complete -c people -n '__people_using find' -l bom -d 'CSV: start with a UTF-8 byte-order mark (for Excel)'
complete -c people -n '__people_using find' -l jq -x -d 'Filter the JSON output with a jq expression (implies --json)'

# people search
complete -c people -n '__people_using search' -l messages -r -F -d 'send a conversation ([{role, content}] as JSON; - for stdin) instead of a query'
complete -c people -n '__people_using search' -l chat -d 'interactive refine loop: type follow-ups, the whole conversation is sent each turn'
complete -c people -n '__people_using search' -l save -r -F -d 'keep the conversation in FILE (rewritten after each turn; resume with --messages FILE --chat)'
complete -c people -n '__people_using search' -l no-stream -d 'use the blocking form (waits at least 3 minutes unless --timeout says otherwise)'
complete -c people -n '__people_using search' -l no-rerank -d 'return every unique person the sources found, unranked'
complete -c people -n '__people_using search' -l events -d 'print every stream event as JSONL on stdout instead of rendering'
complete -c people -n '__people_using search' -l wait -d 'when both concurrent-search slots are busy (429), wait Retry-After and try again'
complete -c people -n '__people_using search' -l new-only -d 'leave out of the shortlist people an earlier run delivered (filtered here: the search still costs)'
complete -c people -n '__people_using search' -l exclude -x -d 'leave out of the shortlist the people in FILE (CSV with an id, profile URL or email column, or JSONL); repeatable'
complete -c people -n '__people_using search' -l dry-run -d 'print the request and what it would cost; send nothing'
complete -c people -n '__people_using search' -l last -d 'show the last search again from the history, in any output format, without a request'
complete -c people -n '__people_using search' -l json -d 'print one object like the blocking response: answer, people, companies, repos, credits'
complete -c people -n '__people_using search' -l jsonl -d 'print one JSON object per person per line'
complete -c people -n '__people_using search' -l csv -d 'print CSV (RFC 4180, header first)'
complete -c people -n '__people_using search' -l format -x -a '(__people_values table json jsonl csv)'
complete -c people -n '__people_using search' -l format -x -d 'output format (default: table on a terminal, else JSONL)'
complete -c people -n '__people_using search' -s o -l output -r -F -d 'write to FILE; the format follows its extension (.csv .jsonl .ndjson .json)'
complete -c people -n '__people_using search' -l fields -x -d 'pick and order columns/keys, dotted for nested (location.city); repeatable; alone, list the fields'
complete -c people -n '__people_using search' -l raw-csv -d 'CSV: do not neutralise cells starting with = + - @ (spreadsheet formulas)'
complete -c people -n '__people_using search' -l bom -d 'CSV: start with a UTF-8 byte-order mark (for Excel)'
complete -c people -n '__people_using search' -l jq -x -d 'Filter the JSON output with a jq expression (implies --json)'

# people saved
complete -c people -n '__people_using saved' -l json -d 'print them as one JSON array (default in a pipe: one JSON object per line)'
complete -c people -n '__people_using saved' -l force -d 'replace a saved search of the same name'
complete -c people -n '__people_using saved' -l fail-if-empty -d 'exit 9 when the run delivers nobody (nothing new)'
complete -c people -n '__people_using saved; and __people_args 0' -x -a 'add run list show rm'

# people show
complete -c people -n '__people_using show' -l json -d 'print the person as JSON (default in a pipe)'
complete -c people -n '__people_using show' -l web -d 'open their profile URL in the browser'
complete -c people -n '__people_using show' -l jq -x -d 'Filter the JSON output with a jq expression (implies --json)'

# people history
complete -c people -n '__people_using history' -l json -d 'print the runs as one JSON array (default in a pipe: one JSON object per line)'
complete -c people -n '__people_using history' -l limit -x -d 'show at most N runs (default 20; 0 for all)'
complete -c people -n '__people_using history' -l search -x -d 'only runs whose query or answer holds TEXT, or that delivered someone of that name, title or company'
complete -c people -n '__people_using history' -l jq -x -d 'Filter the JSON output with a jq expression (implies --json)'
complete -c people -n '__people_using history' -l jsonl -d 'print one JSON object per person per line'
complete -c people -n '__people_using history' -l csv -d 'print CSV (RFC 4180, header first)'
complete -c people -n '__people_using history' -l format -x -a '(__people_values table json jsonl csv)'
complete -c people -n '__people_using history' -l format -x -d 'output format (default: table on a terminal, else JSONL)'
complete -c people -n '__people_using history' -s o -l output -r -F -d 'write to FILE; the format follows its extension (.csv .jsonl .ndjson .json)'
complete -c people -n '__people_using history' -l fields -x -d 'pick and order columns/keys, dotted for nested (location.city); repeatable; alone, list the fields'
complete -c people -n '__people_using history' -l raw-csv -d 'CSV: do not neutralise cells starting with = + - @ (spreadsheet formulas)'
complete -c people -n '__people_using history' -l bom -d 'CSV: start with a UTF-8 byte-order mark (for Excel)'
complete -c people -n '__people_using history' -l before -x -d 'only runs before this date (2026-11-01) or this long ago (30d)'
complete -c people -n '__people_using history' -s y -l yes -d 'do not ask (needed without a terminal)'
complete -c people -n '__people_using history; and __people_args 0' -x -a 'list show clear'

# people usage
complete -c people -n '__people_using usage' -l since -x -d 'from this long ago (7d, 12h, 2w) or this date (2026-11-01) (default 30d)'
complete -c people -n '__people_using usage' -l json -d 'print the sums as JSON (the default in a pipe)'
complete -c people -n '__people_using usage' -l jq -x -d 'Filter the JSON output with a jq expression (implies --json)'

# people config
complete -c people -n '__people_using config' -l json -d 'print them as JSON (the default in a pipe)'
complete -c people -n '__people_using config; and __people_args 0' -x -a 'get set unset list path'
complete -c people -n '__people_using config; and __people_args 1 get' -x -a 'profile base_url api_key format page_size budget.daily budget.monthly history history.retention'
complete -c people -n '__people_using config; and __people_args 1 set' -x -a 'profile base_url format page_size budget.daily budget.monthly history history.retention'
complete -c people -n '__people_using config; and __people_args 1 unset' -x -a 'profile base_url format page_size budget.daily budget.monthly history history.retention'

# people auth
complete -c people -n '__people_using auth' -l json -d 'print the status as JSON'
complete -c people -n '__people_using auth; and __people_args 0' -x -a 'status list switch'

# people sandbox
complete -c people -n '__people_using sandbox' -l port -x -d 'port to listen on (0 picks a free one)'
complete -c people -n '__people_using sandbox' -l host -x -d 'address to listen on (loopback unless told otherwise)'
complete -c people -n '__people_using sandbox' -l allow-remote -d 'allow a --host other machines can reach (a wildcard or network address)'
complete -c people -n '__people_using sandbox' -l credits -x -d 'the plan\'s monthly allowance, which is the starting balance (purchased: 0)'
complete -c people -n '__people_using sandbox' -l people -x -d 'size of the base synthetic population (the sandbox tops it up)'
complete -c people -n '__people_using sandbox' -l seed -x -d 'data seed: the same seed gives the same people'
complete -c people -n '__people_using sandbox' -l key -x -d 'the API key to accept (default: a random one)'
complete -c people -n '__people_using sandbox' -l rate-limit -x -d 'token bucket of N requests refilled at N per second'
complete -c people -n '__people_using sandbox' -l pace -x -d 'scale of agentic search\'s simulated durations (0: none)'

# people mcp
complete -c people -n '__people_using mcp' -l max-credits -x -d 'spend at most N credits in the whole server session; a call that would pass it is refused'
complete -c people -n '__people_using mcp' -l export-dir -x -d 'offer export_people, writing only inside DIR (CSV or JSONL, resumable)'
complete -c people -n '__people_using mcp' -l host -x -a '(__people_values claude-code claude-desktop cursor vscode)'
complete -c people -n '__people_using mcp' -l host -x -d 'the host to register with'
complete -c people -n '__people_using mcp' -l print -d 'print the entry instead of writing the host\'s file'
complete -c people -n '__people_using mcp' -l file -x -d 'write this file instead of the host\'s user configuration'
complete -c people -n '__people_using mcp; and __people_args 0' -x -a 'install'

# people completion
complete -c people -n '__people_using completion; and __people_args 0' -x -a 'bash zsh fish'
