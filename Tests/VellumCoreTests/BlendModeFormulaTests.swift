import Testing
import VellumCore

/// ``BlendMode/composite(_:onto:)`` against the formulas of W3C Compositing Level 1 (and Core
/// Graphics' `plusDarker`) worked out independently for chosen pixels: an opaque layer pixel on
/// an opaque backdrop, and a half-transparent one on a partly transparent backdrop.
@Suite struct BlendModeFormulaTests {
    /// The layer and backdrop pixels (premultiplied red, green, blue, alpha), in pairs.
    static let pairs: [(source: SIMD4<UInt8>, backdrop: SIMD4<UInt8>)] = [
        (SIMD4(230, 120, 20, 255), SIMD4(40, 160, 220, 255)),
        (SIMD4(100, 20, 60, 128), SIMD4(30, 140, 90, 200)),
    ]

    /// What each mode makes of each pair.
    static let expected: [(String, [[UInt8]])] = [
        ("normal", [[230, 120, 20, 255], [115, 90, 105, 228]]),
        ("multiply", [[36, 75, 17, 255], [48, 85, 79, 228]]),
        ("screen", [[234, 205, 223, 255], [118, 149, 129, 228]]),
        ("overlay", [[72, 154, 190, 255], [60, 124, 100, 228]]),
        ("darken", [[40, 120, 20, 255], [52, 90, 103, 228]]),
        ("lighten", [[230, 160, 220, 255], [115, 144, 105, 228]]),
        ("colorDodge", [[255, 255, 239, 255], [105, 157, 143, 228]]),
        ("colorBurn", [[17, 53, 0, 255], [37, 74, 58, 228]]),
        ("hardLight", [[213, 151, 35, 255], [100, 96, 100, 228]]),
        ("softLight", [[89, 156, 195, 255], [65, 130, 101, 228]]),
        ("difference", [[190, 40, 200, 255], [100, 129, 60, 228]]),
        ("exclusion", [[198, 129, 205, 255], [106, 138, 108, 228]]),
        ("hue", [[206, 112, 26, 255], [123, 105, 117, 228]]),
        ("saturation", [[25, 165, 235, 255], [47, 147, 102, 228]]),
        ("color", [[219, 109, 9, 255], [128, 103, 118, 228]]),
        ("luminosity", [[51, 171, 231, 255], [39, 131, 90, 228]]),
        ("clear", [[0, 0, 0, 0], [0, 0, 0, 0]]),
        ("copy", [[230, 120, 20, 255], [100, 20, 60, 128]]),
        ("sourceIn", [[230, 120, 20, 255], [78, 16, 47, 100]]),
        ("sourceOut", [[0, 0, 0, 0], [22, 4, 13, 28]]),
        ("sourceAtop", [[230, 120, 20, 255], [93, 85, 92, 200]]),
        ("destinationOver", [[40, 160, 220, 255], [52, 144, 103, 228]]),
        ("destinationIn", [[40, 160, 220, 255], [15, 70, 45, 100]]),
        ("destinationOut", [[0, 0, 0, 0], [15, 70, 45, 100]]),
        ("destinationAtop", [[40, 160, 220, 255], [37, 75, 58, 128]]),
        ("xor", [[0, 0, 0, 0], [37, 74, 58, 127]]),
        ("plusLighter", [[255, 255, 240, 255], [130, 160, 150, 255]]),
        ("plusDarker", [[15, 25, 0, 255], [57, 87, 77, 255]]),
    ]

    @Test func everyModeGivesTheSpecsResultOnChosenPixels() throws {
        #expect(Self.expected.count == BlendMode.allCases.count)
        for (name, results) in Self.expected {
            let mode = try #require(BlendMode(rawValue: name))
            for (pair, result) in zip(Self.pairs, results) {
                let out = mode.composite(pair.source, onto: pair.backdrop)
                #expect([out.x, out.y, out.z, out.w] == result, "\(name) of \(pair.source) onto \(pair.backdrop)")
            }
        }
    }

    @Test func aTransparentLayerLeavesTheBackdropUnlessTheModeActsOutsideIt() {
        let backdrop = SIMD4<UInt8>(30, 140, 90, 200)
        for mode in BlendMode.allCases {
            let out = mode.composite(.zero, onto: backdrop)
            #expect((out == backdrop) != mode.affectsBackdropOutsideSource, "\(mode)")
        }
    }

    @Test func cssNamesRoundTripAndThePorterDuffOperatorsHaveNone() {
        for mode in BlendMode.allCases {
            if let name = mode.cssName { #expect(BlendMode(cssName: name) == mode) }
        }
        #expect(BlendMode(cssName: "color-dodge") == .colorDodge)
        #expect(BlendMode(cssName: "plus-lighter") == .plusLighter)
        #expect(BlendMode.sourceAtop.cssName == nil && BlendMode(cssName: "source-atop") == nil)
    }
}
