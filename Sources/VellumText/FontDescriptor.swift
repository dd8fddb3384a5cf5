/// What font a caller asks for: a family looked up through fontconfig, or a font file.
///
///     FontDescriptor(family: "DejaVu Sans", weight: .bold)
///     FontDescriptor()                                   // the default family, regular
///     FontDescriptor(file: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", faceIndex: 1)
///
/// A descriptor is only a request; ``FontLibrary/font(for:)`` resolves it to a ``Font`` and says,
/// through ``Font/resolutionWarning``, when the family had to be substituted.
public struct FontDescriptor: Hashable, Sendable {
    /// Where the font comes from.
    public enum Source: Hashable, Sendable {
        /// A family name for fontconfig; `nil` asks for ``FontDescriptor/defaultFamily``.
        case family(String?)
        /// A font file and the index of the face inside it (0 for single-face files; collections
        /// such as `.ttc` files hold several).
        case file(path: String, faceIndex: Int)
    }

    /// The family used when none is named and when a named family is not installed. DejaVu Sans
    /// ships with almost every Linux distribution (Debian: `fonts-dejavu-core`) and covers Latin,
    /// Greek and Cyrillic.
    public static let defaultFamily = "DejaVu Sans"

    /// Where the font comes from.
    public var source: Source
    /// The requested weight; fontconfig picks the closest weight the family has. Ignored for
    /// ``Source/file(path:faceIndex:)``, whose file fixes the weight.
    public var weight: FontWeight
    /// Whether an italic (or oblique) style is requested. Ignored for a file source.
    public var italic: Bool
    /// The requested width; fontconfig picks the closest width the family has. Ignored for a
    /// file source.
    public var width: FontWidth
    /// Settings of a variable face's axes, applied after the ones ``weight`` and ``width`` imply
    /// (so a `wght` here wins over ``weight``), to family and file sources alike.
    public var variations: [FontVariation]

    /// A font of a family found through fontconfig (the default family when `family` is `nil`).
    /// When the face found is variable, its `wght` axis is set to `weight` and its `wdth` axis to
    /// `width` (when it has them), so `FontWeight(550)` is drawn at 550 rather than at the
    /// family's nearest static weight; `variations` then set any axis.
    public init(family: String? = nil, weight: FontWeight = .regular, italic: Bool = false,
                width: FontWidth = .standard, variations: [FontVariation] = []) {
        self.source = .family(family)
        self.weight = weight
        self.italic = italic
        self.width = width
        self.variations = variations
    }

    /// The face `faceIndex` of the font file at `path`, with a variable face's axes set by
    /// `variations` (the default instance when empty).
    public init(file path: String, faceIndex: Int = 0, variations: [FontVariation] = []) {
        self.source = .file(path: path, faceIndex: faceIndex)
        self.weight = .regular
        self.italic = false
        self.width = .standard
        self.variations = variations
    }

    /// The axis settings for `face`: for a family, `wght` from ``weight`` and `wdth` from
    /// ``width`` where the face has those axes; then ``variations``.
    func axisSettings(for face: FontFace) -> [FontVariation] {
        guard case .family = source else { return variations }
        let implied = [("wght", Double(weight.value)), ("wdth", width.percentage)].filter { tag, _ in
            face.axes.contains { $0.tag == tag }
        }
        return implied.map { FontVariation(checkedTag: $0, value: $1) } + variations
    }

    /// The family name this descriptor asks fontconfig for, or `nil` for a file source.
    public var requestedFamily: String? {
        guard case .family(let name) = source else { return nil }
        return name ?? Self.defaultFamily
    }
}
