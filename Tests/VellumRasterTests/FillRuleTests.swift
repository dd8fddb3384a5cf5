import Foundation
import Testing
import VellumCore
@testable import VellumRaster

@Suite("Fill rules")
struct FillRuleTests {
    /// A five-pointed star drawn as one self-intersecting line (a pentagram), centred on pixel 50.
    static let pentagram: Path = {
        let center = Point(x: 50.5, y: 50.5)
        let points = (0..<5).map { k -> Point in
            let a = (-90 + Double(k) * 144) * .pi / 180
            return Point(x: center.x + 40 * cos(a), y: center.y + 40 * sin(a))
        }
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        return path
    }()

    @Test("The pentagram's centre is covered with non-zero and empty with even-odd")
    func centre() throws {
        let nonZero = try render([fill(Self.pentagram, rule: .nonZero)])
        let evenOdd = try render([fill(Self.pentagram, rule: .evenOdd)])
        #expect(nonZero.alpha(50, 50) == 255)
        #expect(evenOdd.alpha(50, 50) == 0)
    }

    @Test("A point of the pentagram is covered by both rules")
    func point() throws {
        let nonZero = try render([fill(Self.pentagram, rule: .nonZero)])
        let evenOdd = try render([fill(Self.pentagram, rule: .evenOdd)])
        // 28 pixels above the centre lies inside the top spike, beyond the inner pentagon.
        #expect(nonZero.alpha(50, 22) == 255)
        #expect(evenOdd.alpha(50, 22) == 255)
    }

    @Test("Even-odd leaves a hole where two subpaths overlap; non-zero with equal winding does not")
    func nestedSquares() throws {
        var path = Path(Rect(x: 10, y: 10, width: 80, height: 80))
        path.addRect(Rect(x: 30, y: 30, width: 40, height: 40))
        let evenOdd = try render([fill(path, rule: .evenOdd)])
        let nonZero = try render([fill(path, rule: .nonZero)])
        #expect(evenOdd.alpha(50, 50) == 0)
        #expect(evenOdd.alpha(20, 50) == 255)
        #expect(nonZero.alpha(50, 50) == 255)
        #expect(evenOdd.coveredArea == 80 * 80 - 40 * 40)
    }
}
