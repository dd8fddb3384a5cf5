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
/// it. As in UIKit, every view is backed by a ``CALayer`` (``layer``, of the class ``layerClass``
/// names) that holds its geometry and appearance: ``frame``, ``bounds``, ``center``,
/// ``transform``, ``alpha``, ``isHidden``, ``clipsToBounds`` and ``backgroundColor`` are the
/// layer's `frame`, `bounds`, `position`, affine transform, `opacity`, `isHidden`,
/// `masksToBounds` and `backgroundColor`. The layer draws the view the one way every layer is
/// drawn: its background (rounded by `layer.cornerRadius`), then ``draw(_:)``, then its sublayers —
/// the subviews' layers and any layer added with `layer.addSublayer(_:)` — in sublayer order, then
/// its border, with its shadow, mask and opacity over the whole. There is no event handling: a view
/// here is a drawing.
open class UIView: CALayerDelegate {
    /// The layer that holds the view's geometry and appearance and draws it; the view is its
    /// delegate, which draws ``draw(_:)`` as the layer's content.
    public let layer: CALayer
    /// The class of ``layer``, as UIKit's `layerClass`: a subclass overrides it to be backed by
    /// a `CAShapeLayer` or `CAGradientLayer`, say. A class that is not a `CALayer` gives a `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }
    /// The views drawn above this one's own drawing, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    /// Whether ``setNeedsDisplay()`` asked for a new drawing that has not happened yet.
    public private(set) var needsDisplay = true
    /// Whether ``setNeedsLayout()`` asked for ``layoutSubviews()`` to run again.
    private var needsLayout = false
    /// The size of ``bounds`` when ``layoutSubviews()`` last ran; `nil` before it first ran.
    private var laidOutSize: CGSize?

    /// A view placed at `frame` in its superview; a scene places a view it draws and gives it its
    /// size. A subclass overrides it (with ``init(coder:)``) to set up its layer and subviews, as
    /// UIKit subclasses do.
    public init(frame: CGRect) {
        // `init(layer:)` is the initializer every layer class has; from a new layer it copies
        // the defaults, and a subclass's own properties keep theirs.
        let layerType = Self.layerClass as? CALayer.Type ?? CALayer.self
        layer = layerType.init(layer: CALayer())
        layer.delegate = self
        self.frame = frame
    }

    /// The view's own coordinate space: its origin and the size it is drawn at (the layer's
    /// `bounds`).
    public var bounds: CGRect { get { layer.bounds } set { layer.bounds = newValue } }

    /// Where the middle of ``bounds`` lies in the superview's coordinates (the layer's `position`).
    public var center: CGPoint { get { layer.position } set { layer.position = newValue } }

    /// Applied about ``center`` when the view is drawn in its superview; ``frame`` is then the
    /// bounding box of the transformed bounds (the layer's affine transform).
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The view's opacity, 0…1; its subviews fade with it (the layer's `opacity`, a `Float`).
    public var alpha: Double { get { Double(layer.opacity) } set { layer.opacity = Float(newValue) } }

    /// Whether the view (and its subviews) are left out of the drawing.
    public var isHidden: Bool { get { layer.isHidden } set { layer.isHidden = newValue } }

    /// Whether subviews are clipped to the view's bounds, rounded by `layer.cornerRadius` (the
    /// layer's `masksToBounds`).
    public var clipsToBounds: Bool { get { layer.masksToBounds } set { layer.masksToBounds = newValue } }

    /// A colour filled under the drawing, as UIKit's `backgroundColor`; `nil` leaves it clear. It is
    /// the layer's `backgroundColor`, a `CGColor`, so a pattern colour fills nothing here.
    public var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// The view's rectangle in its superview's coordinates, as UIKit's `frame` (the layer's):
    /// setting it sets ``center`` and the size of ``bounds``.
    public var frame: CGRect { get { layer.frame } set { layer.frame = newValue } }

    /// Adds `view` on top of the subviews (moving it from any other superview).
    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
    }

    /// Inserts `view` among the subviews at `index` (clamped to their range); its layer goes just
    /// below the layer of the subview it lands under.
    public func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        let index = min(max(index, 0), subviews.count)
        let above = index < subviews.count ? subviews[index].layer : nil
        subviews.insert(view, at: index)
        view.superview = self
        layer.insertSublayer(view.layer, below: above)
    }

    /// Moves `view`, one of the subviews, on top of the others.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        layer.addSublayer(view.layer)
    }

    /// Moves `view`, one of the subviews, below the others.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Takes the view out of its superview's subviews.
    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// A view with no size yet; drawing it in a scene gives it one. It is required so that a
    /// component can make views of a subclass (which inherits it by overriding ``init(frame:)``
    /// and ``init(coder:)``, or neither).
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// A view decoded from an archive, as UIKit's storyboards and nibs make them. Vellum reads no
    /// archives: this gives `nil`. It is here so that a subclass's `required init?(coder:)`
    /// compiles as it is written for UIKit.
    public required init?(coder: NSCoder) {
        return nil
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

    /// Lays out the subviews, as UIKit's `layoutSubviews()`: runs before the view is drawn when
    /// its size changed or ``setNeedsLayout()`` asked, so a subclass sizes its subviews and
    /// sublayers to ``bounds`` here. The base class does nothing.
    open func layoutSubviews() {}

    /// Marks the view as needing ``layoutSubviews()`` before it is next drawn.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs ``layoutSubviews()`` now if the view needs it, then does the same for the subviews.
    public func layoutIfNeeded() {
        if needsLayout || laidOutSize != bounds.size {
            needsLayout = false
            laidOutSize = bounds.size
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Draws the view at `size` into `context`, the way UIKit draws a window's view: ``bounds``
    /// takes the size, the views are laid out, and the layer tree is drawn in the view's own
    /// coordinates (its ``center`` and ``transform`` place it in a superview, and a scene has none).
    public func display(in context: GraphicsContext, size: Size) {
        bounds = CGRect(origin: .zero, size: CGSize(size))
        layoutIfNeeded()
        layer.render(inOwnCoordinates: context)
    }

    /// Draws ``draw(_:)`` as the layer's content, as UIKit's view does as its layer's delegate:
    /// the current context is the layer's while it runs.
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        draw(bounds)
        needsDisplay = false
    }
}

/// UIKit's button: for drawing, a ``UIView`` (tutorials subclass `UIButton` to draw a custom one).
open class UIButton: UIView {}
