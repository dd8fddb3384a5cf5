// A card as iOS developers build one with Core Animation: an outer layer casting a shadow from a
// shadowPath (masksToBounds would clip it, so the shadow sits on a container), a rounded
// CAGradientLayer with a border and masksToBounds clipping a diagonal shine, a round avatar (an
// image layer masked by a CAShapeLayer circle) and a CATextLayer title.
// Ported from UIKit/QuartzCore: only the import changed.
import VellumUIKit

func makeGradientCard(frame: CGRect, avatar: CGImage?) -> CALayer {
  let container = CALayer()
  container.frame = frame
  container.shadowColor = UIColor.black.cgColor
  container.shadowOpacity = 0.35
  container.shadowOffset = CGSize(width: 0, height: 4)
  container.shadowRadius = 3
  container.shadowPath = UIBezierPath(roundedRect: container.bounds, cornerRadius: 16).cgPath

  let gradientLayer = CAGradientLayer()
  gradientLayer.frame = container.bounds
  gradientLayer.colors = [UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor]
  gradientLayer.locations = [0, 1]
  gradientLayer.startPoint = CGPoint(x: 0, y: 0)
  gradientLayer.endPoint = CGPoint(x: 1, y: 1)
  gradientLayer.cornerRadius = 16
  gradientLayer.masksToBounds = true
  gradientLayer.borderWidth = 2
  gradientLayer.borderColor = UIColor.white.withAlphaComponent(0.6).cgColor
  container.addSublayer(gradientLayer)

  let shine = CALayer()
  shine.frame = CGRect(x: -20, y: -50, width: frame.width + 40, height: 80)
  shine.backgroundColor = UIColor.white.withAlphaComponent(0.18).cgColor
  shine.setAffineTransform(CGAffineTransform(rotationAngle: -CGFloat.pi / 12))
  gradientLayer.addSublayer(shine)

  let avatarLayer = CALayer()
  avatarLayer.frame = CGRect(x: 16, y: 16, width: 48, height: 48)
  avatarLayer.contents = avatar
  avatarLayer.contentsGravity = .resizeAspectFill
  let circle = CAShapeLayer()
  circle.path = UIBezierPath(ovalIn: avatarLayer.bounds).cgPath
  avatarLayer.mask = circle
  gradientLayer.addSublayer(avatarLayer)

  let titleLayer = CATextLayer()
  titleLayer.string = "Pro plan"
  titleLayer.font = UIFont.boldSystemFont(ofSize: 18)
  titleLayer.fontSize = 18
  titleLayer.foregroundColor = UIColor.white.cgColor
  titleLayer.frame = CGRect(x: 76, y: 20, width: frame.width - 92, height: 24)
  gradientLayer.addSublayer(titleLayer)

  let subtitleLayer = CATextLayer()
  subtitleLayer.string = "Renews on the first of every month"
  subtitleLayer.font = UIFont.systemFont(ofSize: 12)
  subtitleLayer.fontSize = 12
  subtitleLayer.foregroundColor = UIColor.white.withAlphaComponent(0.85).cgColor
  subtitleLayer.truncationMode = .end
  subtitleLayer.frame = CGRect(x: 76, y: 44, width: frame.width - 92, height: 16)
  gradientLayer.addSublayer(subtitleLayer)
  return container
}
