/// What changed on the canvas between two frames: where a backend must draw again.
public enum Damage: Hashable, Sendable {
    /// Nothing visible changed; the previous frame can be shown again.
    case none
    /// Only the pixels inside these rectangles may differ: whole pixels, inside the canvas, none
    /// overlapping another, in reading order (top to bottom, then left to right).
    case regions([Rect])
    /// Any pixel may differ: draw the whole canvas.
    case canvas

    /// At most this many rectangles; damage in more places is drawn as their union, as each
    /// rectangle costs a walk over the tree.
    public static let maxRegions = 8
    /// Two rectangles are drawn as their union when it adds at most this many pixels to theirs:
    /// below that, the walk a second rectangle costs outweighs the pixels it saves.
    public static let mergeSlack = 64.0 * 64.0

    /// The damage of `rects` (in device pixels) on a `canvas`-sized canvas: each grown to whole
    /// pixels plus one pixel for anti-aliasing, those that overlap or nearly coincide merged, or
    /// ``none`` when nothing of them is on the canvas.
    public init(_ rects: [Rect], in canvas: Size) {
        var regions = rects.compactMap { RenderBounds.pixelRegion($0, in: canvas) }
        // In a fixed order, so the same changes give the same damage in every run.
        regions.sort { ($0.minY, $0.minX, $0.maxY, $0.maxX) < ($1.minY, $1.minX, $1.maxY, $1.maxX) }
        regions = Self.merged(regions)
        if regions.count > Self.maxRegions { regions = [regions.dropFirst().reduce(regions[0]) { $0.union($1) }] }
        self = regions.isEmpty ? .none : .regions(regions)
    }

    /// The damage of `rect` alone, or ``none`` for `nil`.
    public init(_ rect: Rect?, in canvas: Size) {
        self.init(rect.map { [$0] } ?? [], in: canvas)
    }

    /// The rectangles to draw again on a `canvas`-sized canvas: none, some, or the canvas.
    public func rects(in canvas: Size) -> [Rect] {
        switch self {
        case .none: []
        case .regions(let rects): rects
        case .canvas: [Rect(size: canvas)]
        }
    }

    /// The smallest rectangle holding every pixel to draw again (what an animated PNG frame
    /// stores), or `nil` for none.
    public func rect(in canvas: Size) -> Rect? {
        let rects = rects(in: canvas)
        return rects.first.map { first in rects.dropFirst().reduce(first) { $0.union($1) } }
    }

    /// `regions` with every pair that overlaps, or whose union adds at most ``mergeSlack`` pixels,
    /// replaced by the union, until no such pair is left.
    private static func merged(_ regions: [Rect]) -> [Rect] {
        var regions = regions
        var merging = true
        while merging {
            merging = false
            search: for i in regions.indices {
                for j in regions.indices where j > i {
                    let union = regions[i].union(regions[j])
                    let overlaps = regions[i].intersection(regions[j]).map { !$0.isEmpty } ?? false
                    if overlaps || area(union) <= area(regions[i]) + area(regions[j]) + mergeSlack {
                        regions[i] = union
                        regions.remove(at: j)
                        merging = true
                        break search
                    }
                }
            }
        }
        return regions.sorted { ($0.minY, $0.minX) < ($1.minY, $1.minX) }
    }

    private static func area(_ rect: Rect) -> Double { rect.width * rect.height }
}
