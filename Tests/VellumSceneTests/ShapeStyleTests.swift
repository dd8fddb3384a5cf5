import Testing
@testable import VellumScene
import VellumCore
import VellumRaster

/// Shape styles as SwiftUI spells them: colour and gradient members, hierarchical levels of the
/// foreground, styles as backgrounds, borders and corner radii, trimmed and inset strokes.
@Suite struct ShapeStyleTests {
    private func paints(_ list: DisplayList) -> [Paint] {
        list.operations.compactMap { op in
            switch op {
            case .fill(_, let paint, _, _), .stroke(_, let paint, _, _): paint
            default: nil
            }
        }
    }

    @Test func colourMembersAndGradientsResolveAsInSwiftUI() throws {
        let probe = Probe {
            VStack {
                Rectangle().fill(.red)
                Circle().stroke(.blue, lineWidth: 2)
                Rectangle().fill(.linearGradient(colors: [.white, .black], startPoint: .top, endPoint: .bottom))
                Rectangle().fill(AnyShapeStyle(Color.green))
            }
        }
        let found = paints(try probe.list(50, 200))
        #expect(found[0] == .color(.red))
        #expect(found[1] == .color(.blue))
        guard case .linearGradient(let gradient) = found[2] else { Issue.record("no gradient: \(found[2])"); return }
        #expect(gradient.gradient.stops.map(\.color) == [.white, .black])
        #expect(found[3] == .color(.green))
    }

    @Test func hierarchicalLevelsFollowTheForeground() throws {
        let label = Color(red8: 60, green8: 60, blue8: 67)
        let probe = Probe {
            VStack {
                Rectangle().fill(.secondary)
                Rectangle().fill(.tertiary).foregroundStyle(.orange)
                Rectangle().foregroundStyle(.secondary)
                Rectangle().fill(.quaternary).foregroundStyle(.red, .green, .blue)
                Rectangle().fill(.primary)
            }
            .foregroundStyle(.primary)
        }
        let found = paints(try probe.list(50, 200))
        #expect(found == [.color(label.opacity(0.6)), .color(Color.orange.opacity(0.3)), .color(label.opacity(0.6)),
                          .color(.blue), .color(.black)])
    }

    @Test func strokeWithoutAStyleUsesTheForeground() throws {
        let probe = Probe { Circle().stroke(lineWidth: 3).foregroundColor(.purple) }
        #expect(paints(try probe.list(20, 20)) == [.color(.purple)])
    }

    @Test func styleBackgroundsFillTheFrameOrAShapeInIt() throws {
        let probe = Probe {
            HStack(spacing: 0) {
                Rectangle().fill(.clear).frame(width: 20, height: 10).background(.yellow)
                Rectangle().fill(.clear).frame(width: 20, height: 10).background(.red, in: Capsule())
                Rectangle().fill(.clear).frame(width: 20, height: 10).overlay(.blue.opacity(0.5), in: Circle())
            }
        }
        let list = try probe.list(60, 10)
        let fills = list.operations.compactMap { op -> (Path, Paint)? in
            if case .fill(let path, let paint, _, _) = op { return (path, paint) }
            return nil
        }
        #expect(fills.map(\.1) == [.color(.yellow), .color(.clear), .color(.red), .color(.clear), .color(.clear),
                                   .color(Color.blue.opacity(0.5))])
        #expect(fills[2].0 == Capsule().path(in: Rect(x: 0, y: 0, width: 20, height: 10)))
        #expect(fills[5].0 == Circle().path(in: Rect(x: 0, y: 0, width: 20, height: 10)))
    }

    @Test func borderStrokesInsideTheFrame() throws {
        let pixmap = try Scene {
            Color.white.frame(width: 40, height: 40).border(.black, width: 4)
        }.render(size: Size(width: 40, height: 40), backend: .raster)
        #expect(pixmap.pixel(x: 0, y: 20) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(pixmap.pixel(x: 3, y: 20) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        #expect(pixmap.pixel(x: 4, y: 20) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func cornerRadiusClipsTheCorners() throws {
        let pixmap = try Scene {
            Color.red.frame(width: 40, height: 40).cornerRadius(10)
        }.render(size: Size(width: 40, height: 40), backend: .raster)
        #expect(pixmap.pixel(x: 0, y: 0).a == 0)
        #expect(pixmap.pixel(x: 20, y: 0).a == 255)
        #expect(pixmap.pixel(x: 20, y: 20).a == 255)
    }

    @Test func aTrimmedCircleDrawsOnlyItsStretch() throws {
        // Half a ring: from the rightmost point clockwise (on screen) to the leftmost, through
        // the bottom.
        let pixmap = try Scene {
            Circle().trim(from: 0, to: 0.5).stroke(.black, style: StrokeStyle(lineWidth: 6, lineCap: .butt))
        }.render(size: Size(width: 100, height: 100), backend: .raster)
        #expect(pixmap.pixel(x: 50, y: 98).a == 255)
        #expect(pixmap.pixel(x: 50, y: 2).a == 0)
    }

    @Test func strokeBorderKeepsTheWholeStrokeInsideTheShape() throws {
        let pixmap = try Scene {
            Circle().strokeBorder(.black, lineWidth: 10)
        }.render(size: Size(width: 100, height: 100), backend: .raster)
        // The ring runs from radius 40 to 50: its outer edge on the circle's. A plain stroke
        // runs from 45 to 55, half of it outside.
        #expect(pixmap.pixel(x: 91, y: 50).a == 255)
        #expect(pixmap.pixel(x: 98, y: 50).a == 255)
        #expect(pixmap.pixel(x: 88, y: 50).a == 0)
        let overhanging = try Scene {
            Circle().stroke(.black, lineWidth: 10)
        }.render(size: Size(width: 100, height: 100), backend: .raster)
        #expect(overhanging.pixel(x: 91, y: 50).a == 0)
        #expect(overhanging.pixel(x: 97, y: 50).a == 255)
    }

    @Test func colorGradientRunsFromLighterToDarker() throws {
        let gradient = Color.blue.gradient
        let stops = gradient.gradient.stops
        #expect(stops.count == 2)
        #expect(stops[0].color.red > Color.blue.red && stops[1].color.blue < Color.blue.blue)
        #expect(gradient.startPoint == Point(x: 0.5, y: 0) && gradient.endPoint == Point(x: 0.5, y: 1))
    }
}

/// `EllipticalGradient`: a radial gradient stretched to the frame.
@Suite struct EllipticalGradientTests {
    @Test func theLastColourReachesEveryEdgeOfTheFrame() throws {
        let pixmap = try Scene {
            EllipticalGradient(colors: [.white, .black]).frame(width: 200, height: 100)
        }.render(size: Size(width: 200, height: 100), backend: .raster)
        let centre = pixmap.straightPixel(x: 100, y: 50)
        #expect(centre.r > 250)
        // Halfway to the right edge is halfway through the colours, where a circle of the
        // frame's half height would already be black.
        let halfway = pixmap.straightPixel(x: 150, y: 50)
        #expect(abs(Int(halfway.r) - 128) <= 4, "\(halfway)")
        // Halfway to the top edge likewise: the ellipse is squeezed vertically.
        let up = pixmap.straightPixel(x: 100, y: 25)
        #expect(abs(Int(up.r) - 128) <= 4, "\(up)")
        #expect(pixmap.straightPixel(x: 199, y: 50).r < 4)
    }

    @Test func itResolvesToABoundingBoxRadialGradient() throws {
        let probe = Probe {
            Rectangle().fill(.ellipticalGradient(colors: [.red, .blue], center: .topLeading, endRadiusFraction: 1))
        }
        let list = try probe.list(40, 20)
        let paints = list.operations.compactMap { op -> Paint? in
            if case .fill(_, let paint, _, _) = op { return paint }
            return nil
        }
        guard case .radialGradient(let gradient) = paints.first else { Issue.record("\(paints)"); return }
        // Measured against the 40 × 20 frame: radius 1 of the box is 40 across and 20 down.
        #expect(gradient.units == .userSpace)
        #expect(gradient.center == Point(x: 0, y: 0))
        #expect(gradient.transform.a == 40 && gradient.transform.d == 20)
    }
}
