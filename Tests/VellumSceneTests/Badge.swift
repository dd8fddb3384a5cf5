import VellumScene
import VellumCore

// Apple's landmark badge ("Drawing Paths and Shapes"), ported: the only changes are
// `geometry.size.width` → `geometry.width` and `CGPoint`/`CGFloat` → `Point`/`Double`.

struct HexagonParameters {
    struct Segment {
        let line: Point
        let curve: Point
        let control: Point
    }

    static let adjustment = 0.085

    static let segments = [
        Segment(line: Point(x: 0.60, y: 0.05), curve: Point(x: 0.40, y: 0.05), control: Point(x: 0.50, y: 0.00)),
        Segment(line: Point(x: 0.05, y: 0.20 + adjustment), curve: Point(x: 0.00, y: 0.30 + adjustment),
                control: Point(x: 0.00, y: 0.25 + adjustment)),
        Segment(line: Point(x: 0.00, y: 0.70 - adjustment), curve: Point(x: 0.05, y: 0.80 - adjustment),
                control: Point(x: 0.00, y: 0.75 - adjustment)),
        Segment(line: Point(x: 0.40, y: 0.95), curve: Point(x: 0.60, y: 0.95), control: Point(x: 0.50, y: 1.00)),
        Segment(line: Point(x: 0.95, y: 0.80 - adjustment), curve: Point(x: 1.00, y: 0.70 - adjustment),
                control: Point(x: 1.00, y: 0.75 - adjustment)),
        Segment(line: Point(x: 1.00, y: 0.30 + adjustment), curve: Point(x: 0.95, y: 0.20 + adjustment),
                control: Point(x: 1.00, y: 0.25 + adjustment)),
    ]
}

struct BadgeBackground: Node {
    static let gradientStart = Color(red: 239.0 / 255, green: 120.0 / 255, blue: 221.0 / 255)
    static let gradientEnd = Color(red: 239.0 / 255, green: 172.0 / 255, blue: 120.0 / 255)

    var body: some Node {
        GeometryReader { geometry in
            Path { path in
                var width = min(geometry.width, geometry.height)
                let height = width
                let xScale = 0.832
                let xOffset = (width * (1.0 - xScale)) / 2.0
                width *= xScale
                path.move(to: Point(x: width * 0.95 + xOffset, y: height * (0.20 + HexagonParameters.adjustment)))
                HexagonParameters.segments.forEach { segment in
                    path.addLine(to: Point(x: width * segment.line.x + xOffset, y: height * segment.line.y))
                    path.addQuadCurve(to: Point(x: width * segment.curve.x + xOffset, y: height * segment.curve.y),
                                      control: Point(x: width * segment.control.x + xOffset,
                                                     y: height * segment.control.y))
                }
            }
            .fill(.linearGradient(Gradient(colors: [Self.gradientStart, Self.gradientEnd]),
                                  startPoint: UnitPoint(x: 0.5, y: 0), endPoint: UnitPoint(x: 0.5, y: 0.6)))
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

struct BadgeSymbol: Node {
    static let symbolColor = Color(red: 79.0 / 255, green: 79.0 / 255, blue: 191.0 / 255)

    var body: some Node {
        GeometryReader { geometry in
            Path { path in
                let width = min(geometry.width, geometry.height)
                let height = width * 0.75
                let spacing = width * 0.030
                let middle = width * 0.5
                let topWidth = width * 0.226
                let topHeight = height * 0.488
                path.addLines([
                    Point(x: middle, y: spacing),
                    Point(x: middle - topWidth, y: topHeight - spacing),
                    Point(x: middle, y: topHeight / 2 + spacing),
                    Point(x: middle + topWidth, y: topHeight - spacing),
                    Point(x: middle, y: spacing),
                ])
                path.move(to: Point(x: middle, y: topHeight / 2 + spacing * 3))
                path.addLines([
                    Point(x: middle - topWidth, y: topHeight + spacing),
                    Point(x: spacing, y: height - spacing),
                    Point(x: width - spacing, y: height - spacing),
                    Point(x: middle + topWidth, y: topHeight + spacing),
                    Point(x: middle, y: topHeight / 2 + spacing * 3),
                ])
            }
            .fill(Self.symbolColor)
        }
    }
}

/// The badge, drawing its eight mountains as references to one symbol or as eight copies.
struct Badge: Node {
    var usesSymbol = true

    var body: some Node {
        ZStack {
            BadgeBackground()
            GeometryReader { geometry in
                ForEach(0..<8) { i in
                    mountain
                        .padding(-60)
                        .rotationEffect(.degrees(Double(i) / 8 * 360), anchor: .bottom)
                }
                .opacity(0.5)
                .scaleEffect(1.0 / 4.0, anchor: .top)
                .position(x: geometry.width / 2.0, y: (3.0 / 4.0) * geometry.height)
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }

    @NodeBuilder var mountain: some Node {
        if usesSymbol {
            SymbolReference("mountain")
        } else {
            BadgeSymbol().frame(width: 420, height: 420)
        }
    }

    /// The symbol table the symbol version needs: the mountain at the size the original badge
    /// gives it on a 300-point canvas (300 + 2 × 60).
    static var symbols: [Tag: any Node] { ["mountain": BadgeSymbol().frame(width: 420, height: 420)] }
}
