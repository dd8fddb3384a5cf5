import Vellum
import VellumComponents

/// A badge logo given as a `data:` URI, as shields.io takes one: the picture travels in the
/// parameter itself, so neither the command line nor the server reads a file it is told of.
enum LogoDataURI {
    /// The longest URI taken: a 16 KiB picture in base64, and its header.
    static let maximumLength = 22_000

    /// The picture `uri` holds, or `nil` for an empty parameter.
    ///
    /// - Throws: ``ComponentError/invalidValue(component:parameter:_:)`` naming `logo` when the
    ///   text is no base64 `data:image/…` URI or its bytes are no picture Vellum decodes.
    static func image(_ uri: String) throws(ComponentError) -> Image? {
        guard !uri.isEmpty else { return nil }
        let allowed = "a data:image/png, jpeg, gif or webp URI in base64"
        guard let comma = uri.firstIndex(of: ","),
              uri[..<comma].hasPrefix("data:image/"), uri[..<comma].hasSuffix(";base64"),
              let bytes = Data(base64Encoded: String(uri[uri.index(after: comma)...])) else {
            throw reject(uri, allowed)
        }
        do throws(ImageDecodingError) {
            return Image(try RasterImage(encodedData: [UInt8](bytes)))
        } catch {
            throw reject(uri, "\(allowed) (\(error))")
        }
    }

    /// A white check mark in a ring, 28 pixels square, as a data URI: the gallery's example logo.
    static let checkMark: String = {
        let mark = Path { path in
            path.move(to: Point(x: 8, y: 14.5))
            path.addLine(to: Point(x: 12.5, y: 19))
            path.addLine(to: Point(x: 20, y: 10))
        }
        guard var pixmap = try? Pixmap(width: 28, height: 28),
              (try? pixmap.draw { context in
                  context.stroke(Path(ellipseIn: Rect(x: 2, y: 2, width: 24, height: 24)), with: .color(.white), lineWidth: 2.5)
                  context.stroke(mark, with: .color(.white), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
              }) != nil,
              let png = try? pixmap.pngData() else { return "" }
        return "data:image/png;base64," + Data(png).base64EncodedString()
    }()

    private static func reject(_ uri: String, _ allowed: String) -> ComponentError {
        // The value is shown cut short: a URI can be thousands of characters long.
        let shown = uri.count > 40 ? uri.prefix(40) + "…" : Substring(uri)
        return .invalidValue(component: "shields-badge", parameter: "logo",
                             ParameterValueError(value: String(shown), allowed: allowed))
    }
}
