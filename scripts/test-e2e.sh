#!/usr/bin/env bash
# Browser e2e: Debian Chromium (installed if missing), a fresh production build, then Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run --silent build >/dev/null
cd e2e && npx playwright test "$@"
