/// A font request resolved to an installed face: what layout uses to find glyphs and metrics.
///
///     let font = try Font(FontDescriptor(family: "DejaVu Sans", weight: .bold))
///     font.face.familyName        // "DejaVu Sans"
///     font.resolutionWarning      // nil: the family exists
///
/// Characters the face lacks are drawn from other installed faces; see
/// ``FontLibrary/face(for:in:)``.
public struct Font: Hashable, Sendable {
    /// What was asked for.
    public let descriptor: FontDescriptor
    /// The face that was found: the requested family, or the default family when the requested
    /// one is not installed.
    public let face: FontFace
    /// Set when the request could not be met as asked, e.g. ``TextWarning/familyNotFound(requested:substitute:)``.
    public let resolutionWarning: TextWarning?
    /// What was wrong with the descriptor's variation settings: axes the face does not have
    /// (``TextWarning/unknownVariationAxis(tag:family:)``), which were ignored.
    public let variationWarnings: [TextWarning]

    /// Resolves `descriptor` through the shared ``FontLibrary``.
    ///
    /// - Throws: ``TextError`` when a font file cannot be used, or when no font at all is installed.
    public init(_ descriptor: FontDescriptor = FontDescriptor()) throws(TextError) {
        self = try FontLibrary.shared.font(for: descriptor)
    }

    /// The font of `descriptor` in `face`, set to the descriptor's axes.
    init(descriptor: FontDescriptor, face: FontFace, resolutionWarning: TextWarning?) throws(TextError) {
        self.descriptor = descriptor
        (self.face, variationWarnings) = try face.varied(by: descriptor.axisSettings(for: face))
        self.resolutionWarning = resolutionWarning
    }

    /// The face's metrics at `size` pixels per em.
    public func metrics(size: Double) -> FontMetrics { face.metrics(size: size) }
}
