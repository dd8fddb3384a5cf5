import VellumCore

/// A ``VellumCore/FilterGraph``'s primitives as SVG filter primitive elements, in the user
/// space of the `<filter>` they go in (the graph's transform applied: subregions mapped, lengths
/// scaled), with `primitiveUnits="userSpaceOnUse"`. Results are named `prefix` and the
/// primitive's index; the graph's `SourceGraphic` is `source` when given.
struct SVGFilterGraph {
    let graph: FilterGraph
    let format: SVGNumberFormat
    let prefix: String

    func primitives(source: String?) -> [SVGNode] {
        var alpha: [SVGNode] = []
        if let source, graph.primitives.contains(where: { $0.inputs.contains(.sourceAlpha) }) {
            // The alpha of the chain's result so far stands for SourceAlpha.
            alpha = [SVGNode("feColorMatrix", [("in", source), ("type", "matrix"),
                                               ("values", "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0"),
                                               ("result", "\(prefix)-alpha")])]
        }
        return alpha + graph.primitives.enumerated().map { i, primitive in
            var node = element(primitive.kind)
            var box = primitive.subregion.applying(graph.transform)
            if case .image(let paint, let clip) = primitive.kind {
                // The picture's own rectangle, stretched into it, stands for its placement.
                box = (paint.pixelRect.applying(paint.transform).intersection(clip) ?? clip).applying(graph.transform)
            }
            var attributes: [(String, String?)] = []
            for (k, input) in primitive.inputs.enumerated() where !isMerge(primitive.kind) {
                attributes.append((k == 0 ? "in" : "in2", name(input, source: source)))
            }
            attributes += [("x", format(box.minX)), ("y", format(box.minY)), ("width", format(box.width)),
                           ("height", format(box.height)),
                           ("color-interpolation-filters", primitive.colorSpace == .sRGB ? "sRGB" : "linearRGB"),
                           ("result", "\(prefix)-\(i)")]
            node.attributes = SVGNode("x", attributes).attributes + node.attributes
            if isMerge(primitive.kind) {
                node.children = primitive.inputs.map { SVGNode("feMergeNode", [("in", name($0, source: source))]) }
            }
            return node
        }
    }

    private func isMerge(_ kind: FilterPrimitiveKind) -> Bool {
        if case .merge = kind { true } else { false }
    }

    private func name(_ input: FilterInput, source: String?) -> String {
        switch input {
        case .sourceGraphic: return source ?? "SourceGraphic"
        case .sourceAlpha: return source == nil ? "SourceAlpha" : "\(prefix)-alpha"
        case .result(let i): return "\(prefix)-\(i)"
        }
    }

    private func numbers(_ values: [Double]) -> String { values.map { format($0) }.joined(separator: " ") }

    private func length(_ x: Double, _ y: Double) -> String {
        let s = graph.scale
        return numbers([x * s.x, y * s.y])
    }

    private func element(_ kind: FilterPrimitiveKind) -> SVGNode {
        switch kind {
        case .gaussianBlur(let x, let y, let edges):
            return SVGNode("feGaussianBlur", [("stdDeviation", length(x, y)),
                                              ("edgeMode", edges == .none ? nil : edges.rawValue)])
        case .offset(let dx, let dy):
            let s = graph.scale
            return SVGNode("feOffset", [("dx", format(dx * s.x)), ("dy", format(dy * s.y))])
        case .flood(let c):
            return SVGNode("feFlood", [("flood-color", c.opaqueHexString),
                                       ("flood-opacity", SVGPaintDefs.opacity(c.alpha, format))])
        case .blend(let mode): return SVGNode("feBlend", [("mode", mode.cssName ?? "normal")])
        case .composite(let op): return composite(op)
        case .merge: return SVGNode("feMerge")
        case .colorMatrix(let m):
            return SVGNode("feColorMatrix", [("type", "matrix"), ("values", numbers(m.values))])
        case .componentTransfer(let functions):
            return SVGNode("feComponentTransfer", children: zip(["feFuncR", "feFuncG", "feFuncB", "feFuncA"], functions)
                .map { transfer($0, $1) })
        case .morphology(let dilate, let rx, let ry):
            return SVGNode("feMorphology", [("operator", dilate ? "dilate" : "erode"), ("radius", length(rx, ry))])
        case .convolveMatrix(let k):
            return SVGNode("feConvolveMatrix", [
                ("order", "\(k.columns) \(k.rows)"), ("kernelMatrix", numbers(k.values)),
                ("divisor", format(k.divisor)), ("bias", format(k.bias)), ("targetX", "\(k.targetX)"),
                ("targetY", "\(k.targetY)"), ("edgeMode", "\(k.edgeMode)"),
                ("preserveAlpha", k.preserveAlpha ? "true" : "false"),
            ])
        case .tile: return SVGNode("feTile")
        case .turbulence(let t):
            return SVGNode("feTurbulence", [
                ("type", t.fractalNoise ? "fractalNoise" : "turbulence"),
                ("baseFrequency", numbers([t.baseFrequencyX, t.baseFrequencyY])), ("numOctaves", "\(t.octaves)"),
                ("seed", "\(t.seed)"), ("stitchTiles", t.stitchTiles ? "stitch" : "noStitch"),
            ])
        case .displacementMap(let scale, let xc, let yc):
            let channels = ["R", "G", "B", "A"]
            return SVGNode("feDisplacementMap", [("scale", format(scale * graph.scale.x)),
                                                 ("xChannelSelector", channels[min(max(xc, 0), 3)]),
                                                 ("yChannelSelector", channels[min(max(yc, 0), 3)])])
        case .lighting(let l): return lighting(l)
        case .image(let paint, _):
            return SVGNode("feImage", [("preserveAspectRatio", "none"), ("href", SVGPaintDefs.dataURI(paint.image))])
        case .dropShadow(let dx, let dy, let x, let y, let c):
            let s = graph.scale
            return SVGNode("feDropShadow", [("dx", format(dx * s.x)), ("dy", format(dy * s.y)),
                                            ("stdDeviation", length(x, y)),
                                            ("flood-color", c.opaqueHexString),
                                            ("flood-opacity", SVGPaintDefs.opacity(c.alpha, format))])
        }
    }

    private func composite(_ op: FilterCompositeOperator) -> SVGNode {
        switch op {
        case .over: return SVGNode("feComposite", [("operator", "over")])
        case .in: return SVGNode("feComposite", [("operator", "in")])
        case .out: return SVGNode("feComposite", [("operator", "out")])
        case .atop: return SVGNode("feComposite", [("operator", "atop")])
        case .xor: return SVGNode("feComposite", [("operator", "xor")])
        case .arithmetic(let k1, let k2, let k3, let k4):
            return SVGNode("feComposite", [("operator", "arithmetic"), ("k1", format(k1)), ("k2", format(k2)),
                                           ("k3", format(k3)), ("k4", format(k4))])
        }
    }

    private func transfer(_ name: String, _ f: TransferFunction) -> SVGNode {
        switch f {
        case .identity: return SVGNode(name, [("type", "identity")])
        case .table(let v): return SVGNode(name, [("type", "table"), ("tableValues", numbers(v))])
        case .discrete(let v): return SVGNode(name, [("type", "discrete"), ("tableValues", numbers(v))])
        case .linear(let slope, let intercept):
            return SVGNode(name, [("type", "linear"), ("slope", format(slope)), ("intercept", format(intercept))])
        case .gamma(let a, let e, let o):
            return SVGNode(name, [("type", "gamma"), ("amplitude", format(a)), ("exponent", format(e)),
                                  ("offset", format(o))])
        }
    }

    private func lighting(_ l: Lighting) -> SVGNode {
        let light: SVGNode
        switch l.light {
        case .distant(let azimuth, let elevation):
            light = SVGNode("feDistantLight", [("azimuth", format(azimuth)), ("elevation", format(elevation))])
        case .point(let x, let y, let z):
            let p = Point(x: x, y: y).applying(graph.transform)
            light = SVGNode("fePointLight", [("x", format(p.x)), ("y", format(p.y)), ("z", format(z))])
        case .spot(let x, let y, let z, let ax, let ay, let az, let exponent, let cone):
            let p = Point(x: x, y: y).applying(graph.transform), a = Point(x: ax, y: ay).applying(graph.transform)
            light = SVGNode("feSpotLight", [("x", format(p.x)), ("y", format(p.y)), ("z", format(z)),
                                            ("pointsAtX", format(a.x)), ("pointsAtY", format(a.y)),
                                            ("pointsAtZ", format(az)), ("specularExponent", format(exponent)),
                                            ("limitingConeAngle", cone.map { format($0) })])
        }
        return SVGNode(l.specular ? "feSpecularLighting" : "feDiffuseLighting", [
            ("surfaceScale", format(l.surfaceScale)),
            (l.specular ? "specularConstant" : "diffuseConstant", format(l.constant)),
            ("specularExponent", l.specular ? format(l.specularExponent) : nil),
            ("lighting-color", l.color.opaqueHexString),
        ], children: [light])
    }
}
