import Foundation
import Testing
import VellumTestSupport
import VellumUIKit

/// Draws with `draw` into a `size`-point image renderer's context and returns its pixels.
func renderedPixels(width: Int = 20, height: Int = 20, _ draw: (CGContext) -> Void) throws -> Pixmap {
    let image = UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { draw($0.cgContext) }
    let cgImage = try #require(image.cgImage)
    return try Pixmap(width: cgImage.width, height: cgImage.height, premultipliedBytes: cgImage.raster.pixels)
}

/// Core Graphics' context verbs (Porting/CGContext+Painting.swift and friends), each checked by the
/// pixels or geometry it produces.
@Suite struct CoreGraphicsVerbTests {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

    @Test func fillPaintsTheRectangleAndClearErasesPartOfIt() throws {
        let pixmap = try renderedPixels { cg in
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 2, y: 2, width: 10, height: 10))
            cg.clear(CGRect(x: 2, y: 2, width: 5, height: 10))
        }
        #expect(pixmap.straightPixel(x: 9, y: 5) == Self.red)
        #expect(pixmap.straightPixel(x: 3, y: 5) == Self.clear)
        #expect(pixmap.straightPixel(x: 15, y: 5) == Self.clear)
    }

    @Test func strokeEllipseStrokesTheOvalAndFlatnessAndAntialiasingAreIgnored() throws {
        func ring(_ settings: (CGContext) -> Void) throws -> Pixmap {
            try renderedPixels { cg in
                settings(cg)
                cg.setStrokeColor(UIColor.red.cgColor)
                cg.setLineWidth(2)
                cg.strokeEllipse(in: CGRect(x: 2, y: 2, width: 16, height: 16))
            }
        }
        let plain = try ring { _ in }
        #expect(plain.straightPixel(x: 10, y: 2).a > 200 && plain.straightPixel(x: 2, y: 10).a > 200)
        #expect(plain.straightPixel(x: 10, y: 10) == Self.clear && plain.straightPixel(x: 2, y: 2) == Self.clear)
        // Vellum always anti-aliases and flattens to its own tolerance: the same pixels.
        let settled = try ring { cg in
            cg.setFlatness(10)
            cg.setAllowsAntialiasing(false)
        }
        #expect(settled.bytes == plain.bytes)
    }

    @Test func strokingARectangleWithAWidthLeavesTheLineWidthAlone() throws {
        var width = 0.0
        let pixmap = try renderedPixels { cg in
            cg.setStrokeColor(UIColor.red.cgColor)
            cg.stroke(CGRect(x: 4, y: 4, width: 12, height: 12), width: 4)
            width = cg.strokeStyle.lineWidth
        }
        #expect(width == 1)
        #expect(pixmap.straightPixel(x: 10, y: 3) == Self.red && pixmap.straightPixel(x: 10, y: 10) == Self.clear)
    }

    @Test func ellipsesAndLineSegments() throws {
        let pixmap = try renderedPixels { cg in
            cg.setFillColor(UIColor.red.cgColor)
            cg.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.setStrokeColor(UIColor.blue.cgColor)
            cg.setLineWidth(2)
            cg.strokeLineSegments(between: [CGPoint(x: 12, y: 2), CGPoint(x: 20, y: 2),
                                            CGPoint(x: 12, y: 16), CGPoint(x: 20, y: 16), CGPoint(x: 0, y: 19)])
        }
        #expect(pixmap.straightPixel(x: 5, y: 5) == Self.red && pixmap.straightPixel(x: 0, y: 0) == Self.clear)
        #expect(pixmap.straightPixel(x: 15, y: 2).b == 255 && pixmap.straightPixel(x: 15, y: 16).b == 255)
        #expect(pixmap.straightPixel(x: 15, y: 9) == Self.clear)  // the segments are not joined
    }

    @Test func theStrokedPathFillsWhatTheStrokePaints() throws {
        func draw(_ replace: Bool) throws -> Pixmap {
            try renderedPixels { cg in
                cg.setFillColor(UIColor.red.cgColor)
                cg.setStrokeColor(UIColor.red.cgColor)
                cg.setLineWidth(3)
                cg.addLines(between: [CGPoint(x: 2, y: 2), CGPoint(x: 18, y: 10), CGPoint(x: 2, y: 18)])
                if replace {
                    cg.replacePathWithStrokedPath()
                    cg.fillPath()
                } else {
                    cg.strokePath()
                }
            }
        }
        let filled = try draw(true), stroked = try draw(false)
        let difference = zip(filled.bytes, stroked.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 255
        #expect(difference <= 2)
        #expect(filled.straightPixel(x: 10, y: 6).a == 255)
    }

    @Test func clippingToRectanglesAndToAnImageMask() throws {
        let white = try CGImage(premultipliedPixels: [255, 255, 255, 255, 0, 0, 0, 255], width: 2, height: 1)
        let pixmap = try renderedPixels { cg in
            cg.clip(to: [CGRect(x: 0, y: 0, width: 10, height: 20), CGRect(x: 15, y: 0, width: 5, height: 20)])
            cg.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: white)
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(pixmap.straightPixel(x: 2, y: 10) == Self.red)   // white half of the mask, first rectangle
        #expect(pixmap.straightPixel(x: 12, y: 10) == Self.clear) // between the rectangles
        #expect(pixmap.straightPixel(x: 17, y: 10) == Self.clear) // black half of the mask
    }

    @Test func dashesWithCGFloatLengths() throws {
        let lengths: [CGFloat] = [4, 4]
        let pixmap = try renderedPixels { cg in
            cg.setStrokeColor(UIColor.red.cgColor)
            cg.setLineWidth(2)
            cg.setLineDash(phase: 0, lengths: lengths)
            cg.move(to: CGPoint(x: 0, y: 10))
            cg.addLine(to: CGPoint(x: 20, y: 10))
            cg.strokePath()
        }
        #expect(pixmap.straightPixel(x: 2, y: 10) == Self.red && pixmap.straightPixel(x: 6, y: 10) == Self.clear)
    }

    @Test func tangentArcsAndThePathQueries() {
        let cg = CGContext()
        cg.move(to: CGPoint(x: 0, y: 0))
        cg.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(cg.currentPointOfPath == CGPoint(x: 100, y: 20))
        #expect(cg.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 20))
        cg.closePath()
        #expect(cg.pathContains(CGPoint(x: 90, y: 5), mode: .fill) && !cg.pathContains(CGPoint(x: 50, y: 15), mode: .fill))
        cg.beginPath()
        #expect(cg.isPathEmpty && cg.boundingBoxOfPath.isNull)
    }

    @Test func convertingBetweenUserAndDeviceSpace() {
        let cg = CGContext()
        cg.translateBy(x: 10, y: 20)
        cg.scaleBy(x: 2, y: 2)
        #expect(cg.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 22))
        #expect(cg.convertToUserSpace(CGPoint(x: 12, y: 22)) == CGPoint(x: 1, y: 1))
        #expect(cg.convertToUserSpace(CGSize(width: 4, height: 4)) == CGSize(width: 2, height: 2))
        #expect(cg.convertToUserSpace(CGRect(x: 10, y: 20, width: 4, height: 4)) == CGRect(x: 0, y: 0, width: 2, height: 2))
        cg.interpolationQuality = .none
        #expect(cg.interpolationQuality == .none)
    }

    @Test func gradientsPaintOnlyBetweenTheirEndsUnlessAsked() throws {
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                               colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                               locations: [0, 1]))
        func linear(_ options: CGGradientDrawingOptions) throws -> Pixmap {
            try renderedPixels { cg in
                cg.drawLinearGradient(gradient, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: options)
            }
        }
        let bare = try linear([]), extended = try linear([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(bare.straightPixel(x: 2, y: 10) == Self.clear && bare.straightPixel(x: 18, y: 10) == Self.clear)
        #expect(bare.straightPixel(x: 10, y: 10).a == 255)
        #expect(extended.straightPixel(x: 2, y: 10) == Self.red && extended.straightPixel(x: 18, y: 10).b == 255)

        func radial(_ options: CGGradientDrawingOptions) throws -> Pixmap {
            try renderedPixels { cg in
                cg.drawRadialGradient(gradient, startCenter: CGPoint(x: 10, y: 10), startRadius: 0,
                                      endCenter: CGPoint(x: 10, y: 10), endRadius: 6, options: options)
            }
        }
        #expect(try radial([]).straightPixel(x: 1, y: 1) == Self.clear)
        #expect(try radial(.drawsAfterEndLocation).straightPixel(x: 1, y: 1).b == 255)
        #expect(try radial([]).straightPixel(x: 10, y: 10).r > 200)
    }

    @Test func gradientsRefuseWhatCoreGraphicsLeavesUndefined() {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        #expect(CGGradient(colorsSpace: nil, colors: colors, locations: [0]) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: [UIColor.red] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: colors, locations: [1, 0])?.gradient.stops.map(\.color)
                == [UIColor.blue.cgColor, UIColor.red.cgColor])
        let grey = CGColorSpaceCreateDeviceGray()
        #expect(CGGradient(colorSpace: grey, colorComponents: [0, 1, 1, 1], locations: nil, count: 2)?
                    .gradient.stops.map(\.color) == [.black, .white])
        #expect(CGGradient(colorSpace: grey, colorComponents: [0, 1], locations: nil, count: 2) == nil)
    }

    @Test func colorsAndColorSpaces() {
        let color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        #expect(color.components == [1, 0.5, 0, 0.25] && color.alpha == 0.25 && color.numberOfComponents == 4)
        #expect(color.copy(alpha: 1)?.alpha == 1)
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: [0.5, 1]) == Color(white: 0.5))
        #expect(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: [1, 0]) == nil)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: "no such space") == nil)
    }

    @Test func mutablePathsAreSharedReferences() {
        let path = CGMutablePath()
        let same = path
        same.move(to: CGPoint(x: 0, y: 0))
        same.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: 20))
        path.addRect(CGRect(x: 30, y: 0, width: 10, height: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 40, height: 10))
        #expect(path.contains(CGPoint(x: 35, y: 5)) && !path.contains(CGPoint(x: 25, y: 5)))
        let stroke = path.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(stroke.contains(CGPoint(x: 31, y: 5)) && !stroke.contains(CGPoint(x: 35, y: 5)))
        let line = CGMutablePath()
        line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        let dashes = line.copy(dashingWithPhase: 0, lengths: [10, 10])
        var moves = 0
        dashes.forEach { if case .move = $0 { moves += 1 } }
        #expect(moves == 5)
    }

    @Test func imagesDecodeCropAndDrawAsCoreGraphicsDoes() throws {
        // Two rows: red on top, blue below.
        let image = try CGImage(premultipliedPixels: [255, 0, 0, 255, 0, 0, 255, 255], width: 1, height: 2)
        let provider = try #require(CGDataProvider(data: Data(try image.pngData()) as CFData))
        let decoded = try #require(CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true,
                                           intent: .defaultIntent))
        #expect(decoded.width == 1 && decoded.height == 2 && decoded.raster.pixels == image.raster.pixels)
        #expect(CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect(decoded.cropping(to: CGRect(x: 0, y: 1, width: 5, height: 5))?.raster.pixels == [0, 0, 255, 255])
        #expect(decoded.cropping(to: CGRect(x: 3, y: 3, width: 1, height: 1)) == nil)
        // Core Graphics draws the first row at the rectangle's maxY: upside down in a UIKit context.
        let pixmap = try renderedPixels { $0.draw(decoded, in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
        #expect(pixmap.straightPixel(x: 10, y: 2).b == 255 && pixmap.straightPixel(x: 10, y: 17).r == 255)
    }

    @Test func bitmapContextsAreYUpAndMakeImages() throws {
        let cg = try #require(CGContext(data: nil, width: 20, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                        space: CGColorSpaceCreateDeviceRGB(),
                                        bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        cg.setFillColor(UIColor.red.cgColor)
        cg.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        let image = try #require(cg.makeImage())
        let pixmap = try Pixmap(width: image.width, height: image.height, premultipliedBytes: image.raster.pixels)
        #expect(cg.width == 20 && cg.height == 10)
        #expect(pixmap.straightPixel(x: 2, y: 8) == Self.red && pixmap.straightPixel(x: 2, y: 2) == Self.clear)
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0) == nil)
        #expect(CGContext().makeImage() == nil)
    }

    @Test func alphaTransparencyLayersAndShadows() throws {
        let pixmap = try renderedPixels(width: 40, height: 20) { cg in
            cg.setFillColor(UIColor.red.cgColor)
            cg.setAlpha(0.5)
            cg.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
            cg.fill(CGRect(x: 3, y: 0, width: 6, height: 6))
            cg.beginTransparencyLayer(auxiliaryInfo: nil)
            cg.fill(CGRect(x: 10, y: 0, width: 6, height: 6))
            cg.fill(CGRect(x: 13, y: 0, width: 6, height: 6))
            cg.endTransparencyLayer()
            cg.setAlpha(1)
            cg.setShadow(offset: CGSize(width: 0, height: 6), blur: 0, color: UIColor.black.cgColor)
            cg.fill(CGRect(x: 24, y: 0, width: 6, height: 6))
            cg.setShadow(offset: .zero, blur: 0, color: nil)
            cg.fill(CGRect(x: 32, y: 0, width: 6, height: 6))
        }
        #expect((190...192).contains(pixmap.straightPixel(x: 4, y: 3).a))  // two half-alpha fills: ¾
        #expect(pixmap.straightPixel(x: 14, y: 3).a == 128)  // one layer at half alpha
        #expect(pixmap.straightPixel(x: 26, y: 9) == RGBA8(r: 0, g: 0, b: 0, a: 255))  // the shadow below
        #expect(pixmap.straightPixel(x: 34, y: 9) == Self.clear)
        let cg = CGContext()
        cg.endTransparencyLayer()  // without a layer: nothing happens
        cg.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 1, height: 1), auxiliaryInfo: nil)
        cg.saveGState()
        cg.endTransparencyLayer()  // closes the layer and the state saved inside it
        #expect(try cg.renderTree().nodes.count == 1)
    }

    @Test func patternsRefuseEmptyCellsAndSteps() {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, _ in }, releaseInfo: nil)
        let cell = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(CGPattern(info: nil, bounds: cell, matrix: .identity, xStep: 0, yStep: 10, tiling: .constantSpacing,
                          isColored: true, callbacks: &callbacks) == nil)
        #expect(CGPattern(info: nil, bounds: .zero, matrix: .identity, xStep: 10, yStep: 10, tiling: .constantSpacing,
                          isColored: true, callbacks: &callbacks) == nil)
        // A step so small the surface would need millions of cells draws nothing rather than hang.
        let tiny = CGPattern(info: nil, bounds: cell, matrix: .identity, xStep: 0.001, yStep: 0.001,
                             tiling: .constantSpacing, isColored: true, callbacks: &callbacks)
        var alpha: CGFloat = 1
        let pixmap = try? renderedPixels { cg in
            cg.setFillPattern(tiny!, colorComponents: &alpha)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        #expect(pixmap?.straightPixel(x: 5, y: 5) == Self.clear)
    }

    @Test func affineTransformsMeetFoundationsGeometry() {
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        let inverse: CGAffineTransform = t.inverted()
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 12, y: 2).applying(inverse) == CGPoint(x: 1, y: 1))
        #expect(CGSize(width: 1, height: 2).applying(t) == CGSize(width: 2, height: 4))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).applying(t) == CGRect(x: 10, y: 0, width: 2, height: 2))
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        let same: CGAffineTransform = singular.inverted()
        #expect(same == singular)
    }
}

/// Core Graphics' path elements and UIKit's path dashes and named images.
@Suite struct CoreGraphicsPathElementTests {
    @Test func applyWithBlockHandsOutEachElementsPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 4))
        path.addCurve(to: CGPoint(x: 11, y: 12), control1: CGPoint(x: 7, y: 8), control2: CGPoint(x: 9, y: 10))
        path.closeSubpath()
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][element.pointee.type] ?? 0
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(seen.map(\.0) == [.moveToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(seen[1].1 == [CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6)])
        #expect(seen[2].1 == [CGPoint(x: 7, y: 8), CGPoint(x: 9, y: 10), CGPoint(x: 11, y: 12)])
    }

    @Test func bezierPathDashes() throws {
        let pixmap = try renderedPixels { _ in
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 10))
            line.addLine(to: CGPoint(x: 20, y: 10))
            line.lineWidth = 2
            let dashes: [CGFloat] = [4, 4]
            line.setLineDash(dashes, count: dashes.count, phase: 0)
            UIColor.red.setStroke()
            (line.copy() as? UIBezierPath)?.stroke()  // the copy keeps the dashes
        }
        #expect(pixmap.straightPixel(x: 2, y: 10).r == 255 && pixmap.straightPixel(x: 6, y: 10).a == 0)
    }

    @Test func namedImagesAreResourceFiles() {
        #expect(UIImage(named: "no-such-picture") == nil)
        #expect(UIImage(named: "no-such-picture", in: .main, compatibleWith: nil) == nil)
    }
}
