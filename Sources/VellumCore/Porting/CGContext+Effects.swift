import Foundation

/// Core Foundation's dictionary type as Core Graphics functions take it (`auxiliaryInfo: nil`).
/// Foundation on Linux has no `CFDictionary`.
public typealias CFDictionary = [AnyHashable: Any]

// Core Graphics' spellings of the effects GraphicsContext implements: shadows and transparency
// layers (GraphicsContext.swift).

extension GraphicsContext {
    /// Casts a shadow of `color` (`nil` turns shadows off), `offset` from each later drawing and
    /// blurred by `blur`, as `CGContext.setShadow(offset:blur:color:)`. The offset and blur are in
    /// device pixels, y down, unaffected by the current transform; the blur is the shadow's
    /// radius (a Gaussian of half its standard deviation, as SwiftUI's `shadow(radius:)`).
    public func setShadow(offset: CGSize, blur: Double, color: CGColor?) {
        guard let color else { return setShadow(nil) }
        setShadow(Shadow(color: color, radius: blur, x: Double(offset.width), y: Double(offset.height)))
    }

    /// Casts a black shadow at one third alpha, as `CGContext.setShadow(offset:blur:)`.
    public func setShadow(offset: CGSize, blur: Double) {
        setShadow(offset: offset, blur: blur, color: Color(white: 0, opacity: 1.0 / 3))
    }

    /// Begins a transparency layer, as `CGContext.beginTransparencyLayer(auxiliaryInfo:)`
    /// (``beginTransparencyLayer()``); `auxiliaryInfo` is not used.
    public func beginTransparencyLayer(auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer()
    }

    /// Begins a transparency layer whose drawing is clipped to `rect`, as
    /// `CGContext.beginTransparencyLayer(in:auxiliaryInfo:)`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: CFDictionary?) {
        beginTransparencyLayer()
        clip(to: rect)
    }
}
