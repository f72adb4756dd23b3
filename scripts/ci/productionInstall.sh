#!/usr/bin/env bash
# The site starts without development dependencies: the built checkout (every dist/ in place, after
# `npm run build`) is copied without node_modules to a temporary folder, installed there with
# `npm ci --omit=dev`, started with `npm run start:prod` on free ports, and checked from outside
# (scripts/ci/productionSmoke.mjs: a page with its <h1>, the API, an enquiry), then stopped with
# SIGTERM: every process gone, no pid file left.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$PWD"

for dist in contracts/dist api/dist site-server/dist shell/dist/server/main.js; do
  if [ ! -e "$dist" ]; then
    echo "No $dist: run npm run build first." >&2
    exit 1
  fi
done

WORK="$(mktemp -d "${TMPDIR:-/tmp}/site-production-XXXXXX")"
SITE_PID=""
# SIGTERM to the site's own process group (npm, the supervisor, the site server and the API), then
# wait until every one of them has exited: npm itself exits at once on SIGTERM, before the
# supervisor has stopped the processes it runs. Fails if any is still there after 20 s (the
# shutdown is bounded by SHUTDOWN_TIMEOUT_MS, 10 s by default).
site_running() {
  # Zombies (exited, not yet reaped by whoever adopted them) do not count.
  ps -e -o pgid=,stat= | awk -v g="$SITE_PID" '$1 == g && $2 !~ /^Z/ { found = 1 } END { exit !found }'
}
stop_site() {
  kill -TERM -- "-$SITE_PID" 2>/dev/null || true
  wait "$SITE_PID" 2>/dev/null || true
  for _ in $(seq 1 100); do
    site_running || return 0
    sleep 0.2
  done
  return 1
}
cleanup() {
  if [ -n "$SITE_PID" ]; then
    stop_site || kill -KILL -- "-$SITE_PID" 2>/dev/null || true
    SITE_PID=""
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

# The checkout as built: sources, dists and the lock file; no installs, no data, no history.
SITE="$WORK/site"
mkdir -p "$SITE"
tar -C "$ROOT" --exclude=./.git --exclude=node_modules --exclude=./api/data --exclude=test-results \
  --exclude=playwright-report --exclude=./reports --exclude=./bench/results -cf - . | tar -C "$SITE" -xf -

echo "Installing the production dependencies only (npm ci --omit=dev)…"
(cd "$SITE" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
# The root's development tools (lint, unit tests) stay out: this is a production install.
if [ -e "$SITE/node_modules/eslint" ] || [ -e "$SITE/node_modules/jest" ]; then
  echo "npm ci --omit=dev installed development tools (eslint or jest)." >&2
  exit 1
fi

PORT="$(node "$ROOT/scripts/ci/productionSmoke.mjs" free-port)"
echo "Starting the site (npm run start:prod) on port $PORT…"
(
  cd "$SITE"
  export PORT API_DATA_DIR="$WORK/data" API_LOG_LEVEL=warn
  exec setsid npm run --silent start:prod
) >"$WORK/site.log" 2>&1 &
SITE_PID=$!

if ! node "$ROOT/scripts/ci/productionSmoke.mjs" check "http://localhost:$PORT"; then
  echo "--- the site's output:" >&2
  tail -40 "$WORK/site.log" >&2
  exit 1
fi

# A clean stop: every process gone within the shutdown's bound, no pid file left behind.
if ! stop_site; then
  echo "The site's processes were still running 20 s after SIGTERM:" >&2
  ps -e -o pgid=,pid=,args= | awk -v g="$SITE_PID" '$1 == g' >&2
  exit 1
fi
SITE_PID=""
if [ -n "$(find "$WORK/data/run" -name '*.pid' 2>/dev/null)" ]; then
  echo "A pid file was left after the site stopped:" >&2
  find "$WORK/data/run" -name '*.pid' >&2
  exit 1
fi
echo "Stopped cleanly on SIGTERM: no process left, no pid file."
