#!/usr/bin/env python3
"""Writes the effect benchmark scenes beside this script, deterministically (fixed seed):

    blur_4_512.svg         a 512 x 512 layer of 60 shapes blurred with stdDeviation 4
    blur_40_512.svg        the same layer blurred with stdDeviation 40
    colormatrix_512.svg    the same layer through a chain of three colour matrices
    multiply_1k_512.svg    1,000 translucent shapes, each blended with mix-blend-mode: multiply

The layer is the same in the first three, so their times differ by the filter alone; the blur
pair shows whether a blur's cost grows with its radius. Run `python3 make_effect_scenes.py`.
"""
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SIZE = 512


def colour(rng):
    return "#%02x%02x%02x" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))


def shape(rng, max_radius):
    x, y = rng.uniform(0, SIZE), rng.uniform(0, SIZE)
    r = rng.uniform(max_radius / 6, max_radius)
    kind = rng.randrange(3)
    if kind == 0:
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}"'
    if kind == 1:
        return f'<rect x="{x - r:.1f}" y="{y - r / 2:.1f}" width="{2 * r:.1f}" height="{r:.1f}" rx="{r / 5:.1f}"'
    points = " ".join(f"{x + rng.uniform(-r, r):.1f},{y + rng.uniform(-r, r):.1f}" for _ in range(3))
    return f'<polygon points="{points}"'


def layer(rng):
    return "\n".join(f'    {shape(rng, 90)} fill="{colour(rng)}"/>' for _ in range(60))


def document(defs, body):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" viewBox="0 0 {SIZE} {SIZE}">\n'
            f'  <defs>\n{defs}\n  </defs>\n{body}\n</svg>\n')


def filtered(name, primitives, content):
    defs = (f'    <filter id="{name}" filterUnits="userSpaceOnUse" x="0" y="0" width="{SIZE}" height="{SIZE}" '
            f'color-interpolation-filters="sRGB">\n{primitives}\n    </filter>')
    return document(defs, f'  <g filter="url(#{name})">\n{content}\n  </g>')


def main():
    content = layer(random.Random(512))
    scenes = {
        "blur_4_512": filtered("blur", '      <feGaussianBlur stdDeviation="4"/>', content),
        "blur_40_512": filtered("blur", '      <feGaussianBlur stdDeviation="40"/>', content),
        "colormatrix_512": filtered("grade", "\n".join([
            '      <feColorMatrix type="saturate" values="0.4"/>',
            '      <feColorMatrix type="hueRotate" values="40"/>',
            '      <feColorMatrix type="matrix" values="0.393 0.769 0.189 0 0  0.349 0.686 0.168 0 0  '
            '0.272 0.534 0.131 0 0  0 0 0 1 0"/>']), content),
    }
    rng = random.Random(1000)
    blended = "\n".join(f'  {shape(rng, 40)} fill="{colour(rng)}" fill-opacity="{rng.uniform(0.5, 1):.2f}" '
                        f'style="mix-blend-mode:multiply"/>' for _ in range(1000))
    scenes["multiply_1k_512"] = document("", blended)
    for name, text in scenes.items():
        with open(os.path.join(HERE, name + ".svg"), "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
