import Foundation
import Testing
import Vellum

/// The kernels chosen at run time (`RasterKernels`): every set this CPU runs draws the benchmark
/// scenes and a few cases aimed at each kernel byte for byte as the portable set does, and the
/// choice can be forced, reported and undone. Serialized: forcing a set is global, and the
/// assertions on the active set must not race with another test of this suite forcing one.
/// (Other suites drawing meanwhile may run with any set, which changes none of their bytes.)
@Suite(.serialized) struct KernelSelectionTests {
    /// Solid fills of both rules, strokes and dashes, linear and radial gradients of every spread,
    /// a two-circle cone that leaves pixels unreached (lanes the gradient fetch masks off), a clip path, group opacity and a masked gradient, on a canvas whose width is no multiple of
    /// eight (so every row ends in a partial step).
    static let cases = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="203" height="117">
          <defs>
            <linearGradient id="l" x1="0" y1="0" x2="0.3" y2="0.2" spreadMethod="reflect">
              <stop offset="0" stop-color="#f80" stop-opacity="0.7"/><stop offset="1" stop-color="#08f"/>
            </linearGradient>
            <radialGradient id="r" cx="0.5" cy="0.5" r="0.3" fx="0.4" fy="0.45" spreadMethod="repeat">
              <stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#306" stop-opacity="0.5"/>
            </radialGradient>
            <radialGradient id="c" cx="60" cy="60" r="50" gradientUnits="userSpaceOnUse">
              <stop offset="0" stop-color="#0f0"/><stop offset="1" stop-color="#00f"/>
            </radialGradient>
            <radialGradient id="cone" cx="0.75" cy="0.5" r="0.15" fx="0.1" fy="0.4" fr="0.05">
              <stop offset="0" stop-color="#f0f"/><stop offset="1" stop-color="#0cc"/>
            </radialGradient>
            <clipPath id="k"><circle cx="150" cy="60" r="45"/></clipPath>
          </defs>
          <rect x="0.5" y="0.5" width="202" height="116" fill="#eee"/>
          <path d="M10 10 L190 30 L30 100 L170 110 Z M40 40 L60 40 L50 70 Z" fill="#c03" fill-rule="evenodd" fill-opacity="0.8"/>
          <ellipse cx="60" cy="60" rx="55" ry="40" fill="url(#c)" opacity="0.9"/>
          <rect x="7.3" y="3.7" width="188.4" height="50.2" fill="url(#l)"/>
          <g clip-path="url(#k)"><rect x="90" y="0" width="113" height="117" fill="url(#r)"/></g>
          <rect x="2" y="56" width="199" height="30" fill="url(#cone)" fill-opacity="0.8"/>
          <g opacity="0.6"><circle cx="100" cy="80" r="30" fill="#36c"/><circle cx="120" cy="80" r="30" fill="#fc3"/></g>
          <path d="M5 110 C60 20 140 140 198 8" fill="none" stroke="#123" stroke-width="3.5" stroke-dasharray="9 4 2 4"/>
          <polyline points="3,3 200,114 3,114" fill="none" stroke="#0a0" stroke-opacity="0.5" stroke-width="1.25"/>
        </svg>
        """

    /// Renders `image` with `kernels` forced.
    static func render(_ image: SVGImage, with kernels: RasterKernels) throws -> [UInt8] {
        try RasterKernels.force(kernels)
        defer { RasterKernels.reset() }
        let tree = try image.scene().renderTree(size: image.size)
        return try RasterBackend().render(tree, size: image.size).bytes
    }

    /// Every set this CPU runs against the portable one, on `image`.
    static func expectSameBytes(_ image: SVGImage, _ name: String) throws {
        let portable = try render(image, with: .portable)
        #expect(portable.contains { $0 != 0 }, "\(name) draws something")
        for kernels in RasterKernels.supported where kernels != .portable {
            let bytes = try render(image, with: kernels)
            #expect(bytes == portable, "\(name): \(kernels) against portable")
        }
    }

    @Test func continuousIntegrationComparesAVX2() {
        // CI runs on an x86-64 machine with AVX2 (and AVX-512): there the vector sets must be the
        // ones compared. Elsewhere a set the CPU lacks is left out of the comparisons.
        if ProcessInfo.processInfo.environment["CI"] == "true" {
            #expect(RasterKernels.supported.contains(.avx2), "CI must run the AVX2 kernels")
        }
        #expect(RasterKernels.supported.first == .portable)
    }

    @Test(arguments: ImportSceneTests.scenes)
    func everyKernelSetDrawsTheSceneAlike(name: String) throws {
        try Self.expectSameBytes(SVGImage(contentsOf: ImportFixtures.scene(name)), name)
    }

    @Test func everyKernelSetDrawsFillsGradientsStrokesAndLayersAlike() throws {
        try Self.expectSameBytes(SVGImage(string: Self.cases), "cases")
    }

    @Test func aForcedSetIsReportedAndResetUndoesIt() throws {
        for kernels in RasterKernels.allCases {
            if kernels.isSupported {
                try RasterKernels.force(kernels)
                #expect(RasterKernels.active == kernels)
            } else {
                #expect(throws: RasterKernels.Unsupported.self) { try RasterKernels.force(kernels) }
            }
        }
        RasterKernels.reset()
        let chosen = RasterKernels.requested(by: ProcessInfo.processInfo.environment["VELLUM_KERNELS"]).kernels
        #expect(RasterKernels.active == chosen)
    }

    @Test func environmentValues() {
        // `auto` stops at AVX2 (AVX-512 runs only when asked for); a set the CPU lacks is lowered
        // to the best it runs.
        let automatic: RasterKernels = RasterKernels.avx2.isSupported ? .avx2 : .portable
        let best = RasterKernels.supported.last!
        for value in [nil, "", "auto"] {
            #expect(RasterKernels.requested(by: value) == (automatic, nil), "\(value ?? "nil")")
        }
        #expect(RasterKernels.requested(by: "portable") == (.portable, nil))
        #expect(RasterKernels.requested(by: "sse4") == (automatic, .unknown))
        #expect(RasterKernels.requested(by: "AVX2") == (automatic, .unknown), "names are lower case")
        for kernels in [RasterKernels.avx2, .avx512] {
            let expected: (RasterKernels, RasterKernels.RequestProblem?) = kernels.isSupported ? (kernels, nil) : (best, .lowered)
            #expect(RasterKernels.requested(by: kernels.rawValue) == expected)
        }
    }
}
