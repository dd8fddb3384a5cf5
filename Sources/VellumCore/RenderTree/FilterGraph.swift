import Foundation

/// An SVG `<filter>`: primitives (``FilterPrimitive``) that read the filtered group's pixels,
/// each other's results and constants, clipped to a filter region. It is one ``Filter`` of a
/// group's chain (``Filter/graph(_:)``), so it applies where every filter applies: first among
/// the group's compositing steps.
///
/// Regions and lengths are in the graph's user space, which ``transform`` maps to the space the
/// graph is applied in (``Filter/applying(_:)`` appends the space's own transform, so at drawing
/// time it maps to device pixels). The result is the last primitive's, transparent outside the
/// filter region; the primitives run at device resolution, their lengths scaled by the
/// transform's scale factors (``scale``).
public struct FilterGraph: Hashable, Sendable {
    /// The filter region, in user space: nothing of the result lies outside it.
    public var region: Rect
    /// The primitives, in document order; the last one's result is the graph's.
    public var primitives: [FilterPrimitive]
    /// From the graph's user space to the space it is applied in.
    public var transform: AffineTransform

    /// The most primitives a graph holds; longer graphs are invalid (``problem``).
    public static let maxPrimitives = 1_000
    /// The most pixels a filter region may cover in the device: a larger region is filtered
    /// as its part on the canvas, and a graph whose region on the canvas would still be larger
    /// is drawn as transparent black.
    public static let maxBufferPixels = 16_777_216

    /// A graph of `primitives` over `region`, in the space `transform` maps to the one it is
    /// applied in.
    public init(region: Rect, primitives: [FilterPrimitive], transform: AffineTransform = .identity) {
        self.region = region
        self.primitives = primitives
        self.transform = transform
    }

    /// The filter region where the graph is applied (its bounding box there).
    public var appliedRegion: Rect { region.applying(transform) }

    /// How much one user-space unit measures where the graph is applied, along x and along y.
    public var scale: (x: Double, y: Double) {
        ((transform.a * transform.a + transform.b * transform.b).squareRoot(),
         (transform.c * transform.c + transform.d * transform.d).squareRoot())
    }

    /// `nil` when the graph can be applied; otherwise what is wrong: a non-finite region or
    /// transform, too many primitives, or a primitive's own problem.
    public var problem: String? {
        guard region.isFinite, transform.isFinite else { return "filter region or transform (not finite)" }
        guard primitives.count <= Self.maxPrimitives else {
            return "filter of \(primitives.count) primitives (at most \(Self.maxPrimitives))"
        }
        for (i, p) in primitives.enumerated() {
            if let problem = p.problem(at: i) { return problem }
        }
        return nil
    }
}

/// The colour space a filter primitive computes in (`color-interpolation-filters`).
public enum FilterColorSpace: Hashable, Sendable {
    /// Gamma-encoded sRGB, as stored.
    case sRGB
    /// Linear-light RGB: SVG's default for filters.
    case linearRGB
}

/// What a primitive reads: `in` and `in2` of SVG's primitives.
public enum FilterInput: Hashable, Sendable {
    /// The filtered group's pixels.
    case sourceGraphic
    /// Their alpha, with black colour.
    case sourceAlpha
    /// The result of the primitive at this index (an earlier one).
    case result(Int)
}

/// One primitive of a ``FilterGraph``.
public struct FilterPrimitive: Hashable, Sendable {
    /// What the primitive computes.
    public var kind: FilterPrimitiveKind
    /// Its inputs: `in`, then `in2` (`feMerge`: one per node).
    public var inputs: [FilterInput]
    /// The primitive subregion in user space: the result is transparent outside it.
    public var subregion: Rect
    /// The colour space it computes in.
    public var colorSpace: FilterColorSpace

    /// A primitive.
    public init(_ kind: FilterPrimitiveKind, inputs: [FilterInput], subregion: Rect,
                colorSpace: FilterColorSpace = .linearRGB) {
        self.kind = kind
        self.inputs = inputs
        self.subregion = subregion
        self.colorSpace = colorSpace
    }

    func problem(at index: Int) -> String? {
        for input in inputs {
            if case .result(let i) = input, i < 0 || i >= index {
                return "filter primitive \(index) reads result \(i) (not an earlier primitive)"
            }
        }
        guard subregion.isFinite else { return "filter primitive \(index) subregion (not finite)" }
        return kind.problem.map { "filter primitive \(index): \($0)" }
    }
}
