import Foundation
import VellumCore

/// `feTurbulence`: the Filter Effects Module's reference Perlin noise (its lattice, gradients
/// and pseudo-random generator, seeded as it specifies), evaluated at each pixel's position in
/// the graph's user space.
struct TurbulenceNoise {
    private static let size = 0x100, mask = 0xff, perlinN = 0x1000
    private var lattice = [Int](repeating: 0, count: 0x100 + 0x100 + 2)
    private var gradient = [[SIMD2<Double>]](repeating: [SIMD2<Double>](repeating: .zero, count: 0x100 + 0x100 + 2),
                                             count: 4)

    private struct Stitch { var width: Int, height: Int, wrapX: Int, wrapY: Int }

    /// The generator's tables for `seed`.
    init(seed: Int) {
        var s = Self.setupSeed(seed)
        let n = Self.size
        for k in 0..<4 {
            for i in 0..<n {
                lattice[i] = i
                var g = SIMD2<Double>.zero
                for j in 0..<2 {
                    s = Self.random(s)
                    g[j] = Double((s % (n + n)) - n) / Double(n)
                }
                let length = (g.x * g.x + g.y * g.y).squareRoot()
                gradient[k][i] = length == 0 ? .zero : g / length
            }
        }
        var i = n - 1
        while i > 0 {
            let k = lattice[i]
            s = Self.random(s)
            let j = s % n
            lattice[i] = lattice[j]
            lattice[j] = k
            i -= 1
        }
        for i in 0..<(n + 2) {
            lattice[n + i] = lattice[i]
            for k in 0..<4 { gradient[k][n + i] = gradient[k][i] }
        }
    }

    private static func setupSeed(_ seed: Int) -> Int {
        var s = seed
        if s <= 0 { s = -(s % (2147483647 - 1)) + 1 }
        if s > 2147483647 - 1 { s = 2147483647 - 1 }
        return s
    }

    private static func random(_ seed: Int) -> Int {
        var r = 16807 * (seed % 127773) - 2836 * (seed / 127773)
        if r <= 0 { r += 2147483647 }
        return r
    }

    private func noise(_ channel: Int, _ x: Double, _ y: Double, _ stitch: Stitch?) -> Double {
        let m = Self.mask
        var t = x + Double(Self.perlinN)
        var bx0 = Int(t) & m, bx1 = (bx0 + 1) & m
        let rx0 = t - Double(Int(t)), rx1 = rx0 - 1
        t = y + Double(Self.perlinN)
        var by0 = Int(t) & m, by1 = (by0 + 1) & m
        let ry0 = t - Double(Int(t)), ry1 = ry0 - 1
        if let stitch {
            if bx0 >= stitch.wrapX { bx0 -= stitch.width }
            if bx1 >= stitch.wrapX { bx1 -= stitch.width }
            if by0 >= stitch.wrapY { by0 -= stitch.height }
            if by1 >= stitch.wrapY { by1 -= stitch.height }
        }
        bx0 &= m; bx1 &= m; by0 &= m; by1 &= m
        let i = lattice[bx0], j = lattice[bx1]
        let b00 = lattice[i + by0], b10 = lattice[j + by0], b01 = lattice[i + by1], b11 = lattice[j + by1]
        let sx = rx0 * rx0 * (3 - 2 * rx0), sy = ry0 * ry0 * (3 - 2 * ry0)
        let g = gradient[channel]
        func dot(_ q: SIMD2<Double>, _ a: Double, _ b: Double) -> Double { a * q.x + b * q.y }
        func lerp(_ t: Double, _ a: Double, _ b: Double) -> Double { a + t * (b - a) }
        let a = lerp(sx, dot(g[b00], rx0, ry0), dot(g[b10], rx1, ry0))
        let b = lerp(sx, dot(g[b01], rx0, ry1), dot(g[b11], rx1, ry1))
        return lerp(sy, a, b)
    }

    /// The sum over the octaves at `point` for one channel (0 red … 3 alpha).
    func turbulence(_ channel: Int, _ point: Point, _ t: Turbulence, tile: Rect) -> Double {
        var fx = t.baseFrequencyX, fy = t.baseFrequencyY
        var stitch: Stitch?
        if t.stitchTiles {
            func adjusted(_ f: Double, _ size: Double) -> Double {
                guard f != 0 else { return f }
                let lo = (size * f).rounded(.down) / size, hi = (size * f).rounded(.up) / size
                return f / lo < hi / f ? lo : hi
            }
            fx = adjusted(fx, tile.width)
            fy = adjusted(fy, tile.height)
            let w = Int(tile.width * fx + 0.5), h = Int(tile.height * fy + 0.5)
            stitch = Stitch(width: w, height: h, wrapX: Int(tile.minX * fx + Double(Self.perlinN) + Double(w)),
                            wrapY: Int(tile.minY * fy + Double(Self.perlinN) + Double(h)))
        }
        var sum = 0.0, ratio = 1.0
        var x = point.x * fx, y = point.y * fy
        for _ in 0..<max(t.octaves, 0) {
            let n = noise(channel, x, y, stitch)
            sum += (t.fractalNoise ? n : abs(n)) / ratio
            x *= 2; y *= 2; ratio *= 2
            if var s = stitch {
                s.width *= 2
                s.wrapX = 2 * s.wrapX - Self.perlinN
                s.height *= 2
                s.wrapY = 2 * s.wrapY - Self.perlinN
                stitch = s
            }
        }
        return sum
    }

    /// The noise over `box` of a `width` × `height` image whose pixels `toUser` maps to user
    /// space; `tile` is the primitive subregion (in user space) that stitching fits.
    func image(_ t: Turbulence, width: Int, height: Int, box: PixelRect, toUser: VellumCore.AffineTransform,
               tile: Rect) -> FilterImage {
        var out = FilterImage(width: width, height: height)
        guard t.octaves > 0, t.baseFrequencyX.isFinite, t.baseFrequencyY.isFinite else { return out }
        for y in box.rows {
            for x in box.columns {
                let p = Point(x: Double(x), y: Double(y)).applying(toUser)
                var v = SIMD4<Double>.zero
                for c in 0..<4 {
                    let n = turbulence(c, p, t, tile: tile)
                    v[c] = min(max(t.fractalNoise ? (n + 1) / 2 : n, 0), 1)
                }
                out[x, y] = FilterColor.premultiplied(v)
            }
        }
        return out
    }
}
