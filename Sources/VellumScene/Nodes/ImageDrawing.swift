import VellumCore
import VellumImageIO

/// How an ``Image`` is drawn into a rectangle: the one implementation behind the `Image` node and
/// a canvas's `draw(_:in:)`.
///
/// The picture is cut into up to nine slices by its cap insets (one slice without them). Along
/// each axis the two caps keep their length (shrunk in proportion when the rectangle is shorter
/// than both together) and the middle takes the rest, stretched, or repeated at its own length
/// from the rectangle's leading edge with the last repetition cut (`.tile`). Each slice, or each
/// repetition, is a rectangle filled with the whole picture as an ``ImagePaint`` mapped so that
/// the slice's pixels land on it: the pixels around a slice are sampled across its edges as in one
/// picture, and every backend draws plain image paints. A template image is all of that as an
/// alpha mask (``GraphicsContext/clipToLayer(opacity:content:)``) over the rectangle filled with
/// its shading.
extension Image {
    /// At most this many slice repetitions are drawn for one image: a larger tiling is an error
    /// (each is a drawing of its own in the render tree).
    public static let maxTiles = 10_000

    /// One slice drawn: where it goes in the rectangle, and the paint's transform from the
    /// image's pixels to the rectangle's space.
    struct SliceDrawing {
        var destination: Rect
        var imageTransform: AffineTransform
    }

    /// A slice of the picture along one axis: its pixels and where they go.
    private struct Band {
        var source: (start: Double, length: Double)
        var destination: (start: Double, length: Double)
        var tiles: Bool
    }

    /// The bands along one axis: caps of `lead` and `trail` pixels of a picture `pixels` long,
    /// drawn `length` long from `origin`.
    private static func bands(pixels: Double, lead: Double, trail: Double, origin: Double, length: Double,
                              tiling: Bool) -> [Band] {
        let shrink = lead + trail > length ? length / (lead + trail) : 1
        let (leadOut, trailOut) = (lead * shrink, trail * shrink)
        let all = [
            Band(source: (0, lead), destination: (origin, leadOut), tiles: false),
            Band(source: (lead, pixels - lead - trail), destination: (origin + leadOut, length - leadOut - trailOut),
                 tiles: tiling),
            Band(source: (pixels - trail, trail), destination: (origin + length - trailOut, trailOut), tiles: false),
        ]
        return all.filter { $0.source.length > 0 && $0.destination.length > 0 }
    }

    /// The pieces of a band: one for a stretched band, one per repetition (the last cut) for a
    /// tiled one, as (source start, destination start, destination length, scale).
    private static func pieces(of band: Band) -> [(source: Double, start: Double, length: Double, scale: Double)] {
        guard band.tiles else {
            return [(band.source.start, band.destination.start, band.destination.length,
                     band.destination.length / band.source.length)]
        }
        let count = Int((band.destination.length / band.source.length).rounded(.up))
        return (0..<count).map { i in
            let start = band.destination.start + Double(i) * band.source.length
            let end = min(start + band.source.length, band.destination.start + band.destination.length)
            return (band.source.start, start, end - start, 1)
        }
    }

    /// How many drawings the image takes in `rect`, without making them.
    func drawingCount(in rect: Rect) -> Int {
        let (columns, rows) = Self.axisBands(of: self, in: rect)
        func count(_ bands: [Band]) -> Double {
            bands.reduce(0) { $0 + ($1.tiles ? ($1.destination.length / $1.source.length).rounded(.up) : 1) }
        }
        let total = count(columns) * count(rows)
        return total > Double(Int.max / 2) ? Int.max / 2 : Int(total)
    }

    private static func axisBands(of image: Image, in rect: Rect) -> (columns: [Band], rows: [Band]) {
        let size = image.size, insets = image.capInsets, tiling = image.resizingMode == .tile && image.isResizable
        let columns = bands(pixels: size.width, lead: insets.leading, trail: insets.trailing, origin: rect.minX,
                            length: rect.width, tiling: tiling)
        let rows = bands(pixels: size.height, lead: insets.top, trail: insets.bottom, origin: rect.minY,
                         length: rect.height, tiling: tiling)
        return (columns, rows)
    }

    /// The slices the image is drawn as in `rect` (cap insets and tiling apply to a resizable
    /// image; any image fills the rectangle).
    func sliceDrawings(in rect: Rect) -> [SliceDrawing] {
        let (columns, rows) = Self.axisBands(of: self, in: rect)
        var drawings: [SliceDrawing] = []
        for row in rows {
            for y in Self.pieces(of: row) {
                for column in columns {
                    for x in Self.pieces(of: column) {
                        let transform = AffineTransform(translationX: -x.source, y: -y.source)
                            .concatenating(AffineTransform(scaleX: x.scale, y: y.scale))
                            .concatenating(AffineTransform(translationX: x.start, y: y.start))
                        drawings.append(SliceDrawing(destination: Rect(x: x.start, y: y.start, width: x.length,
                                                                       height: y.length),
                                                     imageTransform: transform))
                    }
                }
            }
        }
        return drawings
    }

    /// Draws the image filling `rect` of `context`'s user space; a template image in `shading`
    /// (measured against `rect` when it is a unit-point gradient). An image that could not be
    /// loaded, or whose tiling would take more than ``maxTiles`` drawings, draws nothing and is
    /// reported to the context (``GraphicsContext/drawingErrors``).
    func draw(in rect: Rect, shading: Paint, into context: GraphicsContext) {
        let picture: RasterImage
        switch source {
        case .failure(let error):
            return context.reportDrawingError(error)
        case .success(let image):
            picture = image
        }
        if let problem { return context.reportDrawingError(ImageDrawingError(problem)) }
        guard rect.width > 0, rect.height > 0 else { return }
        let count = drawingCount(in: rect)
        guard count <= Self.maxTiles else {
            return context.reportDrawingError(ImageDrawingError(
                "tiling the \(picture.width)×\(picture.height)-pixel image over \(rect.width)×\(rect.height) takes "
                    + "\(count) drawings, more than Image.maxTiles (\(Self.maxTiles))"))
        }
        let interpolation = paintInterpolation
        func drawSlices(_ context: GraphicsContext) {
            for slice in sliceDrawings(in: rect) {
                context.fill(Path(slice.destination),
                             with: .image(ImagePaint(picture, transform: slice.imageTransform, interpolation: interpolation)))
            }
        }
        guard templateMode == .template else { return drawSlices(context) }
        context.withSavedGState {
            context.clipToLayer(content: drawSlices)
            context.fill(Path(rect), with: shading.inUserSpace(measuredAgainst: rect))
        }
    }
}

/// Why an image's settings cannot be drawn: cap insets that do not fit, a tiling too large.
struct ImageDrawingError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
