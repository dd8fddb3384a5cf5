#!/usr/bin/env python3
"""Differential test of Vellum's SVG importer against resvg (resvg-py) and librsvg
(rsvg-convert): renders every SVG file given and reports those where Vellum disagrees with
both while they agree with each other. Not part of CI (it needs the peers and takes minutes).

    swift build -c release --product vellum
    python3 scripts/svg-gen.py /tmp/svgdiff --count 2000      # random files, fresh seed
    python3 scripts/svg-diff.py /tmp/svgdiff [more files or dirs] [--out report-dir]

Images are compared as shared/bench/peers.py does: composited over white, the share of pixels
whose largest channel difference exceeds 16. Two renderers "agree" below --agree percent
(default 0.5 %), Vellum "disagrees" above --disagree percent (default 1 %). Needs
`pip install resvg-py==0.5.0 pillow numpy` (see ../shared/bench/requirements.txt) and
`apt-get install librsvg2-bin`.
"""
import argparse
import concurrent.futures as futures
import io
import os
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def over_white(img):
    a = img[..., 3:4].astype(np.float64) / 255
    return img[..., :3].astype(np.float64) * a + 255 * (1 - a)


def percent_off(a, b):
    if a is None or b is None or a.shape != b.shape:
        return 100.0
    d = np.abs(over_white(a) - over_white(b)).max(axis=2)
    return float((d > 16).mean() * 100)


def load(data):
    return np.asarray(Image.open(io.BytesIO(data)).convert("RGBA"))


def render_vellum(vellum, path, tmp):
    out = os.path.join(tmp, os.path.basename(path) + ".vellum.png")
    p = subprocess.run([vellum, "render", path, "-o", out], capture_output=True, text=True)
    if p.returncode != 0:
        return None, p.stderr.strip()
    with open(out, "rb") as f:
        return load(f.read()), p.stderr.strip()


def render_resvg(path):
    import resvg_py
    with open(path, encoding="utf-8") as f:
        text = f.read()
    try:
        # English and DejaVu for the generic families, as Vellum's importer assumes.
        return load(bytes(resvg_py.svg_to_bytes(svg_string=text, languages=["en"], sans_serif_family="DejaVu Sans",
                                                serif_family="DejaVu Serif", monospace_family="DejaVu Sans Mono")))
    except Exception:
        return None


def render_rsvg(path):
    # librsvg takes the user's languages (for systemLanguage) from the locale.
    env = dict(os.environ, LANG="en_US.UTF-8", LANGUAGE="en")
    p = subprocess.run(["rsvg-convert", path], capture_output=True, env=env)
    return load(p.stdout) if p.returncode == 0 else None


def check(job):
    vellum, path, tmp, agree, disagree = job
    v, warnings = render_vellum(vellum, path, tmp)
    r, l = render_resvg(path), render_rsvg(path)
    peers = percent_off(r, l)
    vr, vl = percent_off(v, r), percent_off(v, l)
    finding = peers <= agree and vr > disagree and vl > disagree
    return path, peers, vr, vl, finding, warnings, v, r


def files(args):
    for a in args:
        if os.path.isdir(a):
            for name in sorted(os.listdir(a)):
                if name.endswith(".svg"):
                    yield os.path.join(a, name)
        else:
            yield a


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--vellum", default=os.path.join(ROOT, ".build/release/vellum"))
    ap.add_argument("--agree", type=float, default=0.5)
    ap.add_argument("--disagree", type=float, default=1.0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", help="directory for the Vellum and resvg images of each finding")
    args = ap.parse_args()
    if not os.path.exists(args.vellum):
        sys.exit(f"no vellum binary at {args.vellum}: swift build -c release --product vellum")
    paths = list(files(args.inputs))
    findings, peer_disagreements, total = [], 0, 0
    by_family = {}
    with tempfile.TemporaryDirectory() as tmp, futures.ThreadPoolExecutor(args.jobs) as pool:
        jobs = [(args.vellum, p, tmp, args.agree, args.disagree) for p in paths]
        for path, peers, vr, vl, finding, warnings, v, r in pool.map(check, jobs):
            total += 1
            family = os.path.basename(path).split("-", 1)[-1].removesuffix(".svg")
            stats = by_family.setdefault(family, [0, 0])
            stats[0] += 1
            if peers > args.agree:
                peer_disagreements += 1
            if finding:
                stats[1] += 1
                findings.append((path, peers, vr, vl, warnings))
                if args.out:
                    os.makedirs(args.out, exist_ok=True)
                    base = os.path.join(args.out, os.path.basename(path))
                    if v is not None:
                        Image.fromarray(v).save(base + ".vellum.png")
                    if r is not None:
                        Image.fromarray(r).save(base + ".resvg.png")
    for path, peers, vr, vl, warnings in findings:
        print(f"DIFF {path}: vellum vs resvg {vr:.2f}%, vs rsvg {vl:.2f}% (peers {peers:.2f}%)")
        if warnings:
            print("     " + warnings.replace("\n", "\n     "))
    print(f"{total} files, {len(findings)} where Vellum disagrees with both peers, "
          f"{peer_disagreements} where the peers disagree with each other")
    for family, (n, bad) in sorted(by_family.items()):
        print(f"  {family}: {bad}/{n}")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
