import Foundation

/// One primitive of a group's filter chain (``RenderGroup/filters``), SwiftUI's filter
/// modifiers and CSS's filter functions: a Gaussian blur or a colour matrix — or an SVG
/// `<filter>`, a graph of primitives (``FilterGraph``).
///
/// Colour matrices act on unpremultiplied sRGB channels in 0…1 (gamma-encoded, as SwiftUI and
/// SVG's `color-interpolation-filters="sRGB"` do), the result clamped to 0…1; a pixel that is
/// fully transparent stays so. Each filter's matrix (``matrix``) is a ``ColorMatrix``: the new
/// channel is `m[0]·R + m[1]·G + m[2]·B + m[3]·A + m[4]` for its row.
public enum Filter: Hashable, Sendable {
    /// A Gaussian blur of all four (premultiplied) channels whose standard deviation is
    /// `radius` — SwiftUI's `blur(radius:)` and CSS's `blur()` — in the space around the group.
    case blur(radius: Double)
    /// Adds `amount` to R, G and B (SwiftUI's `brightness(_:)`).
    case brightness(Double)
    /// Scales R, G and B about ½ by `amount`: `amount·c + (1 − amount)/2` (SwiftUI's
    /// `contrast(_:)`, CSS's `contrast()`).
    case contrast(Double)
    /// Filter Effects' `feColorMatrix type="saturate"` with `amount` (0 grey, 1 unchanged).
    case saturation(Double)
    /// CSS's `grayscale(amount)`: 1 gives the luminance 0.2126 R + 0.7152 G + 0.0722 B.
    case grayscale(Double)
    /// Filter Effects' `feColorMatrix type="hueRotate"` by the angle.
    case hueRotation(Angle)
    /// Inverts R, G and B: `1 − c` (SwiftUI's `colorInvert()`, CSS's `invert(1)`).
    case colorInvert
    /// Multiplies each channel, alpha too, by the colour's (SwiftUI's `colorMultiply(_:)`).
    case colorMultiply(Color)
    /// Filter Effects' `feColorMatrix type="luminanceToAlpha"`: black, with an alpha of
    /// 0.2125 R + 0.7154 G + 0.0721 B.
    case luminanceToAlpha
    /// A general 4 × 5 colour matrix.
    case colorMatrix(ColorMatrix)
    /// An SVG `<filter>`: its result replaces the group's pixels, inside its filter region.
    case graph(FilterGraph)

    /// The largest blur radius (standard deviation) honoured: larger radii blur as this one.
    public static let maxBlurRadius = 1024.0

    /// The colour matrix the filter applies; `nil` for the blur.
    ///
    /// - `brightness(b)`: identity with `b` in the offset column of R, G, B.
    /// - `contrast(c)`: `c` on the diagonal of R, G, B and `(1 − c)/2` as their offsets.
    /// - `saturation(s)`: rows `0.213+0.787s 0.715−0.715s 0.072−0.072s`,
    ///   `0.213−0.213s 0.715+0.285s 0.072−0.072s`, `0.213−0.213s 0.715−0.715s 0.072+0.928s`.
    /// - `grayscale(g)` (a = 1 − min(g, 1)): rows `0.2126+0.7874a 0.7152−0.7152a 0.0722−0.0722a`,
    ///   `0.2126−0.2126a 0.7152+0.2848a 0.0722−0.0722a`, `0.2126−0.2126a 0.7152−0.7152a 0.0722+0.9278a`.
    /// - `hueRotation(θ)`: Filter Effects' hueRotate matrix with cos θ and sin θ.
    /// - `colorInvert`: `−1` on the diagonal of R, G, B, offsets 1.
    /// - `colorMultiply(c)`: the diagonal `c.red, c.green, c.blue, c.alpha`.
    /// - `luminanceToAlpha`: R, G, B rows zero; alpha row `0.2125 0.7154 0.0721 0 0`.
    public var matrix: ColorMatrix? {
        switch self {
        case .blur, .graph: return nil
        case .brightness(let b):
            return ColorMatrix([1, 0, 0, 0, b, 0, 1, 0, 0, b, 0, 0, 1, 0, b, 0, 0, 0, 1, 0])
        case .contrast(let c):
            let o = (1 - c) / 2
            return ColorMatrix([c, 0, 0, 0, o, 0, c, 0, 0, o, 0, 0, c, 0, o, 0, 0, 0, 1, 0])
        case .saturation(let s):
            return ColorMatrix([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
                                0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
                                0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
                                0, 0, 0, 1, 0])
        case .grayscale(let g):
            let a = 1 - min(max(g, 0), 1)
            return ColorMatrix([0.2126 + 0.7874 * a, 0.7152 - 0.7152 * a, 0.0722 - 0.0722 * a, 0, 0,
                                0.2126 - 0.2126 * a, 0.7152 + 0.2848 * a, 0.0722 - 0.0722 * a, 0, 0,
                                0.2126 - 0.2126 * a, 0.7152 - 0.7152 * a, 0.0722 + 0.9278 * a, 0, 0,
                                0, 0, 0, 1, 0])
        case .hueRotation(let angle):
            let (c, s) = (cos(angle.radians), sin(angle.radians))
            return ColorMatrix([0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715,
                                0.072 - c * 0.072 + s * 0.928, 0, 0,
                                0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140,
                                0.072 - c * 0.072 - s * 0.283, 0, 0,
                                0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715,
                                0.072 + c * 0.928 + s * 0.072, 0, 0,
                                0, 0, 0, 1, 0])
        case .colorInvert:
            return ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0])
        case .colorMultiply(let color):
            return ColorMatrix([color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0,
                                0, 0, color.blue, 0, 0, 0, 0, 0, color.alpha, 0])
        case .luminanceToAlpha:
            return ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])
        case .colorMatrix(let m):
            return m
        }
    }

    /// Whether every number is finite and a blur's radius is not negative; `nil` when so,
    /// otherwise what is wrong.
    public var problem: String? {
        switch self {
        case .blur(let r):
            if !r.isFinite { return "blur radius \(r) (must be finite)" }
            if r < 0 { return "blur radius \(r) (must be ≥ 0)" }
            return nil
        case .graph(let graph):
            return graph.problem
        case .grayscale(let amount):
            // The amount is clamped into the matrix: checked itself.
            return amount.isFinite ? nil : "grayscale amount \(amount) (must be finite)"
        default:
            guard let m = matrix, m.values.allSatisfy(\.isFinite) else { return "colour filter \(self) (not finite)" }
            return nil
        }
    }

    /// The blur's standard deviation in device pixels, at most ``maxBlurRadius``; 0 otherwise.
    public var sigma: Double {
        guard case .blur(let r) = self, !r.isNaN else { return 0 }
        return min(max(r, 0), Self.maxBlurRadius)
    }

    /// How many whole pixels the filter carries a pixel in each direction: for a blur, three
    /// standard deviations rounded up plus one (none below a quarter pixel); 0 for a colour
    /// matrix. Every backend sizes its blur and the bounds with it.
    public var reach: Int {
        sigma < 0.25 ? 0 : Int((3 * sigma).rounded(.up)) + 1
    }

    /// The filter as applied in a space that `transform` maps to: a blur's radius scaled by its
    /// mean scale factor, a graph's transform followed by `transform`.
    public func applying(_ transform: AffineTransform) -> Filter {
        guard transform != .identity else { return self }
        switch self {
        case .blur(let r): return .blur(radius: r * abs(transform.determinant).squareRoot())
        case .graph(var graph):
            graph.transform = graph.transform.concatenating(transform)
            return .graph(graph)
        default: return self
        }
    }

    /// How many pixels `filters` together carry a pixel.
    public static func reach(of filters: [Filter]) -> Int {
        filters.reduce(0) { $0 + $1.reach }
    }

    /// `rect` grown by how far `filters` carry its pixels; after a graph, its filter region
    /// (where it is applied), whatever the content.
    public static func extent(of rect: Rect, by filters: [Filter]) -> Rect {
        filters.reduce(rect) { rect, filter in
            if case .graph(let graph) = filter { return graph.appliedRegion }
            let reach = Double(filter.reach)
            return reach == 0 ? rect : rect.insetBy(dx: -reach, dy: -reach)
        }
    }

    /// Whether `filters` hold a graph, whose result depends on all of its filter region: a
    /// backend filters the whole region (on its canvas), not only what is to be redrawn.
    public static func needsWholeRegion(_ filters: [Filter]) -> Bool {
        filters.contains { if case .graph = $0 { true } else { false } }
    }
}

/// A 4 × 5 colour matrix, row-major (rows R, G, B, A; columns R, G, B, A and an offset), as
/// SVG's `feColorMatrix type="matrix"` takes it, on channels in 0…1.
public struct ColorMatrix: Hashable, Sendable {
    /// The 20 values, row by row.
    public let values: [Double]

    /// The identity.
    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

    /// A matrix of 20 values, row by row; missing values are taken from the identity and
    /// values past the 20th are ignored.
    public init(_ values: [Double]) {
        var all = Array(values.prefix(20))
        if all.count < 20 { all += ColorMatrix.identityValues.dropFirst(all.count) }
        self.values = all
    }

    private static let identityValues: [Double] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]

    /// Filter Effects' sepia matrix (CSS's `sepia(amount)`) for `amount` in 0…1 (1 full sepia).
    public static func sepia(_ amount: Double) -> ColorMatrix {
        let b = 1 - min(max(amount, 0), 1)
        return ColorMatrix([0.393 + 0.607 * b, 0.769 - 0.769 * b, 0.189 - 0.189 * b, 0, 0,
                            0.349 - 0.349 * b, 0.686 + 0.314 * b, 0.168 - 0.168 * b, 0, 0,
                            0.272 - 0.272 * b, 0.534 - 0.534 * b, 0.131 + 0.869 * b, 0, 0,
                            0, 0, 0, 1, 0])
    }

    /// The matrix applied to an unpremultiplied colour (channels 0…1), clamped to 0…1.
    public func apply(red: Double, green: Double, blue: Double, alpha: Double) -> (Double, Double, Double, Double) {
        func row(_ i: Int) -> Double {
            let m = values[i * 5..<i * 5 + 5]
            let v = m[i * 5] * red + m[i * 5 + 1] * green + m[i * 5 + 2] * blue + m[i * 5 + 3] * alpha + m[i * 5 + 4]
            return min(max(v, 0), 1)
        }
        return (row(0), row(1), row(2), row(3))
    }
}
