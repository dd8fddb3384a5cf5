import VellumCore

/// One run of a ``VellumCore/FilterGraph`` over its filter region's pixels: each primitive's
/// inputs converted to its colour space, its result computed and cut to its subregion, in order.
/// The pixels are a `width` × `height` image whose pixel (0, 0) is the device pixel `origin`.
struct FilterGraphRun {
    let graph: FilterGraph
    let origin: (x: Int, y: Int)
    let width: Int, height: Int

    /// From the graph's user space to this run's image pixels.
    var toImage: AffineTransform {
        graph.transform.concatenating(AffineTransform(translationX: Double(-origin.x), y: Double(-origin.y)))
    }

    /// A user-space length along x and y in image pixels.
    func pixels(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let s = graph.scale
        return (x * s.x, y * s.y)
    }

    /// The graph's result for `source` (the group's pixels, sRGB), in sRGB.
    func run(source: FilterImage) -> FilterImage {
        var results: [FilterImage] = []
        var sourceAlpha: FilterImage?
        for primitive in graph.primitives {
            let box = PixelRect(enclosing: primitive.subregion.applying(toImage), width: width, height: height)
            let inputs = primitive.inputs.map { input -> FilterImage in
                let image: FilterImage
                switch input {
                case .sourceGraphic: image = source
                case .sourceAlpha:
                    if sourceAlpha == nil { sourceAlpha = Self.alphaOnly(source) }
                    image = sourceAlpha!
                case .result(let i): image = results[i]
                }
                return image.converted(to: primitive.colorSpace)
            }
            var out = apply(primitive.kind, inputs, box: box, space: primitive.colorSpace, subregion: primitive.subregion)
            out.colorSpace = primitive.colorSpace
            out.clampPremultiplied()
            results.append(out.cropped(to: box))
        }
        return (results.last ?? FilterImage(width: width, height: height)).converted(to: .sRGB)
    }

    /// Black with the image's alpha.
    static func alphaOnly(_ image: FilterImage) -> FilterImage {
        var out = image
        out.pixels = image.pixels.map { SIMD4(0, 0, 0, $0.w) }
        return out
    }

    private func apply(_ kind: FilterPrimitiveKind, _ inputs: [FilterImage], box: PixelRect,
                       space: FilterColorSpace, subregion: Rect) -> FilterImage {
        let first = inputs.first ?? FilterImage(width: width, height: height)
        let second = inputs.count > 1 ? inputs[1] : FilterImage(width: width, height: height)
        switch kind {
        case .gaussianBlur(let x, let y, let edges):
            let s = pixels(x, y)
            return GaussianBlur.blurred(first, sigmaX: s.x, sigmaY: s.y, edges: edges)
        case .offset(let dx, let dy):
            let d = pixels(dx, dy)
            return FilterCompositing.offset(first, dx: d.x, dy: d.y)
        case .flood(let color):
            return FilterCompositing.flood(color, width: width, height: height, space: space)
        case .blend(let mode): return FilterCompositing.blend(first, onto: second, mode: mode)
        case .composite(let op): return FilterCompositing.composite(first, second, op)
        case .merge: return FilterCompositing.merge(inputs, width: width, height: height)
        case .colorMatrix(let m): return FilterColor.matrix(first, m)
        case .componentTransfer(let functions): return FilterColor.transfer(first, functions)
        case .morphology(let dilate, let rx, let ry):
            let r = pixels(rx, ry)
            return Morphology.apply(first, dilate: dilate, radiusX: r.x, radiusY: r.y)
        case .convolveMatrix(let kernel): return Convolution.apply(first, kernel, box: box)
        case .tile(let source):
            let tile = PixelRect(enclosing: source.applying(toImage), width: width, height: height)
            return FilterCompositing.tile(first, tile: tile, box: box)
        case .turbulence(let t):
            return TurbulenceNoise(seed: t.seed).image(t, width: width, height: height, box: box,
                                                       toUser: toImage.inverted() ?? .identity, tile: subregion)
        case .displacementMap(let scale, let xc, let yc):
            let s = pixels(scale, scale)
            return FilterCompositing.displaced(first, by: second, scaleX: s.x, scaleY: s.y, xChannel: xc,
                                               yChannel: yc)
        case .lighting(let lighting):
            return LightingFilter(lighting: lighting, toImage: toImage, scale: graph.scale)
                .image(first, space: space)
        case .image(let paint, let clip):
            // The picture is in sRGB, whatever space the primitive computes in.
            return FilterPicture(paint: paint, clip: clip).image(width: width, height: height, box: box,
                                                                 toUser: toImage.inverted() ?? .identity)
                .converted(to: space)
        case .dropShadow(let dx, let dy, let x, let y, let color):
            let s = pixels(x, y), d = pixels(dx, dy)
            var shadow = GaussianBlur.blurred(Self.alphaOnly(first), sigmaX: s.x, sigmaY: s.y)
            shadow = FilterCompositing.offset(shadow, dx: d.x, dy: d.y)
            let flood = FilterCompositing.flood(color, width: width, height: height, space: space)
            shadow = FilterCompositing.composite(flood, shadow, .in)
            return FilterCompositing.merge([shadow, first], width: width, height: height)
        }
    }
}
