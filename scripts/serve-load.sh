#!/usr/bin/env bash
# Load benchmark of `vellum serve` (a benchmark, not a test: nothing here passes or fails).
# Builds the release `vellum`, starts `vellum serve` on loopback and runs wrk (Debian's `wrk`,
# not installed by setup.sh: `apt-get install wrk`) against a tier badge as SVG and as PNG at
# 128 x 128, first with the server's picture cache (repeated URLs, as badge embeds are) and then
# with it off (every request renders). Prints requests per second, latency percentiles, errors
# and the server's resident memory before and after each run. Docs/Serving.md has the figures.
#
#   scripts/serve-load.sh                 # 64 connections, 30 s per run
#   DURATION=10s CONNECTIONS=16 scripts/serve-load.sh
set -euo pipefail
cd "$(dirname "$0")/.."
port=${PORT:-18090}
duration=${DURATION:-30s}
connections=${CONNECTIONS:-64}
threads=${THREADS:-2}
command -v wrk > /dev/null || { echo "wrk is not installed: apt-get install wrk" >&2; exit 1; }

swift build -c release --product vellum > /dev/null
vellum="$(swift build -c release --show-bin-path)/vellum"
paths=("/render/tier-badge.svg?size=128x128" "/render/tier-badge.png?size=128x128")

rss() { awk '/VmRSS/ { print $2 " kB" }' "/proc/$1/status"; }

for cache in 64 0; do
  "$vellum" serve --port "$port" --cache-megabytes "$cache" > /dev/null 2>&1 &
  server=$!
  trap 'kill $server 2> /dev/null || true' EXIT
  for _ in $(seq 100); do curl -fs "http://127.0.0.1:$port/components" > /dev/null && break; sleep 0.1; done
  for path in "${paths[@]}"; do
    echo "== $path, cache ${cache} MB, $connections connections, $duration =="
    echo "RSS before: $(rss $server)"
    wrk -t"$threads" -c"$connections" -d"$duration" --latency "http://127.0.0.1:$port$path"
    echo "RSS after:  $(rss $server)"
  done
  kill $server
  wait $server 2> /dev/null || true
done
