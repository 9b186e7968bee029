#!/usr/bin/env bash
# A private PostgreSQL primary and a streaming standby made with `pg_basebackup -R`, for the read-replica suite
# (vitest.replicas.config.ts, ADR 0030). Nothing else on the machine is touched: both clusters live under
# PG_REPLICA_DIR, listen on 127.0.0.1 only, with trust authentication, on PG_REPLICA_PORT (primary) and the next
# port (standby).
#
#   scripts/pg-replica.sh start           initdb + start the primary, base-backup + start the standby
#   scripts/pg-replica.sh stop            stop both and remove their directories
#   scripts/pg-replica.sh stop-replica    stop the standby only (what the suite does mid-traffic)
#   scripts/pg-replica.sh start-replica   start it again (it catches up from the primary's WAL)
#   scripts/pg-replica.sh status          pg_isready for both
#
# PostgreSQL refuses to run as root: as root, the commands run as the `postgres` user (runuser), which then owns
# PG_REPLICA_DIR. The binaries are PG_BIN (default /usr/lib/postgresql/15/bin).
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
DIR="${PG_REPLICA_DIR:-/tmp/ile-pg-replica}"
PORT="${PG_REPLICA_PORT:-55440}"
REPLICA_PORT=$((PORT + 1))
PRIMARY="$DIR/primary"
REPLICA="$DIR/replica"

as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

start_cluster() { # data dir, port
  as_pg "$PG_BIN/pg_ctl" -D "$1" -l "$1.log" -w -t 60 \
    -o "-p $2 -k $DIR -c listen_addresses=127.0.0.1" start >/dev/null
}

stop_cluster() { # data dir
  if [ -f "$1/postmaster.pid" ]; then as_pg "$PG_BIN/pg_ctl" -D "$1" -m fast -w -t 60 stop >/dev/null || true; fi
}

case "${1:-}" in
  start)
    stop_cluster "$REPLICA"
    stop_cluster "$PRIMARY"
    rm -rf "$DIR"
    mkdir -p "$DIR"
    if [ "$(id -u)" = 0 ]; then chown postgres: "$DIR"; fi
    as_pg "$PG_BIN/initdb" -D "$PRIMARY" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
    cat >>"$PRIMARY/postgresql.conf" <<EOF
wal_level = replica
max_wal_senders = 5
hot_standby = on
fsync = off
full_page_writes = off
EOF
    echo "host replication postgres 127.0.0.1/32 trust" >>"$PRIMARY/pg_hba.conf"
    start_cluster "$PRIMARY" "$PORT"
    as_pg "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PORT" -U postgres -D "$REPLICA" -R -X stream -c fast
    start_cluster "$REPLICA" "$REPLICA_PORT"
    echo "primary postgresql://postgres@127.0.0.1:$PORT/postgres"
    echo "replica postgresql://postgres@127.0.0.1:$REPLICA_PORT/postgres"
    ;;
  stop)
    stop_cluster "$REPLICA"
    stop_cluster "$PRIMARY"
    rm -rf "$DIR"
    ;;
  stop-replica) stop_cluster "$REPLICA" ;;
  start-replica) start_cluster "$REPLICA" "$REPLICA_PORT" ;;
  status)
    "$PG_BIN/pg_isready" -h 127.0.0.1 -p "$PORT" || true
    "$PG_BIN/pg_isready" -h 127.0.0.1 -p "$REPLICA_PORT" || true
    ;;
  *)
    echo "usage: $0 start|stop|stop-replica|start-replica|status" >&2
    exit 2
    ;;
esac
