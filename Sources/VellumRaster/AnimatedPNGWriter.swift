import VellumCore
import VellumImageIO

/// An animated PNG made from frames drawn by damage-region rendering (a `FrameSequence`, or
/// ``RasterBackend/render(_:into:damage:)``): the first frame whole, each later one only the
/// rectangle around its damage (one pixel when nothing changed, since a frame cannot be empty),
/// which the file keeps over the previous frame.
///
///     var frames = try FrameSequence(scene: scene, size: size)
///     var writer = AnimatedPNGWriter(size: size, frameCount: 60)
///     try writer.add(frames.frame, damage: .canvas, seconds: 1)
///     for second in 1..<60 {
///         let damage = try frames.next { try $0.advance(to: start + Double(second)) }
///         try writer.add(frames.frame, damage: damage, seconds: 1)
///     }
///     let png = writer.finish()
public struct AnimatedPNGWriter {
    /// Why a frame cannot go into an animated PNG.
    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The frame's delay is negative, not finite or longer than `fcTL`'s 16-bit fraction can say.
        case unsupportedDelay(frame: Int, seconds: Double)
        /// A frame is not the canvas's size.
        case wrongFrameSize(frame: Int, width: Int, height: Int)

        public var description: String {
            switch self {
            case .unsupportedDelay(let frame, let seconds):
                "frame \(frame) lasts \(seconds) s, longer than an animated PNG can say"
            case .wrongFrameSize(let frame, let width, let height):
                "frame \(frame) is \(width)×\(height) pixels, not the canvas's size"
            }
        }
    }

    /// The canvas size.
    public let size: Size
    private var encoder: APNGEncoder
    private var added = 0

    /// A writer for `frameCount` frames on a `size` canvas (whole pixels), played `plays` times (0,
    /// the default, loops for ever).
    public init(size: Size, frameCount: Int, plays: UInt32 = 0) {
        self.size = size
        encoder = APNGEncoder(width: Int(size.width), height: Int(size.height), frameCount: frameCount, plays: plays)
    }

    /// Adds `frame`, the whole canvas, shown for `seconds`; `damage` is what changed since the
    /// frame added before (ignored for the first frame, which is written whole).
    public mutating func add(_ frame: Pixmap, damage: Damage, seconds: Double) throws {
        guard frame.width == encoder.width, frame.height == encoder.height else {
            throw Failure.wrongFrameSize(frame: added, width: frame.width, height: frame.height)
        }
        guard let delay = APNGEncoder.Delay(seconds: seconds) else {
            throw Failure.unsupportedDelay(frame: added, seconds: seconds)
        }
        if added == 0 || damage == .canvas {
            try encoder.addFrame(frame, delay: delay)
        } else {
            let box = damage.rect(in: size) ?? Rect(x: 0, y: 0, width: 1, height: 1)
            let x = Int(box.minX), y = Int(box.minY)
            let part = try frame.cropped(x: x, y: y, width: Int(box.width), height: Int(box.height))
            try encoder.addFrame(part, x: x, y: y, delay: delay)
        }
        added += 1
    }

    /// The finished file; every announced frame must have been added.
    public mutating func finish() -> [UInt8] {
        encoder.finish()
    }
}
