import VellumCore

/// Where a filter graph runs. Under a transform that only scales and translates, on the device
/// pixels themselves. Under a rotation or skew, as the Filter Effects spec describes: in the
/// filtered element's own user space scaled by the transform's scale (so an offset moves along
/// the element's axes and a blur follows them), the source resampled into that space and the
/// result resampled back into device pixels, both bilinearly.
enum FilterGraphPlacement {
    /// The graph's result for `source`, the device pixels of the graph's region from `origin`.
    static func run(_ graph: FilterGraph, source: FilterImage, origin: (x: Int, y: Int)) -> FilterImage {
        let t = graph.transform, s = graph.scale
        guard t.b != 0 || t.c != 0, source.width > 0, source.height > 0 else {
            return FilterGraphRun(graph: graph, origin: origin, width: source.width, height: source.height)
                .run(source: source)
        }
        var aligned = graph
        aligned.transform = AffineTransform(scaleX: s.x, y: s.y)
        let box = aligned.appliedRegion
        guard s.x > 0, s.y > 0, box.isFinite, box.width * box.height <= Double(FilterGraph.maxBufferPixels) else {
            return FilterImage(width: source.width, height: source.height)
        }
        let x0 = Int(box.minX.rounded(.down)), y0 = Int(box.minY.rounded(.down))
        let width = Int(box.maxX.rounded(.up)) - x0, height = Int(box.maxY.rounded(.up)) - y0
        // From the aligned image's pixels through user space to the source's pixels.
        let alignedToSource = AffineTransform(translationX: Double(x0), y: Double(y0))
            .concatenating(AffineTransform(scaleX: 1 / s.x, y: 1 / s.y)).concatenating(t)
            .concatenating(AffineTransform(translationX: Double(-origin.x), y: Double(-origin.y)))
        guard width > 0, height > 0, let sourceToAligned = alignedToSource.inverted() else {
            return FilterImage(width: source.width, height: source.height)
        }
        let input = source.resampled(width: width, height: height, from: alignedToSource)
        let result = FilterGraphRun(graph: aligned, origin: (x0, y0), width: width, height: height).run(source: input)
        return result.resampled(width: source.width, height: source.height, from: sourceToAligned)
    }
}

extension FilterImage {
    /// A `width` × `height` image whose pixel centres `mapping` takes into this image's pixel
    /// space, sampled there bilinearly (transparent beyond the edges).
    func resampled(width: Int, height: Int, from mapping: AffineTransform) -> FilterImage {
        var out = FilterImage(width: width, height: height, colorSpace: colorSpace)
        for y in 0..<height {
            for x in 0..<width {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(mapping)
                guard p.x > -0.5, p.y > -0.5, p.x < Double(self.width) + 0.5, p.y < Double(self.height) + 0.5
                else { continue }
                out[x, y] = Self.bilinear(x: p.x, y: p.y, at)
            }
        }
        return out
    }
}
