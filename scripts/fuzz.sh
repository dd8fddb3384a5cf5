#!/usr/bin/env bash
# Runs one libFuzzer target for a while: scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
#
# Targets (Fuzz/Sources/fuzz-TARGET): path-data, svg-import, parameters, components, render-tree.
# The Fuzz package is built with `-sanitize=fuzzer,address` (the whole of Vellum instrumented for
# coverage and checked by AddressSanitizer) into Fuzz/.build. The committed seeds in
# Fuzz/Corpus/TARGET are read; new inputs go to Fuzz/.build/corpus/TARGET (not committed); a
# crash is written to Fuzz/.build/crashes/TARGET/crash-… and becomes a regression test.
# libFuzzer's final line of statistics (executions, coverage) is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
target="${1:?usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]}"
seconds="${2:?usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]}"
shift 2
[ -d "Sources/fuzz-$target" ] || { echo "no fuzz target '$target'; see Fuzz/Sources" >&2; exit 2; }
# Linked with lld: gold crashes on the instrumented objects ("internal error in
# format_file_lineno"). Each target's main calls LLVMFuzzerRunDriver (Fuzz/Sources/FuzzDriver),
# because SwiftPM aliases main to the module's own entry point.
mkdir -p .build
toolset=".build/lld-toolset.json"
echo "{\"schemaVersion\": \"1.0\", \"linker\": {\"path\": \"$(dirname "$(readlink -f "$(command -v swift)")")/ld.lld\"}}" > "$toolset"
swift build -c release --disable-build-manifest-caching --product "fuzz-$target" --toolset "$PWD/$toolset" -Xswiftc -sanitize=fuzzer,address >&2
mkdir -p ".build/corpus/$target" ".build/crashes/$target"
# Leaks are measured by the gallery memory benchmark instead: the leak check trips on
# fontconfig's process-wide caches. ASan's own symbolizer stalls on these binaries; Swift's
# backtracer prints the symbolized stack of a crash.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:symbolize=0}"
exec ".build/release/fuzz-$target" -max_total_time="$seconds" -print_final_stats=1 -detect_leaks=0 \
    -artifact_prefix=".build/crashes/$target/" -rss_limit_mb=3072 -max_len=16384 -timeout=30 \
    "$@" ".build/corpus/$target" "Corpus/$target"
