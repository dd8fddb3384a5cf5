import Testing
@testable import VellumScene
import VellumCore

/// A component whose body contains itself.
struct Forever: Node {
    var body: Forever { Forever() }
}

/// Bad input: typed errors naming the node's path, never a hang or a crash.
@Suite struct ErrorTests {
    @Test(arguments: [Size(width: 0, height: 10), Size(width: 10, height: -1), Size(width: .nan, height: 10),
                      Size(width: 10, height: .infinity)])
    func canvasSizesMustBePositiveAndFinite(size: Size) throws {
        let scene = Scene { Rectangle() }
        let error = sceneError { _ = try scene.displayList(size: size) }
        // Compared by description: a NaN size is not equal to itself.
        #expect(error?.description == SceneError.invalidCanvasSize(size).description)
        #expect(error?.description.hasPrefix("invalid canvas size") == true)
    }

    @Test func aNaNFrameNamesItsPath() throws {
        let error = sceneError { try Probe { ZStack { Rectangle(); Rectangle().frame(width: .nan) } }.list(10, 10) }
        #expect(error == .invalidValue(path: "ZStack[1] > frame", message: "width is not finite (nan)"))
        #expect(error?.description == "ZStack[1] > frame: width is not finite (nan)")
    }

    @Test func aNaNAngleDeepInTheTreeNamesEveryStep() throws {
        let error = sceneError {
            try Probe {
                ZStack {
                    Rectangle()
                    GeometryReader { _ in
                        ForEach(0..<4) { i in
                            Rectangle().rotationEffect(.degrees(i == 3 ? .nan : 0))
                        }
                    }
                }
            }.list(10, 10)
        }
        #expect(error?.description == "ZStack[1] > GeometryReader[3] > ForEach[3] > rotationEffect: angle is not finite (nan)")
    }

    @Test func componentNamesAndTagsAppearInPaths() throws {
        let error = sceneError {
            try Probe { VStack { Dot(color: .red); Dot(color: .blue, side: -3).tag("bad") } }.list(10, 10)
        }
        #expect(error == .invalidValue(path: "VStack[1] > Dot > frame (tag \"bad\")", message: "width is negative (-3.0)"))
    }

    /// A root node with one bad parameter, named by the root's path.
    static func badNode(_ name: String) -> AnyNode {
        switch name {
        case "offset": AnyNode(Rectangle().offset(x: .infinity))
        case "padding": AnyNode(Rectangle().padding(EdgeInsets(top: .nan)))
        case "shadow": AnyNode(Rectangle().shadow(radius: -1))
        case "Rectangle": AnyNode(Rectangle().stroke(.red, lineWidth: -2))
        case "scaleEffect": AnyNode(Rectangle().scaleEffect(x: 1, y: .nan))
        case "opacity": AnyNode(Rectangle().opacity(.nan))
        case "frame": AnyNode(Rectangle().frame(minWidth: 50, maxWidth: 10))
        case "position": AnyNode(Rectangle().position(x: 0, y: -.infinity))
        case "aspectRatio": AnyNode(Rectangle().aspectRatio(0, contentMode: .fit))
        default: AnyNode(HStack(spacing: .nan) { Rectangle() })
        }
    }

    @Test(arguments: [
        ("offset", "x offset is not finite (inf)"),
        ("padding", "top inset is not finite (nan)"),
        ("shadow", "shadow radius is negative (-1.0)"),
        ("Rectangle", "line width is negative (-2.0)"),
        ("scaleEffect", "y scale is not finite (nan)"),
        ("opacity", "opacity is not finite (nan)"),
        ("frame", "minWidth ≤ idealWidth ≤ maxWidth does not hold (50.0, nil, 10.0)"),
        ("position", "y is not finite (-inf)"),
        ("aspectRatio", "ratio must be finite and greater than zero (0.0)"),
        ("HStack", "spacing is not finite (nan)"),
    ])
    func badParametersAreReportedWithTheirNode(node: String, message: String) throws {
        let error = sceneError { try Probe { Self.badNode(node) }.list(10, 10) }
        #expect(error == .invalidValue(path: node, message: message))
    }

    @Test func aShapeWithANonFiniteOutlineIsAnError() throws {
        let error = sceneError { try Probe { Path { $0.move(to: Point(x: .nan, y: 0)) } }.list(10, 10) }
        #expect(error == .invalidValue(path: "Path", message: "the shape's outline has non-finite coordinates"))
    }

    @Test func aNodeLaidOutAtAnInfiniteSizeIsAnError() throws {
        let error = sceneError {
            try Probe { Rectangle().frame(width: 1.5e308).padding(EdgeInsets(leading: 1.5e308)) }.list(10, 10)
        }
        guard case .invalidValue(let path, let message) = error else {
            Issue.record("expected an invalid value, got \(String(describing: error))")
            return
        }
        #expect(path == "padding")
        #expect(message.contains("non-finite frame"))
    }

    @Test func aComponentContainingItselfIsAnErrorNotACrash() throws {
        let error = sceneError { try Probe { Forever() }.list(10, 10) }
        guard case .invalidStructure(_, let message) = error else {
            Issue.record("expected a structure error, got \(String(describing: error))")
            return
        }
        #expect(message.contains("nest more than \(BuildContext.maximumDepth) deep"))
    }

    @Test func aTagOnSeveralNodesIsAnError() throws {
        let error = sceneError { try Probe { HStack { ForEach(0..<3) { _ in Circle() }.tag("all") } }.list(10, 10) }
        guard case .invalidStructure(let path, let message) = error else {
            Issue.record("expected a structure error, got \(String(describing: error))")
            return
        }
        #expect(path == "tag \"all\"")
        #expect(message.contains("makes 3"))
    }
}
