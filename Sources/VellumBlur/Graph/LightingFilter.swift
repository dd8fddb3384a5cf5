import Foundation
import VellumCore

/// `feDiffuseLighting` and `feSpecularLighting`: the input's alpha as a height map (times the
/// surface scale), its normals by the spec's Sobel kernels (narrower at the image's edges), lit
/// by a distant, point or spot light.
struct LightingFilter {
    let lighting: Lighting
    /// From the graph's user space to the image's pixels, and its scale factors.
    let toImage: VellumCore.AffineTransform
    let scale: (x: Double, y: Double)

    func image(_ input: FilterImage, space: FilterColorSpace) -> FilterImage {
        var out = FilterImage(width: input.width, height: input.height, colorSpace: space)
        let (w, h) = (input.width, input.height)
        guard w > 0, h > 0 else { return out }
        let color = SIMD3<Double>(ColorSpaceTables.components(lighting.color, in: space))
        let ss = lighting.surfaceScale
        func height(_ x: Int, _ y: Int) -> Double { Double(input[x, y].w) }
        for y in 0..<h {
            for x in 0..<w {
                let n = normal(x, y, w, h, height)
                let normal = SIMD3(-ss * n.x, -ss * n.y, 1)
                let unitNormal = normal / (normal * normal).sum().squareRoot()
                let z = ss * height(x, y)
                let (l, lightColor) = light(at: SIMD3(Double(x), Double(y), z), color)
                out[x, y] = shade(unitNormal, l, lightColor)
            }
        }
        return out
    }

    /// The height map's gradient at (x, y) by the spec's kernels: along each axis the
    /// difference between the neighbouring columns (rows), weighed 1, 2, 1 across, over the
    /// weights and distance, times 2.
    private func normal(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ height: (Int, Int) -> Double) -> SIMD2<Double> {
        func derivative(_ along: (Int) -> (Int, Int), _ across: (Int) -> (Int, Int), _ i: Int, _ j: Int,
                        _ n: Int, _ m: Int) -> Double {
            let lo = max(i - 1, 0), hi = min(i + 1, n - 1)
            guard hi > lo else { return 0 }
            var diff = 0.0, weights = 0.0
            for k in max(j - 1, 0)...min(j + 1, m - 1) {
                let weight = k == j ? 2.0 : 1.0
                let (ax, ay) = along(hi), (bx, by) = along(lo)
                let (cx, cy) = across(k)
                diff += weight * (height(ax + cx, ay + cy) - height(bx + cx, by + cy))
                weights += weight
            }
            return 2 * diff / (weights * Double(hi - lo))
        }
        let nx = derivative({ ($0, 0) }, { (0, $0) }, x, y, w, h)
        let ny = derivative({ (0, $0) }, { ($0, 0) }, y, x, h, w)
        return SIMD2(nx, ny)
    }

    /// The unit vector toward the light from `surface` and the light's colour there.
    private func light(at surface: SIMD3<Double>, _ color: SIMD3<Double>) -> (SIMD3<Double>, SIMD3<Double>) {
        func unit(_ v: SIMD3<Double>) -> SIMD3<Double> {
            let l = (v * v).sum().squareRoot()
            return l > 0 ? v / l : v
        }
        func position(_ x: Double, _ y: Double, _ z: Double) -> SIMD3<Double> {
            let p = Point(x: x, y: y).applying(toImage)
            return SIMD3(p.x, p.y, z * ((scale.x * scale.x + scale.y * scale.y) / 2).squareRoot())
        }
        switch lighting.light {
        case .distant(let azimuth, let elevation):
            let (a, e) = (azimuth * .pi / 180, elevation * .pi / 180)
            return (SIMD3(cos(a) * cos(e), sin(a) * cos(e), sin(e)), color)
        case .point(let x, let y, let z):
            return (unit(position(x, y, z) - surface), color)
        case .spot(let x, let y, let z, let ax, let ay, let az, let exponent, let cone):
            let p = position(x, y, z)
            let l = unit(p - surface)
            let s = unit(position(ax, ay, az) - p)
            let minusLDotS = -(l * s).sum()
            if let cone, minusLDotS < cos(abs(cone) * .pi / 180) { return (l, .zero) }
            guard minusLDotS > 0 else { return (l, .zero) }
            return (l, color * pow(minusLDotS, exponent))
        }
    }

    private func shade(_ n: SIMD3<Double>, _ l: SIMD3<Double>, _ color: SIMD3<Double>) -> SIMD4<Float> {
        if lighting.specular {
            var hv = l + SIMD3(0, 0, 1)
            let length = (hv * hv).sum().squareRoot()
            if length > 0 { hv /= length }
            let f = lighting.constant * pow(max((n * hv).sum(), 0), lighting.specularExponent)
            let c = (color * f).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
            let a = c.max()
            return SIMD4<Float>(SIMD4(c.x, c.y, c.z, a))
        }
        let f = lighting.constant * max((n * l).sum(), 0)
        let c = (color * f).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1))
        return SIMD4<Float>(SIMD4(c.x, c.y, c.z, 1))
    }
}
