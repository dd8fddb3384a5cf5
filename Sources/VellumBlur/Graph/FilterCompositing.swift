import VellumCore

/// The primitives that move, fill and combine filter images: `feOffset`, `feFlood`, `feBlend`,
/// `feComposite`, `feMerge`, `feTile` and `feDisplacementMap`, on premultiplied pixels.
enum FilterCompositing {
    /// `image` moved by whole pixels (the offsets truncated toward zero, as resvg does).
    static func offset(_ image: FilterImage, dx: Double, dy: Double) -> FilterImage {
        let x = Int(max(min(dx, 1e6), -1e6).rounded(.towardZero))
        let y = Int(max(min(dy, 1e6), -1e6).rounded(.towardZero))
        var out = FilterImage(width: image.width, height: image.height, colorSpace: image.colorSpace)
        for j in 0..<image.height { for i in 0..<image.width { out[i, j] = image.at(i - x, j - y) } }
        return out
    }

    /// The image filled with `color` (its components taken into `space`).
    static func flood(_ color: Color, width: Int, height: Int, space: FilterColorSpace) -> FilterImage {
        var out = FilterImage(width: width, height: height, colorSpace: space)
        let p = ColorSpaceTables.premultiplied(color, in: space)
        for i in out.pixels.indices { out.pixels[i] = p }
        return out
    }

    /// `source` blended onto `backdrop` by `mode`'s formula.
    static func blend(_ source: FilterImage, onto backdrop: FilterImage, mode: BlendMode) -> FilterImage {
        var out = source
        for i in out.pixels.indices {
            out.pixels[i] = SIMD4<Float>(mode.composite(SIMD4<Double>(source.pixels[i]),
                                                        onto: SIMD4<Double>(backdrop.pixels[i])))
        }
        return out
    }

    /// `a` composited with `b` by `op`.
    static func composite(_ a: FilterImage, _ b: FilterImage, _ op: FilterCompositeOperator) -> FilterImage {
        var out = a
        let k: SIMD4<Float>
        if case .arithmetic(let k1, let k2, let k3, let k4) = op {
            k = SIMD4(Float(k1), Float(k2), Float(k3), Float(k4))
        } else {
            k = .zero
        }
        for i in out.pixels.indices {
            let s = a.pixels[i], d = b.pixels[i]
            switch op {
            case .over: out.pixels[i] = s + d * (1 - s.w)
            case .in: out.pixels[i] = s * d.w
            case .out: out.pixels[i] = s * (1 - d.w)
            case .atop: out.pixels[i] = s * d.w + d * (1 - s.w)
            case .xor: out.pixels[i] = s * (1 - d.w) + d * (1 - s.w)
            case .arithmetic: out.pixels[i] = k.x * s * d + k.y * s + k.z * d + SIMD4(repeating: k.w)
            }
        }
        return out
    }

    /// `images` drawn over each other, first at the bottom.
    static func merge(_ images: [FilterImage], width: Int, height: Int) -> FilterImage {
        var out = FilterImage(width: width, height: height, colorSpace: images.first?.colorSpace ?? .sRGB)
        for image in images {
            for i in out.pixels.indices { out.pixels[i] = image.pixels[i] + out.pixels[i] * (1 - image.pixels[i].w) }
        }
        return out
    }

    /// `box` filled with copies of `image`'s pixels in `tile`, one of them in place.
    static func tile(_ image: FilterImage, tile: PixelRect, box: PixelRect) -> FilterImage {
        var out = FilterImage(width: image.width, height: image.height, colorSpace: image.colorSpace)
        guard !tile.isEmpty else { return out }
        let (w, h) = (tile.columns.count, tile.rows.count)
        func wrap(_ v: Int, _ low: Int, _ n: Int) -> Int { low + ((v - low) % n + n) % n }
        for y in box.rows {
            for x in box.columns { out[x, y] = image[wrap(x, tile.columns.lowerBound, w), wrap(y, tile.rows.lowerBound, h)] }
        }
        return out
    }

    /// `image` displaced by `map`'s unpremultiplied channels (0 red … 3 alpha): the pixel at
    /// (x + scaleX·(c − ½), y + scaleY·(c′ − ½)).
    static func displaced(_ image: FilterImage, by map: FilterImage, scaleX: Double, scaleY: Double,
                          xChannel: Int, yChannel: Int) -> FilterImage {
        var out = FilterImage(width: image.width, height: image.height, colorSpace: image.colorSpace)
        func channel(_ p: SIMD4<Float>, _ c: Int) -> Double {
            c == 3 ? Double(p.w) : p.w > 0 ? Double(p[min(max(c, 0), 2)] / p.w) : 0
        }
        for y in 0..<image.height {
            for x in 0..<image.width {
                let m = map[x, y]
                let sx = Double(x) + scaleX * (channel(m, xChannel) - 0.5)
                let sy = Double(y) + scaleY * (channel(m, yChannel) - 0.5)
                guard sx.isFinite, sy.isFinite, abs(sx) < 1e7, abs(sy) < 1e7 else { continue }
                out[x, y] = image.at(Int(sx.rounded(.down)), Int(sy.rounded(.down)))
            }
        }
        return out
    }
}
