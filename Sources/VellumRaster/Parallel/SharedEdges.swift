#if canImport(Glibc)
import Glibc
#endif
import Synchronization
import VellumCore

/// The device edges of the drawings that cross a band cut, made once per frame by the first band
/// to reach them and loaded by the others.
///
/// Without it every band that meets a shape flattens, strokes and dashes it and builds its edges
/// again. Edges are a function of the path, transform, tolerance and clip box alone, so the band
/// that made them and the band that loads them sweep the same edges, and a frame drawn in bands is
/// still byte for byte the frame drawn whole. A band that finds a drawing being made by another
/// waits for it: making it again would take at least as long, and the maker never waits on
/// anything while it makes it, so two bands cannot wait on each other.
final class SharedEdges: @unchecked Sendable {
    /// One drawing's edges, published once, then only read.
    private final class Slot: @unchecked Sendable {
        /// ``making`` until the maker has filled the fields below, then ``ready``.
        let state = Atomic<Int>(SharedEdges.making)
        var transform = AffineTransform.identity, tolerance = 0.0, clip = PixelBox.empty
        var edges: [Edge] = []
        var box: PixelBox?
        var pointCount = 0
    }

    private static let making = 0, ready = 1
    private let slots = Mutex<[PreparedGeometry.Key: Slot]>([:])
    /// How many times a band took edges another band made, over the backend's life.
    let loads = Atomic<Int>(0)

    /// Forgets the edges of the frame before.
    func beginFrame() {
        slots.withLock { $0.removeAll(keepingCapacity: true) }
    }

    /// Loads into `rasterizer` the edges of `key` as ``Rasterizer/prepare(_:transform:tolerance:clip:)``
    /// would make them, and returns the pixels they cover: made by `make` (and published) when no
    /// band made them yet, else the published ones once ready. A drawing published with another
    /// transform, tolerance or clip box (a clip seen differently by another band) is made here.
    func prepare(_ key: PreparedGeometry.Key, transform: AffineTransform, tolerance: Double, clip: PixelBox,
                 rasterizer: Rasterizer, make: () -> PixelBox?) -> PixelBox? {
        let (slot, isMaker) = slots.withLock { slots -> (Slot, Bool) in
            if let slot = slots[key] { return (slot, false) }
            let slot = Slot()
            slots[key] = slot
            return (slot, true)
        }
        if isMaker {
            let box = make()
            (slot.transform, slot.tolerance, slot.clip, slot.box) = (transform, tolerance, clip, box)
            (slot.edges, slot.pointCount) = (box == nil ? [] : rasterizer.preparedEdges, rasterizer.preparedPointCount)
            slot.state.store(Self.ready, ordering: .releasing)
            return box
        }
        while slot.state.load(ordering: .acquiring) != Self.ready { sched_yield() }
        guard slot.transform == transform, slot.tolerance == tolerance, slot.clip == clip else { return make() }
        guard let box = slot.box else {
            rasterizer.discardPrepared()
            return nil
        }
        rasterizer.load(slot.edges, bounds: box, pointCount: slot.pointCount)
        loads.add(1, ordering: .relaxed)
        return box
    }
}
