/// A setting of one axis of a variable font: an OpenType axis tag and a value on the axis's own
/// scale, as CSS `font-variation-settings` and `hb-shape --variations` write them.
///
///     try FontVariation(tag: "wght", value: 550)   // weight between medium and semibold
///     try FontVariation(tag: "wdth", value: 75)    // three quarters of the normal width
///     try FontVariation(tag: "opsz", value: 32)    // optical size
///
/// A value outside the face's range for the axis is clamped to it, as the OpenType
/// specification says; an axis the face does not have is ignored with
/// ``TextWarning/unknownVariationAxis(tag:family:)``.
public struct FontVariation: Hashable, Sendable, CustomStringConvertible {
    /// The axis tag: four printable ASCII characters, e.g. `"wght"`, `"wdth"`, `"slnt"`, `"GRAD"`.
    public let tag: String
    /// The coordinate on the axis, in the axis's design units (weights 1…1000, widths in percent).
    public let value: Double

    /// A setting of axis `tag` to `value`.
    ///
    /// - Throws: ``TextError/invalidVariation(tag:value:reason:)`` when `tag` is not four printable
    ///   ASCII characters or `value` is not a finite number.
    public init(tag: String, value: Double) throws(TextError) {
        guard OpenTypeTag.isValid(tag) else {
            throw .invalidVariation(tag: tag, value: value, reason: "an axis tag is four printable ASCII characters")
        }
        guard value.isFinite else {
            throw .invalidVariation(tag: tag, value: value, reason: "the value must be a finite number")
        }
        self.tag = tag
        self.value = value
    }

    /// A setting whose tag is known to be valid and whose value is known to be finite.
    init(checkedTag tag: String, value: Double) {
        self.tag = tag
        self.value = value
    }

    /// The tag as a big-endian 32-bit number, as OpenType stores tags.
    var tagValue: UInt32 { OpenTypeTag.value(of: tag) }

    /// `tag=value`, as `hb-shape --variations` takes it.
    public var description: String { "\(tag)=\(value)" }
}

/// One axis of a variable font, as its `fvar` table declares it.
public struct FontAxis: Hashable, Sendable {
    /// The axis tag, e.g. `"wght"`.
    public let tag: String
    /// The smallest, default and largest coordinates, in the axis's design units.
    public let minimum: Double
    public let defaultValue: Double
    public let maximum: Double

    /// `value` clamped to the axis's range.
    func clamped(_ value: Double) -> Double {
        min(max(value, minimum), maximum)
    }
}
