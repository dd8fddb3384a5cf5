#!/usr/bin/env bash
# Builds the DocC documentation of every library product (Sources/ and Plugins/) into
# .build/docs/<Module>,
# with swift-docc-plugin, and fails on any DocC warning.
#
# The plugin is a dependency only when VELLUM_DOCC=1 (see the end of Package.swift), so normal
# builds and CI never resolve or build it; this script sets it and keeps its own build folder
# (.build-docs) so that switching the dependency on does not invalidate the normal .build.
#
#   scripts/docs.sh                 # every module
#   scripts/docs.sh VellumUIKit     # one
set -euo pipefail
cd "$(dirname "$0")/.."
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  modules=(VellumCore VellumText VellumScene VellumComponents VellumUIKit VellumImageIO VellumBlur
           VellumRaster VellumSVG VellumSVGImport VellumCairo Vellum VellumCommandLine VellumBadgePlugin
           VellumTierBadgePlugin VellumPushButtonPlugin VellumClockPlugin VellumLayersPlugin)
fi
export VELLUM_DOCC=1
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
for module in "${modules[@]}"; do
  out=".build/docs/$module"
  rm -rf "$out"
  mkdir -p "$(dirname "$out")"
  if ! swift package --scratch-path .build-docs --allow-writing-to-directory .build/docs \
      generate-documentation --target "$module" --output-path "$out" --warnings-as-errors >"$log" 2>&1; then
    echo "docs: $module failed:" >&2
    grep -E "warning|error" "$log" >&2 || tail -20 "$log" >&2
    status=1
  else
    echo "docs: $module -> $out"
  fi
done
exit $status
