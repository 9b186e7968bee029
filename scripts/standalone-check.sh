#!/usr/bin/env bash
# Proves the repository stands alone (ADR 0016): clones the committed HEAD into an empty temporary directory with
# nothing beside it, runs the README's first Quick start command there (`npm ci && npm start`) on its own port,
# waits (bounded) until /healthz and the home page answer (under NODE_ENV=development, and still a production
# build of the web app), then stops the whole process group and cleans up.
# Usage: bash scripts/standalone-check.sh   (STANDALONE_PORT, default 3099; STANDALONE_TIMEOUT seconds, default 900)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
port="${STANDALONE_PORT:-3099}"
timeout="${STANDALONE_TIMEOUT:-900}"
work="$(mktemp -d)"
log="$(mktemp)"
pgid=""

stop() {
  if [ -n "$pgid" ] && kill -0 -- "-$pgid" 2>/dev/null; then
    kill -TERM -- "-$pgid" 2>/dev/null || true
    for _ in $(seq 1 20); do kill -0 -- "-$pgid" 2>/dev/null || break; sleep 0.5; done
    kill -KILL -- "-$pgid" 2>/dev/null || true
  fi
  rm -rf "$work" "$log"
}
trap stop EXIT
fail() {
  echo "standalone: FAILED: $1" >&2
  if [ -f "$log" ]; then
    echo "---- last 60 lines of npm ci && npm start in the clone ----" >&2
    tail -n 60 "$log" >&2
  fi
  exit 1
}

if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then fail "port $port is already in use (set STANDALONE_PORT)"; fi
git clone --quiet --no-hardlinks "$repo" "$work/ile" || fail "git clone of $repo"
[ "$(ls -A "$work")" = "ile" ] || fail "the temporary directory holds more than the clone"
echo "standalone: cloned $(git -C "$work/ile" rev-parse --short HEAD) into $work/ile (nothing beside it); npm ci && npm start on :$port"

# Its own session and process group (setsid keeps the pid: it is the group's id), so stopping it stops npm, the
# build and the server alike.
(cd "$work/ile" && exec env -u DATABASE_URL -u REDIS_URL -u PGLITE_DIR -u UPLOADS_DIR PORT="$port" \
  NODE_ENV=development setsid bash -c 'npm ci --no-audit --no-fund && npm start' >"$log" 2>&1) &
pgid=$!

started=$SECONDS
until curl -fsS -o /dev/null "http://127.0.0.1:$port/healthz" 2>/dev/null; do
  if [ $((SECONDS - started)) -ge "$timeout" ]; then fail "/healthz did not answer within ${timeout}s"; fi
  kill -0 "$pgid" 2>/dev/null || fail "npm ci && npm start exited before /healthz answered"
  sleep 2
done
home="$(curl -fsS "http://127.0.0.1:$port/")" || fail "the home page did not answer"
# A here-string, not `echo | grep -q`: grep stops at the first match, and with pipefail a page larger than the
# pipe's buffer would fail the check through echo's SIGPIPE.
grep -q '<div id="root"' <<<"$home" || fail "the home page is not the web app"
# It runs under NODE_ENV=development, as a newcomer's shell may be: the build must still be the production one
# (issue 34 item 10): the service worker is served, no script holds React's development JSX runtime, and React is
# its production build (its errors as react.dev/errors links).
curl -fsS -o /dev/null "http://127.0.0.1:$port/sw.js" || fail "no service worker at /sw.js: not a production build"
assets="$work/ile/apps/web/dist/assets"
if grep -l 'jsxDEV' "$assets"/*.js >/dev/null 2>&1; then fail "the web build holds React's development bundle"; fi
grep -l 'react.dev/errors' "$assets"/*.js >/dev/null 2>&1 || fail "the web build has no React production bundle"
echo "standalone: /healthz and the home page answered after $((SECONDS - started))s; stopping it"
