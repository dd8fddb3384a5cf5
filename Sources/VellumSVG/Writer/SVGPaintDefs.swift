import Foundation
import VellumCore

/// A paint as SVG attribute values: `fill`/`stroke` and the matching `…-opacity`.
struct SVGPaint: Hashable, Sendable {
    /// `#rrggbb` or `url(#id)`.
    var value: String
    /// The colour's alpha, or `nil` when opaque (SVG's default).
    var opacity: String?
    /// `url(#id)` of a mask the element needs for the paint's alpha (a translucent conic
    /// gradient), or `nil`.
    var mask: String? = nil
}

/// Colours and gradient definitions.
///
/// Gradient geometry lives in the user space of the element that uses it, exactly as the display
/// list defines it: the operation's transform applies to the element and so to its gradient.
/// `objectBoundingBox` refers to the path's bounding box without stroke, again as in the display
/// list (and in the raster backend, which resolves gradients against `Path.boundingRect`).
enum SVGPaintDefs {
    /// An opacity clamped to 0…1, or `nil` when it prints as 1.
    static func opacity(_ alpha: Double, _ format: SVGNumberFormat) -> String? {
        let text = format(min(max(alpha, 0), 1))
        return text == "1" ? nil : text
    }

    /// The `<linearGradient>` for `gradient` used on a path bounded by `bbox` (evaluated only for
    /// ``GradientUnits/boundingBoxPositions``, which resolves to user space).
    static func linear(_ gradient: LinearGradient, bbox: () -> Rect, _ format: SVGNumberFormat) -> SVGNode {
        var start = gradient.startPoint, end = gradient.endPoint
        if gradient.units == .boundingBoxPositions {
            let resolved = gradient.resolved(in: bbox())
            (start, end) = (resolved.start, resolved.end)
        }
        return SVGNode("linearGradient", [
            ("gradientUnits", units(gradient.units)),
            ("x1", format(start.x)), ("y1", format(start.y)),
            ("x2", format(end.x)), ("y2", format(end.y)),
            ("gradientTransform", format.transform(gradient.transform)),
            ("spreadMethod", spread(gradient.spread)),
        ], children: stops(gradient.gradient, format))
    }

    /// The `<pattern>` showing an image paint: one tile the size of the image in its pixel
    /// space, placed by the paint's transform, holding an `<image>` with the file's bytes as a
    /// data URI (PNG or JPEG, as the image was decoded from), `image-rendering="pixelated"` when
    /// it is sampled by nearest neighbour. A drawing fills the image's rectangle, so the
    /// pattern's repetition is never seen.
    static func image(_ paint: ImagePaint, _ format: SVGNumberFormat) -> SVGNode {
        let width = format(Double(paint.image.width)), height = format(Double(paint.image.height))
        let uri = dataURI(paint.image)
        let opacity = min(max(paint.opacity, 0), 1)
        return SVGNode("pattern", [
            ("patternUnits", "userSpaceOnUse"), ("width", width), ("height", height),
            ("patternTransform", format.transform(paint.transform)),
        ], children: [
            SVGNode("image", [("width", width), ("height", height), ("preserveAspectRatio", "none"),
                              ("opacity", opacity < 1 ? self.opacity(opacity, format) : nil),
                              ("image-rendering", paint.interpolation == .pixelated ? "pixelated" : nil), ("href", uri)]),
        ])
    }

    /// The image's encoded bytes as a `data:` URI.
    static func dataURI(_ image: RasterImage) -> String {
        "data:\(image.encoded.mediaType);base64," + Data(image.encoded.bytes).base64EncodedString()
    }

    /// The `<radialGradient>` for `gradient` used on a path bounded by `bbox`. The focus is
    /// written only when it differs from the centre, and the focal radius (SVG 2's `fr`) only
    /// when it is not zero. Negative radii, an error in SVG, are written as 0.
    static func radial(_ gradient: RadialGradient, bbox: () -> Rect, _ format: SVGNumberFormat) -> SVGNode {
        var center = gradient.center, focus = gradient.focus
        if gradient.units == .boundingBoxPositions {
            let resolved = gradient.resolved(in: bbox())
            (center, focus) = (resolved.center, resolved.focus)
        }
        let cx = format(center.x), cy = format(center.y)
        let fx = format(focus.x), fy = format(focus.y)
        let sameFocus = fx == cx && fy == cy
        let fr = format(max(gradient.startRadius, 0))
        return SVGNode("radialGradient", [
            ("gradientUnits", units(gradient.units)),
            ("cx", cx), ("cy", cy), ("r", format(max(gradient.endRadius, 0))),
            ("fx", sameFocus ? nil : fx), ("fy", sameFocus ? nil : fy),
            ("fr", fr == "0" ? nil : fr),
            ("gradientTransform", format.transform(gradient.transform)),
            ("spreadMethod", spread(gradient.spread)),
        ], children: stops(gradient.gradient, format))
    }

    private static func stops(_ gradient: Gradient, _ format: SVGNumberFormat) -> [SVGNode] {
        gradient.stops.map { stop in
            SVGNode("stop", [
                ("offset", format(stop.location)),
                ("stop-color", stop.color.opaqueHexString),
                ("stop-opacity", opacity(stop.color.alpha, format)),
            ])
        }
    }

    private static func units(_ units: GradientUnits) -> String {
        units == .objectBoundingBox ? "objectBoundingBox" : "userSpaceOnUse"
    }

    private static func spread(_ spread: SpreadMethod) -> String? {
        spread == .pad ? nil : spread.rawValue
    }
}
