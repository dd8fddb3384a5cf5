#!/usr/bin/env bash
# The test command: installs what is missing, checks that Package.swift, the sources' imports,
# Docs/Architecture.md's module table and README's requirements agree, then builds and runs the
# whole test suite.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
python3 scripts/check-package.py
swift build --build-tests
swift test --skip-build
