// A patterned background as Core Graphics tutorials draw one: a CGPattern whose callback draws a
// triangle in each cell, set as the fill with a pattern colour space, over a solid colour.
// Ported from UIKit: only the import changed.
import VellumUIKit

@IBDesignable class BackgroundView: UIView {
  @IBInspectable var lightColor: UIColor = .orange
  @IBInspectable var darkColor: UIColor = .yellow
  @IBInspectable var patternSize: CGFloat = 200

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else {
      fatalError("\(#function):\(#line) Failed to get current context.")
    }

    context.setFillColor(darkColor.cgColor)
    context.fill(rect)

    let drawSize = CGSize(width: patternSize, height: patternSize)

    let drawPattern: CGPatternDrawPatternCallback = { _, context in
      context.setFillColor(UIColor.orange.cgColor)
      let size = CGSize(width: 25, height: 25)
      let trianglePath = UIBezierPath()
      trianglePath.move(to: CGPoint(x: size.width / 2, y: 0))
      trianglePath.addLine(to: CGPoint(x: 0, y: size.height / 2))
      trianglePath.addLine(to: CGPoint(x: size.width, y: size.height / 2))
      trianglePath.move(to: CGPoint(x: 0, y: size.height / 2))
      trianglePath.addLine(to: CGPoint(x: size.width / 2, y: size.height))
      trianglePath.addLine(to: CGPoint(x: 0, y: size.height))
      trianglePath.move(to: CGPoint(x: size.width, y: size.height / 2))
      trianglePath.addLine(to: CGPoint(x: size.width / 2, y: size.height))
      trianglePath.addLine(to: CGPoint(x: size.width, y: size.height))
      context.addPath(trianglePath.cgPath)
      context.fillPath()
    }

    var callbacks = CGPatternCallbacks(version: 0, drawPattern: drawPattern, releaseInfo: nil)

    guard let pattern = CGPattern(info: nil,
                                  bounds: CGRect(x: 0, y: 0, width: 25, height: 25),
                                  matrix: .identity,
                                  xStep: 25,
                                  yStep: 25,
                                  tiling: .constantSpacing,
                                  isColored: true,
                                  callbacks: &callbacks) else {
      fatalError("\(#function):\(#line) Failed to create pattern.")
    }

    var alpha: CGFloat = 1.0
    guard let patternSpace = CGColorSpace(patternBaseSpace: nil) else {
      fatalError("\(#function):\(#line) Failed to create pattern color space.")
    }
    context.setFillColorSpace(patternSpace)
    context.setFillPattern(pattern, colorComponents: &alpha)
    context.fill(CGRect(origin: .zero, size: drawSize))
  }
}
