#!/usr/bin/env python3
"""Writes Tests/Fixtures/Fonts/VellumColorTest.ttf, the small COLR/CPAL font Vellum's colour glyph
tests draw. Run from the repository root after `pip install fonttools`.

1000 units per em, ascent 800, descent 200; every colour glyph fills the box (0, 0)-(1000, 800),
so a test can read a colour at a known point of each quarter. Palette 0: red, blue, green, yellow,
magenta, cyan.

- U+E000 "layers" (COLR v0): red left half, blue right half, and a square in the text colour
  (palette entry 0xFFFF) in the middle, (400, 300)-(600, 500).
- U+E001 "paints" (COLR v1), one quarter each:
  top left: a linear gradient from red (x = 0) to blue (x = 500);
  top right: a radial gradient from green at (750, 600) to yellow at radius 200;
  bottom left: a magenta square (0, 0)-(200, 200) moved by a PaintTranslate of (100, 100);
  bottom right: a cyan square composited onto a yellow one with `multiply`, which gives green.
- U+E002 "cycle" (COLR v1): a PaintColrGlyph that names itself, a cycle a renderer must stop.
- "A": an ordinary outline glyph (a box), no colour.
"""
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib.tables.otTables import PaintFormat, CompositeMode, ExtendMode


def box(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0)); pen.lineTo((x0, y1)); pen.lineTo((x1, y1)); pen.lineTo((x1, y0)); pen.closePath()
    return pen.glyph()


def empty():
    return TTGlyphPen(None).glyph()


shapes = {
    ".notdef": box(100, 0, 900, 800), "space": empty(), "A": box(100, 0, 900, 700),
    "layers": box(0, 0, 1000, 800), "paints": box(0, 0, 1000, 800), "cycle": box(0, 0, 1000, 800),
    "left": box(0, 0, 500, 800), "right": box(500, 0, 1000, 800), "middle": box(400, 300, 600, 500),
    "topLeft": box(0, 400, 500, 800), "topRight": box(500, 400, 1000, 800),
    "square": box(0, 0, 200, 200), "bottomRight": box(600, 0, 1000, 400),
}
order = list(shapes)
RED, BLUE, GREEN, YELLOW, MAGENTA, CYAN, FOREGROUND = 0, 1, 2, 3, 4, 5, 0xFFFF


def solid(index):
    return {"Format": PaintFormat.PaintSolid, "PaletteIndex": index, "Alpha": 1.0}


def glyph(name, paint):
    return {"Format": PaintFormat.PaintGlyph, "Glyph": name, "Paint": paint}


def line(*stops):
    return {"Extend": ExtendMode.PAD,
            "ColorStop": [{"StopOffset": o, "PaletteIndex": i, "Alpha": 1.0} for o, i in stops]}


colr = {
    "layers": [("left", RED), ("right", BLUE), ("middle", FOREGROUND)],
    "paints": (PaintFormat.PaintColrLayers, [
        glyph("topLeft", {"Format": PaintFormat.PaintLinearGradient, "ColorLine": line((0, RED), (1, BLUE)),
                          "x0": 0, "y0": 600, "x1": 500, "y1": 600, "x2": 0, "y2": 700}),
        glyph("topRight", {"Format": PaintFormat.PaintRadialGradient, "ColorLine": line((0, GREEN), (1, YELLOW)),
                           "x0": 750, "y0": 600, "r0": 0, "x1": 750, "y1": 600, "r1": 200}),
        {"Format": PaintFormat.PaintTranslate, "dx": 100, "dy": 100, "Paint": glyph("square", solid(MAGENTA))},
        {"Format": PaintFormat.PaintComposite, "CompositeMode": CompositeMode.MULTIPLY,
         "SourcePaint": glyph("bottomRight", solid(CYAN)), "BackdropPaint": glyph("bottomRight", solid(YELLOW))},
    ]),
    "cycle": {"Format": PaintFormat.PaintColrGlyph, "Glyph": "cycle"},
}

fb = FontBuilder(1000, isTTF=True)
fb.setupGlyphOrder(order)
fb.setupCharacterMap({ord("A"): "A", ord(" "): "space", 0xE000: "layers", 0xE001: "paints", 0xE002: "cycle"})
fb.setupGlyf(shapes)
# Each glyph's left side bearing is its xMin, as FreeType places outlines by it.
fb.setupHorizontalMetrics({name: (1000, getattr(fb.font["glyf"][name], "xMin", 0)) for name in order})
fb.setupHorizontalHeader(ascent=800, descent=-200)
fb.setupNameTable({"familyName": "Vellum Color Test", "styleName": "Regular"})
fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
fb.setupPost()
fb.setupCPAL([[(1, 0, 0, 1), (0, 0, 1, 1), (0, 1, 0, 1), (1, 1, 0, 1), (1, 0, 1, 1), (0, 1, 1, 1)]])
fb.setupCOLR(colr)
fb.save("Tests/Fixtures/Fonts/VellumColorTest.ttf")
