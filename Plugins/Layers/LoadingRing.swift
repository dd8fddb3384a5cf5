import VellumUIKit

/// A loading ring as iOS code builds one from layers: a rounded `CAGradientLayer` tile with a
/// border and a shadow, a pale `CAShapeLayer` track, and over it a round-capped `CAShapeLayer`
/// arc from twelve o'clock whose `strokeEnd` a `CABasicAnimation` (ease in, ease out) takes from 0
/// to ``progress``.
public enum LoadingRing {
    /// How far the ring fills, 0…1.
    public static let progress = 0.8
    /// How long the fill takes, in seconds from the layer timeline's start.
    public static let fillDuration: CFTimeInterval = 2

    /// The layer tree for a canvas of `size`, the tile centred in it.
    public static func makeLayer(size: CGSize) -> CALayer {
        let side = max(min(size.width, size.height) - 12, 0)
        let tile = CAGradientLayer()
        tile.frame = CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2 - 2, width: side, height: side)
        tile.colors = [UIColor.white.cgColor, UIColor.systemGray6.cgColor]
        tile.cornerRadius = side / 5
        tile.borderWidth = 1
        tile.borderColor = UIColor.systemGray4.cgColor
        tile.shadowOpacity = 0.25
        tile.shadowOffset = CGSize(width: 0, height: 2)
        tile.shadowRadius = 4

        let lineWidth = side / 9
        let circle = UIBezierPath(arcCenter: CGPoint(x: side / 2, y: side / 2), radius: side * 0.3,
                                  startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true).cgPath
        tile.addSublayer(ring(circle, color: .systemGray5, lineWidth: lineWidth))
        let arc = ring(circle, color: .systemTeal, lineWidth: lineWidth)
        arc.lineCap = .round
        arc.strokeEnd = progress
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = progress
        fill.duration = fillDuration
        fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        arc.add(fill, forKey: "fill")
        tile.addSublayer(arc)

        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: size)
        root.addSublayer(tile)
        return root
    }

    /// A shape layer stroking `path` unfilled.
    private static func ring(_ path: CGPath, color: UIColor, lineWidth: Double) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = path
        layer.strokeColor = color.cgColor
        layer.fillColor = nil
        layer.lineWidth = lineWidth
        return layer
    }
}
