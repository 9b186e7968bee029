#!/usr/bin/env bash
# `npm test`: every suite — unit, API integration, web components (Vitest), then browser e2e (Playwright).
# Ends with one summary line "N passed, N failed" over all suites.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p e2e/.artifacts
rm -f e2e/.artifacts/vitest.json e2e/.artifacts/results.json
status=0
npx vitest run --reporter=default --reporter=json --outputFile.json=e2e/.artifacts/vitest.json || status=1
bash scripts/test-e2e.sh || status=1
node scripts/test-summary.mjs e2e/.artifacts/vitest.json e2e/.artifacts/results.json || status=1
exit $status
