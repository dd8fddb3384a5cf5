// A card view as iOS developers style one through its backing layer: rounded corners, a border
// and a soft shadow set on `layer` in init(frame:); a CAGradientLayer fill (masked by a
// CAShapeLayer) and a CAShapeLayer sparkline added to `layer` and sized in layoutSubviews(); a
// UILabel subview for the latest value; and the title drawn in draw(_:), under the sublayers.
// Ported from UIKit: only the import changed.
import VellumUIKit

class SparklineCardView: UIView {
  var values: [CGFloat] = [4, 6, 5, 8, 7, 10, 9, 12] {
    didSet { setNeedsLayout() }
  }
  var title = "Weekly steps"

  private let fillLayer = CAGradientLayer()
  private let fillMask = CAShapeLayer()
  private let lineLayer = CAShapeLayer()
  private let valueLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    commonInit()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    commonInit()
  }

  private func commonInit() {
    backgroundColor = .white
    layer.cornerRadius = 12
    layer.borderWidth = 1
    layer.borderColor = UIColor.systemGray4.cgColor
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 0.3
    layer.shadowOffset = CGSize(width: 0, height: 3)
    layer.shadowRadius = 6

    fillLayer.colors = [UIColor.systemGreen.withAlphaComponent(0.4).cgColor,
                        UIColor.systemGreen.withAlphaComponent(0).cgColor]
    fillLayer.mask = fillMask
    layer.addSublayer(fillLayer)

    lineLayer.strokeColor = UIColor.systemGreen.cgColor
    lineLayer.fillColor = UIColor.clear.cgColor
    lineLayer.lineWidth = 3
    lineLayer.lineCap = .round
    lineLayer.lineJoin = .round
    layer.addSublayer(lineLayer)

    valueLabel.font = UIFont.boldSystemFont(ofSize: 16)
    valueLabel.textColor = .darkGray
    valueLabel.textAlignment = .right
    addSubview(valueLabel)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let chart = CGRect(x: 16, y: 40, width: bounds.width - 32, height: bounds.height - 56)
    let line = linePath(in: chart)
    lineLayer.frame = bounds
    lineLayer.path = line.cgPath

    let area = line.copy() as! UIBezierPath
    area.addLine(to: CGPoint(x: chart.maxX, y: chart.maxY))
    area.addLine(to: CGPoint(x: chart.minX, y: chart.maxY))
    area.close()
    fillLayer.frame = bounds
    fillMask.frame = fillLayer.bounds
    fillMask.path = area.cgPath

    valueLabel.frame = CGRect(x: bounds.width - 96, y: 10, width: 80, height: 24)
    valueLabel.text = "\(Int(values.last ?? 0))k"
  }

  private func linePath(in rect: CGRect) -> UIBezierPath {
    let path = UIBezierPath()
    guard let maxValue = values.max(), maxValue > 0, values.count > 1 else { return path }
    let step = rect.width / CGFloat(values.count - 1)
    for (index, value) in values.enumerated() {
      let point = CGPoint(x: rect.minX + CGFloat(index) * step,
                          y: rect.maxY - value / maxValue * rect.height)
      if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
    }
    return path
  }

  override func draw(_ rect: CGRect) {
    let attributes: [NSAttributedString.Key: Any] = [
      .font: UIFont.systemFont(ofSize: 13, weight: .semibold),
      .foregroundColor: UIColor.secondaryLabel,
    ]
    title.draw(at: CGPoint(x: 16, y: 14), withAttributes: attributes)
  }
}
