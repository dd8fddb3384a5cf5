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
/// it. Subviews are drawn after the view's own drawing, in order, each placed by its ``center``,
/// ``transform`` and ``bounds``, faded by its ``alpha``, left out when hidden and clipped to its
/// bounds with ``clipsToBounds``. There is no event handling and no layer: a view here is a drawing.
open class UIView {
    /// The view's own coordinate space: its origin and the size it is drawn at.
    public var bounds: CGRect
    /// Where the middle of ``bounds`` lies in the superview's coordinates.
    public var center: CGPoint
    /// Applied about ``center`` when the view is drawn in its superview; ``frame`` is then the
    /// bounding box of the transformed bounds.
    public var transform: CGAffineTransform = .identity
    /// The view's opacity, 0…1; its subviews fade with it.
    public var alpha: Double = 1
    /// Whether the view (and its subviews) are left out of the drawing.
    public var isHidden = false
    /// Whether subviews are clipped to the view's bounds.
    public var clipsToBounds = false
    /// The views drawn above this one's own drawing, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    /// Whether ``setNeedsDisplay()`` asked for a new drawing that has not happened yet.
    public private(set) var needsDisplay = true
    /// A colour filled under the drawing, as UIKit's `backgroundColor`; `nil` leaves it clear.
    public var backgroundColor: UIColor?

    /// A view of `frame`'s size; only the size matters, since the scene places the view.
    public required init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    /// The view's rectangle in its superview's coordinates, as UIKit's `frame`: setting it sets
    /// ``center`` and the size of ``bounds``.
    public var frame: CGRect {
        get {
            let size = bounds.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds.size = newValue.size
        }
    }

    /// Adds `view` on top of the subviews (moving it from any other superview).
    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Inserts `view` among the subviews at `index` (clamped to their range).
    public func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Moves `view`, one of the subviews, on top of the others.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Moves `view`, one of the subviews, below the others.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Takes the view out of its superview's subviews.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
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
    /// size, the background is filled, and `context` is the current context while ``draw(_:)`` runs;
    /// then the subviews are drawn.
    public func display(in context: GraphicsContext, size: Size) {
        bounds = CGRect(origin: .zero, size: CGSize(size))
        drawHierarchy(in: context)
    }

    /// Draws the view and its subviews in the view's own coordinates (``bounds``), faded by
    /// ``alpha`` as one layer; nothing when hidden.
    private func drawHierarchy(in context: GraphicsContext) {
        guard !isHidden else { return }
        if alpha < 1 {
            context.drawLayer(opacity: max(alpha, 0)) { drawContent(in: $0) }
        } else {
            context.withSavedGState { drawContent(in: context) }
        }
        needsDisplay = false
    }

    /// The background, ``draw(_:)`` and the subviews, clipped to the bounds with ``clipsToBounds``.
    private func drawContent(in context: GraphicsContext) {
        context.translateBy(x: -Double(bounds.minX), y: -Double(bounds.minY))
        if clipsToBounds { context.clip(to: bounds) }
        UIGraphicsPushContext(context) {
            context.withSavedGState {
                if let backgroundColor {
                    context.fill(Path(Rect(bounds)), with: .color(backgroundColor.cgColor))
                }
                draw(bounds)
            }
        }
        for subview in subviews {
            context.withSavedGState {
                context.concatenate(subview.placement)
                subview.drawHierarchy(in: context)
            }
        }
    }

    /// Maps the view's bounds' origin-relative coordinates into its superview's: its middle to
    /// ``center``, through ``transform``.
    private var placement: CGAffineTransform {
        let middleToOrigin = CGAffineTransform(translationX: -Double(bounds.width) / 2, y: -Double(bounds.height) / 2)
        let toCenter = CGAffineTransform(translationX: Double(center.x), y: Double(center.y))
        return middleToOrigin.concatenating(transform).concatenating(toCenter)
    }
}

/// UIKit's button: for drawing, a ``UIView`` (tutorials subclass `UIButton` to draw a custom one).
open class UIButton: UIView {}
