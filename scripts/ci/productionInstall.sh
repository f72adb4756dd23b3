#!/usr/bin/env bash
# The site starts without development dependencies: the built checkout (every dist/ in place, after
# `npm run build`) is copied without node_modules to a temporary folder, installed there with
# `npm ci --omit=dev`, started with `npm run start:prod` on free ports, and checked from outside
# (scripts/ci/productionSmoke.mjs: a page with its <h1>, the API, an enquiry), then stopped.
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
cleanup() {
  if [ -n "$SITE_PID" ]; then
    # The site's own process group: the site server and the API it started.
    kill -TERM -- "-$SITE_PID" 2>/dev/null || true
    wait "$SITE_PID" 2>/dev/null || true
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
