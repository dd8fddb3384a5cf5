import Testing
import VellumCore
@testable import VellumRaster

/// Redrawn regions found by fuzzing to differ from the whole frame, kept as regressions.
@Suite struct RegionRedrawRegressionTests {
    /// fuzz-render-tree: a radial gradient fill whose outline reaches 1e300, under a layer with a
    /// huge opacity, redrawn in two regions after three whole frames.
    @Test func aHugeOutlineRedrawnInRegionsChangesNothingOutsideThem() throws {
        var path = Path()
        path.move(to: Point(x: 1e300, y: 47.5))
        path.move(to: Point(x: 1e300, y: 99))
        path.addQuadCurve(to: Point(x: -61000, y: 68), control: Point(x: 92000, y: -1e300))
        path.addQuadCurve(to: Point(x: 38.5, y: .leastNonzeroMagnitude), control: Point(x: 127.5, y: 78))
        path.addLine(to: Point(x: 61, y: 61))
        let gradient = RadialGradient(gradient: Gradient(stops: [
            Gradient.Stop(color: Color(red: 61, green: .leastNonzeroMagnitude, blue: 61, opacity: 61), location: 0),
            Gradient.Stop(color: Color(red: 61, green: 61, blue: 61, opacity: 61), location: 1)]),
            center: Point(x: 61, y: 61), radius: 127.5, focus: Point(x: 127.5, y: 0))
        let list = DisplayList([.beginLayer(opacity: 5.395705044768884e+45, shadow: nil),
                                .fill(path, paint: .radialGradient(gradient), rule: .nonZero, transform: .identity)])
        let tree = try RenderTree(list)
        let size = Size(width: 48, height: 40)
        let backend = RasterBackend()
        let cold = try backend.render(tree, size: size)
        for _ in 2...3 { #expect(try backend.render(tree, size: size) == cold) }
        var pixmap = cold
        backend.render(tree, into: &pixmap, damage: .regions([Rect(x: 5, y: 7, width: 20, height: 11),
                                                              Rect(x: 30, y: 2, width: 9, height: 30)]))
        // The outline reaches from y = −5e299 to 99: bounds kept as origin and size lost their
        // bottom edge to rounding (−5e299 + 5e299 is 0), and regions below row 0 left it out.
        let bounds = try #require(tree.nodes.first?.bounds)
        #expect(bounds.maxY >= 99 && bounds.maxX >= 61)
        var differing: [String] = []
        for y in 0..<40 { for x in 0..<48 where pixmap.pixel(x: x, y: y) != cold.pixel(x: x, y: y) { differing.append("(\(x), \(y))") } }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }
}

/// Kept stroke outlines stay bounded.
@Suite struct KeptOutlineBoundTests {
    /// fuzz-render-tree: round dots a hair apart along a long path made an outline of billions of
    /// points, which a warm frame held whole (5.6 GB) before kept outlines were bounded.
    @Test func anOutlineTooLargeToKeepIsStreamedAndItsSpansKeptWithTheSamePixels() throws {
        var path = Path()
        path.move(to: Point(x: 2, y: 20))
        path.addLine(to: Point(x: 46, y: 20))
        let dots = StrokeStyle(lineWidth: 3, lineCap: .round, dash: [0, 0.1])  // 440 round dots
        let context = GraphicsContext()
        context.stroke(path, with: .color(.blue), style: dots)
        let tree = try context.renderTree()
        let outline = path.strokedPath(dots)
        #expect(outline.elements.count > 2000)
        #expect(path.strokedPath(dots, maxElements: 2000) == nil)
        #expect(path.strokedPath(dots, maxElements: outline.elements.count) == outline)
        let backend = RasterBackend()
        backend.prepared.outlineElementLimit = 2000
        let cold = try backend.render(tree, size: Size(width: 48, height: 40))
        for _ in 0..<2 { #expect(try backend.render(tree, size: Size(width: 48, height: 40)) == cold) }
        // The outline is not kept: the first frame streamed it and, finding more edges than a
        // kept outline may have, kept the spans of that sweep; the next two frames composite them.
        #expect(path.estimatedDashedOutlinePoints(dots, tolerance: Path.defaultTolerance)! > 2000)
        #expect(backend.prepared.counts.outlinesMade == 1)
        #expect(backend.prepared.counts.spansReplayed == 2)
        var redrawn = cold
        backend.render(tree, into: &redrawn, damage: .regions([Rect(x: 10, y: 15, width: 20, height: 10)]))
        #expect(redrawn == cold)
        #expect(cold.pixel(x: 24, y: 20).a > 0 && cold.pixel(x: 24, y: 10).a == 0)
    }
}


/// fuzz-render-tree: a symbol whose curve has control points at ±1e300. Finding the curve's
/// extrema overflowed and dropped them, so its bounds ended at y = 0 while it reaches far below,
/// and a region redrawn there culled it.
@Suite struct HugeCurveBoundsTests {
    @Test func aCurveTooLargeForItsExtremaIsBoundedByItsControlsAndRedrawnInRegions() throws {
        var p = Path()
        p.move(to: Point(x: -1e300, y: -1e300))
        p.addCurve(to: Point(x: 0, y: 0), control1: Point(x: 1e300, y: 1e300), control2: Point(x: 1e300, y: 0))
        p.addLine(to: Point(x: 4.5, y: -97000))
        p.closeSubpath()
        #expect(p.boundingRect.maxY >= 1e300 && p.boundingRect.maxX >= 1e300)
        let symbol = DisplayList([.fill(p, paint: .color(.white), rule: .evenOdd, transform: .identity)])
        let tree = try RenderTree(DisplayList([.useSymbol("s", transform: .identity)], symbols: ["s": symbol]))
        let size = Size(width: 48, height: 40)
        let cold = try RasterBackend().render(tree, size: size)
        #expect(cold.pixel(x: 30, y: 5).a > 0)
        var pixmap = cold
        RasterBackend().render(tree, into: &pixmap, damage: .regions([Rect(x: 30, y: 2, width: 9, height: 30)]))
        #expect(pixmap == cold)
    }
}

/// A cold frame streams a stroke's dashes and skips those its sweep window cannot show; the second
/// frame fills the whole kept outline. Both must give the same bytes, for dashes on every side of
/// the canvas, under scales, rotations and shears.
@Suite struct DashCullingRenderTests {
    @Test func culledDashesChangeNoByte() throws {
        var random = SplitMix64(seed: 0xDA5E5)
        for _ in 0..<40 {
            var path = Path()
            path.move(to: Point(x: Double.random(in: -300...300, using: &random), y: Double.random(in: -300...300, using: &random)))
            for _ in 0..<6 {
                path.addQuadCurve(to: Point(x: Double.random(in: -300...300, using: &random), y: Double.random(in: -300...300, using: &random)),
                                  control: Point(x: Double.random(in: -300...300, using: &random), y: Double.random(in: -300...300, using: &random)))
            }
            let style = StrokeStyle(lineWidth: Double.random(in: 0.5...12, using: &random),
                                    lineCap: LineCap.allCases.randomElement(using: &random)!,
                                    lineJoin: LineJoin.allCases.randomElement(using: &random)!,
                                    dash: [Double.random(in: 0...9, using: &random), Double.random(in: 0.5...9, using: &random)])
            let transform = AffineTransform(a: Double.random(in: -1.5...1.5, using: &random), b: Double.random(in: -1...1, using: &random),
                                            c: Double.random(in: -1...1, using: &random), d: Double.random(in: -1.5...1.5, using: &random),
                                            tx: 32, ty: 24)
            let context = GraphicsContext()
            context.concatenate(transform)
            context.stroke(path, with: .color(.blue), style: style)
            let tree = try context.renderTree()
            let backend = RasterBackend()
            let cold = try backend.render(tree, size: Size(width: 64, height: 48))
            #expect(try backend.render(tree, size: Size(width: 64, height: 48)) == cold)
            #expect(backend.prepared.counts.outlinesMade == 2)  // streamed, then made whole and kept
        }
    }
}

extension SpanStartIndependenceTests {
    /// Images, smooth and pixelated, under random transforms: each pixel is sampled from its own
    /// column, so a span cut in two shades what the whole span shades.
    @Test(arguments: [ImagePaint.Interpolation.smooth, .pixelated])
    func imagesShadeAPixelAlikeWhereverItsSpanStarts(interpolation: ImagePaint.Interpolation) throws {
        var random = SplitMix64(seed: 0x1A6E)
        var bytes: [UInt8] = []
        for i in 0..<15 { bytes += [UInt8(i * 17), UInt8(255 - i * 9), UInt8(i * 5), 255] }
        let image = try RasterImage(width: 5, height: 3, pixels: bytes,
                                    encoded: RasterImage.Encoded(mediaType: "image/png", bytes: []))
        for _ in 0..<300 {
            let transform = AffineTransform(a: Double.random(in: -9...9, using: &random), b: Double.random(in: -2...2, using: &random),
                                            c: Double.random(in: -2...2, using: &random), d: Double.random(in: -9...9, using: &random),
                                            tx: Double.random(in: -20...60, using: &random), ty: Double.random(in: -20...40, using: &random))
            let paint = ImagePaint(image, transform: transform, opacity: [1, 0.6].randomElement(using: &random)!,
                                   interpolation: interpolation)
            let y = Int.random(in: 0..<40, using: &random), cut = Int.random(in: 1..<63, using: &random)
            paint.image.pixels.withUnsafeBytes { raw in
                guard let shader = ImageShader(paint, pixels: raw.assumingMemoryBound(to: UInt32.self).baseAddress!,
                                               transform: .identity) else { return }
                let (whole, split) = shadedBothWays(shader, y: y, cut: cut)
                #expect(whole == split)
            }
        }
    }

    /// A pixelated image drawn whole and then again in a damaged region gives the same bytes;
    /// its enlarged pixels are flat squares, the edge pixels continued past the border.
    @Test func aPixelatedImageRedrawnInARegionMatchesTheWholeFrame() throws {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        let image = try RasterImage(width: 2, height: 2, pixels: bytes,
                                    encoded: RasterImage.Encoded(mediaType: "image/png", bytes: []))
        let paint = ImagePaint(image, transform: AffineTransform(a: 10.5, b: 0, c: 0, d: 10.5, tx: 3.25, ty: 2.75),
                               interpolation: .pixelated)
        let tree = try RenderTree(DisplayList([
            .fill(Path(Rect(x: 0, y: 0, width: 30, height: 30)), paint: .image(paint), rule: .nonZero, transform: .identity),
        ]))
        let size = Size(width: 32, height: 32)
        let whole = try RasterBackend().render(tree, size: size)
        #expect(whole.straightPixel(x: 4, y: 4) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(whole.straightPixel(x: 13, y: 12) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(whole.straightPixel(x: 14, y: 12) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        #expect(whole.straightPixel(x: 28, y: 28) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        var redrawn = whole
        RasterBackend().render(tree, into: &redrawn, damage: .regions([Rect(x: 9, y: 7, width: 11, height: 13)]))
        #expect(redrawn == whole)
    }
}

extension DashCullingRenderTests {
    /// fuzz-render-tree: dashes 9000 long mapped through a scale of −1e300 have device bounds that
    /// overflow. They must not be skipped — the warm frame, which fills the whole kept outline,
    /// covered the canvas green where the cold frame had culled them all.
    @Test func dashesWhoseBoundsOverflowAreNeverSkipped() throws {
        var path = Path()
        path.move(to: Point(x: .leastNonzeroMagnitude, y: 45.5))
        path.addCurve(to: Point(x: 101.5, y: 101.5), control1: Point(x: 101.5, y: 101.5), control2: Point(x: 101.5, y: 101.5))
        path.addCurve(to: Point(x: 4.5, y: 9000), control1: Point(x: 9000, y: 9000), control2: Point(x: -53000, y: 101.5))
        path.closeSubpath()
        let style = StrokeStyle(lineWidth: 9000, miterLimit: 9000, dash: [9000, 9000], dashPhase: 79000)
        let context = GraphicsContext()
        context.concatenate(AffineTransform(a: -1e300, b: -1e300, c: 99000, d: 9000, tx: 9000, ty: 9000))
        context.stroke(path, with: .color(.green), style: style)
        let tree = try context.renderTree()
        let backend = RasterBackend()
        let cold = try backend.render(tree, size: Size(width: 48, height: 40))
        #expect(try backend.render(tree, size: Size(width: 48, height: 40)) == cold)
        #expect(cold.pixel(x: 0, y: 0).a == 255)
    }
}

/// fuzz-render-tree: a stroke 1e300 wide under an even-odd clip reaching 1e300. A region of 11
/// rows was swept as one band, the whole frame in bands of 16 rows whose live edges came in
/// another order; float cells summed in another order rounded three pixels the other way.
/// Every band now adds its edges in their original order.
@Suite struct BandOrderTests {
    @Test func aRegionSumsEachCellInTheOrderTheWholeFrameDoes() throws {
        var clip = Path()
        clip.move(to: Point(x: 71, y: 45))
        clip.move(to: Point(x: -125_000, y: 1e300))
        for _ in 0..<4 { clip.addLine(to: Point(x: 1e300, y: 1e300)) }
        clip.addCurve(to: Point(x: 59, y: 0), control1: .zero, control2: .zero)
        clip.addCurve(to: .zero, control1: Point(x: 0, y: 59), control2: .zero)
        clip.addCurve(to: .zero, control1: .zero, control2: Point(x: 0, y: 85.5))
        clip.addLine(to: Point(x: 85.5, y: 85.5))
        var stroke = Path()
        stroke.move(to: Point(x: -85_000, y: 81.5))
        stroke.addLine(to: Point(x: 85.5, y: 85.5))
        stroke.addCurve(to: Point(x: -7000, y: -7000), control1: Point(x: -6000, y: -7000), control2: Point(x: -7000, y: -7000))
        let style = StrokeStyle(lineWidth: 1e300, lineCap: .square, lineJoin: .bevel, miterLimit: 1e300)
        let tree = try RenderTree(DisplayList([
            .pushClip(clip, rule: .evenOdd, transform: .identity),
            .stroke(stroke, paint: .color(.white), style: style, transform: .identity),
        ]))
        let whole = try RasterBackend().render(tree, size: Size(width: 48, height: 40))
        var redrawn = whole
        RasterBackend().render(tree, into: &redrawn, damage: .regions([Rect(x: 5, y: 7, width: 20, height: 11),
                                                                       Rect(x: 30, y: 2, width: 9, height: 30)]))
        #expect(redrawn == whole)
    }
}

extension HugeCurveBoundsTests {
    /// fuzz-render-tree: a symbol stroking a path whose last subpath is a lone move to
    /// (10, −1e300). Its bounds, grown by half the line width, lost their lower edge to rounding,
    /// and a region drawn below y = 0 skipped the symbol's use.
    @Test func aUseWhoseBoundsReachFarAboveIsRedrawnInRegionsBelowZero() throws {
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: Point(x: 59, y: 0), control1: .zero, control2: .zero)
        path.closeSubpath()
        path.move(to: Point(x: 10, y: -1e300))
        let symbol = DisplayList([.stroke(path, paint: .color(.white), style: StrokeStyle(lineWidth: 85.5), transform: .identity)])
        let tree = try RenderTree(DisplayList([.useSymbol("s", transform: .identity)], symbols: ["s": symbol]))
        let size = Size(width: 48, height: 40)
        let whole = try RasterBackend().render(tree, size: size)
        var redrawn = whole
        RasterBackend().render(tree, into: &redrawn, damage: .regions([Rect(x: 30, y: 2, width: 9, height: 30)]))
        #expect(redrawn == whole)
        #expect(whole.pixel(x: 30, y: 30).a == 255)
    }
}

/// fuzz-render-tree: a gradient's location was stepped from where a span starts, so a span cut by
/// a damage region (starting at its left side) rounded a pixel differently from the whole frame's
/// span — an extreme gradient painted a whole column yellow that the frame left clear.
@Suite struct SpanStartIndependenceTests {
    /// Shades row `y` of `shader` in one span and in two spans split at `cut`.
    private func shadedBothWays(_ shader: some Shader, y: Int, cut: Int) -> ([UInt32], [UInt32]) {
        var whole = [UInt32](repeating: 0, count: 64), split = [UInt32](repeating: 0, count: 64)
        whole.withUnsafeMutableBufferPointer { shader.shade(x: 0, y: y, count: 64, into: $0.baseAddress!) }
        split.withUnsafeMutableBufferPointer {
            shader.shade(x: 0, y: y, count: cut, into: $0.baseAddress!)
            shader.shade(x: cut, y: y, count: 64 - cut, into: $0.baseAddress! + cut)
        }
        return (whole, split)
    }

    @Test func gradientsShadeAPixelAlikeWhereverItsSpanStarts() {
        var random = SplitMix64(seed: 0x5BA7)
        let table = GradientTable()
        for _ in 0..<300 {
            let scale = [1.0, 1e-3, 1e4, 1e-197].randomElement(using: &random)!
            let transform = AffineTransform(a: Double.random(in: -3...3, using: &random) * scale,
                                            b: Double.random(in: -3...3, using: &random),
                                            c: Double.random(in: -3...3, using: &random) * scale,
                                            d: Double.random(in: -3...3, using: &random),
                                            tx: Double.random(in: -100...100, using: &random), ty: 9000)
            let colors = Gradient(colors: [.yellow, .blue.opacity(0.5), .red])
            let start = Point(x: Double.random(in: -50...50, using: &random), y: Double.random(in: -50...50, using: &random))
            let end = Point(x: Double.random(in: -50...50, using: &random), y: Double.random(in: -50...50, using: &random))
            let y = Int.random(in: 0..<40, using: &random), cut = Int.random(in: 1..<63, using: &random)
            let spread = SpreadMethod.allCases.randomElement(using: &random)!
            var linear = LinearGradient(gradient: colors, start: start, end: end)
            linear.spread = spread
            if let shader = LinearGradientShader(linear, bbox: Rect(x: 0, y: 0, width: 10, height: 10),
                                                 transform: transform, table: table) {
                let (whole, split) = shadedBothWays(shader, y: y, cut: cut)
                #expect(whole == split)
            }
            var radial = RadialGradient(gradient: colors, center: start, radius: Double.random(in: 1...80, using: &random), focus: end)
            radial.spread = spread
            if let shader = RadialGradientShader(radial, bbox: Rect(x: 0, y: 0, width: 10, height: 10),
                                                 transform: transform, table: table) {
                let (whole, split) = shadedBothWays(shader, y: y, cut: cut)
                #expect(whole == split)
            }
        }
    }
}

extension DashCullingRenderTests {
    /// fuzz-render-tree: 9000-wide dashes with a miter limit of −7.1e279, used through a shear of
    /// 9000. The stroker squared the limit (so it never bevelled) while bounds took a limit below
    /// 1 to bevel; a dash skipped as lying above the canvas had miters reaching into it, drawn
    /// by the warm frame's kept outline. A limit below 1 now bevels in the stroker too.
    @Test func aDashSkippedOffCanvasCannotReachIntoItThroughAMiter() throws {
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: .zero, control1: Point(x: 0, y: 59), control2: Point(x: 59, y: 0))
        path.addCurve(to: Point(x: 0, y: 9000), control1: Point(x: 9000, y: 9000), control2: Point(x: 127.5, y: 127.5))
        path.closeSubpath()
        path.move(to: .zero)
        path.addQuadCurve(to: Point(x: 9000, y: 9000), control: Point(x: 9000, y: 9000))
        path.closeSubpath()
        let style = StrokeStyle(lineWidth: 9000, lineCap: .round, miterLimit: -7.1e279, dash: [9000, 9000], dashPhase: 9000)
        let symbol = DisplayList([.stroke(path, paint: .color(.white), style: style, transform: .identity)])
        let tree = try RenderTree(DisplayList([
            .useSymbol("s", transform: .identity),
            .useSymbol("s", transform: AffineTransform(a: 101, b: 4.5, c: 9000, d: 9000, tx: 9000, ty: 9000)),
        ], symbols: ["s": symbol]))
        let backend = RasterBackend()
        let cold = try backend.render(tree, size: Size(width: 48, height: 40))
        #expect(try backend.render(tree, size: Size(width: 48, height: 40)) == cold)
    }
}

extension HugeCurveBoundsTests {
    /// fuzz-render-tree: a filled curve from (47.5, 33.5) with its control at (1e300, −1e300).
    /// Its bounds start at x = 47.5, but clipping its edges at such coordinates left coverage
    /// further left; a region there culled the drawing the whole frame showed. Bounds reaching
    /// past `RenderBounds.trustedMagnitude` are unbounded, so such drawing is never culled.
    @Test func drawingReachingPastTheTrustedMagnitudeIsNeverCulled() throws {
        var path = Path()
        path.move(to: Point(x: 47.5, y: 33.5))
        path.addQuadCurve(to: Point(x: 1e300, y: 1e300), control: Point(x: 1e300, y: -1e300))
        let symbol = DisplayList([.fill(path, paint: .color(.white), rule: .evenOdd, transform: .identity)])
        let tree = try RenderTree(DisplayList([.useSymbol("s", transform: .identity)], symbols: ["s": symbol]))
        #expect(tree.nodes[0].bounds == RenderBounds.unbounded)
        let size = Size(width: 48, height: 40)
        let whole = try RasterBackend().render(tree, size: size)
        var redrawn = whole
        RasterBackend().render(tree, into: &redrawn, damage: .regions([Rect(x: 30, y: 2, width: 9, height: 30)]))
        #expect(redrawn == whole)
        var near = Path()
        near.addRect(Rect(x: 0, y: 0, width: 1e9, height: 10))
        #expect(try RenderTree(DisplayList([.fill(near, paint: .color(.white), rule: .nonZero, transform: .identity)]))
            .nodes[0].bounds == Rect(x: 0, y: 0, width: 1e9, height: 10))
    }
}
