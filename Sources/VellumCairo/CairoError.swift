import CCairo

/// Why the Cairo backend could not render.
public enum CairoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A page side exceeds what PDF and PostScript readers accept (``CairoDocumentBackend/maxPageSide``).
    case pageTooLarge(width: Double, height: Double, limit: Double)
    /// Cairo reported an error while `operation` ran.
    case cairo(operation: String, status: String)

    public var description: String {
        switch self {
        case .pageTooLarge(let w, let h, let limit):
            "canvas size \(Self.format(w))×\(Self.format(h)) is too large for a PDF or PostScript page: "
                + "each side must be at most \(Self.format(limit)) points"
        case .cairo(let operation, let status):
            "cairo failed to \(operation): \(status)"
        }
    }

    private static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }

    /// Throws when `status` is not success.
    static func check(_ status: cairo_status_t, _ operation: String) throws(CairoError) {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .cairo(operation: operation, status: String(cString: cairo_status_to_string(status)))
        }
    }
}
