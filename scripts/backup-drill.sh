#!/usr/bin/env bash
# `npm run backup:drill` (ADR 0034, docs/operations.md): proves that a backup restores to a working Ile.
#
# PostgreSQL (when it answers at DRILL_PG, default postgresql://postgres@127.0.0.1:5432): a fresh database seeded
# with the demo world (plus one payment), dumped with pg_dump (custom format), restored with pg_restore into
# another fresh database; Ile starts on the restored one and answers /readyz and a search; the counts of
# listings, users, payments and uploads' records match the source's.
# Embedded (PGlite): the same for a data directory: seeded, archived with tar while no server holds it, unpacked
# into a new directory, served, counted.
# Needs the built server (`npm run build`; built here when apps/api/dist is missing). DRILL_PORT (default 3098).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${DRILL_PORT:-3098}"
pg="${DRILL_PG:-postgresql://postgres@127.0.0.1:5432}"
work="$(mktemp -d)"
tag="drill_$$"
server=""

cleanup() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then kill -TERM "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  if [ -n "${pg_ok:-}" ]; then
    for db in "ile_${tag}_source" "ile_${tag}_restored"; do psql -q "$pg/postgres" -c "drop database if exists $db" >/dev/null 2>&1 || true; done
  fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "backup drill: FAILED: $1" >&2; [ -f "$work/server.log" ] && tail -n 30 "$work/server.log" >&2; exit 1; }

[ -f apps/api/dist/server.js ] || npm run --silent build -w @ile/api >/dev/null
node=(node --enable-source-maps)
# Only what the drill sets: no DATABASE_URL, PGLITE_DIR or REDIS_URL from the caller's shell.
base=(env -u DATABASE_URL -u PGLITE_DIR -u REDIS_URL NODE_ENV=production LOG_LEVEL=warn
  JWT_SECRET=backup-drill-secret-backup-drill-secret PAYMENTS_SANDBOX=1 UPLOADS_DIR="$work/uploads")

counts() { "${base[@]}" "$@" "${node[@]}" apps/api/dist/backup-counts.js; }

# Starts Ile on the given database settings, waits for /readyz and one search, stops it.
serve_and_check() {
  "${base[@]}" "$@" PORT="$port" HOST=127.0.0.1 PUBLIC_URL="http://127.0.0.1:$port" ANALYTICS_REFRESH_SECONDS=0 \
    "${node[@]}" apps/api/dist/server.js >"$work/server.log" 2>&1 &
  server=$!
  local started=$SECONDS
  until curl -fsS -o /dev/null "http://127.0.0.1:$port/readyz" 2>/dev/null; do
    kill -0 "$server" 2>/dev/null || fail "the server exited on the restored database"
    [ $((SECONDS - started)) -lt 300 ] || fail "/readyz did not answer within 300 s"
    sleep 0.5
  done
  curl -fsS "http://127.0.0.1:$port/api/search?q=lagos" | grep -q '"status":"success"' || fail "no search answered"
  kill -TERM "$server"
  wait "$server" || true
  server=""
}

compare() {
  local what="$1" before="$2" after="$3"
  [ "$before" = "$after" ] || fail "$what: the restore holds $after, the source $before"
  echo "backup drill: $what restored and served; counts match: $after"
}

if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then fail "port $port is in use (set DRILL_PORT)"; fi

if psql -q "$pg/postgres" -c "select 1" >/dev/null 2>&1; then
  pg_ok=1
  src="$pg/ile_${tag}_source"
  dst="$pg/ile_${tag}_restored"
  psql -q "$pg/postgres" -c "create database ile_${tag}_source" >/dev/null
  started=$SECONDS
  "${base[@]}" DATABASE_URL="$src" "${node[@]}" apps/api/dist/seed.js >"$work/seed.log" 2>&1 || fail "seeding PostgreSQL: $(tail -n 5 "$work/seed.log")"
  # The demo world has no payments: one, so the count that matters most is not a trivial zero.
  psql -q "$src" -c "insert into payments (user_id, reference, amount_kobo, purpose, gateway, status)
    select min(id), 'backup-drill-1', 500000, 'subscription', 'sandbox', 'success' from users" >/dev/null
  before="$(counts DATABASE_URL="$src")"
  pg_dump -Fc -f "$work/ile.dump" "$src"
  psql -q "$pg/postgres" -c "create database ile_${tag}_restored" >/dev/null
  pg_restore --no-owner --exit-on-error -d "$dst" "$work/ile.dump"
  serve_and_check DATABASE_URL="$dst"
  after="$(counts DATABASE_URL="$dst")"
  compare "PostgreSQL (pg_dump $(du -h "$work/ile.dump" | cut -f1), $((SECONDS - started)) s)" "$before" "$after"
else
  echo "backup drill: PostgreSQL not answering at $pg: only the embedded database's drill runs"
fi

started=$SECONDS
"${base[@]}" PGLITE_DIR="$work/db" "${node[@]}" apps/api/dist/seed.js >"$work/seed.log" 2>&1 || fail "seeding the embedded database: $(tail -n 5 "$work/seed.log")"
before="$(counts PGLITE_DIR="$work/db")"
# The backup: the directory archived while no server holds it (docs/operations.md), then unpacked elsewhere.
tar -C "$work" -czf "$work/db.tar.gz" db
mkdir -p "$work/restored"
tar -C "$work/restored" -xzf "$work/db.tar.gz"
serve_and_check PGLITE_DIR="$work/restored/db"
after="$(counts PGLITE_DIR="$work/restored/db")"
compare "embedded database (tar $(du -h "$work/db.tar.gz" | cut -f1), $((SECONDS - started)) s)" "$before" "$after"
