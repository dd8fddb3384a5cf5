#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer, then under ThreadSanitizer.
#
# AddressSanitizer runs the whole suite. ThreadSanitizer slows the suite down too much to run
# whole on this machine, so it runs the tests that use Vellum from several threads at once (the
# concurrent gallery, the concurrency and plugin-registry tests) plus the raster and text suites
# the gallery exercises; pass a filter to choose others: scripts/sanitize.sh thread 'Suite'.
#
# Usage: scripts/sanitize.sh [address|thread|all] [TSAN-FILTER]   (default all)
# Each sanitizer builds into its own folder (.build/sanitize-<name>) so it never mixes with the
# ordinary debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
# Leaks that are not Vellum's (fontconfig's process-wide state, XCTest's runner) would fail every
# test that runs the ASan-built vellum binary, through LeakSanitizer's exit status.
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp:print_suppressions=0}"
which="${1:-all}"
tsan_filter="${2:-ConcurrentGalleryTests|ConcurrencyTests|RegistryTests|LayerTests|PixmapTests}"

run() {
    local sanitizer="$1"; shift
    echo "== swift test --sanitize=$sanitizer $*" >&2
    swift test --sanitize="$sanitizer" --scratch-path ".build/sanitize-$sanitizer" "$@"
}

case "$which" in
    address) run address ;;
    thread) run thread --filter "$tsan_filter" ;;
    all) run address; run thread --filter "$tsan_filter" ;;
    *) echo "usage: $0 [address|thread|all] [TSAN-FILTER]" >&2; exit 2 ;;
esac
