import Testing
@testable import VellumScene
import VellumCore
import VellumRaster

/// A swatch that reads the colour scheme, as SwiftUI code does with `@Environment`.
private struct SchemeSwatch: Node {
    @Environment(\.colorScheme) var colorScheme
    var body: some Node {
        Rectangle().fill(colorScheme == .dark ? Color.white : Color.black)
    }
}

/// The colour scheme: system colours, label levels and the tint in the light and dark
/// appearances, set by `preferredColorScheme(_:)` or `environment(\.colorScheme, _:)` and read with
/// `@Environment`.
@Suite struct ColorSchemeTests {
    /// Apple's system colours (iOS): light, then dark.
    static let systemColors: [(Color, (Int, Int, Int), (Int, Int, Int))] = [
        (.red, (255, 59, 48), (255, 69, 58)), (.orange, (255, 149, 0), (255, 159, 10)),
        (.yellow, (255, 204, 0), (255, 214, 10)), (.green, (52, 199, 89), (48, 209, 88)),
        (.mint, (0, 199, 190), (99, 230, 226)), (.teal, (48, 176, 199), (64, 200, 224)),
        (.cyan, (50, 173, 230), (100, 210, 255)), (.blue, (0, 122, 255), (10, 132, 255)),
        (.indigo, (88, 86, 214), (94, 92, 230)), (.purple, (175, 82, 222), (191, 90, 242)),
        (.pink, (255, 45, 85), (255, 55, 95)), (.brown, (162, 132, 94), (172, 142, 104)),
        (.gray, (142, 142, 147), (142, 142, 147)),
    ]

    /// One 10 × 10 swatch per system colour, in a row.
    static func swatches(_ scheme: ColorScheme?) throws -> Pixmap {
        // Built outside any view: the colours resolve where they are drawn.
        let colors = systemColors.map(\.0)
        let scene = Scene {
            HStack(spacing: 0) {
                ForEach(0..<colors.count) { i in colors[i].frame(width: 10, height: 10) }
            }
            .preferredColorScheme(scheme)
        }
        return try scene.render(size: Size(width: 130, height: 10), backend: .raster)
    }

    static func rgb(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = pixmap.pixel(x: x, y: y)
        return (Int(p.r), Int(p.g), Int(p.b))
    }

    @Test("System colours draw Apple's light values by default and the dark ones under preferredColorScheme(.dark)")
    func systemColoursByPixel() throws {
        let light = try Self.swatches(nil), dark = try Self.swatches(.dark)
        for (i, entry) in Self.systemColors.enumerated() {
            #expect(Self.rgb(light, i * 10 + 5, 5) == entry.1, "light \(i)")
            #expect(Self.rgb(dark, i * 10 + 5, 5) == entry.2, "dark \(i)")
        }
    }

    @Test("environment(\\.colorScheme, .dark) changes only the nodes below it; gradients of system colours follow")
    func environmentOnASubtree() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let scene = Scene {
            VStack(spacing: 0) {
                Color.red.frame(width: 100, height: 10)
                Color.red.frame(width: 100, height: 10).environment(\.colorScheme, .dark)
                gradient.frame(width: 100, height: 10).environment(\.colorScheme, .dark)
            }
        }
        let pixmap = try scene.render(size: Size(width: 100, height: 30), backend: .raster)
        #expect(Self.rgb(pixmap, 50, 5) == (255, 59, 48))
        #expect(Self.rgb(pixmap, 50, 15) == (255, 69, 58))
        // The gradient's ends are the dark red and dark blue (within a step of the interpolation).
        let left = Self.rgb(pixmap, 0, 25), right = Self.rgb(pixmap, 99, 25)
        #expect(abs(left.1 - 69) <= 2 && abs(left.2 - 58) <= 3, "\(left)")
        #expect(abs(right.0 - 10) <= 3 && abs(right.1 - 132) <= 2, "\(right)")
    }

    @Test("@Environment(\\.colorScheme) reads the scheme where the component is placed")
    func environmentPropertyWrapper() throws {
        let scene = Scene {
            HStack(spacing: 0) {
                SchemeSwatch().frame(width: 10, height: 10)
                SchemeSwatch().frame(width: 10, height: 10).preferredColorScheme(.dark)
            }
        }
        let pixmap = try scene.render(size: Size(width: 20, height: 10), backend: .raster)
        #expect(Self.rgb(pixmap, 5, 5) == (0, 0, 0))
        #expect(Self.rgb(pixmap, 15, 5) == (255, 255, 255))
        #expect(EnvironmentValues().colorScheme == .light)
    }

    @Test("The default foreground and its hierarchical levels take the dark label colours")
    func labelLevelsInTheDark() throws {
        let scene = Scene {
            HStack(spacing: 0) {
                Rectangle().frame(width: 10, height: 10)
                Rectangle().fill(.secondary).frame(width: 10, height: 10)
                Rectangle().fill(.tertiary).frame(width: 10, height: 10)
                Rectangle().fill(Color.primary).frame(width: 10, height: 10)
            }
            .preferredColorScheme(.dark)
        }
        let pixmap = try scene.render(size: Size(width: 40, height: 10), backend: .raster)
        let primary = pixmap.pixel(x: 5, y: 5), secondary = pixmap.pixel(x: 15, y: 5)
        let tertiary = pixmap.pixel(x: 25, y: 5), color = pixmap.pixel(x: 35, y: 5)
        #expect((primary.r, primary.g, primary.b, primary.a) == (255, 255, 255, 255))
        #expect((color.r, color.g, color.b, color.a) == (255, 255, 255, 255))
        // (235, 235, 245) at 60 % and 30 %, premultiplied.
        #expect(secondary.a == 153 && abs(Int(secondary.r) - 141) <= 1 && abs(Int(secondary.b) - 147) <= 1)
        #expect(tertiary.a == 77 && abs(Int(tertiary.r) - 71) <= 1 && abs(Int(tertiary.b) - 74) <= 1)
    }

    @Test("The .tint style draws the accent blue unless tint(_:) sets another; the accent adapts")
    func tint() throws {
        let scene = Scene {
            HStack(spacing: 0) {
                Rectangle().fill(.tint).frame(width: 10, height: 10)
                Rectangle().fill(.tint).frame(width: 10, height: 10).tint(.orange)
                Rectangle().fill(.tint).frame(width: 10, height: 10).preferredColorScheme(.dark)
                Rectangle().fill(Color.accentColor).frame(width: 10, height: 10)
                Circle().fill(.tint).frame(width: 10, height: 10).tint(Color(red8: 10, green8: 20, blue8: 30))
            }
        }
        let pixmap = try scene.render(size: Size(width: 50, height: 10), backend: .raster)
        #expect(Self.rgb(pixmap, 5, 5) == (0, 122, 255))
        #expect(Self.rgb(pixmap, 15, 5) == (255, 149, 0))
        #expect(Self.rgb(pixmap, 25, 5) == (10, 132, 255))
        #expect(Self.rgb(pixmap, 35, 5) == (0, 122, 255))
        #expect(Self.rgb(pixmap, 45, 5) == (10, 20, 30))
    }

    @Test("A colour stays adaptive through opacity(_:) and becomes fixed when a component is set")
    func adaptivity() {
        let faded = Color.red.opacity(0.5)
        #expect(faded.resolved(in: .dark).rgba8 == (255, 69, 58, 128))
        var changed = Color.red
        changed.green = 0
        #expect(changed.resolved(in: .dark).rgba8 == (255, 0, 48, 255))
        #expect(Color.red == Color(red8: 255, green8: 59, blue8: 48))
        #expect(Color.red.resolved(in: .light).rgba8 == (255, 59, 48, 255))
    }
}
