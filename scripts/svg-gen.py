#!/usr/bin/env python3
"""Generates random SVG documents covering the importer's supported subset, for the
differential harness (scripts/svg-diff.py).

    python3 scripts/svg-gen.py OUT_DIR [--count N] [--seed S] [--size PX]

Without --seed a fresh seed is drawn and printed, so every run explores new cases; pass the
printed seed to regenerate the same files. Each file exercises one feature family (its name
says which) on top of random shapes, paints, strokes and transforms. The `images` family needs
Pillow (`pip install pillow`) to write its PNG and JPEG data.
"""
import argparse
import math
import os
import random
import sys

NAMED = ["red", "green", "blue", "orange", "purple", "teal", "navy", "gold", "crimson", "black",
         "darkolivegreen", "hotpink", "steelblue"]


class Gen:
    def __init__(self, rng, size):
        self.r = rng
        self.size = size
        self.ids = 0

    def id(self, prefix):
        self.ids += 1
        return f"{prefix}{self.ids}"

    def num(self, lo, hi, digits=2):
        return round(self.r.uniform(lo, hi), digits)

    def coord(self):
        return self.num(-0.1 * self.size, 1.1 * self.size)

    def color(self):
        r = self.r
        kind = r.randrange(7)
        c = [r.randrange(256) for _ in range(3)]
        if kind == 0:
            return "#%02x%02x%02x" % tuple(c)
        if kind == 1:
            return "#%x%x%x" % tuple(v >> 4 for v in c)
        if kind == 2:
            return r.choice(NAMED)
        if kind == 3:
            return f"rgb({c[0]},{c[1]},{c[2]})"
        if kind == 4:
            return f"rgb({round(c[0] / 2.55)}%, {round(c[1] / 2.55)}%, {round(c[2] / 2.55)}%)"
        if kind == 5:
            return f"rgba({c[0]},{c[1]},{c[2]},{self.num(0.2, 1)})"
        return f"hsl({r.randrange(360)}, {r.randrange(20, 100)}%, {r.randrange(20, 80)}%)"

    def shape(self, paint_attrs=""):
        r = self.r
        s = self.size
        kind = r.randrange(7)
        if kind == 0:
            w, h = self.num(5, s * 0.7), self.num(5, s * 0.7)
            extra = f' rx="{self.num(0, w / 2)}"' if r.random() < 0.4 else ""
            if r.random() < 0.15:
                extra += f' ry="{self.num(-3, h / 2)}"'
            return f'<rect x="{self.coord()}" y="{self.coord()}" width="{w}" height="{h}"{extra}{paint_attrs}/>'
        if kind == 1:
            return f'<circle cx="{self.coord()}" cy="{self.coord()}" r="{self.num(3, s * 0.4)}"{paint_attrs}/>'
        if kind == 2:
            return (f'<ellipse cx="{self.coord()}" cy="{self.coord()}" rx="{self.num(3, s * 0.4)}" '
                    f'ry="{self.num(3, s * 0.4)}"{paint_attrs}/>')
        if kind == 3:
            return (f'<line x1="{self.coord()}" y1="{self.coord()}" x2="{self.coord()}" y2="{self.coord()}"'
                    f'{paint_attrs}/>')
        if kind in (4, 5):
            n = r.randrange(3, 8)
            pts = " ".join(f"{self.coord()},{self.coord()}" for _ in range(n))
            tag = "polygon" if kind == 4 else "polyline"
            return f'<{tag} points="{pts}"{paint_attrs}/>'
        return f'<path d="{self.path_data()}"{paint_attrs}/>'

    def path_data(self):
        r = self.r
        d = f"M{self.coord()} {self.coord()}"
        for _ in range(r.randrange(2, 6)):
            k = r.randrange(5)
            if k == 0:
                d += f" L{self.coord()} {self.coord()}"
            elif k == 1:
                d += f" Q{self.coord()} {self.coord()} {self.coord()} {self.coord()}"
            elif k == 2:
                d += f" C{self.coord()} {self.coord()} {self.coord()} {self.coord()} {self.coord()} {self.coord()}"
            elif k == 3:
                d += (f" A{self.num(5, 40)} {self.num(5, 40)} {r.randrange(360)} {r.randrange(2)} {r.randrange(2)}"
                      f" {self.coord()} {self.coord()}")
            else:
                d += f" h{self.num(-30, 30)} v{self.num(-30, 30)}"
        if r.random() < 0.6:
            d += " Z"
        return d

    def stroke_attrs(self):
        r = self.r
        a = f' stroke="{self.color()}" stroke-width="{self.num(0.5, 9)}"'
        if r.random() < 0.5:
            a += f' stroke-linejoin="{r.choice(["miter", "round", "bevel", "miter-clip", "arcs"])}"'
        if r.random() < 0.5:
            a += f' stroke-linecap="{r.choice(["butt", "round", "square"])}"'
        if r.random() < 0.3:
            a += f' stroke-miterlimit="{self.num(1, 10)}"'
        if r.random() < 0.3:
            a += f' stroke-dasharray="{self.num(1, 12)} {self.num(1, 12)}"'
            if r.random() < 0.5:
                a += f' stroke-dashoffset="{self.num(-10, 10)}"'
        if r.random() < 0.2:
            a += f' stroke-opacity="{self.num(0.2, 1)}"'
        return a

    def paint_attrs(self):
        r = self.r
        a = ""
        k = r.random()
        if k < 0.15:
            a += ' fill="none"'
        else:
            a += f' fill="{self.color()}"'
            if r.random() < 0.2:
                a += f' fill-opacity="{self.num(0.2, 1)}"'
            if r.random() < 0.2:
                a += ' fill-rule="evenodd"'
        if r.random() < 0.5 or "none" in a:
            a += self.stroke_attrs()
        return a

    def transform(self):
        r = self.r
        parts = []
        for _ in range(r.randrange(1, 3)):
            k = r.randrange(5)
            if k == 0:
                parts.append(f"translate({self.num(-20, 20)} {self.num(-20, 20)})")
            elif k == 1:
                parts.append(f"rotate({self.num(-180, 180)} {self.num(0, self.size)} {self.num(0, self.size)})")
            elif k == 2:
                parts.append(f"scale({self.num(0.5, 1.5)})")
            elif k == 3:
                parts.append(f"skewX({self.num(-30, 30)})")
            else:
                parts.append(f"matrix({self.num(0.7, 1.2)} {self.num(-0.3, 0.3)} {self.num(-0.3, 0.3)} "
                             f"{self.num(0.7, 1.2)} {self.num(-10, 10)} {self.num(-10, 10)})")
        return " ".join(parts)

    def shapes(self, n=None):
        n = n or self.r.randrange(1, 5)
        return "\n".join(self.shape(self.paint_attrs()) for _ in range(n))

    # ---- feature families -------------------------------------------------------------

    def f_shapes(self):
        return "", self.shapes(self.r.randrange(2, 7))

    def f_groups(self):
        r = self.r
        body = ""
        for _ in range(r.randrange(1, 4)):
            attrs = f' transform="{self.transform()}"' if r.random() < 0.8 else ""
            if r.random() < 0.5:
                attrs += f' opacity="{self.num(0.3, 1)}"'
            if r.random() < 0.4:
                attrs += f' fill="{self.color()}"'
            inner = self.shapes().replace(' fill="', ' data-f="', 1) if r.random() < 0.3 else self.shapes()
            body += f"<g{attrs}>\n{inner}\n</g>\n"
        return "", body

    def gradient(self):
        r = self.r
        gid = self.id("g")
        stops = ""
        offsets = sorted(self.num(0, 1) for _ in range(r.randrange(2, 5)))
        for o in offsets:
            op = f' stop-opacity="{self.num(0.3, 1)}"' if r.random() < 0.2 else ""
            stops += f'<stop offset="{o}" stop-color="{self.color()}"{op}/>'
        attrs = ""
        user = r.random() < 0.4
        if user:
            attrs += ' gradientUnits="userSpaceOnUse"'
        if r.random() < 0.3:
            attrs += f' spreadMethod="{r.choice(["pad", "reflect", "repeat"])}"'
        if r.random() < 0.2:
            attrs += f' gradientTransform="rotate({self.num(-90, 90)})"'
        s = self.size
        if r.random() < 0.5:
            if user:
                attrs += f' x1="{self.coord()}" y1="{self.coord()}" x2="{self.coord()}" y2="{self.coord()}"'
            else:
                attrs += f' x1="{self.num(0, 1)}" y1="{self.num(0, 1)}" x2="{self.num(0, 1)}" y2="{self.num(0, 1)}"'
            return gid, f'<linearGradient id="{gid}"{attrs}>{stops}</linearGradient>'
        if user:
            attrs += f' cx="{self.coord()}" cy="{self.coord()}" r="{self.num(5, s / 2)}"'
            if r.random() < 0.3:
                attrs += f' fx="{self.coord()}" fy="{self.coord()}"'
        else:
            attrs += f' cx="{self.num(0.2, 0.8)}" cy="{self.num(0.2, 0.8)}" r="{self.num(0.2, 0.8)}"'
        return gid, f'<radialGradient id="{gid}"{attrs}>{stops}</radialGradient>'

    def f_gradients(self):
        defs, body = "", ""
        for _ in range(self.r.randrange(1, 4)):
            gid, g = self.gradient()
            defs += g + "\n"
            target = "fill" if self.r.random() < 0.7 else "stroke"
            extra = ' stroke-width="6"' if target == "stroke" else ""
            body += self.shape(f' {target}="url(#{gid})"{extra}') + "\n"
        return defs, body

    def f_clips(self):
        r = self.r
        cid = self.id("c")
        units = r.random() < 0.3
        rule = f' clip-rule="{r.choice(["nonzero", "evenodd"])}"' if r.random() < 0.5 else ""
        if units:
            kids = (f'<circle cx="{self.num(0.2, 0.8)}" cy="{self.num(0.2, 0.8)}" r="{self.num(0.2, 0.5)}"/>'
                    f'<rect x="{self.num(0, 0.5)}" y="{self.num(0, 0.5)}" width="{self.num(0.1, 0.5)}" height="{self.num(0.1, 0.5)}"/>')
            clip = f'<clipPath id="{cid}" clipPathUnits="objectBoundingBox">{kids}</clipPath>'
        else:
            n = r.randrange(3, 9)
            pts = " ".join(f"{self.coord()},{self.coord()}" for _ in range(n))
            clip = f'<clipPath id="{cid}"><polygon points="{pts}"{rule}/></clipPath>'
        target = f'<g clip-path="url(#{cid})">{self.shapes(r.randrange(1, 4))}</g>'
        if r.random() < 0.4:
            target = self.shape(f' clip-path="url(#{cid})"' + self.paint_attrs())
        return clip, target

    def f_use(self):
        r = self.r
        sid = self.id("s")
        if r.random() < 0.5:
            defs = f'<symbol id="{sid}" viewBox="0 0 {self.size} {self.size}">{self.shapes()}</symbol>'
            body = (f'<use href="#{sid}" x="{self.num(-10, 30)}" y="{self.num(-10, 30)}" '
                    f'width="{self.num(20, self.size)}" height="{self.num(20, self.size)}"/>')
        else:
            defs = f'<g id="{sid}">{self.shapes()}</g>'
            body = f'<use href="#{sid}" transform="{self.transform()}" fill="{self.color()}"/>'
        return defs, body

    def f_nested_svg(self):
        r = self.r
        vb = f' viewBox="0 0 {self.num(40, 150)} {self.num(40, 150)}"' if r.random() < 0.7 else ""
        par = f' preserveAspectRatio="{r.choice(["none", "xMinYMin meet", "xMidYMid slice", "xMaxYMax meet"])}"' \
            if r.random() < 0.5 else ""
        tf = f' transform="{self.transform()}"' if r.random() < 0.3 else ""
        op = f' opacity="{self.num(0.3, 1)}"' if r.random() < 0.3 else ""
        return "", (f'<svg x="{self.num(0, 30)}" y="{self.num(0, 30)}" width="{self.num(20, 70)}" '
                    f'height="{self.num(20, 70)}"{vb}{par}{tf}{op}>{self.shapes()}</svg>')

    def f_style_sheet(self):
        r = self.r
        classes = ["a", "b", "c"]
        css = ""
        for c in classes:
            css += f".{c} {{ fill: {self.color()}; stroke: {self.color()}; stroke-width: {self.num(0, 5)} }}\n"
        css += f"rect {{ fill-opacity: {self.num(0.3, 1)} }}\n#x1 {{ fill: {self.color()} }}\n"
        body = ""
        for i in range(r.randrange(2, 6)):
            shape = self.shape(f' class="{r.choice(classes)}"' + (' id="x1"' if i == 0 else ""))
            body += shape + "\n"
        return f"<style>{css}</style>", body

    def f_switch(self):
        r = self.r
        kids = ""
        for _ in range(r.randrange(2, 4)):
            cond = r.choice(['', ' systemLanguage="en"', ' systemLanguage="fr"', ' requiredExtensions="http://x"',
                             ' systemLanguage="de, en-US"'])
            kids += f"<g{cond}>{self.shapes(1)}</g>"
        return "", f"<switch>{kids}</switch>"

    def f_huge(self):
        # A huge stroked triangle under nested transforms and group opacity: the seam defect.
        r = self.r
        reach = r.choice([1e4, 3e4, 1e5])
        pts = " ".join(f"{self.num(-reach, reach, 1)},{self.num(-reach, reach, 1)}" for _ in range(3))
        return "", (f'<g opacity="{self.num(0.4, 0.9)}"><g transform="rotate({self.num(-60, 60)})">'
                    f'<g transform="scale({self.num(0.5, 2)})"><polygon points="{pts}" fill="none" '
                    f'stroke="{self.color()}" stroke-width="{self.num(1, 30)}"/></g></g></g>'
                    + self.shapes(1))

    def f_values(self):
        # Units, percentages, CSS transforms and opacities.
        r = self.r
        body = ""
        for _ in range(r.randrange(1, 4)):
            unit = r.choice(["px", "pt", "mm", "%", "em", ""])
            def v(lo, hi):
                if unit == "%":
                    return f"{self.num(lo, hi)}%"
                if unit == "em":
                    return f"{self.num(lo / 16, hi / 16)}em"
                return f"{self.num(lo, hi)}{unit}"
            style = ""
            if r.random() < 0.4:
                style = f' style="transform: rotate({self.num(-40, 40)}deg) translate({self.num(-9, 9)}px, {self.num(-9, 9)}px)"'
            body += (f'<rect x="{v(0, 50)}" y="{v(0, 50)}" width="{v(5, 50)}" height="{v(5, 50)}"'
                     f' fill="{self.color()}" opacity="{self.num(0.3, 1)}"{style}/>\n')
        return "", body

    def f_masks(self):
        # Luminance and alpha masks, their units and regions, nested masks, masks with opacity.
        r = self.r
        mid = self.id("m")
        attrs = ""
        if r.random() < 0.4:
            attrs += ' mask-type="alpha"' if r.random() < 0.7 else ' style="mask-type: alpha"'
        if r.random() < 0.4:
            attrs += (f' maskUnits="userSpaceOnUse" x="{self.num(0, 30)}" y="{self.num(0, 30)}"'
                      f' width="{self.num(30, self.size)}" height="{self.num(30, self.size)}"')
        elif r.random() < 0.3:
            attrs += f' x="{self.num(-0.2, 0.3)}" y="{self.num(-0.2, 0.3)}" width="{self.num(0.5, 1.3)}" height="{self.num(0.5, 1.3)}"'
        if r.random() < 0.3:
            attrs += ' maskContentUnits="objectBoundingBox"'
            content = (f'<rect width="{self.num(0.3, 1)}" height="{self.num(0.3, 1)}" fill="{self.color()}"/>'
                       f'<circle cx="{self.num(0.2, 0.8)}" cy="{self.num(0.2, 0.8)}" r="{self.num(0.1, 0.5)}" fill="{self.color()}"/>')
        else:
            content = self.shapes(r.randrange(1, 4))
            if r.random() < 0.3:
                gid, g = self.gradient()
                content = g + f'<rect width="{self.size}" height="{self.size}" fill="url(#{gid})"/>' + content
        defs = f'<mask id="{mid}"{attrs}>{content}</mask>'
        op = f' opacity="{self.num(0.3, 1)}"' if r.random() < 0.4 else ""
        body = f'<g mask="url(#{mid})"{op}>{self.shapes(r.randrange(1, 4))}</g>'
        if r.random() < 0.3:
            body = self.shape(f' mask="url(#{mid})"' + self.paint_attrs())
        if r.random() < 0.25:
            outer = self.id("m")
            defs += f'<mask id="{outer}"><rect width="{self.size}" height="{self.num(20, self.size)}" fill="white"/></mask>'
            body = f'<g mask="url(#{outer})">{body}</g>'
        return defs, body

    def image_data(self):
        import base64
        import io
        from PIL import Image
        r = self.r
        w, h = r.randrange(1, 7), r.randrange(1, 7)
        jpeg = r.random() < 0.4
        im = Image.new("RGB" if jpeg else "RGBA", (w, h))
        im.putdata([tuple(r.randrange(256) for _ in range(3 if jpeg else 4)) for _ in range(w * h)])
        if jpeg:
            im = im.resize((w * 8, h * 8), Image.NEAREST)
        buf = io.BytesIO()
        im.save(buf, "JPEG" if jpeg else "PNG", **({"quality": 95, "subsampling": 0} if jpeg else {}))
        return ("image/jpeg" if jpeg else "image/png"), base64.b64encode(buf.getvalue()).decode()

    def f_images(self):
        r = self.r
        body = ""
        for _ in range(r.randrange(1, 3)):
            kind, data = self.image_data()
            href = "href" if r.random() < 0.6 else "xlink:href"
            par = ""
            if r.random() < 0.6:
                par = f' preserveAspectRatio="{r.choice(["none", "xMidYMid meet", "xMinYMax meet", "xMidYMid slice", "xMaxYMin slice"])}"'
            tf = f' transform="{self.transform()}"' if r.random() < 0.3 else ""
            op = f' opacity="{self.num(0.3, 1)}"' if r.random() < 0.3 else ""
            body += (f'<image x="{self.num(0, 40)}" y="{self.num(0, 40)}" width="{self.num(10, 60)}" '
                     f'height="{self.num(10, 60)}"{par}{tf}{op} {href}="data:{kind};base64,{data}"/>\n')
        return "", self.shapes(1) + "\n" + body

    def f_clip_union(self):
        # A clip path whose children differ in clip-rule, or whose one child of several has a
        # clip-path: the union is not one path.
        r = self.r
        cid, inner = self.id("c"), self.id("c")
        n = r.randrange(5, 8)
        star = " ".join(f"{self.coord()},{self.coord()}" for _ in range(n))
        kids = (f'<polygon points="{star}" clip-rule="evenodd"/>'
                f'<rect x="{self.coord()}" y="{self.coord()}" width="{self.num(10, 50)}" height="{self.num(10, 50)}"'
                f' clip-rule="nonzero"/>')
        defs = ""
        if r.random() < 0.4:
            defs = f'<clipPath id="{inner}"><circle cx="{self.coord()}" cy="{self.coord()}" r="{self.num(10, 50)}"/></clipPath>'
            kids = kids.replace('clip-rule="nonzero"', f'clip-path="url(#{inner})"')
        defs += f'<clipPath id="{cid}">{kids}</clipPath>'
        return defs, f'<g clip-path="url(#{cid})">{self.shapes(r.randrange(1, 3))}<rect width="{self.size}" height="{self.size}" fill="{self.color()}" opacity="0.5"/></g>'

    def f_radial_focus(self):
        # A radial gradient whose focus lies outside its end circle: the two-point cone.
        s = self.size
        gid = self.id("g")
        cx, cy, rad = self.num(0.3 * s, 0.7 * s), self.num(0.3 * s, 0.7 * s), self.num(10, s / 3)
        angle = self.r.uniform(0, 2 * math.pi)
        dist = rad * self.num(1.05, 2.5)
        fx, fy = round(cx + dist * math.cos(angle), 2), round(cy + dist * math.sin(angle), 2)
        spread = self.r.choice(["pad", "reflect", "repeat"])
        g = (f'<radialGradient id="{gid}" gradientUnits="userSpaceOnUse" cx="{cx}" cy="{cy}" r="{rad}" fx="{fx}" '
             f'fy="{fy}" spreadMethod="{spread}"><stop offset="0" stop-color="{self.color()}"/>'
             f'<stop offset="1" stop-color="{self.color()}"/></radialGradient>')
        return g, f'<rect width="{s}" height="{s}" fill="url(#{gid})"/>'

    FAMILIES = ["shapes", "groups", "gradients", "clips", "use", "nested_svg", "style_sheet", "switch",
                "huge", "values", "masks", "images", "clip_union", "radial_focus"]

    def document(self, family):
        defs, body = getattr(self, "f_" + family)()
        s = self.size
        return (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="{s}" height="{s}" viewBox="0 0 {s} {s}">\n'
                f'<defs>{defs}</defs>\n{body}\n</svg>\n')


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int)
    ap.add_argument("--size", type=int, default=96)
    ap.add_argument("--families", default=",".join(Gen.FAMILIES))
    args = ap.parse_args()
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    print(f"seed {seed}", file=sys.stderr)
    rng = random.Random(seed)
    os.makedirs(args.out, exist_ok=True)
    families = args.families.split(",")
    for i in range(args.count):
        family = families[i % len(families)]
        gen = Gen(rng, args.size)
        with open(os.path.join(args.out, f"{i:05d}-{family}.svg"), "w") as f:
            f.write(gen.document(family))


if __name__ == "__main__":
    main()
