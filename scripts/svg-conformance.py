#!/usr/bin/env python3
"""Conformance estimate against resvg's SVG test suite (crates/resvg/tests/tests in
github.com/linebender/resvg: one SVG per test with resvg's reference PNG beside it). Renders the
static tests of the areas issue 11 names with `vellum render` at the reference's size and
compares: composited over white, a test passes when at most --tolerance percent of its pixels
differ by more than --threshold in some channel (anti-aliasing differs between renderers; a
missing feature differs over whole areas). Not part of CI.

    git --git-dir=/path/to/resvg/.git archive HEAD crates/resvg/tests | tar -x -C /tmp/resvg
    swift build --product vellum            # or -c release
    python3 scripts/svg-conformance.py /tmp/resvg/crates/resvg/tests/tests [--vellum PATH] [--out DIR]
    python3 scripts/svg-conformance.py TESTS --dirs painting/mix-blend-mode painting/isolation

--dirs measures the named directories only (blending's among them). Prints the pass rate per
area and per directory, and with --out writes the failures (the
reference, Vellum's image and the share of pixels off) to DIR/failures.txt. With --chromium, each
failing test is also opened in headless Chromium and the failure is marked `browser-agrees` when
Vellum's image passes against Chromium's while resvg's reference does not (the reference is what
differs from a browser), or `vellum-differs` otherwise.

--fonts DIR makes the fonts in DIR (the suite's own, crates/resvg/tests/fonts) the only ones
fontconfig sees while Vellum renders, with the generic families mapped as resvg's test harness
maps them (serif Noto Serif, sans-serif Noto Sans, monospace Noto Mono, cursive Yellowtail,
fantasy Sedgwick Ave Display): the text tests are drawn with the fonts their references were.

    python3 scripts/svg-conformance.py TESTS --dirs text --fonts /tmp/resvg/crates/resvg/tests/fonts
"""
import argparse
import concurrent.futures as futures
import os
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
AREAS = ["shapes", "painting", "paint-servers", "structure", "masking"]
# Directories of those areas about blending, which issue 11 does not name.
SKIP = {"painting/mix-blend-mode", "painting/isolation"}


GENERIC_FAMILIES = {"serif": "Noto Serif", "sans-serif": "Noto Sans", "monospace": "Noto Mono",
                    "cursive": "Yellowtail", "fantasy": "Sedgwick Ave Display"}


def fontconfig_file(fonts, tmp):
    """A fontconfig configuration, written into `tmp`, that sees the fonts in `fonts` only and
    maps the generic families as resvg's harness does; its path."""
    aliases = "".join(f"<alias binding=\"same\"><family>{generic}</family><prefer><family>{family}</family>"
                      f"</prefer></alias>" for generic, family in GENERIC_FAMILIES.items())
    path = os.path.join(tmp, "fonts.conf")
    with open(path, "w") as f:
        f.write(f"<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"fonts.dtd\"><fontconfig>"
                f"<dir>{os.path.abspath(fonts)}</dir><cachedir>{tmp}/fc-cache</cachedir>{aliases}</fontconfig>")
    return path


def over_white(img):
    a = img[..., 3:4].astype(np.float64) / 255
    return img[..., :3].astype(np.float64) * a + 255 * (1 - a)


def percent_off(a, b, threshold):
    if a.shape != b.shape:
        return 100.0
    return float((np.abs(over_white(a) - over_white(b)).max(axis=2) > threshold).mean() * 100)


def chromium_view(svg, size, tmp):
    """The SVG file opened directly in headless Chromium at `size` (its images read as a browser
    reads local files), as RGBA pixels."""
    out = os.path.join(tmp, svg.replace(os.sep, "_") + ".chromium.png")
    subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                    "--allow-file-access-from-files", f"--window-size={size[0]},{size[1]}",
                    f"--screenshot={out}", "file://" + os.path.abspath(svg)],
                   capture_output=True, timeout=120)
    return np.asarray(Image.open(out).convert("RGBA"))


def compare(vellum, svg, threshold, tmp, resources, tolerance, chromium):
    reference = svg[:-4] + ".png"
    ref = np.asarray(Image.open(reference).convert("RGBA"))
    h, w = ref.shape[:2]
    out = os.path.join(tmp, svg.replace(os.sep, "_") + ".png")
    p = subprocess.run([vellum, "render", svg, "-o", out, "--size", f"{w}x{h}", "--resources", resources],
                       capture_output=True, text=True, timeout=120)
    if p.returncode != 0:
        return svg, 100.0, p.stderr.strip().splitlines()[-1:] or ["failed"]
    got = np.asarray(Image.open(out).convert("RGBA"))
    if got.shape != ref.shape:
        return svg, 100.0, [f"size {got.shape[1]}x{got.shape[0]}, reference {w}x{h}"]
    off = percent_off(got, ref, threshold)
    if off > tolerance and chromium:
        browser = chromium_view(svg, (w, h), tmp)
        vellum_off, reference_off = percent_off(got, browser, threshold), percent_off(ref, browser, threshold)
        verdict = "browser-agrees" if vellum_off <= tolerance < reference_off else "vellum-differs"
        return svg, off, [f"{verdict} (Chromium vs Vellum {vellum_off:.2f} %, vs reference {reference_off:.2f} %)"]
    return svg, off, []


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tests", help="resvg's crates/resvg/tests/tests directory")
    parser.add_argument("--vellum", default=os.path.join(ROOT, ".build", "release", "vellum"))
    parser.add_argument("--threshold", type=int, default=32, help="channel difference that counts (0-255)")
    parser.add_argument("--tolerance", type=float, default=1.0, help="percent of pixels allowed to differ")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out")
    parser.add_argument("--dirs", nargs="+", help="only these directories (relative to TESTS), skipped or not")
    parser.add_argument("--fonts", help="the only font directory fontconfig sees (the suite's fonts)")
    parser.add_argument("--chromium", action="store_true",
                        help="compare each failure with headless Chromium too (slow)")
    args = parser.parse_args()
    if not os.path.exists(args.vellum):
        args.vellum = os.path.join(ROOT, ".build", "debug", "vellum")
    files = []
    for area in args.dirs or AREAS:
        for base, _, names in os.walk(os.path.join(args.tests, area)):
            rel = os.path.relpath(base, args.tests)
            if rel in SKIP and not args.dirs:
                continue
            files += [os.path.join(base, n) for n in sorted(names)
                      if n.endswith(".svg") and os.path.exists(os.path.join(base, n[:-4] + ".png"))]
    results = []
    with tempfile.TemporaryDirectory() as tmp, futures.ThreadPoolExecutor(args.jobs) as pool:
        # The suite's images are in resources/, beside the tests directory: the renderer may read
        # files from the whole suite, as a browser opening the files locally does.
        resources = os.path.dirname(os.path.abspath(args.tests))
        if args.fonts:
            os.environ["FONTCONFIG_FILE"] = fontconfig_file(args.fonts, tmp)
        jobs = [pool.submit(compare, args.vellum, f, args.threshold, tmp, resources, args.tolerance, args.chromium)
                for f in files]
        for job in futures.as_completed(jobs):
            results.append(job.result())
    by_dir, by_area = {}, {}
    failures = []
    for svg, off, notes in sorted(results):
        rel = os.path.relpath(svg, args.tests)
        directory, area = os.path.dirname(rel), rel.split(os.sep)[0]
        ok = off <= args.tolerance
        for table, key in ((by_dir, directory), (by_area, area)):
            passed, total = table.get(key, (0, 0))
            table[key] = (passed + ok, total + 1)
        if not ok:
            failures.append(f"{rel}\t{off:.2f} %\t{' '.join(notes)}")
    print(f"threshold {args.threshold}/255, tolerance {args.tolerance} % of pixels")
    for key, (passed, total) in sorted(by_dir.items()):
        print(f"  {key:40s} {passed:4d} / {total:4d}  {100 * passed / total:5.1f} %")
    allp = sum(p for p, _ in by_area.values())
    allt = sum(t for _, t in by_area.values())
    for key, (passed, total) in sorted(by_area.items()):
        print(f"{key:42s} {passed:4d} / {total:4d}  {100 * passed / total:5.1f} %")
    print(f"{'all':42s} {allp:4d} / {allt:4d}  {100 * allp / max(allt, 1):5.1f} %")
    if args.chromium:
        agreeing = sum("browser-agrees" in f for f in failures)
        print(f"of the {len(failures)} failures, Chromium draws {agreeing} as Vellum does (the reference differs)")
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "failures.txt"), "w") as f:
            f.write("\n".join(failures) + "\n")


if __name__ == "__main__":
    sys.exit(main())
