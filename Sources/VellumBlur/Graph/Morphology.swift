import VellumCore

/// `feMorphology`: each channel the minimum (erode) or maximum (dilate) over a window of
/// 2·r + 1 pixels each way, taken along rows and then along columns.
enum Morphology {
    static func apply(_ image: FilterImage, dilate: Bool, radiusX: Double, radiusY: Double) -> FilterImage {
        let limit = FilterPrimitiveKind.maxMorphologyRadius
        let rx = Int(min(max(radiusX, 0), Double(limit)).rounded())
        let ry = Int(min(max(radiusY, 0), Double(limit)).rounded())
        var out = image
        let pick: (SIMD4<Float>, SIMD4<Float>) -> SIMD4<Float> = dilate ? { pointwiseMax($0, $1) } : { pointwiseMin($0, $1) }
        let (w, h) = (image.width, image.height)
        if rx > 0 {
            let source = out
            for y in 0..<h {
                for x in 0..<w {
                    var v = source.at(x - rx, y)
                    for i in (x - rx)...(x + rx) { v = pick(v, source.at(i, y)) }
                    out[x, y] = v
                }
            }
        }
        if ry > 0 {
            let source = out
            for y in 0..<h {
                for x in 0..<w {
                    var v = source.at(x, y - ry)
                    for j in (y - ry)...(y + ry) { v = pick(v, source.at(x, j)) }
                    out[x, y] = v
                }
            }
        }
        return out
    }
}
