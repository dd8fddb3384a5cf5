#!/usr/bin/env bash
# Installs what Vellum needs on a fresh Debian machine with Swift: the C libraries it links
# (zlib for compressed SVG, libpng, libjpeg, giflib and libwebp for JPEG, GIF and WebP images in SVG files, FreeType, fontconfig, HarfBuzz, FriBidi), the
# fonts its text and tests use (Noto for Arabic, Devanagari, Thai and Hebrew; Noto CJK for Hangul and Han), hb-shape, which the shaping
# tests compare with, and rsvg-convert, which the cross-backend tests use to rasterize Vellum's
# SVG output independently; ffmpeg, whose ffprobe reads back animated PNGs; Cairo
# (libcairo2-dev), which the Cairo backend links, and pdftoppm (poppler-utils) and Ghostscript,
# which its tests rasterize PDF and PostScript with; util-linux's script (bsdutils), which gives
# the animation tests a terminal; headless Chromium, in which the tests check
# what a browser makes of animated PNGs and live SVGs and drive `vellum serve`'s preview page.
set -euo pipefail
packages=(pkg-config zlib1g-dev libpng-dev libjpeg62-turbo-dev libgif-dev libwebp-dev libfreetype-dev libfontconfig1-dev libharfbuzz-dev libfribidi-dev
          libharfbuzz-bin fonts-dejavu-core fonts-noto-core fonts-noto-cjk librsvg2-bin ffmpeg
          libcairo2-dev poppler-utils ghostscript chromium bsdutils)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
