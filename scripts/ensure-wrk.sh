#!/usr/bin/env bash
# Makes sure wrk (Debian's package) is installed for the HTTP benchmarks (bench/lib.ts drives GET requests with it).
# Installs it when we are root; otherwise says how. Never fails: without wrk the benchmarks use autocannon.
set -uo pipefail
command -v wrk >/dev/null 2>&1 && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing wrk for the HTTP benchmarks (apt-get install -y wrk)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y -qq wrk >/dev/null 2>&1 || { apt-get update -qq >/dev/null 2>&1 && apt-get install -y -qq wrk >/dev/null 2>&1; }
  command -v wrk >/dev/null 2>&1 && exit 0
fi
echo "wrk is missing (install it with 'sudo apt-get install -y wrk'): the benchmarks drive the server with autocannon, whose own CPU on large pages is counted against the server on a two-core machine." >&2
exit 0
