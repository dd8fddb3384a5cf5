/// UIKit's view, reduced to what custom drawing needs: a subclass overrides ``draw(_:)`` and draws
/// into the current context (``UIGraphicsGetCurrentContext()``, `UIBezierPath.fill()`,
/// `UIColor.setFill()`), as a Core Graphics tutorial's `UIView` subclass does.
///
///     class Dot: UIView {
///         override func draw(_ rect: CGRect) {
///             UIColor.red.setFill()
///             UIBezierPath(ovalIn: rect).fill()
///         }
///     }
///     let scene = Scene { Dot().node }
///
/// The view draws through Vellum's `GraphicsContext`, so its picture goes into the render tree and
/// to every backend. ``node`` puts it into a scene; its ``bounds`` follow the frame the scene gives
/// it. There is no event handling, no subviews and no layer: a view here is a drawing.
open class UIView {
    /// The view's own coordinate space: origin zero, the size it is drawn at.
    public var bounds: CGRect
    /// Whether ``setNeedsDisplay()`` asked for a new drawing that has not happened yet.
    public private(set) var needsDisplay = true
    /// A colour filled under the drawing, as UIKit's `backgroundColor`; `nil` leaves it clear.
    public var backgroundColor: UIColor?

    /// A view of `frame`'s size; only the size matters, since the scene places the view.
    public required init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// A view with no size yet; drawing it in a scene gives it one.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Draws the view's content into the current context; `rect` is the part to draw (the whole
    /// ``bounds`` here). The base class draws nothing.
    open func draw(_ rect: CGRect) {}

    /// Marks the view as needing a new drawing, as UIKit does; calling it many times before the
    /// next drawing asks for one drawing. `Scene.displayIfNeeded(_:tagged:)` redraws it.
    public func setNeedsDisplay() {
        needsDisplay = true
    }

    /// Marks the view as needing a new drawing; the whole view is drawn again.
    public func setNeedsDisplay(_ rect: CGRect) {
        setNeedsDisplay()
    }

    /// Draws the view at `size` into `context`, the way UIKit runs `draw(_:)`: ``bounds`` takes the
    /// size, the background is filled, and `context` is the current context while ``draw(_:)`` runs.
    public func display(in context: GraphicsContext, size: Size) {
        bounds = CGRect(origin: .zero, size: CGSize(size))
        UIGraphicsPushContext(context) {
            context.withSavedGState {
                if let backgroundColor {
                    context.fill(Path(Rect(size: size)), with: .color(backgroundColor.cgColor))
                }
                draw(bounds)
            }
        }
        needsDisplay = false
    }
}

/// UIKit's button: for drawing, a ``UIView`` (tutorials subclass `UIButton` to draw a custom one).
open class UIButton: UIView {}
