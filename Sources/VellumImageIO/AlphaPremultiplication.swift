/// Conversions between straight and premultiplied alpha on RGBA8 bytes (R, G, B, A per pixel),
/// exactly rounded both ways: what decoders hand to drawing (premultiplied) and what PNG files
/// store (straight).
public enum AlphaPremultiplication {
    /// Premultiplies straight RGBA8 bytes in place: each colour byte becomes round(c · a / 255).
    public static func premultiply(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        var i = 0
        while i < buffer.count {
            let a = UInt32(buffer[i + 3])
            if a != 255 {
                // 255 is odd, so c · a / 255 is never halfway between two integers: adding 127
                // before dividing rounds to nearest.
                for c in i..<(i + 3) { buffer[c] = UInt8(truncatingIfNeeded: (UInt32(buffer[c]) * a + 127) / 255) }
            }
            i += 4
        }
    }

    /// Premultiplied RGBA8 bytes with straight alpha, each colour byte unpremultiplied as
    /// ``unpremultiply(_:alpha:)`` does.
    public static func straightened(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        out.withUnsafeMutableBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                let a = buffer[i + 3]
                if a != 255 {
                    buffer[i] = unpremultiply(buffer[i], alpha: a)
                    buffer[i + 1] = unpremultiply(buffer[i + 1], alpha: a)
                    buffer[i + 2] = unpremultiply(buffer[i + 2], alpha: a)
                }
                i += 4
            }
        }
        return out
    }

    /// A premultiplied channel back to straight alpha, rounded to nearest (0 where alpha is 0).
    @inlinable
    public static func unpremultiply(_ channel: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha != 0 else { return 0 }
        let a = UInt32(alpha)
        return UInt8(min((UInt32(channel) * 255 + a / 2) / a, 255))
    }
}
