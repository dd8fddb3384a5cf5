extension DisplayList {
    /// The same drawing enlarged by `factor` about the origin: every operation's transform is
    /// followed by the scale, and shadows (given in device pixels) grow with it. Symbol
    /// definitions keep their own space; their uses are scaled.
    public func scaled(by factor: Double) -> DisplayList {
        guard factor != 1 else { return self }
        let s = AffineTransform(scaleX: factor, y: factor)
        let ops = operations.map { op -> DrawOperation in
            switch op {
            case .fill(let path, let paint, let rule, let t): .fill(path, paint: paint, rule: rule, transform: t.concatenating(s))
            case .stroke(let path, let paint, let style, let t):
                .stroke(path, paint: paint, style: style, transform: t.concatenating(s))
            case .pushClip(let path, let rule, let t): .pushClip(path, rule: rule, transform: t.concatenating(s))
            case .useSymbol(let tag, let t): .useSymbol(tag, transform: t.concatenating(s))
            case .beginLayer(let opacity, let shadow?):
                .beginLayer(opacity: opacity, shadow: Shadow(color: shadow.color, radius: shadow.radius * factor,
                                                              x: shadow.offset.x * factor, y: shadow.offset.y * factor))
            case .beginLayer, .endLayer, .popClip: op
            }
        }
        return DisplayList(ops, symbols: symbols)
    }
}
