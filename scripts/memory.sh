#!/usr/bin/env bash
# Peak resident memory of Vellum's worst cases, each in a process of its own (peak memory is per
# process): a 4096² canvas with 8 nested layers, a 1M-segment dashed stroke, and 10,000 gallery
# renders in one process (resident memory after 100 and after 10,000 renders: font handles and
# caches must not grow). A benchmark, not a test: it prints figures for Docs/Benchmarks.md.
#
# Usage: scripts/memory.sh [debug|release]   (default release)
set -euo pipefail
cd "$(dirname "$0")/.."
config="${1:-release}"
swift build -c "$config" --product vellum >&2
vellum=".build/$config/vellum"
for scenario in layers dashes gallery; do
    "$vellum" bench --memory "$scenario"
done
