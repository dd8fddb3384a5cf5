import VellumCore

/// `feImage` of a picture: each pixel's centre mapped into user space and on into the picture's
/// pixels, sampled there (the nearest pixel, or the four nearest blended for smooth
/// interpolation), inside the clip only.
struct FilterPicture {
    let paint: ImagePaint
    let clip: Rect

    func image(width: Int, height: Int, box: PixelRect, toUser: VellumCore.AffineTransform) -> FilterImage {
        var out = FilterImage(width: width, height: height)
        guard let toPicture = paint.transform.inverted() else { return out }
        let picture = paint.image
        func pixel(_ x: Int, _ y: Int) -> SIMD4<Float> {
            let cx = min(max(x, 0), picture.width - 1), cy = min(max(y, 0), picture.height - 1)
            let i = (cy * picture.width + cx) * 4
            return SIMD4(Float(picture.pixels[i]), Float(picture.pixels[i + 1]), Float(picture.pixels[i + 2]),
                         Float(picture.pixels[i + 3])) / 255
        }
        let opacity = Float(min(max(paint.opacity, 0), 1))
        for y in box.rows {
            for x in box.columns {
                let user = Point(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(toUser)
                guard clip.contains(user) else { continue }
                let p = user.applying(toPicture)
                guard p.x >= 0, p.y >= 0, p.x < Double(picture.width), p.y < Double(picture.height) else { continue }
                if paint.interpolation == .pixelated {
                    out[x, y] = pixel(Int(p.x), Int(p.y)) * opacity
                    continue
                }
                out[x, y] = FilterImage.bilinear(x: p.x, y: p.y, pixel) * opacity
            }
        }
        return out
    }
}
