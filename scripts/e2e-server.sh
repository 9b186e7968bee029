#!/usr/bin/env bash
# The server the browser tests talk to: the production web build, a fresh embedded database, seeded, on E2E_PORT.
set -euo pipefail
cd "$(dirname "$0")/.."
ART=e2e/.artifacts
rm -rf "$ART/db" "$ART/uploads"
mkdir -p "$ART"
export NODE_ENV=test PORT="${E2E_PORT:-3100}" HOST=127.0.0.1 LOG_LEVEL=warn \
  PGLITE_DIR="$ART/db" UPLOADS_DIR="$ART/uploads" NEWSLETTER_RATE_LIMIT=1000 E2E=1
unset DATABASE_URL REDIS_URL
npm run --silent db:seed >/dev/null
exec npm run --silent serve
