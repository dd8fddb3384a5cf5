import CZlib

/// One PNG chunk: a four-letter type and its data. Writing adds the length and the CRC-32 of the
/// type and data, as the PNG specification (section 5.3) lays out.
public struct PNGChunk: Hashable, Sendable {
    /// The chunk type, e.g. `IHDR`, `IDAT`, `fcTL`.
    public var type: String
    /// The chunk's data.
    public var data: [UInt8]

    /// A chunk of `type` (four ASCII letters) holding `data`.
    public init(type: String, data: [UInt8]) {
        self.type = type
        self.data = data
    }

    /// The eight bytes every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Length, type, data and CRC, as they go into a file.
    public var bytes: [UInt8] {
        let typeBytes = Array(type.utf8)
        return UInt32(data.count).bigEndianBytes + typeBytes + data + Self.crc(typeBytes + data).bigEndianBytes
    }

    /// The chunks of a PNG file, in order; `nil` when `png` is not a well-formed chunk sequence.
    public static func chunks(of png: [UInt8]) -> [PNGChunk]? {
        guard png.starts(with: signature) else { return nil }
        var chunks: [PNGChunk] = [], offset = signature.count
        while offset + 12 <= png.count {
            let length = Int(png[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let end = offset + 12 + length
            guard end <= png.count else { return nil }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append(PNGChunk(type: type, data: Array(png[offset + 8..<offset + 8 + length])))
            offset = end
        }
        return offset == png.count ? chunks : nil
    }

    /// The CRC-32 PNG uses (zlib's: polynomial 0xEDB88320, reflected), computed by zlib.
    private static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
    }
}

extension FixedWidthInteger {
    /// The value's bytes, most significant first, as PNG stores numbers.
    var bigEndianBytes: [UInt8] {
        (0..<(Self.bitWidth / 8)).reversed().map { UInt8(truncatingIfNeeded: self >> ($0 * 8)) }
    }
}
