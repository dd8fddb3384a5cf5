// A progress ring as iOS developers build one with Core Animation: a track CAShapeLayer and a
// progress CAShapeLayer sharing one circular path around the origin, both positioned at the
// centre; the progress layer is trimmed by strokeEnd with round caps and turned -π/2 so that it
// starts at twelve o'clock, its strokeEnd animated with a CABasicAnimation, and a CATextLayer
// shows the percentage.
// Ported from UIKit/QuartzCore: only the import changed.
import VellumUIKit

func makeProgressRing(frame: CGRect, progress: CGFloat, animated: Bool) -> CALayer {
  let container = CALayer()
  container.frame = frame

  let lineWidth: CGFloat = 10
  let radius = (min(frame.width, frame.height) - lineWidth) / 2 - 4
  let center = CGPoint(x: frame.width / 2, y: frame.height / 2)
  let circularPath = UIBezierPath(arcCenter: .zero, radius: radius, startAngle: 0,
                                  endAngle: 2 * CGFloat.pi, clockwise: true)

  let trackLayer = CAShapeLayer()
  trackLayer.path = circularPath.cgPath
  trackLayer.strokeColor = UIColor.systemGray.withAlphaComponent(0.25).cgColor
  trackLayer.lineWidth = lineWidth
  trackLayer.fillColor = UIColor.clear.cgColor
  trackLayer.position = center
  container.addSublayer(trackLayer)

  let progressLayer = CAShapeLayer()
  progressLayer.name = "progress"
  progressLayer.path = circularPath.cgPath
  progressLayer.strokeColor = UIColor.systemBlue.cgColor
  progressLayer.lineWidth = lineWidth
  progressLayer.fillColor = UIColor.clear.cgColor
  progressLayer.lineCap = .round
  progressLayer.strokeEnd = progress
  progressLayer.position = center
  progressLayer.transform = CATransform3DMakeRotation(-CGFloat.pi / 2, 0, 0, 1)
  container.addSublayer(progressLayer)

  if animated {
    let animation = CABasicAnimation(keyPath: "strokeEnd")
    animation.fromValue = 0
    animation.toValue = progress
    animation.duration = 1
    animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
    progressLayer.add(animation, forKey: "progress")
  }

  let label = CATextLayer()
  label.string = "\(Int(progress * 100))%"
  label.font = UIFont.boldSystemFont(ofSize: 20)
  label.fontSize = 20
  label.foregroundColor = UIColor.darkGray.cgColor
  label.alignmentMode = .center
  label.frame = CGRect(x: 0, y: center.y - 13, width: frame.width, height: 28)
  container.addSublayer(label)
  return container
}
