#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files so that readers see either the old file or the complete new one.
enum AtomicFile {
    /// Writes `data` to a fresh temporary file next to `path`, then renames it over `path`.
    /// On failure the temporary file is removed and `path` is left as it was.
    static func write(_ data: [UInt8], to path: String) throws(PNGError) {
        let directory = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "./"
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = Array((directory + "." + name + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure(path, "cannot create a temporary file in \(directory)") }
        let temporary = String(cString: template.map { UInt8(bitPattern: $0) })
        do throws(PNGError) {
            // mkstemp creates the file readable by its owner only; give it the usual mode.
            _ = fchmod(fd, 0o644)
            try writeAll(data, to: fd, path: path)
            guard close(fd) == 0 else { throw failure(path, "closing failed") }
            guard rename(temporary, path) == 0 else { throw failure(path, "renaming into place failed") }
        } catch {
            _ = close(fd)
            unlink(temporary)
            throw error
        }
    }

    private static func writeAll(_ data: [UInt8], to fd: Int32, path: String) throws(PNGError) {
        var offset = 0
        while offset < data.count {
            let written = data.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, data.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw failure(path, "writing failed")
            }
            offset += written
        }
    }

    /// An error naming `path`, what went wrong and the system's reason.
    private static func failure(_ path: String, _ what: String) -> PNGError {
        .writeFailed(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }
}

/// libc's write(2), out of reach of ``AtomicFile/write(_:to:)``'s name inside the enum.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
