import Foundation

/// Command-line arguments reach a process as bytes. Swift turns them into strings by replacing
/// every byte sequence that is not UTF-8 — including an unpaired UTF-16 surrogate written as
/// three bytes (CESU-8, WTF-8) — with U+FFFD, so a mangled label would render as a row of
/// replacement characters without a word. Checking the raw bytes first turns that into an error
/// that says which argument and which byte.
enum ArgumentEncoding {
    /// A description of the first of the process's own arguments that is not valid UTF-8, or
    /// `nil` when all of them are.
    static func firstInvalidArgument() -> String? {
        let argv = CommandLine.unsafeArgv
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = argv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(argument))
            if let offset = invalidOffset(in: bytes) {
                return "argument \(index) is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) "
                    + "at offset \(offset)); text must be UTF-8, in which an unpaired UTF-16 surrogate has no form"
            }
        }
        return nil
    }

    /// The offset of the first byte of `bytes` that does not start a valid UTF-8 sequence, or
    /// `nil` when all of it is valid. Surrogate code points (U+D800–DFFF) are invalid in UTF-8.
    static func invalidOffset(in bytes: some Collection<UInt8>) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}
