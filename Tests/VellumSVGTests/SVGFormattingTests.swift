import Testing
import Vellum
@testable import VellumSVG

@Test(arguments: [
    (0.0, "0"), (-0.0, "0"), (-0.0001, "0"), (-0.0005, "-0.001"), (1.23456, "1.235"), (2.5, "2.5"),
    (100, "100"), (-3.0004, "-3"), (0.1, "0.1"), (-12.3456, "-12.346"), (0.999_96, "1"),
    (1e18, "1000000000000000000"), (1e20, "1e+20"), (-1e300, "-1e+300"), (Double.nan, "0"), (-Double.infinity, "0"),
])
func numbersPrintShortest(value: Double, expected: String) {
    #expect(SVGNumberFormat(decimals: 3)(value) == expected)
}

@Test func decimalsAreClampedAndCoefficientsGetThreeMore() {
    #expect(SVGNumberFormat(decimals: -2)(2.6) == "3")
    #expect(SVGNumberFormat(decimals: 3).coefficients(0.123_456_789) == "0.123457")
    #expect(SVGNumberFormat(decimals: 3).transform(AffineTransform(a: 1.000_000_1, b: 0, c: -0.000_000_1, d: 1,
                                                                   tx: 0.0001, ty: -0.0002)) == nil)
}

@Test func xmlEscaping() {
    #expect(XMLEscaping.attribute("a&b<c>\"d\"\te\nf\rg'") == "a&amp;b&lt;c&gt;&quot;d&quot;&#9;e&#10;f&#13;g'")
    #expect(XMLEscaping.text("a&b<c>\"d\"\te\u{0}\u{FFFE}é") == "a&amp;b&lt;c&gt;\"d\"\te\u{FFFD}\u{FFFD}é")
}

@Test func rotationsAndUniformScalesAreWrittenExactly() {
    let format = SVGNumberFormat(decimals: 3)
    // The badge's mountains: a quarter scale turned by 45°, as one matrix 0.176777 0.176777 …
    let turned = AffineTransform(scaleX: 0.25, y: 0.25).rotated(by: .degrees(45))
        .concatenating(AffineTransform(translationX: 150.627, y: 42.016))
    #expect(format.transform(turned) == "translate(150.627 42.016) rotate(45) scale(0.25)")
    #expect(format.transform(AffineTransform(rotationAngle: .degrees(-120))) == "rotate(-120)")
    // Exact with three decimals: stays a matrix.
    #expect(format.transform(AffineTransform(scaleX: 2, y: 0.5)) == "matrix(2 0 0 0.5 0 0)")
    // A skew keeps the precise coefficients.
    let skew = AffineTransform(a: 1, b: 0, c: 1.0 / 3, d: 1, tx: 0, ty: 0)
    #expect(format.transform(skew) == "matrix(1 0 0.333333 1 0 0)")
}
