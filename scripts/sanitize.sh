#!/usr/bin/env bash
# Runs the test suite under AddressSanitizer, then under ThreadSanitizer.
#
# AddressSanitizer runs the whole suite. ThreadSanitizer slows the suite down too much to run
# whole on this machine, so it runs the tests that use Vellum from several threads at once (the
# concurrent gallery, the concurrency and plugin-registry tests) plus the raster and text suites
# the gallery exercises; pass a filter to choose others: scripts/sanitize.sh thread 'Suite'.
#
# UndefinedBehaviorSanitizer applies to the C shims' own code (Swift has no -sanitize=undefined):
# scripts/ubsan-shims.c is compiled with clang's -fsanitize=undefined and run.
#
# Usage: scripts/sanitize.sh [address|thread|undefined|all] [TSAN-FILTER]   (default all)
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

shims() {
    echo "== clang -fsanitize=undefined scripts/ubsan-shims.c" >&2
    local driver=".build/sanitize-undefined/ubsan-shims"
    mkdir -p "$(dirname "$driver")"
    # shellcheck disable=SC2046  # pkg-config prints several flags
    clang -fsanitize=undefined -fno-sanitize-recover=all -Wall -Werror $(pkg-config --cflags fribidi) \
        scripts/ubsan-shims.c -o "$driver" $(pkg-config --libs fribidi)
    "$driver"
}

case "$which" in
    address) run address ;;
    thread) run thread --filter "$tsan_filter" ;;
    undefined) shims ;;
    all) run address; run thread --filter "$tsan_filter"; shims ;;
    *) echo "usage: $0 [address|thread|undefined|all] [TSAN-FILTER]" >&2; exit 2 ;;
esac
