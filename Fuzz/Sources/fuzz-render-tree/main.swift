import FuzzSupport
import VellumCore
import VellumRaster

/// A random display list — paths, paints, strokes, clips, masks, layers with shadows, symbol uses, with
/// NaN, infinite and huge numbers — read into a render tree (or rejected with ``RenderError``)
/// and rendered on a small canvas: cold, then twice more with one backend (the second frame keeps
/// what it prepared, the third composites kept spans), then as damage. Every one of them must
/// give the bytes of the cold frame; a difference stops the fuzzer like a crash.
func fuzzRenderTree(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(start, count)
    var symbolOps: [DrawOperation] = []
    for _ in 0..<input.index(4) { symbolOps.append(operation(&input, symbols: false)) }
    var ops: [DrawOperation] = []
    while input.hasMore && ops.count < 64 { ops.append(operation(&input, symbols: true)) }
    let list = DisplayList(ops, symbols: ["s": DisplayList(symbolOps)])
    guard let tree = try? RenderTree(list) else { return 0 }
    let backend = RasterBackend()
    guard let cold = try? backend.render(tree, size: Size(width: 48, height: 40)) else { return 0 }
    for frame in 2...3 {
        let warm = try? backend.render(tree, size: Size(width: 48, height: 40))
        precondition(warm == cold, "frame \(frame) of an unchanged tree differs from the first")
    }
    var pixmap = cold
    backend.render(tree, into: &pixmap, damage: .regions([Rect(x: 5, y: 7, width: 20, height: 11), Rect(x: 30, y: 2, width: 9, height: 30)]))
    precondition(pixmap == cold, "a redrawn region differs from the whole frame")
    return 0
}

func operation(_ input: inout FuzzInput, symbols: Bool) -> DrawOperation {
    switch input.index(symbols ? 10 : 9) {
    case 0: .fill(path(&input), paint: paint(&input), rule: input.byte() % 2 == 0 ? .nonZero : .evenOdd,
                  transform: transform(&input))
    case 1: .stroke(path(&input), paint: paint(&input), style: style(&input), transform: transform(&input))
    case 2: .pushClip(path(&input), rule: .evenOdd, transform: transform(&input))
    case 3: .popClip
    case 4: .beginLayer(opacity: input.number(), shadow: input.byte() % 2 == 0 ? nil
                        : Shadow(color: color(&input), radius: input.number(), x: input.number(), y: input.number()))
    case 5: .endLayer
    case 6: .fill(Path(ellipseIn: Rect(x: input.number(), y: input.number(), width: input.number(),
                                       height: input.number())), paint: paint(&input), rule: .nonZero, transform: .identity)
    case 7: .beginMask(input.byte() % 2 == 0 ? .luminance : .alpha, content: DisplayList([
        .fill(path(&input), paint: paint(&input), rule: .nonZero, transform: transform(&input)),
    ]))
    case 8: .endMask
    default: .useSymbol("s", transform: transform(&input))
    }
}

func path(_ input: inout FuzzInput) -> Path {
    var path = Path()
    for _ in 0..<input.index(12) {
        switch input.index(5) {
        case 0: path.move(to: input.point())
        case 1: path.addLine(to: input.point())
        case 2: path.addQuadCurve(to: input.point(), control: input.point())
        case 3: path.addCurve(to: input.point(), control1: input.point(), control2: input.point())
        default: path.closeSubpath()
        }
    }
    return path
}

func color(_ input: inout FuzzInput) -> Color {
    Color(red: input.number(), green: input.number(), blue: input.number(), opacity: input.number())
}

func paint(_ input: inout FuzzInput) -> Paint {
    switch input.index(3) {
    case 0: .color(color(&input))
    case 1: .linearGradient(LinearGradient(gradient: Gradient(colors: [color(&input), color(&input)]),
                                           start: input.point(), end: input.point()))
    default: .radialGradient(RadialGradient(gradient: Gradient(colors: [color(&input), color(&input)]),
                                            center: input.point(), radius: input.number(), focus: input.point()))
    }
}

func style(_ input: inout FuzzInput) -> StrokeStyle {
    StrokeStyle(lineWidth: input.number(), lineCap: [.butt, .round, .square][input.index(3)],
                lineJoin: [.miter, .round, .bevel][input.index(3)], miterLimit: input.number(),
                dash: input.byte() % 2 == 0 ? [] : [input.number(), input.number()], dashPhase: input.number())
}

func transform(_ input: inout FuzzInput) -> AffineTransform {
    input.byte() % 3 == 0 ? .identity
        : AffineTransform(a: input.number(), b: input.number(), c: input.number(), d: input.number(),
                          tx: input.number(), ty: input.number())
}

runFuzzer(fuzzRenderTree)
