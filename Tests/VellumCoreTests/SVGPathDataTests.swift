import Testing
import VellumCore

private func pt(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

/// Whether two paths have the same element kinds with coordinates within `tolerance`.
private func nearlyEqual(_ a: Path, _ b: Path, within tolerance: Double) -> Bool {
    func coordinates(_ e: Path.Element) -> (kind: Int, points: [Point]) {
        switch e {
        case .move(let p): (0, [p])
        case .line(let p): (1, [p])
        case .quadCurve(let p, let c): (2, [p, c])
        case .curve(let p, let c1, let c2): (3, [p, c1, c2])
        case .closeSubpath: (4, [])
        }
    }
    guard a.elements.count == b.elements.count else { return false }
    return zip(a.elements, b.elements).allSatisfy { x, y in
        let (kx, px) = coordinates(x), (ky, py) = coordinates(y)
        return kx == ky && zip(px, py).allSatisfy { abs($0.x - $1.x) <= tolerance && abs($0.y - $1.y) <= tolerance }
    }
}

@Suite struct SVGPathDataTests {
    // MARK: Commands

    @Test func moveAndLineAbsoluteAndRelative() throws {
        #expect(try Path(svgPathData: "M10 20 L30 40").elements == [.move(to: pt(10, 20)), .line(to: pt(30, 40))])
        #expect(try Path(svgPathData: "m10 20 l30 40").elements == [.move(to: pt(10, 20)), .line(to: pt(40, 60))])
    }

    @Test func horizontalAndVerticalLines() throws {
        let path = try Path(svgPathData: "M10 20 H50 V60 h-10 v-10")
        #expect(path.elements == [.move(to: pt(10, 20)), .line(to: pt(50, 20)), .line(to: pt(50, 60)),
                                  .line(to: pt(40, 60)), .line(to: pt(40, 50))])
    }

    @Test func cubicAndQuadraticCurves() throws {
        let path = try Path(svgPathData: "M0 0 C1 2 3 4 5 6 c1 1 2 2 3 3 Q1 2 3 4 q1 1 2 2")
        #expect(path.elements == [
            .move(to: pt(0, 0)),
            .curve(to: pt(5, 6), control1: pt(1, 2), control2: pt(3, 4)),
            .curve(to: pt(8, 9), control1: pt(6, 7), control2: pt(7, 8)),
            .quadCurve(to: pt(3, 4), control: pt(1, 2)),
            .quadCurve(to: pt(5, 6), control: pt(4, 5)),
        ])
    }

    @Test(arguments: ["M0 0 C10 0 20 10 30 10 S50 20 60 10", "M0 0 C10 0 20 10 30 10 s20 10 30 0"])
    func smoothCubicReflectsPreviousControl(data: String) throws {
        let path = try Path(svgPathData: data)
        #expect(path.elements.last == .curve(to: pt(60, 10), control1: pt(40, 10), control2: pt(50, 20)))
    }

    @Test func smoothCurvesReflectOnlyTheirOwnFamily() throws {
        let afterLine = try Path(svgPathData: "M0 0 L10 10 S20 20 30 10")
        #expect(afterLine.elements.last == .curve(to: pt(30, 10), control1: pt(10, 10), control2: pt(20, 20)))
        let afterQuad = try Path(svgPathData: "M0 0 Q5 5 10 10 S20 20 30 10")
        #expect(afterQuad.elements.last == .curve(to: pt(30, 10), control1: pt(10, 10), control2: pt(20, 20)))
        let afterCubic = try Path(svgPathData: "M0 0 C5 5 6 6 10 10 T30 10")
        #expect(afterCubic.elements.last == .quadCurve(to: pt(30, 10), control: pt(10, 10)))
    }

    @Test func smoothQuadraticsChainReflections() throws {
        let path = try Path(svgPathData: "M0 0 Q10 10 20 0 T40 0 t20 0")
        #expect(path.elements == [
            .move(to: pt(0, 0)),
            .quadCurve(to: pt(20, 0), control: pt(10, 10)),
            .quadCurve(to: pt(40, 0), control: pt(30, -10)),
            .quadCurve(to: pt(60, 0), control: pt(50, 10)),
        ])
    }

    @Test func arcCommandsAbsoluteAndRelative() throws {
        let absolute = try Path(svgPathData: "M0 0 A50 50 0 0 1 100 0")
        let relative = try Path(svgPathData: "m0 0 a50 50 0 0 1 100 0")
        #expect(absolute == relative)
        #expect(absolute.currentPoint == pt(100, 0))
        #expect(ArcProbe.distance(from: pt(50, -50), to: absolute) < 0.01)
        let other = try Path(svgPathData: "M0 0 A50 50 0 0 0 100 0")
        #expect(ArcProbe.distance(from: pt(50, 50), to: other) < 0.01)
    }

    @Test func svgArcEdgeCases() throws {
        let small = try Path(svgPathData: "M0 0 A10 10 0 0 1 100 0")
        #expect(ArcProbe.points(of: small).allSatisfy { abs($0.distance(to: pt(50, 0)) - 50) < 0.01 })
        #expect(try Path(svgPathData: "M0 0 A0 10 0 0 1 100 0").elements == [.move(to: pt(0, 0)), .line(to: pt(100, 0))])
    }

    @Test func closeAndRelativeMoveAfterClose() throws {
        let path = try Path(svgPathData: "M10 10 l10 0 z m5 5 l1 0")
        #expect(path.elements == [.move(to: pt(10, 10)), .line(to: pt(20, 10)), .closeSubpath,
                                  .move(to: pt(15, 15)), .line(to: pt(16, 15))])
    }

    @Test func drawingAfterCloseRestartsAtSubpathStart() throws {
        let path = try Path(svgPathData: "M10 10 L20 10 Z L20 20")
        #expect(path.elements == [.move(to: pt(10, 10)), .line(to: pt(20, 10)), .closeSubpath,
                                  .move(to: pt(10, 10)), .line(to: pt(20, 20))])
    }

    @Test func implicitRepetition() throws {
        #expect(try Path(svgPathData: "M1 2 3 4 5 6").elements
                == [.move(to: pt(1, 2)), .line(to: pt(3, 4)), .line(to: pt(5, 6))])
        #expect(try Path(svgPathData: "m1 2 3 4").elements == [.move(to: pt(1, 2)), .line(to: pt(4, 6))])
        #expect(try Path(svgPathData: "M0 0 H1 2 v3,4").elements
                == [.move(to: pt(0, 0)), .line(to: pt(1, 0)), .line(to: pt(2, 0)), .line(to: pt(2, 3)),
                    .line(to: pt(2, 7))])
    }

    @Test func compactNumbersAndSeparators() throws {
        #expect(try Path(svgPathData: "M1.5.5-1-2").elements == [.move(to: pt(1.5, 0.5)), .line(to: pt(-1, -2))])
        #expect(try Path(svgPathData: "M1e-3 2E+2L+3.,-.5e1").elements
                == [.move(to: pt(0.001, 200)), .line(to: pt(3, -5))])
        #expect(try Path(svgPathData: " \n M 1 , 2\tL3,4 \r\n").elements
                == [.move(to: pt(1, 2)), .line(to: pt(3, 4))])
        let flags = try Path(svgPathData: "M0 0a1 1 0 00.5.5")
        #expect(flags.currentPoint == pt(0.5, 0.5))
        #expect(flags.elements.count > 1)
        #expect(flags == (try Path(svgPathData: "M0 0 a1,1 0 0,0 0.5,0.5")))
    }

    @Test func emptyDataIsAnEmptyPath() throws {
        #expect(try Path(svgPathData: "").isEmpty)
        #expect(try Path(svgPathData: " \t\n").isEmpty)
    }

    // MARK: Errors

    @Test func errorNamesOffsetAndCharacter() {
        #expect(throws: SVGPathDataError(offset: 13, character: "x", expected: .number,
                                         pathBeforeError: Path { $0.move(to: pt(10, 10)) })) {
            try Path(svgPathData: "M 10 10 L 20 x")
        }
        do {
            _ = try Path(svgPathData: "M 10 10 L 20 x")
        } catch {
            #expect(error.description == "invalid path data at offset 13 ('x'): expected a number")
        }
    }

    @Test func errorAtEndOfData() {
        do {
            _ = try Path(svgPathData: "M10")
            Issue.record("M10 must not parse")
        } catch {
            #expect(error.offset == 3 && error.character == nil && error.expected == .number)
            #expect(error.description == "invalid path data at offset 3 (end of data): expected a number")
        }
    }

    @Test(arguments: [
        ("Q 1 2", 0, "Q" as Character?, SVGPathDataError.Expectation.moveTo),
        ("  L1 2", 2, "L", .moveTo),
        ("M0 0 X 1", 5, "X", .command),
        ("M 1 2 Z 3", 8, "3", .command),
        ("M0 0 L1 2,", 10, nil, .number),
        ("M0 0 L1 2, L", 11, "L", .number),
        ("M0 0 L-x", 7, "x", .number),
        ("M0 0 A1 1 0 2 1 5 5", 12, "2", .flag),
        ("M0 0 L1 \u{e9}", 8, "\u{e9}", .number),
        ("M0 0 L1 2e", 9, "e", .command),
    ])
    func malformedData(data: String, offset: Int, character: Character?, expected: SVGPathDataError.Expectation) {
        do {
            _ = try Path(svgPathData: data)
            Issue.record("\(data) must not parse")
        } catch {
            #expect(error.offset == offset)
            #expect(error.character == character)
            #expect(error.expected == expected)
        }
    }

    @Test func errorKeepsCompleteSegments() {
        do {
            _ = try Path(svgPathData: "M0 0 L1 1 2 x")
            Issue.record("must not parse")
        } catch {
            #expect(error.pathBeforeError.elements == [.move(to: pt(0, 0)), .line(to: pt(1, 1))])
        }
    }

    @Test func controlCharactersAreEscapedInDescription() {
        let error = SVGPathDataError(offset: 4, character: "\u{1}", expected: .command)
        #expect(error.description == "invalid path data at offset 4 ('\\u{01}'): expected a path command")
    }

    // MARK: Writing

    @Test func writerUsesAbsoluteCommandsAndShortNumbers() {
        let path = Path { p in
            p.move(to: pt(10, 20.5))
            p.addLine(to: pt(-0.0001, 3.14159))
            p.addQuadCurve(to: pt(1.1, -2), control: pt(100.25, 0.0004))
            p.addCurve(to: pt(7, 8), control1: pt(-1.9996, 2.5), control2: pt(1e20, -0.5))
            p.closeSubpath()
        }
        #expect(path.svgPathData == "M10 20.5 L0 3.142 Q100.25 0 1.1 -2 C-2 2.5 1e+20 -0.5 7 8 Z")
        #expect(path.svgPathData(precision: 1) == "M10 20.5 L0 3.1 Q100.3 0 1.1 -2 C-2 2.5 1e+20 -0.5 7 8 Z")
        #expect(Path { $0.move(to: pt(1234.5678, -0.4)) }.svgPathData(precision: 0) == "M1235 0")
        #expect(Path { $0.move(to: pt(10.5, -123456.25)) }.svgPathData(precision: 15) == "M10.5 -123456.25")
        #expect(Path().svgPathData.isEmpty)
    }

    @Test func writtenDataParsesBackToTheSamePath() throws {
        let path = Path { p in
            p.move(to: pt(10.12345, 20))
            p.addLine(to: pt(-30.5, 40.0001))
            p.addQuadCurve(to: pt(50, 60), control: pt(55.5555, -5))
            p.addCurve(to: pt(0, 0.333333), control1: pt(1, 2), control2: pt(-3.21, 4))
            p.closeSubpath()
            p.move(to: pt(100, 100))
            p.addArc(center: pt(100, 100), radius: 33.3, startAngle: .degrees(10), endAngle: .degrees(300),
                     clockwise: false)
            p.closeSubpath()
        }
        let parsed = try Path(svgPathData: path.svgPathData)
        #expect(nearlyEqual(parsed, path, within: 0.0005 + 1e-12))
        #expect(!nearlyEqual(parsed, path.offsetBy(dx: 0.01, dy: 0), within: 0.0005 + 1e-12))
        #expect(parsed.svgPathData == path.svgPathData)
    }
}
