// Ray Wenderlich's "Core Graphics Tutorial Part 1: Getting Started" (seed 002): Flo's `PushButton`
// and `CounterView` as the tutorial's final listings write them, with the import changed
// (`import UIKit` became `import VellumUIKit`, which re-exports Foundation as UIKit does).
// This is a test fixture of the port; see Docs/Porting.md.
//
// Lines changed besides the import, each marked below:
// - `@IBInspectable var` became `@Inspectable var` (five lines): Swift on Linux compiles
//   `@IBInspectable` but gives it no meaning, and no type can take over a built-in attribute's
//   name, so the property wrapper is what makes these properties component parameters.
// - The tutorial's final `PushButton` listing repeats the horizontal stroke inside
//   `if isAddButton` (a copy-paste slip: its text and pictures draw the vertical stroke there);
//   the two statements are the vertical stroke of the tutorial's earlier step, as the plugin draws.
import VellumUIKit

@IBDesignable
class PushButton: UIButton {

  private struct Constants {
    static let plusLineWidth: CGFloat = 3.0
    static let plusButtonScale: CGFloat = 0.6
    static let halfPointShift: CGFloat = 0.5
  }

  private var halfWidth: CGFloat {
    return bounds.width / 2
  }

  private var halfHeight: CGFloat {
    return bounds.height / 2
  }

  @Inspectable var fillColor: UIColor = UIColor.green      // changed: @IBInspectable
  @Inspectable var isAddButton: Bool = true                // changed: @IBInspectable

  override func draw(_ rect: CGRect) {
    let path = UIBezierPath(ovalIn: rect)
    fillColor.setFill()
    path.fill()

    //set up the width and height variables
    //for the horizontal stroke
    let plusWidth: CGFloat = min(bounds.width, bounds.height) * Constants.plusButtonScale
    let halfPlusWidth = plusWidth / 2

    //create the path
    let plusPath = UIBezierPath()

    //set the path's line width to the height of the stroke
    plusPath.lineWidth = Constants.plusLineWidth

    //move the initial point of the path
    //to the start of the horizontal stroke
    plusPath.move(to: CGPoint(
            x: halfWidth - halfPlusWidth + Constants.halfPointShift,
            y: halfHeight + Constants.halfPointShift))

    //add a point to the path at the end of the stroke
    plusPath.addLine(to: CGPoint(
            x: halfWidth + halfPlusWidth + Constants.halfPointShift,
            y: halfHeight + Constants.halfPointShift))

    if isAddButton {
      //move the initial point of the path
      //to the start of the horizontal stroke
      plusPath.move(to: CGPoint(
        x: halfWidth + Constants.halfPointShift,                              // corrected listing
        y: halfHeight - halfPlusWidth + Constants.halfPointShift))            // corrected listing

      //add a point to the path at the end of the stroke
      plusPath.addLine(to: CGPoint(
        x: halfWidth + Constants.halfPointShift,                              // corrected listing
        y: halfHeight + halfPlusWidth + Constants.halfPointShift))            // corrected listing
    }

    //set the stroke color
    UIColor.white.setStroke()
    plusPath.stroke()
  }
}

@IBDesignable class CounterView: UIView {

  private struct Constants {
    static let numberOfGlasses = 8
    static let lineWidth: CGFloat = 5.0
    static let arcWidth: CGFloat = 76

    static var halfOfLineWidth: CGFloat {
      return lineWidth / 2
    }
  }

  @Inspectable var counter: Int = 5 {                      // changed: @IBInspectable
    didSet {
      if counter <=  Constants.numberOfGlasses {
        //the view needs to be refreshed
        setNeedsDisplay()
      }
    }
  }
  @Inspectable var outlineColor: UIColor = UIColor.blue    // changed: @IBInspectable
  @Inspectable var counterColor: UIColor = UIColor.orange  // changed: @IBInspectable

  override func draw(_ rect: CGRect) {
    // 1
    let center = CGPoint(x: bounds.width / 2, y: bounds.height / 2)

    // 2
    let radius: CGFloat = max(bounds.width, bounds.height)

    // 3
    let startAngle: CGFloat = 3 * .pi / 4
    let endAngle: CGFloat = .pi / 4

    // 4
    let path = UIBezierPath(arcCenter: center,
                               radius: radius/2 - Constants.arcWidth/2,
                           startAngle: startAngle,
                             endAngle: endAngle,
                            clockwise: true)

    // 5
    path.lineWidth = Constants.arcWidth
    counterColor.setStroke()
    path.stroke()

    //Draw the outline

    //1 - first calculate the difference between the two angles
    //ensuring it is positive
    let angleDifference: CGFloat = 2 * .pi - startAngle + endAngle
    //then calculate the arc for each single glass
    let arcLengthPerGlass = angleDifference / CGFloat(Constants.numberOfGlasses)
    //then multiply out by the actual glasses drunk
    let outlineEndAngle = arcLengthPerGlass * CGFloat(counter) + startAngle

    //2 - draw the outer arc
    let outlinePath = UIBezierPath(arcCenter: center,
                                      radius: bounds.width/2 - Constants.halfOfLineWidth,
                                  startAngle: startAngle,
                                    endAngle: outlineEndAngle,
                                   clockwise: true)

    //3 - draw the inner arc
    outlinePath.addArc(withCenter: center,
                           radius: bounds.width/2 - Constants.arcWidth + Constants.halfOfLineWidth,
                       startAngle: outlineEndAngle,
                         endAngle: startAngle,
                        clockwise: false)

    //4 - close the path
    outlinePath.close()

    outlineColor.setStroke()
    outlinePath.lineWidth = Constants.lineWidth
    outlinePath.stroke()
  }
}
