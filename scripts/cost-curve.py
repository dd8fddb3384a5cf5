#!/usr/bin/env python3
"""The cost curve: time per frame against shape count and against canvas size, for Vellum and
the peer engines of ../shared/bench, measured in one peers.py run and drawn by Vellum itself.

    swift build -c release --product vellum
    python3 scripts/cost-curve.py [--budget 0.5] [--min-frames 3] [--engines skia,cairo,thorvg,resvg]
                                  [--external NAME='CMD {svg} {png} {budget}'] [--counts N,..] [--sides S,..]

Two families of scenes, in the SVG subset of shared/bench/README.md:

- tri_NNNNNN: N random triangles (each inside a 32 px square, opacity 0.5-1) on a 1024 x 1024
  canvas, for N = 100 ... 100,000: per-shape cost at a fixed canvas.
- canvas_SSSSS: shared/bench's fill_2048 scene (make_scenes.scene_fill) scaled to an S x S canvas,
  for S = 256 ... 8192: per-pixel cost at a fixed scene.

Writes Docs/images/cost-curve.json (every peers.py record plus the two series) and
Docs/images/cost-curve.svg, which `vellum render` turns into Docs/images/cost-curve.png.
--plot-only redraws the chart from an existing JSON without timing anything.

--external (repeatable) hands one more engine to peers.py beside Vellum, e.g. Blend2D built from
source for the measurement only (never vendored): blend2d_native='python3 .../b2d.py {svg} {png}
{budget} {min_frames}'. peers.py fills in {svg} {png} {budget} {width} {height}; {min_frames} is
filled in here, since peers.py does not pass it on. --counts and --sides time a subset of the
scenes (a quick end-to-end check); the chart's ticks follow them.
"""

import argparse
import json
import math
import os
import random
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
BENCH = os.path.normpath(os.path.join(ROOT, "..", "shared", "bench"))

COUNTS = [100, 300, 1_000, 3_000, 10_000, 30_000, 100_000]
SIDES = [256, 512, 1024, 2048, 4096, 8192]
TRIANGLE_CANVAS = 1024
TRIANGLE_BOX = 32
FILL_SIDE = 2048          # the side fill_2048's geometry is written for

# Legend and table order, and line colours (colour-blind safe), Vellum drawn widest.
# Engines not listed (other --external names) follow in name order, in sky blue.
ENGINE_ORDER = ["vellum", "blend2d_native", "thorvg", "skia", "cairo", "resvg"]
STYLE = {
    "vellum": ("#d55e00", 3.0),
    "blend2d_native": ("#000000", 1.8),
    "skia": ("#0072b2", 1.8),
    "cairo": ("#009e73", 1.8),
    "thorvg": ("#cc79a7", 1.8),
    "resvg": ("#7f7f7f", 1.8),
}
DEFAULT_STYLE = ("#56b4e9", 1.5)
# Legend names where the engine's key alone would mislead about what was timed.
LABEL = {
    "resvg": "resvg (incl. parse + PNG)",
    "blend2d_native": "Blend2D (native, JIT)",
}


# ------------------------------------------------------------------------------------ scenes
def triangle_scene(count, seed):
    """`count` random triangles, each inside a TRIANGLE_BOX square, on the fixed canvas."""
    rng = random.Random(seed)
    side = TRIANGLE_CANVAS
    lines = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{side}" height="{side}" '
             f'viewBox="0 0 {side} {side}">']
    for _ in range(count):
        x0 = rng.uniform(0, side - TRIANGLE_BOX)
        y0 = rng.uniform(0, side - TRIANGLE_BOX)
        pts = [(x0 + rng.uniform(0, TRIANGLE_BOX), y0 + rng.uniform(0, TRIANGLE_BOX)) for _ in range(3)]
        d = "M" + "L".join(f"{x:.2f} {y:.2f}" for x, y in pts) + "Z"
        colour = f"#{rng.randrange(1 << 24):06x}"
        lines.append(f'<path d="{d}" fill="{colour}" fill-opacity="{rng.uniform(0.5, 1):.3f}"/>')
    lines.append("</svg>")
    return lines


def canvas_scene(side):
    """fill_2048 drawn on a `side` x `side` canvas: its elements inside one scaling group (the
    scene's own definition, imported from make_scenes.py, so the two cannot drift apart)."""
    sys.path.insert(0, BENCH)
    import make_scenes
    body = make_scenes.scene_fill()
    assert body[0].startswith("<svg") and body[-1] == "</svg>", "fill_2048's layout changed"
    scale = side / FILL_SIDE
    return ([f'<svg xmlns="http://www.w3.org/2000/svg" width="{side}" height="{side}" '
             f'viewBox="0 0 {side} {side}">', f'<g transform="scale({scale:g})">']
            + body[1:-1] + ["</g>", "</svg>"])


def write_scenes(folder, counts, sides):
    for count in counts:
        write_svg(os.path.join(folder, f"tri_{count:06d}.svg"), triangle_scene(count, seed=count))
    for side in sides:
        write_svg(os.path.join(folder, f"canvas_{side:05d}.svg"), canvas_scene(side))


def write_svg(path, lines):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


# ------------------------------------------------------------------------------------ timing
def run_peers(scenes, args):
    """One peers.py run over every scene, Vellum and any --external engines as its external
    engines; returns its JSON."""
    vellum = os.path.abspath(args.vellum)
    if not os.access(vellum, os.X_OK):
        sys.exit(f"no vellum executable at {vellum}: swift build -c release --product vellum")
    external = (f"{shlex.quote(vellum)} bench {{svg}} --budget {{budget}} "
                f"--min-frames {args.min_frames} -o {{png}}")
    out_json = os.path.join(scenes, "peers.json")
    cmd = [sys.executable, os.path.join(BENCH, "peers.py"), "--scenes", scenes, "--engines", args.engines,
           "--budget", str(args.budget), "--min-frames", str(args.min_frames),
           "--out", os.path.join(scenes, "png"), "--json", out_json, "--external", f"vellum={external}"]
    for name, template in args.external:
        cmd += ["--external", f"{name}={template.replace('{min_frames}', str(args.min_frames))}"]
    print("#", " ".join(shlex.quote(c) for c in cmd), flush=True)
    subprocess.run(cmd, check=True)
    with open(out_json) as f:
        return json.load(f)


def series(peers, prefix, parameter):
    """engine -> [(x, median ms, min ms)] for the scenes named `prefix`_<number>, x = parameter(number)."""
    lines = {}
    for rec in peers["results"]:
        scene = rec["scene"]
        if not scene.startswith(prefix + "_") or "median_ms" not in rec:
            continue
        x = parameter(int(scene[len(prefix) + 1:]))
        lines.setdefault(rec["engine"], []).append((x, rec["median_ms"], rec["min_ms"]))
    return {engine: sorted(points) for engine, points in sorted(lines.items())}


def summarise(peers):
    return {
        "count": {"x": "triangles on 1024 x 1024", "engines": series(peers, "tri", lambda n: n)},
        "canvas": {"x": "pixels (fill_2048 scaled to side x side)",
                   "engines": series(peers, "canvas", lambda side: side * side)},
    }


# ------------------------------------------------------------------------------------ chart
class LogAxis:
    """A base-10 logarithmic axis mapping [lo, hi] (widened to whole decades or halves) to pixels."""

    def __init__(self, lo, hi, start, end):
        self.lo = math.floor(math.log10(lo) * 2) / 2
        self.hi = math.ceil(math.log10(hi) * 2) / 2
        self.start, self.end = start, end

    def __call__(self, value):
        t = (math.log10(value) - self.lo) / (self.hi - self.lo)
        return self.start + t * (self.end - self.start)

    def decades(self):
        return [10 ** e for e in range(math.ceil(self.lo), math.floor(self.hi) + 1)]

    def minor(self):
        """The 2 and 5 gridlines between the decades, inside the axis."""
        out = []
        for e in range(math.floor(self.lo), math.ceil(self.hi) + 1):
            for m in (2, 5):
                v = m * 10 ** e
                if self.lo <= math.log10(v) <= self.hi:
                    out.append(v)
        return out


def label_count(n):
    return f"{n // 1000}k" if n >= 1000 else str(n)


def engine_order(names):
    """ENGINE_ORDER first, then any other engine (an --external one) by name."""
    return ([e for e in ENGINE_ORDER if e in names]
            + sorted(e for e in names if e not in ENGINE_ORDER))


def label_side(side):
    return (f"{side // 1024}k" if side >= 1024 else str(side)) + "²"


def panel(svg, box, title, xlabel, data, xticks, ymin, ymax, legend):
    """One log-log panel: axes, grid, a slope-1 guide through Vellum's largest point, one line
    per engine."""
    left, top, width, height = box
    xs = [x for x, _ in xticks]
    xa = LogAxis(min(xs), max(xs), left, left + width)
    ya = LogAxis(ymin, ymax, top + height, top)
    svg.append(f'<text x="{left + width / 2}" y="{top - 14}" font-size="17" font-weight="bold" '
               f'text-anchor="middle">{title}</text>')
    svg.append(f'<rect x="{left}" y="{top}" width="{width}" height="{height}" fill="#ffffff" '
               f'stroke="#444444" stroke-width="1"/>')
    for v in ya.minor():
        y = ya(v)
        svg.append(f'<line x1="{left}" y1="{y:.1f}" x2="{left + width}" y2="{y:.1f}" stroke="#eeeeee"/>')
    for v in ya.decades():
        y = ya(v)
        svg.append(f'<line x1="{left}" y1="{y:.1f}" x2="{left + width}" y2="{y:.1f}" stroke="#cccccc"/>')
        svg.append(f'<text x="{left - 8}" y="{y + 5:.1f}" font-size="13" text-anchor="end">{v:g}</text>')
    for x, label in xticks:
        px = xa(x)
        svg.append(f'<line x1="{px:.1f}" y1="{top}" x2="{px:.1f}" y2="{top + height}" stroke="#dddddd"/>')
        svg.append(f'<text x="{px:.1f}" y="{top + height + 20}" font-size="13" text-anchor="middle">{label}</text>')
    svg.append(f'<text x="{left + width / 2}" y="{top + height + 44}" font-size="14" '
               f'text-anchor="middle">{xlabel}</text>')
    svg.append(f'<text x="{left - 52}" y="{top + height / 2}" font-size="14" text-anchor="middle" '
               f'transform="rotate(-90 {left - 52} {top + height / 2})">ms per frame (median)</text>')
    anchor = data.get("vellum", [])
    if anchor:
        # Linear cost through Vellum's largest point, cut at the bottom of the panel: where a curve
        # lies above the guide at small x, fixed per-frame costs dominate.
        x1, y1 = anchor[-1][:2]
        x0 = max(min(xs), x1 * 10 ** ya.lo / y1)
        svg.append(f'<line x1="{xa(x0):.1f}" y1="{ya(y1 * x0 / x1):.1f}" x2="{xa(x1):.1f}" y2="{ya(y1):.1f}" '
                   f'stroke="#999999" stroke-width="1.2" stroke-dasharray="6 4"/>')
    for engine in sorted(data, key=lambda e: e == "vellum"):
        colour, width_px = STYLE.get(engine, DEFAULT_STYLE)
        points = " ".join(f"{xa(p[0]):.1f},{ya(p[1]):.1f}" for p in data[engine])
        dash = ' stroke-dasharray="5 3"' if engine == "resvg" else ""
        svg.append(f'<polyline points="{points}" fill="none" stroke="{colour}" stroke-width="{width_px}"'
                   f' stroke-linejoin="round"{dash}/>')
        for x, y, _ in data[engine]:
            svg.append(f'<circle cx="{xa(x):.1f}" cy="{ya(y):.1f}" r="{width_px + 1}" fill="{colour}"/>')
    if legend:
        lx, ly = left + 14, top + 14
        entries = engine_order(data)
        svg.append(f'<rect x="{lx - 6}" y="{ly - 6}" width="210" height="{22 * len(entries) + 26}" '
                   f'fill="#ffffff" fill-opacity="0.9" stroke="#bbbbbb"/>')
        for i, engine in enumerate(entries):
            colour, width_px = STYLE.get(engine, DEFAULT_STYLE)
            y = ly + 10 + 22 * i
            name = LABEL.get(engine, engine)
            svg.append(f'<line x1="{lx}" y1="{y}" x2="{lx + 28}" y2="{y}" stroke="{colour}" '
                       f'stroke-width="{width_px}"/>')
            svg.append(f'<text x="{lx + 36}" y="{y + 5}" font-size="13">{name}</text>')
        y = ly + 10 + 22 * len(entries)
        svg.append(f'<line x1="{lx}" y1="{y}" x2="{lx + 28}" y2="{y}" stroke="#999999" stroke-width="1.2" '
                   f'stroke-dasharray="6 4"/>')
        svg.append(f'<text x="{lx + 36}" y="{y + 5}" font-size="13">linear (through vellum)</text>')


def chart(summary, subtitle, counts, sides):
    width, height = 1240, 600
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="DejaVu Sans">',
           f'<rect width="{width}" height="{height}" fill="#fafafa"/>',
           f'<text x="{width / 2}" y="30" font-size="20" font-weight="bold" text-anchor="middle">'
           f'Cost curve: time per frame, log-log</text>',
           f'<text x="{width / 2}" y="52" font-size="13" fill="#555555" text-anchor="middle">{subtitle}</text>']
    all_ms = [p[1] for part in summary.values() for pts in part["engines"].values() for p in pts]
    ymin, ymax = min(all_ms), max(all_ms)
    count_ticks = [(n, label_count(n)) for n in counts]
    side_ticks = [(s * s, label_side(s)) for s in sides]
    panel(svg, (90, 100, 500, 400), "Shape count: N triangles on 1024²", "triangles per frame (32 px boxes)",
          summary["count"]["engines"], count_ticks, ymin, ymax, legend=True)
    panel(svg, (710, 100, 500, 400), "Canvas size: fill_2048 scaled", "canvas (pixels)",
          summary["canvas"]["engines"], side_ticks, ymin, ymax, legend=False)
    svg.append("</svg>")
    return "\n".join(svg) + "\n"


# ------------------------------------------------------------------------------------ main
def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--vellum", default=os.path.join(ROOT, ".build", "release", "vellum"))
    ap.add_argument("--engines", default="skia,cairo,thorvg,resvg")
    ap.add_argument("--budget", type=float, default=0.5)
    ap.add_argument("--min-frames", type=int, default=3)
    ap.add_argument("--external", action="append", default=[], type=external_spec, metavar="NAME=CMD",
                    help="one more engine for peers.py (repeatable); see the docstring")
    ap.add_argument("--counts", type=int_list, default=COUNTS, help="triangle counts (default: all)")
    ap.add_argument("--sides", type=int_list, default=SIDES, help="canvas sides (default: all)")
    ap.add_argument("--scenes", default=None, help="folder for the scenes (default: a new temporary one)")
    ap.add_argument("--out", default=os.path.join(ROOT, "Docs", "images", "cost-curve"),
                    help="path without extension of the .json, .svg and .png written")
    ap.add_argument("--plot-only", action="store_true", help="redraw the chart from OUT.json")
    args = ap.parse_args()

    if args.plot_only:
        with open(args.out + ".json") as f:
            result = json.load(f)
    else:
        scenes = args.scenes or tempfile.mkdtemp(prefix="cost-curve-")
        os.makedirs(scenes, exist_ok=True)
        write_scenes(scenes, args.counts, args.sides)
        peers = run_peers(scenes, args)
        result = {"budget_s": args.budget, "min_frames": args.min_frames, "host": peers["host"],
                  "versions": peers["versions"], "counts": args.counts, "sides": args.sides,
                  "externals": dict(args.external), **summarise(peers), "peers": peers["results"]}
        with open(args.out + ".json", "w") as f:
            json.dump(result, f, indent=1)
            f.write("\n")
    subtitle = (f"one peers.py run, {result['host']['cpus']}-core {result['host']['machine']}, "
                f"budget {result['budget_s']:g} s, single thread; median ms per frame")
    with open(args.out + ".svg", "w", encoding="utf-8", newline="\n") as f:
        # A JSON from before --counts/--sides was always the full set.
        f.write(chart({k: result[k] for k in ("count", "canvas")}, subtitle,
                      result.get("counts", COUNTS), result.get("sides", SIDES)))
    subprocess.run([os.path.abspath(args.vellum), "render", args.out + ".svg", "-o", args.out + ".png"],
                   check=True)
    print_table(result)
    print(f"# wrote {args.out}.json, .svg and .png")


def external_spec(text):
    """NAME=CMD, as peers.py's --external takes it."""
    name, sep, template = text.partition("=")
    if not sep or not name.strip() or not template.strip():
        raise argparse.ArgumentTypeError("wants NAME=CMD")
    if name.strip() == "vellum":
        raise argparse.ArgumentTypeError("vellum is already timed, through --vellum")
    return name.strip(), template


def int_list(text):
    return [int(v) for v in text.split(",") if v.strip()]


def format_ms(ms):
    """Three or four significant digits, never an exponent."""
    return f"{ms:.0f}" if ms >= 100 else f"{ms:.1f}" if ms >= 10 else f"{ms:.2f}" if ms >= 1 else f"{ms:.3f}"


def print_table(result):
    for key in ("count", "canvas"):
        engines = result[key]["engines"]
        names = engine_order(engines)
        xs = sorted({p[0] for pts in engines.values() for p in pts})
        print(f"\n| {result[key]['x']}; median (min) ms | " + " | ".join(names) + " |")
        print("|---:|" + "---:|" * len(names))
        for x in xs:
            cells = []
            for name in names:
                times = {p[0]: p[1:] for p in engines[name]}.get(x)
                cells.append("—" if times is None else f"{format_ms(times[0])} ({format_ms(times[1])})")
            label = f"{math.isqrt(x)}²" if key == "canvas" else f"{x:,}"
            print(f"| {label} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
