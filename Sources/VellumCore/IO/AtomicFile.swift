import Foundation

/// Why an output file could not be written.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that was to be written.
    public var path: String
    /// What went wrong.
    public var reason: String

    public var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes files so that readers never see a half-written one: the bytes go to a temporary file in
/// the same directory, which is then renamed over the destination (an atomic step on POSIX file
/// systems). On failure the temporary file is removed and the destination is left as it was.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw FileWriteError(path: path, reason: "directory '\(directory.path)' does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
        do {
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw FileWriteError(path: path, reason: reason)
            }
        } catch let error as FileWriteError {
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw FileWriteError(path: path, reason: error.localizedDescription)
        }
    }
}
