import VellumCore

/// A place in a tree's drawing order: the child indices from the top-level nodes down to one
/// node. Positions compare in drawing order — a group before its children, its children before
/// its next sibling.
struct DrawingPosition: Comparable {
    var path: [Int]

    static func < (a: DrawingPosition, b: DrawingPosition) -> Bool {
        for (x, y) in zip(a.path, b.path) where x != y { return x < y }
        return a.path.count < b.path.count
    }

    /// Whether anything is drawn before the position (it is not the first node of every level).
    var hasNodesBefore: Bool { path.contains { $0 > 0 } }
}

extension RenderGroup {
    /// Whether the group only moves what it holds: no clip, mask or layer is open around its
    /// children, so what is drawn before any of them is plain pixels.
    var onlyTransforms: Bool { clip == nil && mask == nil && !isLayer }
}

extension RenderTree {
    /// The first node, in drawing order, that draws differently than in `old`; `nil` when
    /// nothing does. Groups that only transform, alike in both, are looked into; any other
    /// difference (a group's clip, a symbol whose content changed, a node added or removed) is
    /// found at the node itself.
    func firstChange(since old: RenderTree) -> DrawingPosition? {
        var symbolsAlike: [Tag: Bool] = [:]
        func symbolAlike(_ tag: Tag) -> Bool {
            if let known = symbolsAlike[tag] { return known }
            let alike = symbols[tag] == old.symbols[tag]
            symbolsAlike[tag] = alike
            return alike
        }
        func change(_ before: [RenderNode], _ after: [RenderNode]) -> [Int]? {
            for index in after.indices {
                guard index < before.count else { return [index] }
                if case .draw = after[index], before[index].isSameBox(as: after[index]) { continue }
                switch (before[index], after[index]) {
                case (.group(let a), .group(let b)) where a.onlyTransforms && b.onlyTransforms && a.id == b.id
                    && a.transform == b.transform:
                    if let inner = change(a.children, b.children) { return [index] + inner }
                case (.symbol(let a), .symbol(let b)):
                    if a != b || !symbolAlike(a.tag) { return [index] }
                case (let a, let b):
                    if a != b { return [index] }
                }
            }
            return before.count > after.count ? [after.count] : nil
        }
        return change(old.nodes, nodes).map(DrawingPosition.init)
    }
}

/// The pixels beneath the drawing that changes from frame to frame, kept so that a frame of a
/// region starts from them instead of from transparent pixels and draws only what lies above
/// (a repaint boundary, as Flutter's layer tree has, found rather than declared).
///
/// A region frame finds the first node that changed since the frame before. When the same node
/// comes first two frames running (a clock's hands, a pressed button), everything drawn before
/// it — outside any clip, mask or layer — is drawn once over the whole canvas and kept; later
/// frames copy the damaged pixels from it and draw from that node on. The pixels stay while no
/// node before it changes and the canvas and tolerance stay the same. Nodes drawn over
/// transparent pixels come out the same in any region, so the bytes are a full frame's.
///
/// It holds one canvas of pixels, made only for a scene that keeps changing in the same place.
final class Backdrop {
    /// The canvas drawn before the boundary, row by row; empty until first made.
    private(set) var pixels: [UInt32] = []
    private var width = 0, height = 0, tolerance = 0.0
    /// Where the drawing the pixels hold ends, or `nil` when they hold nothing to use.
    private(set) var boundary: DrawingPosition?
    /// The tree drawn last, and where the last region frame found it first changed.
    private var lastTree: RenderTree?
    private var lastChange: DrawingPosition?
    /// How many region frames started from the pixels (for tests).
    private(set) var framesServed = 0

    /// Lets the pixels and the trees go.
    func forget() {
        (pixels, lastTree, lastChange, boundary) = ([], nil, nil, nil)
    }

    /// A whole frame of `tree` was drawn: region frames compare with it, and the pixels wait for
    /// a change found twice again.
    func wholeFrame(_ tree: RenderTree) {
        (lastTree, lastChange, boundary) = (tree, nil, nil)
    }

    /// Where a region frame of `tree` on a `width` × `height` canvas starts, over the pixels, or
    /// `nil` to clear and draw all; `makePixels` draws the nodes before a position onto a
    /// transparent canvas, when the pixels must be made.
    func start(for tree: RenderTree, width: Int, height: Int, tolerance: Double,
               makePixels: (UnsafeMutablePointer<UInt32>, DrawingPosition) -> Void) -> DrawingPosition? {
        let change = lastTree.map { tree.firstChange(since: $0) } ?? DrawingPosition(path: [0])
        defer { (lastTree, lastChange) = (tree, change ?? lastChange) }
        if width != self.width || height != self.height || tolerance != self.tolerance {
            (self.width, self.height, self.tolerance, boundary) = (width, height, tolerance, nil)
        }
        if let boundary, let change, change < boundary { self.boundary = nil }
        if boundary == nil, let change, change == lastChange, change.hasNodesBefore {
            if pixels.count == width * height {
                pixels.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            } else {
                pixels = [UInt32](repeating: 0, count: width * height)
            }
            pixels.withUnsafeMutableBufferPointer { makePixels($0.baseAddress!, change) }
            boundary = change
        }
        if boundary != nil { framesServed += 1 }
        return boundary
    }

    /// Copies the kept pixels of `box` onto `canvas`.
    func copy(_ box: PixelBox, onto canvas: UnsafeMutablePointer<UInt32>) {
        pixels.withUnsafeBufferPointer { kept in
            for y in box.minY..<box.maxY {
                let offset = y * width + box.minX
                (canvas + offset).update(from: kept.baseAddress! + offset, count: box.width)
            }
        }
    }
}

/// Which of a tree's nodes a frame draws.
enum DrawingPart {
    /// All of them.
    case all
    /// Those drawn before the position (a backdrop's).
    case before(DrawingPosition)
    /// Those drawn from the position on (over a backdrop).
    case from(DrawingPosition)
}
