import Foundation
import Vellum
import VellumComponents

/// A picture asked for by URL, validated and normalised: the component, the format, every
/// parameter's value in canonical form (defaults filled in), the canvas and the scale. Two URLs
/// that ask for the same picture — parameters in another order, `level=03` for `level=3`, a
/// default written out — make equal requests and so the same `ETag`.
struct RenderRequest {
    /// The query parameters the server reads itself; the others go to the component.
    static let serverParameters = ["size", "scale", "cacheSeconds"]

    let component: Component
    let format: OutputFormat
    /// Every parameter's validated value, with the canvas size in logical pixels.
    let values: ParameterValues
    let scale: Double
    /// Whether the picture shows the present moment: an instant left to default to now, or `now`.
    let dependsOnNow: Bool
    /// The embedding page's choice of `max-age`, if it made one.
    let cacheSeconds: Int?

    /// Reads `/render/{name}.{ext}?{query}`; `now` stands for the present moment, to the second.
    init(name: String, fileExtension: String, query: QueryString, registry: ComponentRegistry,
         formats: OutputFormats, limits: ServerLimits, now: Date) throws(ServerError) {
        do {
            component = try registry.component(named: name)
        } catch {
            throw ServerError(error)
        }
        guard let format = formats.formats.last(where: { $0.fileExtensions.contains(fileExtension.lowercased()) }) else {
            throw ServerError(.notFound, "not-found", "no format has the extension '.\(fileExtension)'",
                              value: fileExtension, allowed: formats.formats.flatMap(\.fileExtensions).joined(separator: ", "))
        }
        self.format = format
        var query = query
        let canvas = try Self.canvas(query.take("size"), component: component)
        scale = try Self.scale(query.take("scale"))
        try Self.checkArea(canvas, scale: scale, limits: limits)
        cacheSeconds = try query.take("cacheSeconds").map { text throws(ServerError) in
            guard let seconds = Int(text), (0...limits.maxCacheSeconds).contains(seconds) else {
                throw .invalid("cacheSeconds", text, allowed: "a whole number of seconds from 0 to \(limits.maxCacheSeconds)")
            }
            return seconds
        }
        let (arguments, dependsOnNow) = Self.resolvingNow(query.values, of: component, now: now)
        self.dependsOnNow = dependsOnNow
        do {
            values = try component.values(from: arguments, size: canvas, now: now)
        } catch {
            throw ServerError(error)
        }
    }

    /// The canonical form of the request, from which the `ETag` is made: the component, the
    /// format, the canvas, the scale and every parameter's value, sorted by name.
    var canonicalText: String {
        let size = values.canvasSize
        var text = "\(component.name).\(format.name)?size=\(size.width)x\(size.height)&scale=\(scale)"
        for parameter in component.parameters.sorted(by: { $0.name < $1.name }) {
            text.append("&")
            text.append(parameter.name)
            text.append("=")
            text.append(values[parameter.name]?.description ?? "")
        }
        return text
    }

    /// A strong validator: the same picture always has it, another picture (almost surely) not.
    var entityTag: String {
        "\"" + StableHash.hex(of: canonicalText) + "\""
    }

    /// `time=now` names the present moment, and an instant left out defaults to it: both make
    /// the picture depend on when it is asked for.
    private static func resolvingNow(_ arguments: [String: String], of component: Component,
                                     now: Date) -> ([String: String], Bool) {
        var arguments = arguments
        var dependsOnNow = false
        for parameter in component.parameters where parameter.kind == .instant {
            let given = arguments[parameter.name]?.trimmingCharacters(in: .whitespaces).lowercased()
            if given == "now" { arguments[parameter.name] = ParameterValue.instant(now).description }
            if given == "now" || (given == nil && parameter.defaultValue == .now) { dependsOnNow = true }
        }
        return (arguments, dependsOnNow)
    }

    private static func canvas(_ text: String?, component: Component) throws(ServerError) -> Size {
        guard let text else { return component.defaultSize }
        do {
            let size = try PixelSize.parse(text)
            return Size(width: Double(size.width), height: Double(size.height))
        } catch {
            throw .invalid("size", text, allowed: "WIDTHxHEIGHT in whole pixels, e.g. 128x128")
        }
    }

    private static func scale(_ text: String?) throws(ServerError) -> Double {
        guard let text else { return 1 }
        guard let scale = Double(text), scale.isFinite, (0.1...8).contains(scale) else {
            throw .invalid("scale", text, allowed: "a number from 0.1 to 8")
        }
        return scale
    }

    private static func checkArea(_ canvas: Size, scale: Double, limits: ServerLimits) throws(ServerError) {
        let width = (canvas.width * scale).rounded(.up), height = (canvas.height * scale).rounded(.up)
        let side = Double(limits.maxCanvasSide)
        guard width <= side, height <= side, width * height <= Double(limits.maxCanvasPixels) else {
            throw .limit("the picture would be \(Int(width))x\(Int(height)) pixels", parameter: "size",
                         allowed: "at most \(limits.maxCanvasSide) pixels a side and \(limits.maxCanvasPixels) "
                            + "pixels in all, after scale")
        }
    }
}

/// A 128-bit FNV-1a hash of text, the same in every process and on every machine (unlike
/// `Hasher`, which is seeded per process), so that instances behind a load balancer agree on
/// `ETag`s.
enum StableHash {
    static func hex(of text: String) -> String {
        // Two 64-bit FNV-1a lanes with different offsets: 128 bits make collisions negligible.
        var a: UInt64 = 0xcbf2_9ce4_8422_2325, b: UInt64 = 0x6c62_272e_07bb_0142
        for byte in text.utf8 {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            b = (b ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return String(a, radix: 16).leftPadded(to: 16) + String(b, radix: 16).leftPadded(to: 16)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
