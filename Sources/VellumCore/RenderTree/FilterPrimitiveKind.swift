import Foundation

/// What a ``FilterPrimitive`` computes: one of the Filter Effects Module's primitives, with its
/// parameters resolved (lengths in the graph's user space).
public enum FilterPrimitiveKind: Hashable, Sendable {
    /// `feGaussianBlur`: standard deviations along x and y (0 along an axis: no blur along it),
    /// and what the blur reads beyond the input's edges (SVG 2's `edgeMode`).
    case gaussianBlur(x: Double, y: Double, edgeMode: BlurEdgeMode = .none)
    /// `feOffset`: the input moved by `dx`, `dy`.
    case offset(dx: Double, dy: Double)
    /// `feFlood`: the subregion filled with a colour (its alpha the flood opacity).
    case flood(Color)
    /// `feBlend`: `in` blended onto `in2`.
    case blend(BlendMode)
    /// `feComposite`: `in` composited with `in2`.
    case composite(FilterCompositeOperator)
    /// `feMerge`: the inputs drawn over each other in order.
    case merge
    /// `feColorMatrix`, every type given as its matrix.
    case colorMatrix(ColorMatrix)
    /// `feComponentTransfer`: a function per channel, red, green, blue and alpha.
    case componentTransfer([TransferFunction])
    /// `feMorphology`: the input eroded (or dilated) by radii along x and y.
    case morphology(dilate: Bool, radiusX: Double, radiusY: Double)
    /// `feConvolveMatrix`.
    case convolveMatrix(ConvolveKernel)
    /// `feTile`: the input's subregion repeated over this primitive's.
    case tile(source: Rect)
    /// `feTurbulence`.
    case turbulence(Turbulence)
    /// `feDisplacementMap`: `in` displaced by the channels of `in2` (0 red … 3 alpha) times `scale`.
    case displacementMap(scale: Double, xChannel: Int, yChannel: Int)
    /// `feDiffuseLighting` or `feSpecularLighting`.
    case lighting(Lighting)
    /// `feImage` of a picture: the paint (its transform maps the picture into user space) shown
    /// inside `clip` (user space), transparent elsewhere.
    case image(ImagePaint, clip: Rect)
    /// `feDropShadow`: the input over its alpha blurred, offset and tinted.
    case dropShadow(dx: Double, dy: Double, x: Double, y: Double, color: Color)

    /// The largest kernel (`order` x × y) of a convolution.
    public static let maxKernelValues = 4_096
    /// The largest morphology radius honoured, in device pixels.
    public static let maxMorphologyRadius = 512

    /// `nil` when the parameters can be used, otherwise what is wrong.
    var problem: String? {
        let numbers: [Double]
        switch self {
        case .gaussianBlur(let x, let y, _): numbers = [x, y]
        case .offset(let dx, let dy): numbers = [dx, dy]
        case .flood(let c): numbers = [c.red, c.green, c.blue, c.alpha]
        case .morphology(_, let rx, let ry): numbers = [rx, ry]
        case .displacementMap(let s, _, _): numbers = [s]
        case .image(let paint, let clip):
            guard paint.transform.isFinite, clip.isFinite else { return "image placement (not finite)" }
            numbers = []
        case .dropShadow(let dx, let dy, let x, let y, let c): numbers = [dx, dy, x, y, c.alpha]
        case .colorMatrix(let m): numbers = m.values
        case .convolveMatrix(let k):
            guard k.columns > 0, k.rows > 0, k.columns * k.rows <= Self.maxKernelValues,
                  k.values.count == k.columns * k.rows else { return "convolution kernel of the wrong size" }
            numbers = k.values + [k.divisor, k.bias]
        case .composite(.arithmetic(let k1, let k2, let k3, let k4)): numbers = [k1, k2, k3, k4]
        default: numbers = []
        }
        return numbers.allSatisfy(\.isFinite) ? nil : "a parameter is not finite"
    }
}

/// What a blur reads beyond the edges of what it blurs (Filter Effects 2's `edgeMode` of
/// `feGaussianBlur`; SwiftUI's `blur(radius:opaque:)` duplicates).
public enum BlurEdgeMode: String, Hashable, Sendable, CaseIterable {
    /// Transparent black: the blur fades out towards the edges.
    case none
    /// The edge pixels, repeated outward: an opaque picture stays opaque up to its edges.
    case duplicate
    /// The picture repeated, as tiles: what leaves one edge comes back in at the other.
    case wrap
}

/// `feComposite`'s operators.
public enum FilterCompositeOperator: Hashable, Sendable {
    case over, `in`, out, atop, xor
    /// `k1·i1·i2 + k2·i1 + k3·i2 + k4` on premultiplied channels, clamped.
    case arithmetic(k1: Double, k2: Double, k3: Double, k4: Double)
}

/// One channel's function in `feComponentTransfer`, on values in 0…1.
public enum TransferFunction: Hashable, Sendable {
    case identity
    /// Linear interpolation between the values, evenly spaced over 0…1.
    case table([Double])
    /// A step function of the values.
    case discrete([Double])
    /// `slope·c + intercept`.
    case linear(slope: Double, intercept: Double)
    /// `amplitude·c^exponent + offset`.
    case gamma(amplitude: Double, exponent: Double, offset: Double)

    /// The function at `c`, clamped to 0…1.
    public func callAsFunction(_ c: Double) -> Double {
        let v: Double
        switch self {
        case .identity: v = c
        case .table(let t):
            guard t.count > 1 else { v = t.first ?? c; break }
            let n = Double(t.count - 1)
            let k = min(Int((c * n).rounded(.down)), t.count - 2)
            v = t[k] + (c - Double(k) / n) * n * (t[k + 1] - t[k])
        case .discrete(let t):
            guard !t.isEmpty else { v = c; break }
            v = t[min(Int((c * Double(t.count)).rounded(.down)), t.count - 1)]
        case .linear(let slope, let intercept): v = slope * c + intercept
        case .gamma(let amplitude, let exponent, let offset): v = amplitude * pow(c, exponent) + offset
        }
        return v.isNaN ? 0 : min(max(v, 0), 1)
    }
}

/// `feConvolveMatrix`'s parameters.
public struct ConvolveKernel: Hashable, Sendable {
    /// How pixels beyond the input's edge are read.
    public enum EdgeMode: Hashable, Sendable { case duplicate, wrap, none }
    public var columns: Int, rows: Int
    /// The kernel, row by row.
    public var values: [Double]
    public var divisor: Double, bias: Double
    public var targetX: Int, targetY: Int
    public var edgeMode: EdgeMode
    public var preserveAlpha: Bool

    /// A kernel.
    public init(columns: Int, rows: Int, values: [Double], divisor: Double, bias: Double, targetX: Int,
                targetY: Int, edgeMode: EdgeMode, preserveAlpha: Bool) {
        (self.columns, self.rows, self.values, self.divisor, self.bias) = (columns, rows, values, divisor, bias)
        (self.targetX, self.targetY, self.edgeMode, self.preserveAlpha) = (targetX, targetY, edgeMode, preserveAlpha)
    }
}

/// `feTurbulence`'s parameters.
public struct Turbulence: Hashable, Sendable {
    public var baseFrequencyX: Double, baseFrequencyY: Double
    public var octaves: Int
    public var seed: Int
    public var stitchTiles: Bool
    /// `type="fractalNoise"` (otherwise `turbulence`).
    public var fractalNoise: Bool

    /// Turbulence.
    public init(baseFrequencyX: Double, baseFrequencyY: Double, octaves: Int, seed: Int, stitchTiles: Bool,
                fractalNoise: Bool) {
        (self.baseFrequencyX, self.baseFrequencyY, self.octaves) = (baseFrequencyX, baseFrequencyY, octaves)
        (self.seed, self.stitchTiles, self.fractalNoise) = (seed, stitchTiles, fractalNoise)
    }
}

/// `feDiffuseLighting` and `feSpecularLighting`'s parameters.
public struct Lighting: Hashable, Sendable {
    /// A light source, positions in the graph's user space.
    public enum Light: Hashable, Sendable {
        /// `feDistantLight`, angles in degrees.
        case distant(azimuth: Double, elevation: Double)
        /// `fePointLight`.
        case point(x: Double, y: Double, z: Double)
        /// `feSpotLight`; `coneAngle` in degrees, `nil` for none.
        case spot(x: Double, y: Double, z: Double, atX: Double, atY: Double, atZ: Double, exponent: Double,
                  coneAngle: Double?)
    }

    /// Specular (otherwise diffuse).
    public var specular: Bool
    public var surfaceScale: Double
    /// `diffuseConstant` or `specularConstant`.
    public var constant: Double
    public var specularExponent: Double
    public var color: Color
    public var light: Light

    /// Lighting.
    public init(specular: Bool, surfaceScale: Double, constant: Double, specularExponent: Double, color: Color,
                light: Light) {
        (self.specular, self.surfaceScale, self.constant) = (specular, surfaceScale, constant)
        (self.specularExponent, self.color, self.light) = (specularExponent, color, light)
    }
}
