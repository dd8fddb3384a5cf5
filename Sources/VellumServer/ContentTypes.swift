import HTTPTypes
import VellumCore

/// The media types of the formats served, and the headers that go with them.
enum ContentTypes {
    /// `X-Content-Type-Options`: browsers take the picture for what the `Content-Type` says.
    static let optionsField = HTTPField.Name("X-Content-Type-Options")!

    /// The media type of a format by its name; a format the server does not know the type of is
    /// served as bytes.
    static func mediaType(of format: OutputFormat) -> String {
        switch format.name {
        case "svg": "image/svg+xml"
        case "png", "cairo": "image/png"
        case "pdf": "application/pdf"
        case "ps", "eps": "application/postscript"
        default: "application/octet-stream"
        }
    }
}
