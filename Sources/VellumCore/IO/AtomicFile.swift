#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why an output file could not be written.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file that was to be written.
    public var path: String
    /// What went wrong, with the system's reason.
    public var reason: String

    public var description: String { "cannot write '\(path)': \(reason)" }
}

/// Writes files so that readers see either the old file or the complete new one, never a
/// half-written one: the bytes go to a fresh temporary file (mkstemp) in the same directory, which
/// is then renamed over the destination, an atomic step on POSIX file systems. On failure the
/// temporary file is removed and the destination is left as it was.
public enum AtomicFile {
    /// Writes `bytes` to `path` atomically.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "./"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array((directory + "." + name + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure(path, "cannot create a temporary file in '\(directory)'") }
        let temporary = String(cString: template.map { UInt8(bitPattern: $0) })
        do throws(FileWriteError) {
            // mkstemp creates the file readable by its owner only; give it the usual mode.
            _ = fchmod(fd, 0o644)
            try writeAll(bytes, to: fd, path: path)
            guard close(fd) == 0 else { throw failure(path, "closing failed") }
            guard rename(temporary, path) == 0 else { throw failure(path, "renaming into place failed") }
        } catch {
            _ = close(fd)
            unlink(temporary)
            throw error
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(FileWriteError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path, "writing failed")
            }
            offset += written
        }
    }

    /// An error naming `path`, what went wrong and the system's reason.
    private static func failure(_ path: String, _ what: String) -> FileWriteError {
        FileWriteError(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// libc's write(2), out of reach of ``AtomicFile/write(_:to:)``'s name inside the enum.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
