import Foundation
import VellumScene

/// Core Animation's layer (Apple's `CALayer`), with Apple's names: a rectangle with a
/// background, rounded corners, a border, a shadow, an image, sublayers, a mask and an opacity,
/// placed in its superlayer by ``position``, ``anchorPoint`` and ``transform``.
///
///     let card = CALayer()
///     card.frame = CGRect(x: 20, y: 20, width: 160, height: 100)
///     card.backgroundColor = UIColor.systemBlue.cgColor
///     card.cornerRadius = 12
///     card.shadowOpacity = 0.3
///     root.addSublayer(card)
///
/// A layer tree draws into a `GraphicsContext` (``render(in:)``, or at an instant of its
/// animations, ``render(in:atTime:)``), and so into the render tree every backend draws: each
/// layer is a group whose mask, clip (``masksToBounds``), shadow and opacity are the group's
/// effects, composited in the one order the render tree defines, holding the background, the
/// contents, the sublayers and the border in that order. ``node`` puts a tree into a scene.
open class CALayer {
    /// The layer's own coordinate space: its origin and size.
    public var bounds = CGRect.zero
    /// Where the ``anchorPoint`` lies in the superlayer's coordinates.
    public var position = CGPoint.zero
    /// The point of the bounds, in unit coordinates, that sits at ``position`` and that
    /// ``transform`` turns and scales about; (0.5, 0.5), the middle, by default.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// Applied about the anchor point when the layer is drawn in its superlayer.
    public var transform = CATransform3DIdentity
    /// Orders siblings: higher draws later; equal values keep the order of ``sublayers``.
    public var zPosition: Double = 0
    /// The colour filled under the contents, rounded by ``cornerRadius``; `nil` leaves it clear.
    public var backgroundColor: CGColor?
    /// The radius of the corners of the background, the border and the ``masksToBounds`` clip.
    public var cornerRadius: Double = 0
    /// Which corners ``cornerRadius`` rounds; all four by default.
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                              .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The width of the border, drawn inside the bounds, above everything else.
    public var borderWidth: Double = 0
    /// The border's colour; opaque black by default.
    public var borderColor: CGColor? = Color.black
    /// The opacity of the layer and everything in it, 0…1, applied to the whole subtree as one.
    public var opacity: Float = 1
    /// Whether the layer and its subtree are left out.
    public var isHidden = false
    /// Whether the contents and sublayers (and the shadow) are clipped to the rounded bounds.
    public var masksToBounds = false
    /// A layer whose alpha masks this one and its subtree, in this layer's coordinates.
    public var mask: CALayer?
    /// The shadow's colour; opaque black by default.
    public var shadowColor: CGColor? = Color.black
    /// The shadow's opacity, 0…1; 0 (no shadow) by default.
    public var shadowOpacity: Float = 0
    /// The shadow's offset; (0, −3) by default, as Apple's.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius; 3 by default.
    public var shadowRadius: Double = 3
    /// The outline that casts the shadow; `nil` casts it from what the layer draws.
    public var shadowPath: CGPath?
    /// An image drawn over the background: a `CGImage` (other values draw nothing, as Apple's).
    public var contents: Any?
    /// How ``contents`` fits the bounds.
    public var contentsGravity = CALayerContentsGravity.resize
    /// The contents image's pixels per point, which sizes it for the gravities that keep its
    /// size; the scene, not the layer, decides the resolution drawn at.
    public var contentsScale: Double = 1
    /// A name for finding the layer and for error messages.
    public var name: String?
    /// The object that draws the layer's content when ``draw(in:)`` is not overridden: a view
    /// for its layer (``UIView/layer``).
    public weak var delegate: (any CALayerDelegate)?
    /// The layers drawn above this one's contents, back to front; `nil` when there are none.
    public var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for layer in children { layer.superlayer = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: CALayer?
    /// The sublayers, stored.
    private var children: [CALayer] = []
    /// The animations added, in the order added, by key.
    private var animationList: [(key: String, animation: CAAnimation)] = []

    /// A layer with Core Animation's defaults.
    public init() {}

    /// A copy of `layer`'s properties (Apple's initializer for presentation layers): subclasses
    /// that add properties override it and copy theirs.
    public required init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        (bounds, position, anchorPoint, transform, zPosition) = (other.bounds, other.position, other.anchorPoint,
                                                                 other.transform, other.zPosition)
        (backgroundColor, cornerRadius, maskedCorners) = (other.backgroundColor, other.cornerRadius, other.maskedCorners)
        (borderWidth, borderColor, opacity, isHidden) = (other.borderWidth, other.borderColor, other.opacity, other.isHidden)
        (masksToBounds, mask, name, delegate) = (other.masksToBounds, other.mask, other.name, other.delegate)
        (shadowColor, shadowOpacity, shadowOffset) = (other.shadowColor, other.shadowOpacity, other.shadowOffset)
        (shadowRadius, shadowPath) = (other.shadowRadius, other.shadowPath)
        (contents, contentsGravity, contentsScale) = (other.contents, other.contentsGravity, other.contentsScale)
        children = other.children
        animationList = other.animationList
    }

    /// The layer's rectangle in its superlayer's coordinates: the bounding box of its bounds
    /// placed by ``position``, ``anchorPoint`` and ``transform``. Setting it sets ``position``
    /// and the size of ``bounds``.
    public var frame: CGRect {
        get { bounds.applying(placement) }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + anchorPoint.x * newValue.width,
                               y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// Maps the layer's bounds coordinates into its superlayer's: the anchor point to
    /// ``position``, through the plane part of ``transform``.
    var placement: CGAffineTransform {
        let anchor = CGAffineTransform(translationX: -(bounds.minX + anchorPoint.x * bounds.width),
                                       y: -(bounds.minY + anchorPoint.y * bounds.height))
        return anchor.concatenating(transform.affine).concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// ``transform`` as an affine transform.
    public func affineTransform() -> CGAffineTransform { transform.affine }

    /// Sets ``transform`` to `m`.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Content

    /// Draws custom content into `ctx` in the layer's bounds coordinates, over the background
    /// and ``contents``, as Apple's `draw(in:)` (which Core Animation runs on `display()`; here
    /// it runs each time the layer is drawn). The base class asks its ``delegate`` to draw.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// The background, then the contents image, then ``draw(in:)``; the shape, gradient and text
    /// layers add their own content after these.
    func drawContent(in context: GraphicsContext) {
        if let backgroundColor { context.fill(outline, with: .color(backgroundColor)) }
        if let image = contents as? CGImage {
            let size = CGSize(width: Double(image.width) / contentsScale, height: Double(image.height) / contentsScale)
            context.draw(Image(image.raster), in: Rect(contentsGravity.rect(for: size, in: bounds)))
        }
        // The custom drawing's colours, clips and transforms stay out of the sublayers.
        context.withSavedGState { draw(in: context) }
    }

    // MARK: The layer tree

    /// Adds `layer` on top of the sublayers (moving it from any other superlayer). A layer cannot
    /// become its own sublayer or its ancestor's: such a call does nothing.
    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(clamping: children.count))
    }

    /// Inserts `layer` among the sublayers at `index` (clamped to their range).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(index), children.count))
        layer.superlayer = self
    }

    /// Inserts `layer` just below `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard layer !== sibling, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        let index = children.firstIndex { $0 === sibling } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard layer !== sibling, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        let index = children.firstIndex { $0 === sibling }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `newLayer` in `oldLayer`'s place among the sublayers.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = children.firstIndex(where: { $0 === oldLayer }), oldLayer !== newLayer else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer's sublayers.
    public func removeFromSuperlayer() {
        superlayer?.children.removeAll { $0 === self }
        superlayer = nil
    }

    /// Whether this layer is `layer` or lies under it.
    private func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// The sublayers in drawing order: by ``zPosition``, equal ones in the order of ``sublayers``.
    var sublayersInDrawingOrder: [CALayer] {
        children.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    // MARK: Animations

    /// Adds `animation` under `key` (replacing one there), as Core Animation does, a copy of it:
    /// changing the animation afterwards does not change the one added. A `nil` key adds it
    /// under a key of its own. An animation without a key path animates nothing.
    public func add(_ animation: CAAnimation, forKey key: String?) {
        let copy = type(of: animation).init(copying: animation)
        let key = key ?? "vellum.animation.\(animationList.count)"
        animationList.removeAll { $0.key == key }
        animationList.append((key, copy))
    }

    /// The animation added under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        animationList.first { $0.key == key }?.animation
    }

    /// The keys of the animations added, in the order added; `nil` when there are none.
    public func animationKeys() -> [String]? {
        animationList.isEmpty ? nil : animationList.map(\.key)
    }

    /// Removes the animation under `key`.
    public func removeAnimation(forKey key: String) {
        animationList.removeAll { $0.key == key }
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        animationList.removeAll()
    }

    /// A copy of the layer with the values its animations give at `time` (seconds on the layer
    /// tree's timeline), as Apple's `presentation()` at that instant; the model's values where
    /// no animation acts. Animations apply in the order added, a later one over an earlier one
    /// on the same key path.
    ///
    /// - Throws: ``CALayerError`` for an animation whose timing cannot be used (a negative or
    ///   non-finite duration, say), naming the layer and the animation's key.
    public func presentation(atTime time: CFTimeInterval) throws(CALayerError) -> Self {
        let copy = Self(layer: self)
        for (key, animation) in animationList {
            if let problem = animation.timingProblem { throw CALayerError(self, "animation '\(key)': \(problem)") }
            guard let animation = animation as? CAPropertyAnimation, let keyPath = animation.keyPath,
                  let model = copy.animatableValue(forKeyPath: keyPath),
                  let value = animation.value(at: time, model: model) else { continue }
            copy.setAnimatableValue(value, forKeyPath: keyPath)
        }
        return copy
    }

    // MARK: Key paths

    /// The value of an animatable property, by its key path; `nil` for one that is not animatable.
    /// `transform.rotation.z` (also `transform.rotation`), `transform.scale` (`.x`, `.y`) and
    /// `transform.translation` (`.x`, `.y`) read the parts of the plane transform.
    func animatableValue(forKeyPath keyPath: String) -> CAAnimatableValue? {
        let parts = TransformParts(transform)
        return switch keyPath {
        case "opacity": .number(Double(opacity))
        case "position": .point(position)
        case "position.x": .number(position.x)
        case "position.y": .number(position.y)
        case "bounds": .rect(bounds)
        case "bounds.size": .size(bounds.size)
        case "bounds.origin": .point(bounds.origin)
        case "anchorPoint": .point(anchorPoint)
        case "transform": .transform(transform)
        case "transform.rotation.z", "transform.rotation": .number(parts.rotation)
        case "transform.scale": .number((parts.scaleX + parts.scaleY) / 2)
        case "transform.scale.x": .number(parts.scaleX)
        case "transform.scale.y": .number(parts.scaleY)
        case "transform.translation": .size(CGSize(width: transform.m41, height: transform.m42))
        case "transform.translation.x": .number(transform.m41)
        case "transform.translation.y": .number(transform.m42)
        case "zPosition": .number(zPosition)
        case "backgroundColor": .color(backgroundColor ?? .clear)
        case "cornerRadius": .number(cornerRadius)
        case "borderWidth": .number(borderWidth)
        case "borderColor": .color(borderColor ?? .clear)
        case "shadowColor": .color(shadowColor ?? .clear)
        case "shadowOpacity": .number(Double(shadowOpacity))
        case "shadowOffset": .size(shadowOffset)
        case "shadowRadius": .number(shadowRadius)
        default: nil
        }
    }

    /// Sets an animatable property by its key path; a value of the wrong kind is ignored.
    func setAnimatableValue(_ value: CAAnimatableValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("opacity", .number(let n)): opacity = Float(n)
        case ("position", .point(let p)): position = p
        case ("position.x", .number(let n)): position.x = n
        case ("position.y", .number(let n)): position.y = n
        case ("bounds", .rect(let r)): bounds = r
        case ("bounds.size", .size(let s)): bounds.size = s
        case ("bounds.origin", .point(let p)): bounds.origin = p
        case ("anchorPoint", .point(let p)): anchorPoint = p
        case ("transform", .transform(let t)): transform = t
        case ("zPosition", .number(let n)): zPosition = n
        case ("backgroundColor", .color(let c)): backgroundColor = c
        case ("cornerRadius", .number(let n)): cornerRadius = n
        case ("borderWidth", .number(let n)): borderWidth = n
        case ("borderColor", .color(let c)): borderColor = c
        case ("shadowColor", .color(let c)): shadowColor = c
        case ("shadowOpacity", .number(let n)): shadowOpacity = Float(n)
        case ("shadowOffset", .size(let s)): shadowOffset = s
        case ("shadowRadius", .number(let n)): shadowRadius = n
        case (_, _) where keyPath.hasPrefix("transform."):
            var parts = TransformParts(transform)
            parts.set(keyPath, to: value)
            transform = parts.transform(keeping: transform)
        default: break
        }
    }
}

/// A plane transform as a scale, then a rotation, then a translation: the parts
/// `transform.scale`, `transform.rotation.z` and `transform.translation` name (a shear is lost
/// when one of them is set).
private struct TransformParts {
    var scaleX: Double, scaleY: Double, rotation: Double, translation: CGPoint

    init(_ t: CATransform3D) {
        scaleX = (t.m11 * t.m11 + t.m12 * t.m12).squareRoot()
        rotation = atan2(t.m12, t.m11)
        scaleY = scaleX > 0 ? (t.m11 * t.m22 - t.m12 * t.m21) / scaleX : (t.m21 * t.m21 + t.m22 * t.m22).squareRoot()
        translation = CGPoint(x: t.m41, y: t.m42)
    }

    mutating func set(_ keyPath: String, to value: CAAnimatableValue) {
        switch (keyPath, value) {
        case ("transform.rotation.z", .number(let n)), ("transform.rotation", .number(let n)): rotation = n
        case ("transform.scale", .number(let n)): (scaleX, scaleY) = (n, n)
        case ("transform.scale.x", .number(let n)): scaleX = n
        case ("transform.scale.y", .number(let n)): scaleY = n
        case ("transform.translation", .size(let s)): translation = CGPoint(x: s.width, y: s.height)
        case ("transform.translation.x", .number(let n)): translation.x = n
        case ("transform.translation.y", .number(let n)): translation.y = n
        default: break
        }
    }

    /// The parts as a transform, `original`'s z parts kept.
    func transform(keeping original: CATransform3D) -> CATransform3D {
        var t = original
        let (c, s) = (cos(rotation), sin(rotation))
        (t.m11, t.m12, t.m21, t.m22) = (scaleX * c, scaleX * s, -scaleY * s, scaleY * c)
        (t.m41, t.m42) = (translation.x, translation.y)
        return t
    }
}
