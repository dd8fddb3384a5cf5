import Foundation
import VellumCore

/// A filter primitive's pixels over the filter region: premultiplied red, green, blue, alpha in
/// 0…1, row by row, with the colour space they are in.
struct FilterImage {
    let width: Int, height: Int
    var pixels: [SIMD4<Float>]
    var colorSpace: FilterColorSpace

    /// A transparent image.
    init(width: Int, height: Int, colorSpace: FilterColorSpace = .sRGB) {
        self.width = width
        self.height = height
        pixels = [SIMD4<Float>](repeating: .zero, count: width * height)
        self.colorSpace = colorSpace
    }

    subscript(x: Int, y: Int) -> SIMD4<Float> {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The pixel at (x, y), transparent outside the image.
    func at(_ x: Int, _ y: Int) -> SIMD4<Float> {
        x >= 0 && y >= 0 && x < width && y < height ? pixels[y * width + x] : .zero
    }

    /// The bilinear blend of the four pixels around the point (`x`, `y`) in pixel space (pixel
    /// centres at half units), read through `pixel`, which says what lies beyond an edge: the one
    /// smooth sampling that resampling and pictures share.
    static func bilinear(x: Double, y: Double, _ pixel: (Int, Int) -> SIMD4<Float>) -> SIMD4<Float> {
        let fx = x - 0.5, fy = y - 0.5
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = Float(fx - Double(x0)), ty = Float(fy - Double(y0))
        let top = pixel(x0, y0) * (1 - tx) + pixel(x0 + 1, y0) * tx
        let bottom = pixel(x0, y0 + 1) * (1 - tx) + pixel(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }

    /// The image in `space`: each pixel unpremultiplied, its colour converted, premultiplied again.
    func converted(to space: FilterColorSpace) -> FilterImage {
        guard space != colorSpace else { return self }
        var out = self
        out.colorSpace = space
        let table = space == .linearRGB ? ColorSpaceTables.toLinear : ColorSpaceTables.toSRGB
        for i in pixels.indices {
            let p = pixels[i]
            guard p.w > 0 else { continue }
            func c(_ v: Float) -> Float { ColorSpaceTables.lookup(table, v / p.w) * p.w }
            out.pixels[i] = SIMD4(c(p.x), c(p.y), c(p.z), p.w)
        }
        return out
    }

    /// The image with everything outside `box` made transparent.
    func cropped(to box: PixelRect) -> FilterImage {
        var out = FilterImage(width: width, height: height, colorSpace: colorSpace)
        for y in box.rows { for x in box.columns { out[x, y] = self[x, y] } }
        return out
    }

    /// Each channel clamped to 0…1 and colour to at most alpha.
    mutating func clampPremultiplied() {
        for i in pixels.indices {
            let a = min(max(pixels[i].w, 0), 1)
            let c = pixels[i].clamped(lowerBound: .zero, upperBound: SIMD4(repeating: a))
            pixels[i] = SIMD4(c.x, c.y, c.z, a)
        }
    }
}

/// A rectangle of whole pixels in a filter image.
struct PixelRect: Equatable {
    var columns: Range<Int>
    var rows: Range<Int>

    var isEmpty: Bool { columns.isEmpty || rows.isEmpty }

    /// The pixels `rect` touches, inside `0..<width` × `0..<height`.
    init(enclosing rect: Rect, width: Int, height: Int) {
        func range(_ low: Double, _ high: Double, _ limit: Int) -> Range<Int> {
            guard low.isFinite, high.isFinite else { return 0..<0 }
            let l = Int(max(min(low.rounded(.down), Double(limit)), 0))
            let h = Int(max(min(high.rounded(.up), Double(limit)), 0))
            return l < h ? l..<h : l..<l
        }
        columns = range(rect.minX, rect.maxX, width)
        rows = range(rect.minY, rect.maxY, height)
    }

    init(columns: Range<Int>, rows: Range<Int>) {
        self.columns = columns
        self.rows = rows
    }
}

/// sRGB ⇄ linear-light conversion (``VellumCore/Color``'s transfer function), tabulated at 4096
/// steps and interpolated.
enum ColorSpaceTables {
    static let steps = 4096
    static let toLinear: [Float] = (0...steps).map { Float(Color.decoded(Double($0) / Double(steps))) }
    static let toSRGB: [Float] = (0...steps).map { Float(Color.encoded(Double($0) / Double(steps))) }

    static func lookup(_ table: [Float], _ v: Float) -> Float {
        let t = min(max(v, 0), 1) * Float(steps)
        let i = min(Int(t), steps - 1)
        let f = t - Float(i)
        return table[i] + (table[i + 1] - table[i]) * f
    }

    /// A colour's red, green and blue in `space`.
    static func components(_ color: Color, in space: FilterColorSpace) -> SIMD3<Float> {
        let c = SIMD3(Float(color.red), Float(color.green), Float(color.blue))
        guard space == .linearRGB else { return c }
        return SIMD3(lookup(toLinear, c.x), lookup(toLinear, c.y), lookup(toLinear, c.z))
    }

    /// A colour premultiplied in `space`.
    static func premultiplied(_ color: Color, in space: FilterColorSpace) -> SIMD4<Float> {
        let a = Float(min(max(color.alpha, 0), 1))
        let c = components(color, in: space) * a
        return SIMD4(c.x, c.y, c.z, a)
    }
}
