import VellumCore

/// What a designer varies between badges: how many mountains, and the colours and weight of the
/// pattern. The defaults are the tutorial's.
public struct BadgeStyle: Hashable, Sendable {
    /// How many copies of the mountain are spread evenly around the centre (the tutorial's 8).
    public var rotationCount: Int
    /// The background gradient's colour at the top.
    public var gradientStart: Color
    /// The background gradient's colour from 60 % of the height down.
    public var gradientEnd: Color
    /// The mountains' colour.
    public var symbolColor: Color
    /// The opacity of each mountain (the tutorial's 0.5), so overlapping copies darken.
    public var symbolOpacity: Double
    /// How much the enlarged mountains are shrunk to fit on the badge (the tutorial's 1/4).
    public var symbolScale: Double

    /// A style; every argument defaults to the tutorial's value.
    public init(rotationCount: Int = 8,
                gradientStart: Color = BadgeBackground.defaultGradientStart,
                gradientEnd: Color = BadgeBackground.defaultGradientEnd,
                symbolColor: Color = BadgeSymbol.defaultColor,
                symbolOpacity: Double = 0.5,
                symbolScale: Double = 0.25) {
        self.rotationCount = rotationCount
        self.gradientStart = gradientStart
        self.gradientEnd = gradientEnd
        self.symbolColor = symbolColor
        self.symbolOpacity = symbolOpacity
        self.symbolScale = symbolScale
    }
}
