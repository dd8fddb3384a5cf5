import VellumCore

/// Reads typed values off the fuzzer's bytes, front to back; past the end every read gives
/// zero, so any input decodes to something.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// The bytes at `start`, `count` long, as libFuzzer passes them.
    public init(_ start: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }

    /// Whether bytes remain.
    public var hasMore: Bool { position < bytes.count }

    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number below `bound` (> 0).
    public mutating func index(_ bound: Int) -> Int { Int(byte()) % bound }

    /// A number that is often ordinary and sometimes pathological: NaN, ±infinity, huge, tiny,
    /// negative zero, or raw bits from the input.
    public mutating func number() -> Double {
        switch byte() % 16 {
        case 0: return .nan
        case 1: return .infinity
        case 2: return -.infinity
        case 3: return 1e300
        case 4: return -1e300
        case 5: return .leastNonzeroMagnitude
        case 6: return -0.0
        case 7:
            var bits: UInt64 = 0
            for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
            return Double(bitPattern: bits)
        case 8, 9: return Double(Int8(bitPattern: byte())) * 1000
        default: return Double(byte()) / 2
        }
    }

    public mutating func point() -> Point { Point(x: number(), y: number()) }

    /// A string of up to `maxLength` bytes, as UTF-8 (invalid sequences repaired).
    public mutating func string(maxLength: Int = 64) -> String {
        let count = index(maxLength + 1)
        var utf8: [UInt8] = []
        for _ in 0..<count { utf8.append(byte()) }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The bytes not read yet, as UTF-8 text.
    public mutating func rest() -> String {
        defer { position = bytes.count }
        return String(decoding: bytes[min(position, bytes.count)...], as: UTF8.self)
    }
}
