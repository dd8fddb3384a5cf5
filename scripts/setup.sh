#!/usr/bin/env bash
# Installs what Vellum needs on a fresh Debian machine with Swift:
# - the C libraries it links: zlib (compressed SVG), libdeflate (PNG writing), libpng, libjpeg, giflib and libwebp (images),
#   FreeType, fontconfig, HarfBuzz, FriBidi and ICU (text: faces, shaping, bidi, line breaking),
#   and Cairo (the PDF and PostScript backend);
# - the fonts its text and tests use: DejaVu, Noto for Arabic, Devanagari, Thai and Hebrew, Noto CJK
#   for Hangul and Han, Comfortaa (the rounded design), Inter's variable font (fonts-inter-variable:
#   a `wght` axis for the variable font tests), Noto Color Emoji (colour bitmap glyphs);
# - what the tests check Vellum's output with: hb-shape (libharfbuzz-bin) for shaping, rsvg-convert
#   (librsvg2-bin) for SVG output, pdftoppm, pdfimages and pdftotext (poppler-utils) and Ghostscript
#   for PDF and PostScript, ffprobe (ffmpeg) for animated PNGs, script (bsdutils) for a terminal,
#   headless Chromium for animated PNGs, live SVGs and `vellum serve`'s preview page, and
#   unicode-data, whose LineBreakTest.txt the line breaking tests run.
set -euo pipefail
packages=(pkg-config zlib1g-dev libdeflate-dev libpng-dev libjpeg62-turbo-dev libgif-dev libwebp-dev libfreetype-dev libfontconfig1-dev libharfbuzz-dev libfribidi-dev libicu-dev
          libharfbuzz-bin fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-comfortaa fonts-inter-variable fonts-noto-color-emoji librsvg2-bin ffmpeg
          libcairo2-dev poppler-utils ghostscript chromium bsdutils unicode-data)
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
