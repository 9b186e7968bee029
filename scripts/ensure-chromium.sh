#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests (Playwright drives /usr/bin/chromium;
# it never downloads a browser of its own). Installs it when we are root; otherwise says how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian Chromium for the browser tests (apt-get install -y chromium)..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium fonts-liberation >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "Chromium is missing: install it with 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH) and run the tests again." >&2
exit 1
