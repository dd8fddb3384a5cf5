import Foundation
import VellumCore

extension RasterImage {
    /// Reads and decodes the PNG, JPEG, GIF or WebP file at `path` (absolute, or relative to the
    /// current directory).
    ///
    /// - Throws: ``ImageLoadingError/unreadableFile(path:reason:)`` when the file cannot be read,
    ///   ``ImageLoadingError/undecodableFile(path:_:)`` when its bytes do not decode; both name
    ///   the file.
    public init(contentsOfFile path: String) throws(ImageLoadingError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .unreadableFile(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw .unreadableFile(path: path, reason: "it is a directory") }
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw .unreadableFile(path: path, reason: (error as NSError).localizedDescription)
        }
        do throws(ImageDecodingError) {
            try self.init(encodedData: bytes)
        } catch {
            throw .undecodableFile(path: path, error)
        }
    }
}
