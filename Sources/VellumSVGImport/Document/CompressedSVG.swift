import CZlib
import Foundation

/// SVG compressed with gzip (`.svgz`, as Inkscape and others write it), inflated before parsing.
enum CompressedSVG {
    /// Whether `data` starts with gzip's magic number.
    static func isCompressed(_ data: Data) -> Bool {
        data.starts(with: [0x1F, 0x8B])
    }

    /// `data` inflated, at most `limit` bytes of it (the document size limit, which a small
    /// file inflating to gigabytes would otherwise get around).
    ///
    /// - Throws: ``SVGImportError/limitExceeded(_:limit:line:)`` past `limit`,
    ///   ``SVGImportError/corruptCompression(reason:)`` when the data does not inflate.
    static func inflate(_ data: Data, limit: Int) throws(SVGImportError) -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var count: UInt = 0
        var message = [CChar](repeating: 0, count: 200)
        let status = data.withUnsafeBytes { bytes in
            vellum_gunzip(bytes.bindMemory(to: UInt8.self).baseAddress, UInt(bytes.count), UInt(max(limit, 0)),
                          &output, &count, &message, message.count)
        }
        defer { free(output) }
        switch status {
        case 1:
            guard let output else { return Data() }
            return Data(bytes: output, count: Int(count))
        case -1:
            throw .limitExceeded(.fileSize, limit: limit, line: nil)
        default:
            throw .corruptCompression(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
                                                     as: UTF8.self))
        }
    }
}
