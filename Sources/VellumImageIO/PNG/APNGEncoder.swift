/// Writes an animated PNG (APNG, https://wiki.mozilla.org/APNG_Specification) frame by frame.
///
/// The image data of each frame is what libpng makes of its pixels (``PNGCodec``); this
/// type adds the animation layer around it: an `acTL` chunk after the header, an `fcTL` before
/// each frame, the first frame's `IDAT` chunks as they are (so a viewer without APNG support shows
/// the first frame) and later frames' data as `fdAT` chunks, each with its sequence number.
///
/// A frame after the first may cover a sub-rectangle of the canvas only: it replaces those pixels
/// (`APNG_BLEND_OP_SOURCE`) and leaves the rest as the previous frame left them
/// (`APNG_DISPOSE_OP_NONE`), which is what damage-region rendering produces.
public struct APNGEncoder {
    /// How long a frame is shown: `numerator` / `denominator` seconds, as `fcTL` stores it.
    public struct Delay: Hashable, Sendable {
        /// The numerator.
        public var numerator: UInt16
        /// The denominator (not zero: the APNG specification reads 0 as 100).
        public var denominator: UInt16

        /// `numerator` / `denominator` seconds.
        public init(numerator: UInt16, denominator: UInt16) {
            self.numerator = numerator
            self.denominator = denominator
        }

        /// `seconds` as the simplest fraction with a denominator up to 1000 that equals it to a
        /// microsecond (1 s is 1/1, 0.25 s is 1/4, 1/30 s is 1/30), else the nearest millisecond;
        /// `nil` when the delay is negative, not finite or too long for 16 bits.
        public init?(seconds: Double) {
            guard seconds.isFinite, seconds >= 0 else { return nil }
            for denominator in 1...1000 {
                let numerator = (seconds * Double(denominator)).rounded()
                guard numerator <= Double(UInt16.max) else { break }
                if abs(numerator / Double(denominator) - seconds) < 1e-6 {
                    self.init(numerator: UInt16(numerator), denominator: UInt16(denominator))
                    return
                }
            }
            guard seconds.rounded() <= Double(UInt16.max) else { return nil }
            let milliseconds = (seconds * 1000).rounded()
            self = milliseconds <= Double(UInt16.max)
                ? Delay(numerator: UInt16(milliseconds), denominator: 1000)
                : Delay(numerator: UInt16(seconds.rounded()), denominator: 1)
        }

        /// The delay in seconds.
        public var seconds: Double { Double(numerator) / Double(denominator) }
    }

    /// The canvas size.
    public let width: Int, height: Int
    /// The number of frames the file will hold, written into `acTL` before the first frame.
    public let frameCount: Int
    /// The file so far.
    public private(set) var bytes: [UInt8] = PNGChunk.signature
    private let plays: UInt32
    /// The sequence number of the next `fcTL` or `fdAT` chunk.
    private var sequence: UInt32 = 0
    private var framesWritten = 0

    /// An encoder for `frameCount` frames on a `width` × `height` canvas, played `plays` times
    /// (0, the default, loops for ever).
    public init(width: Int, height: Int, frameCount: Int, plays: UInt32 = 0) {
        self.width = width
        self.height = height
        self.frameCount = frameCount
        self.plays = plays
    }

    /// Adds a frame: `frameWidth` × `frameHeight` premultiplied RGBA8 pixels placed at (`x`, `y`)
    /// on the canvas, shown for `delay`. The first frame must cover the whole canvas.
    public mutating func addFrame(width frameWidth: Int, height frameHeight: Int, premultipliedPixels: [UInt8],
                                  x: Int = 0, y: Int = 0, delay: Delay) throws(PNGError) {
        precondition(framesWritten < frameCount, "more frames than announced")
        precondition(framesWritten > 0 || (x == 0 && y == 0 && frameWidth == width && frameHeight == height),
                     "the first frame covers the canvas")
        let png = try PNGCodec.encode(width: frameWidth, height: frameHeight, premultipliedPixels: premultipliedPixels)
        guard let chunks = PNGChunk.chunks(of: png) else {
            throw .encodingFailed(reason: "libpng produced a malformed PNG")
        }
        if framesWritten == 0 {
            for chunk in chunks where chunk.type != "IDAT" && chunk.type != "IEND" {
                bytes += chunk.bytes
                if chunk.type == "IHDR" {
                    bytes += PNGChunk(type: "acTL", data: UInt32(frameCount).bigEndianBytes + plays.bigEndianBytes).bytes
                }
            }
        }
        var control = UInt32(frameWidth).bigEndianBytes + UInt32(frameHeight).bigEndianBytes
        control += UInt32(x).bigEndianBytes + UInt32(y).bigEndianBytes
        control += delay.numerator.bigEndianBytes + delay.denominator.bigEndianBytes
        control += [0, 0]  // dispose: none; blend: source.
        append("fcTL", control)
        for chunk in chunks where chunk.type == "IDAT" {
            if framesWritten == 0 {
                bytes += chunk.bytes
            } else {
                append("fdAT", chunk.data)
            }
        }
        framesWritten += 1
    }

    /// The finished file; every announced frame must have been added.
    public mutating func finish() -> [UInt8] {
        precondition(framesWritten == frameCount, "fewer frames than announced")
        return bytes + PNGChunk(type: "IEND", data: []).bytes
    }

    /// Appends a chunk that carries a sequence number, numbering it.
    private mutating func append(_ type: String, _ data: [UInt8]) {
        bytes += PNGChunk(type: type, data: sequence.bigEndianBytes + data).bytes
        sequence += 1
    }
}
