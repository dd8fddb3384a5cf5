import Foundation

/// Core Graphics' colour space, as `CGColorSpaceCreateDeviceRGB()` and `CGColorSpace(name:)` make
/// it. Vellum draws in sRGB, so the device RGB space is sRGB and a grey space's components are
/// one grey level; the space says how many components a colour in it has.
public final class CGColorSpace: Hashable, Sendable {
    /// The colour models Vellum reads components in.
    public enum Model: Hashable, Sendable {
        /// One grey component.
        case monochrome
        /// Cells of a pattern (`CGColorSpace(patternBaseSpace:)`): no components of its own.
        case pattern
        /// Red, green and blue components.
        case rgb
    }

    /// The space's name, as `CGColorSpace.name` (`kCGColorSpaceSRGB`, `kCGColorSpaceGenericGrayGamma2_2`, …).
    public let name: String?
    /// How the space's components are read.
    public let model: Model

    init(name: String?, model: Model) {
        self.name = name
        self.model = model
    }

    /// The space named `name` — one of the names below — or `nil` for a name Vellum does not know,
    /// as `CGColorSpace(name:)`.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB, Self.genericRGBLinear, Self.extendedSRGB, Self.displayP3, Self.deviceRGBName:
            self.init(name: name, model: .rgb)
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray, Self.deviceGrayName:
            self.init(name: name, model: .monochrome)
        default:
            return nil
        }
    }

    /// The number of components a colour has in this space, alpha not counted.
    public var numberOfComponents: Int {
        switch model {
        case .rgb: 3
        case .monochrome: 1
        case .pattern: 0
        }
    }

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name && a.model == b.model }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    /// sRGB, the space Vellum draws in.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// Extended sRGB; read as sRGB (components are clamped when drawn).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// Linear RGB; read as sRGB (Vellum does not convert).
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    /// Display P3; read as sRGB (Vellum does not convert).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Grey with a 2.2 gamma.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Linear grey; read as the sRGB grey of the same level.
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// Extended grey; read as grey.
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    static let deviceRGBName = "kCGColorSpaceDeviceRGB"
    static let deviceGrayName = "kCGColorSpaceDeviceGray"
}

/// The device RGB colour space (sRGB in Vellum), as Core Graphics' function.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceRGBName, model: .rgb)
}

/// The device grey colour space, as Core Graphics' function.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: CGColorSpace.deviceGrayName, model: .monochrome)
}
