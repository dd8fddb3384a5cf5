import Testing
import VellumCore

@Suite struct ColorTests {
    @Test func parsesHexForms() throws {
        #expect(try Color(parsing: "#ec9a00").rgba8 == (236, 154, 0, 255))
        #expect(try Color(parsing: "#fff").rgba8 == (255, 255, 255, 255))
        #expect(try Color(parsing: "#11223380").rgba8 == (0x11, 0x22, 0x33, 0x80))
        #expect(try Color(parsing: "#0f08").rgba8 == (0, 255, 0, 136))
        #expect(try Color(parsing: "  #ABCDEF ").rgba8 == (0xab, 0xcd, 0xef, 255))
    }

    @Test func parsesNamedColours() throws {
        #expect(try Color(parsing: "rebeccapurple").rgba8 == (0x66, 0x33, 0x99, 255))
        #expect(try Color(parsing: "White").rgba8 == (255, 255, 255, 255))
        #expect(try Color(parsing: "transparent").rgba8.a == 0)
    }

    @Test func rejectsBadColoursWithMessage() {
        for bad in ["#12", "#ggg", "blurple", "", "#1234567"] {
            #expect(throws: ColorParseError.self) { try Color(parsing: bad) }
        }
        do {
            _ = try Color(parsing: "blurple")
        } catch {
            #expect(error.description.contains("'blurple'"))
        }
    }

    @Test func componentsAndHex() {
        let c = Color(red8: 87, green8: 218, blue8: 213)
        #expect(c.hexString == "#57dad5")
        #expect(c.opacity(0.5).hexString == "#57dad580")
        #expect(c.opacity(0.5).opaqueHexString == "#57dad5")
        #expect(Color(red: 0, green: 1, blue: 10 / 255, opacity: 0).hexString == "#00ff0a00")
        #expect(Color(red: 0, green: 1, blue: 10 / 255, opacity: 0).opaqueHexString == "#00ff0a")
        #expect(Color(red: 2, green: -1, blue: .nan).rgba8 == (255, 0, 0, 255))
    }

    @Test func gradientInterpolatesStraightColour() {
        let g = Gradient(colors: [.black, .white, .red])
        #expect(g.stops.map(\.location) == [0, 0.5, 1])
        #expect(g.color(at: 0.25).rgba8 == (128, 128, 128, 255))
        #expect(g.color(at: 0.75).rgba8 == (255, 157, 152, 255))   // halfway from white to SwiftUI red (255, 59, 48)
        #expect(g.color(at: -3) == .black && g.color(at: 9) == .red)
        // Out-of-order stops are made non-decreasing, as SVG requires.
        let h = Gradient(stops: [.init(color: .black, location: 0.6), .init(color: .white, location: 0.2)])
        #expect(h.stops.map(\.location) == [0.6, 0.6])
    }

    @Test func gradientResolutionInBoundingBox() {
        let bbox = Rect(x: 10, y: 20, width: 100, height: 200)
        let lin = LinearGradient(gradient: Gradient(colors: [.black, .white]), startPoint: .top, endPoint: UnitPoint(x: 0.5, y: 0.6))
        let r = lin.resolved(in: bbox)
        #expect(r.start.applying(r.transform) == Point(x: 60, y: 20))
        #expect(r.end.applying(r.transform) == Point(x: 60, y: 140))
        let rad = RadialGradient(gradient: Gradient(colors: [.black, .white]), center: .center, startRadius: 0, endRadius: 30)
        let rr = rad.resolved(in: bbox)
        #expect(rr.center == Point(x: 60, y: 120) && rr.endRadius == 30 && rr.transform == .identity)
    }
}
