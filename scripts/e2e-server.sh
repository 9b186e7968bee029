#!/usr/bin/env bash
# The server the browser tests talk to: the production web build, a fresh embedded database, seeded, on E2E_PORT.
set -euo pipefail
cd "$(dirname "$0")/.."
ART="e2e/.artifacts/server-${E2E_PORT:-3100}"
rm -rf "$ART/db" "$ART/uploads"
mkdir -p "$ART"
export NODE_ENV=test PORT="${E2E_PORT:-3100}" HOST=127.0.0.1 PUBLIC_URL="http://127.0.0.1:${E2E_PORT:-3100}" LOG_LEVEL=warn \
  PGLITE_DIR="$ART/db" UPLOADS_DIR="$ART/uploads" NEWSLETTER_RATE_LIMIT=1000 AUTH_RATE_LIMIT=1000 E2E=1
unset DATABASE_URL REDIS_URL
npm run --silent db:seed >/dev/null
# The admin the e2e journeys sign in as (login codes are read from the dev outbox).
npm run --silent admin:create -- --email admin@e2e.ile.ng --password 'E2e-admin-pass-2026' >/dev/null
exec npm run --silent serve
