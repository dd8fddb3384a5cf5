import Foundation
import Vellum

/// How far two renders of a conic gradient are apart where both are meant to agree: the largest
/// difference in any channel of the premultiplied pixels, leaving out
///
/// - pixels whose centre is within `innerRadius` of the gradient's centre: there a pixel spans
///   many degrees, and a backend that samples the pixel's centre (the rasterizer) and one that
///   averages over its area (sectors, meshes) differ where the colour bends at a stop, by about
///   60/r levels for a rainbow;
/// - pixels within 1.5 px of a ray where the colour jumps (`seams`, in degrees clockwise from
///   3 o'clock): the rasterizer samples the jump at pixel centres, the others anti-alias it;
/// - pixels within 2 px of the canvas's edge.
public struct ConicAgreement: CustomStringConvertible {
    /// The largest channel difference found, 0–255.
    public private(set) var worst = 0
    /// How many pixels were compared.
    public private(set) var compared = 0

    /// Compares premultiplied RGBA images `a` and `b` of `width` × `height`.
    public init(_ a: [UInt8], _ b: [UInt8], width: Int, height: Int, center: Point, innerRadius: Double,
                seams: [Double]) {
        precondition(a.count == b.count && a.count == 4 * width * height, "images of different sizes")
        let rays = seams.map { Point(x: cos($0 * .pi / 180), y: sin($0 * .pi / 180)) }
        for y in 2..<(height - 2) {
            for x in 2..<(width - 2) {
                let d = Point(x: Double(x) + 0.5 - center.x, y: Double(y) + 0.5 - center.y)
                guard d.length > innerRadius else { continue }
                let onSeam = rays.contains { ray in d.dot(ray) > 0 && abs(d.x * ray.y - d.y * ray.x) < 1.5 }
                guard !onSeam else { continue }
                let i = 4 * (y * width + x)
                for c in 0..<4 { worst = max(worst, abs(Int(a[i + c]) - Int(b[i + c]))) }
                compared += 1
            }
        }
    }

    public var description: String { "worst channel difference \(worst) over \(compared) pixels" }
}
