#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#   scripts/with-postgres.sh npm test            (from api/)
#   api/scripts/with-postgres.sh npm test -w api  (from the repo root)
# Installs Debian's postgresql if no server binaries are found (apt-get, non-interactive),
# initialises a cluster in a temporary folder, starts it on a free port on 127.0.0.1 (as the
# postgres user when run as root: PostgreSQL refuses to run as root), creates a database,
# exports DATABASE_URL and runs the command. The server is stopped and the folder removed on
# exit, whatever the command's outcome; the command's exit code is returned.
# The cluster is disposable, so durability settings are off to make test runs fast.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

find_pg_bin() {
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

PG_BIN="$(find_pg_bin || true)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: installing postgresql with apt-get" >&2
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  PG_BIN="$(find_pg_bin)"
fi

# Run server commands as `postgres` when we are root, as ourselves otherwise.
if [ "$(id -u)" -eq 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  as_pg() { runuser -u postgres -- "$@"; }
else
  as_pg() { "$@"; }
fi

PORT="${PG_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}" # PG_PORT: a fixed port instead of a free one
WORK="$(mktemp -d /tmp/with-postgres.XXXXXX)"
chmod 755 "$WORK"
if [ "$(id -u)" -eq 0 ]; then chown postgres "$WORK"; fi

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb" -D "$WORK/data" -U postgres --auth=trust -E UTF8 --locale=C >"$WORK/initdb.log" 2>&1 || {
  cat "$WORK/initdb.log" >&2
  exit 1
}
as_pg "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w -t 60 \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || {
  cat "$WORK/server.log" >&2
  exit 1
}
"$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres api_test

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/api_test"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2

set +e
"$@"
STATUS=$?
set -e
exit "$STATUS"
