import Foundation
import Testing
@testable import VellumCore

@Suite("SVG numbers")
struct SVGNumberTextTests {
    @Test("Numbers are the value rounded to the decimals, shortest, never -0", arguments: 0...6)
    func roundingAndShortness(decimals: Int) {
        let step = pow(10.0, Double(-decimals))
        for i in 0..<2000 {
            // Magnitudes spread evenly in log from 1e-8 to 1e9 by the golden ratio's sequence.
            let spread = (Double(i) * 0.618_033_988_749_895).truncatingRemainder(dividingBy: 1)
            let magnitude = pow(10.0, -8 + 17 * spread)
            let value = i.isMultiple(of: 2) ? magnitude : -magnitude
            let text = SVGNumberText.string(value, decimals: decimals)
            guard let parsed = Double(text) else {
                Issue.record("'\(text)' for \(value) is no number")
                continue
            }
            // Within half a step (and the Double's own rounding of the scaled value).
            #expect(abs(parsed - value) <= step / 2 + abs(value) * 1e-15, "\(value) → \(text)")
            #expect(text != "-0" && !text.hasSuffix(".") && !text.hasPrefix("."))
            if let point = text.firstIndex(of: ".") {
                #expect(!text.hasSuffix("0"), "\(value) → \(text) keeps a trailing zero")
                #expect(text.distance(from: point, to: text.endIndex) - 1 <= decimals)
            }
        }
    }

    @Test("Halves round away from zero; tiny negatives print 0; huge values print whole")
    func edges() {
        #expect(SVGNumberText.string(0.5, decimals: 0) == "1")
        #expect(SVGNumberText.string(-2.5, decimals: 0) == "-3")
        #expect(SVGNumberText.string(0.125, decimals: 2) == "0.13")
        #expect(SVGNumberText.string(-0.0004, decimals: 3) == "0")
        #expect(SVGNumberText.string(0.005, decimals: 3) == "0.005")
        #expect(SVGNumberText.string(100, decimals: 3) == "100")
        #expect(SVGNumberText.string(1e18, decimals: 3) == "1000000000000000000")
        #expect(SVGNumberText.string(-1e300, decimals: 3) == "-1e+300")
        #expect(SVGNumberText.string(0.1234567, decimals: 40) == "0.1234567")
    }
}
