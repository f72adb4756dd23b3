#!/usr/bin/env bash
# A short run of the site server's benchmarks, so each stays runnable: a kept page beside a minimal
# server, the render pool (uncached pages, a 10 s synchronous render, a flood), remote flaps and
# memory, the API beside its minimal peer (which also checks the peer answers what the API does), and
# taps before hydration with and without the early-event capture (it fails if one is lost with it),
# every control live on a throttled phone (it fails if an early slider tap leaves the EMI screen
# disagreeing with itself),
# the photo variants of one 12-megapixel upload beside the floor (one decode and one JPEG),
# an editor's change through the staff API until the public pages show it, one seed picture's raster variants,
# and Lighthouse on one route beside its floor page.
# They report figures; the committed results come from full runs on a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/../.."

npm run bench:kept -- --smoke
SMOKE=1 npm run bench:render-pool
npm run bench:flaps -- --smoke
BENCH_QUICK=1 BENCH_DURATION=1 BENCH_RUNS=1 npm run bench:api
npm run bench:taps -- --smoke
npm run bench:live -- --smoke
npm run bench:photos -- --smoke
npm run bench:publish -- --smoke
npm run bench:scenes -- --smoke
RUNS=1 PRESETS=mobile ROUTES=/emi-calculator OUT=/tmp/lighthouse-ci.md npm run bench:web
