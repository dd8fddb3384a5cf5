import VellumCore

extension PrimitiveReader {
    /// The primitive's kind and the problems with its attributes; a `nil` kind makes the
    /// primitive transparent black (an error in its parameters, as the spec has it). A negative
    /// blur deviation or morphology radius passes the input through, as browsers do.
    func kind(tileSource: Rect) -> (FilterPrimitiveKind?, [PropertyProblem]) {
        var problems: [PropertyProblem] = []
        func problem(_ name: String, _ reason: String) {
            problems.append(PropertyProblem(property: name, value: element[name] ?? "", reason: reason))
        }
        let passThrough = FilterPrimitiveKind.offset(dx: 0, dy: 0)
        switch element.name {
        case "feGaussianBlur":
            guard let (x, y) = pair("stdDeviation", 0) else { problem("stdDeviation", "not one or two numbers"); return (passThrough, problems) }
            if x < 0 || y < 0 { problem("stdDeviation", "negative"); return (passThrough, problems) }
            if x == 0 && y == 0 { return (passThrough, problems) }
            let edgeText = element["edgeMode"]?.trimmedValue ?? "none"
            let edges = BlurEdgeMode(rawValue: edgeText)
            if edges == nil { problem("edgeMode", "not none, duplicate or wrap") }
            let kind = FilterPrimitiveKind.gaussianBlur(x: length(x, horizontal: true), y: length(y, horizontal: false),
                                                         edgeMode: edges ?? BlurEdgeMode.none)
            return (kind, problems)
        case "feOffset":
            return (.offset(dx: length(number("dx", 0), horizontal: true), dy: length(number("dy", 0), horizontal: false)), problems)
        case "feFlood":
            return (.flood(color("flood-color", opacity: "flood-opacity", fallback: .black)), problems)
        case "feDropShadow":
            guard let (x, y) = pair("stdDeviation", 2), x >= 0, y >= 0 else {
                problem("stdDeviation", "not one or two numbers of 0 or more"); return (nil, problems)
            }
            return (.dropShadow(dx: length(number("dx", 2), horizontal: true), dy: length(number("dy", 2), horizontal: false),
                                x: length(x, horizontal: true), y: length(y, horizontal: false),
                                color: color("flood-color", opacity: "flood-opacity", fallback: .black)), problems)
        case "feBlend":
            let text = element["mode"]?.trimmedValue ?? "normal"
            guard let mode = BlendMode(cssName: text) else { problem("mode", "not a blend mode"); return (.blend(.normal), problems) }
            return (.blend(mode), problems)
        case "feComposite": return (.composite(compositeOperator(&problems)), problems)
        case "feMerge": return (.merge, problems)
        case "feColorMatrix": return (.colorMatrix(colorMatrix(&problems)), problems)
        case "feComponentTransfer": return (.componentTransfer(transferFunctions()), problems)
        case "feMorphology":
            let dilate = element["operator"]?.trimmedValue == "dilate"
            guard let (rx, ry) = pair("radius", 0) else { problem("radius", "not one or two numbers"); return (passThrough, problems) }
            if rx < 0 || ry < 0 { problem("radius", "negative"); return (passThrough, problems) }
            if rx == 0 && ry == 0 { return (passThrough, problems) }
            return (.morphology(dilate: dilate, radiusX: length(rx, horizontal: true), radiusY: length(ry, horizontal: false)),
                    problems)
        case "feConvolveMatrix":
            let kernel = convolveKernel(&problems)
            return (kernel.map { .convolveMatrix($0) }, problems)
        case "feTile": return (.tile(source: tileSource), problems)
        case "feTurbulence":
            let t = turbulence(&problems)
            return (t.map { .turbulence($0) }, problems)
        case "feDisplacementMap":
            let channels = ["R": 0, "G": 1, "B": 2, "A": 3]
            return (.displacementMap(scale: length(number("scale", 0), horizontal: true),
                                     xChannel: channels[element["xChannelSelector"]?.trimmedValue ?? "A"] ?? 3,
                                     yChannel: channels[element["yChannelSelector"]?.trimmedValue ?? "A"] ?? 3), problems)
        case "feDiffuseLighting", "feSpecularLighting":
            return (lighting(&problems).map { .lighting($0) }, problems)
        default:
            return (nil, problems)
        }
    }

    private func compositeOperator(_ problems: inout [PropertyProblem]) -> FilterCompositeOperator {
        switch element["operator"]?.trimmedValue ?? "over" {
        case "in": return .in
        case "out": return .out
        case "atop": return .atop
        case "xor": return .xor
        case "arithmetic":
            return .arithmetic(k1: number("k1", 0), k2: number("k2", 0), k3: number("k3", 0), k4: number("k4", 0))
        case "over": return .over
        default:
            problems.append(PropertyProblem(property: "operator", value: element["operator"] ?? "", reason: "not an operator"))
            return .over
        }
    }

    private func colorMatrix(_ problems: inout [PropertyProblem]) -> ColorMatrix {
        let values = numbers("values")
        switch element["type"]?.trimmedValue ?? "matrix" {
        case "saturate":
            guard let v = values else { return .identity }
            return Filter.saturation(v[0]).matrix ?? .identity
        case "hueRotate":
            return Filter.hueRotation(.degrees(values?.first ?? 0)).matrix ?? .identity
        case "luminanceToAlpha":
            return Filter.luminanceToAlpha.matrix ?? .identity
        default:
            // An unknown type is the default, `matrix` (as resvg and Chromium read it).
            if element["type"].map({ $0.trimmedValue != "matrix" }) == true {
                problems.append(PropertyProblem(property: "type", value: element["type"] ?? "", reason: "not a matrix type"))
            }
            guard let v = values else { return .identity }
            guard v.count == 20 else {
                problems.append(PropertyProblem(property: "values", value: element["values"] ?? "",
                                                reason: "\(v.count) numbers, not 20"))
                return .identity
            }
            return ColorMatrix(v)
        }
    }

    /// One function per channel: the last `feFuncR`, `feFuncG`, `feFuncB`, `feFuncA` child.
    private func transferFunctions() -> [TransferFunction] {
        ["feFuncR", "feFuncG", "feFuncB", "feFuncA"].map { name in
            guard let child = childElements.last(where: { $0.name == name }) else { return .identity }
            let reader = PrimitiveReader(element: child, frame: frame, style: style, declarations: [])
            switch child["type"]?.trimmedValue {
            case "table": return reader.numbers("tableValues").map { .table($0) } ?? .identity
            case "discrete": return reader.numbers("tableValues").map { .discrete($0) } ?? .identity
            case "linear": return .linear(slope: reader.number("slope", 1), intercept: reader.number("intercept", 0))
            case "gamma":
                return .gamma(amplitude: reader.number("amplitude", 1), exponent: reader.number("exponent", 1),
                              offset: reader.number("offset", 0))
            default: return .identity
            }
        }
    }

    private func convolveKernel(_ problems: inout [PropertyProblem]) -> ConvolveKernel? {
        func fail(_ name: String, _ reason: String) -> ConvolveKernel? {
            problems.append(PropertyProblem(property: name, value: element[name] ?? "", reason: reason))
            return nil
        }
        guard let (ox, oy) = pair("order", 3), ox >= 1, oy >= 1, ox == ox.rounded(), oy == oy.rounded() else {
            return fail("order", "not one or two positive whole numbers")
        }
        let (columns, rows) = (Int(min(ox, 1e6)), Int(min(oy, 1e6)))
        guard columns * rows <= FilterPrimitiveKind.maxKernelValues else {
            return fail("order", "kernel larger than \(FilterPrimitiveKind.maxKernelValues) values")
        }
        guard let values = numbers("kernelMatrix"), values.count == columns * rows else {
            return fail("kernelMatrix", "not \(columns * rows) numbers")
        }
        // A sum that is zero but for rounding (0.1 eight times less 0.8) is zero: 1 divides.
        let sum = values.reduce(0, +), magnitude = values.reduce(0) { $0 + abs($1) }
        var divisor = abs(sum) <= magnitude * 1e-9 ? 1 : sum
        if element["divisor"] != nil {
            let d = number("divisor", divisor)
            if d == 0 { return fail("divisor", "zero") }
            divisor = d
        }
        let tx = number("targetX", Double(columns / 2)), ty = number("targetY", Double(rows / 2))
        guard tx >= 0, ty >= 0, tx < Double(columns), ty < Double(rows) else {
            return fail(tx < 0 || tx >= Double(columns) ? "targetX" : "targetY", "outside the kernel")
        }
        let edges: [String: ConvolveKernel.EdgeMode] = ["duplicate": .duplicate, "wrap": .wrap, "none": .none]
        let edgeMode = edges[element["edgeMode"]?.trimmedValue ?? "duplicate"] ?? .duplicate
        return ConvolveKernel(columns: columns, rows: rows, values: values, divisor: divisor, bias: number("bias", 0),
                              targetX: Int(tx), targetY: Int(ty), edgeMode: edgeMode,
                              preserveAlpha: element["preserveAlpha"]?.trimmedValue == "true")
    }

    private func turbulence(_ problems: inout [PropertyProblem]) -> Turbulence? {
        guard let (fx, fy) = pair("baseFrequency", 0), fx >= 0, fy >= 0 else {
            problems.append(PropertyProblem(property: "baseFrequency", value: element["baseFrequency"] ?? "",
                                            reason: "not one or two numbers of 0 or more"))
            return nil
        }
        let octaves = number("numOctaves", 1)
        let seed = number("seed", 0).rounded(.towardZero)
        return Turbulence(baseFrequencyX: fx, baseFrequencyY: fy, octaves: Int(min(max(octaves, 0), 24)),
                          seed: Int(min(max(seed, -2147483647), 2147483647)),
                          stitchTiles: element["stitchTiles"]?.trimmedValue == "stitch",
                          fractalNoise: element["type"]?.trimmedValue == "fractalNoise")
    }

    private func lighting(_ problems: inout [PropertyProblem]) -> Lighting? {
        let specular = element.name == "feSpecularLighting"
        guard let source = childElements.first(where: { ["feDistantLight", "fePointLight", "feSpotLight"].contains($0.name) })
        else { return nil }
        let l = PrimitiveReader(element: source, frame: frame, style: style, declarations: [])
        func point(_ x: String, _ y: String, _ z: String) -> (Double, Double, Double) {
            var p = (l.number(x, 0), l.number(y, 0), l.number(z, 0))
            if frame.boxUnits, let box = frame.box {
                p = (box.minX + p.0 * box.width, box.minY + p.1 * box.height,
                     p.2 * ((box.width * box.width + box.height * box.height) / 2).squareRoot())
            }
            return p
        }
        let light: Lighting.Light
        switch source.name {
        case "feDistantLight": light = .distant(azimuth: l.number("azimuth", 0), elevation: l.number("elevation", 0))
        case "fePointLight":
            let p = point("x", "y", "z")
            light = .point(x: p.0, y: p.1, z: p.2)
        default:
            let p = point("x", "y", "z"), a = point("pointsAtX", "pointsAtY", "pointsAtZ")
            // A negative exponent is the default, 1, as in browsers (it would focus the light
            // away from where it points).
            var focus = l.number("specularExponent", 1)
            if focus < 0 {
                problems.append(PropertyProblem(property: "specularExponent", value: source["specularExponent"] ?? "",
                                                reason: "negative on feSpotLight (1 is used)"))
                focus = 1
            }
            light = .spot(x: p.0, y: p.1, z: p.2, atX: a.0, atY: a.1, atZ: a.2, exponent: focus,
                          coneAngle: l.numbers("limitingConeAngle")?.first)
        }
        let exponent = number("specularExponent", 1)
        if specular, !(1...128).contains(exponent) {
            problems.append(PropertyProblem(property: "specularExponent", value: element["specularExponent"] ?? "",
                                            reason: "outside 1…128"))
            return nil
        }
        return Lighting(specular: specular, surfaceScale: number("surfaceScale", 1),
                        constant: number(specular ? "specularConstant" : "diffuseConstant", 1),
                        specularExponent: exponent, color: color("lighting-color", opacity: nil, fallback: .white),
                        light: light)
    }
}

extension String {
    /// The value without the spaces around it, as a string.
    var trimmedValue: String { String(trimmingSpaces) }
}
