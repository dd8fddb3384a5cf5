import Testing
import Vellum
import VellumUIKit

/// A view backed by a shape layer, as a UIKit subclass names one with `layerClass`.
final class ShapeBackedView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// A view counting its `layoutSubviews()` calls.
final class CountingLayoutView: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

/// `UIView.layer`: the view's geometry and appearance are its layer's, and the layer draws the
/// view (background, `draw(_:)`, sublayers and subviews' layers, border, shadow, mask).
@Suite struct UIViewLayerTests {
    static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

    @Test func viewAndLayerShareTheirState() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        #expect(view.layer.frame == view.frame && view.layer.position == CGPoint(x: 30, y: 35))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 30) && view.layer.delegate === view)
        view.layer.position = CGPoint(x: 50, y: 50)
        #expect(view.center == CGPoint(x: 50, y: 50) && view.frame.origin == CGPoint(x: 30, y: 35))
        view.alpha = 0.5
        view.isHidden = true
        view.clipsToBounds = true
        view.backgroundColor = .red
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(view.layer.opacity == 0.5 && view.layer.isHidden && view.layer.masksToBounds)
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        #expect(view.layer.affineTransform() == CGAffineTransform(rotationAngle: .pi / 2))
        view.layer.opacity = 0.25
        view.layer.masksToBounds = false
        view.layer.backgroundColor = UIColor.blue.cgColor
        #expect(view.alpha == 0.25 && !view.clipsToBounds && view.backgroundColor == .blue)
        // UIKit's layerClass picks the backing layer's class.
        #expect(ShapeBackedView().layer is CAShapeLayer && !(UIView().layer is CAShapeLayer))
    }

    @Test func subviewLayersFollowTheSubviewsAmongTheOtherSublayers() {
        let root = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        let decoration = CALayer()
        root.addSubview(a)
        root.layer.addSublayer(decoration)
        root.addSubview(b)
        #expect(root.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, decoration, b.layer].map(ObjectIdentifier.init))
        root.insertSubview(c, at: 1)  // between a and b: its layer goes just below b's
        #expect(root.layer.sublayers?.map(ObjectIdentifier.init) == [a.layer, decoration, c.layer, b.layer].map(ObjectIdentifier.init))
        root.sendSubviewToBack(b)
        root.bringSubviewToFront(a)
        #expect(root.subviews.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        #expect(root.layer.sublayers?.map(ObjectIdentifier.init) == [b.layer, decoration, c.layer, a.layer].map(ObjectIdentifier.init))
        c.removeFromSuperview()
        #expect(c.layer.superlayer == nil && root.layer.sublayers?.count == 3)
    }

    @Test func theLayerDrawsBackgroundThenDrawingThenSublayersThenBorder() throws {
        let view = ClosureView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        view.drawing = { _ in
            UIColor.blue.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 40)).fill()
        }
        let sublayer = CALayer()
        sublayer.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        sublayer.backgroundColor = UIColor.green.cgColor
        view.layer.addSublayer(sublayer)
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.black.cgColor
        view.layer.cornerRadius = 8
        let pixmap = try Scene { view.node }.render(size: Size(square: 40), backend: .raster)
        #expect(pixmap.straightPixel(x: 30, y: 30) == RGBA8(r: 255, g: 0, b: 0, a: 255))   // the background
        #expect(pixmap.straightPixel(x: 10, y: 30) == RGBA8(r: 0, g: 0, b: 255, a: 255))   // draw(_:) over it
        #expect(pixmap.straightPixel(x: 10, y: 5) == RGBA8(r: 0, g: 255, b: 0, a: 255))    // the sublayer over that
        #expect(pixmap.straightPixel(x: 39, y: 20) == RGBA8(r: 0, g: 0, b: 0, a: 255))     // the border on top
        #expect(pixmap.straightPixel(x: 39, y: 39) == Self.clear)                         // a rounded corner
    }

    @Test func aLayerShadowAndMaskApplyToTheViewAndItsSubviews() throws {
        let root = UIView()
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 1
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.layer.shadowRadius = 0
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        dot.backgroundColor = .blue
        let oval = CAShapeLayer()
        oval.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 30), transform: nil)
        dot.layer.mask = oval
        card.addSubview(dot)
        root.addSubview(card)
        let pixmap = try Scene { root.node }.render(size: Size(square: 60), backend: .raster)
        #expect(pixmap.straightPixel(x: 30, y: 43) == RGBA8(r: 0, g: 0, b: 0, a: 255))      // the shadow below the card
        #expect(pixmap.straightPixel(x: 30, y: 25) == RGBA8(r: 0, g: 0, b: 255, a: 255))    // the masked subview's middle
        #expect(pixmap.straightPixel(x: 11, y: 11) == RGBA8(r: 255, g: 255, b: 255, a: 255)) // outside its oval
    }

    @Test func aLayerShadowPathCastsTheViewsShadowAndMasksToBoundsClipsItsSubviews() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 30, width: 10, height: 10), transform: nil)
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 0
        view.layer.shadowOffset = .zero
        let overflow = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        overflow.backgroundColor = .blue
        view.addSubview(overflow)
        view.layer.masksToBounds = true
        view.layer.cornerRadius = 10
        let pixmap = try Scene { view.node.frame(width: 40, height: 40).padding(10) }.render(size: Size(square: 60), backend: .raster)
        #expect(pixmap.straightPixel(x: 15, y: 45) == RGBA8(r: 0, g: 0, b: 0, a: 255))   // the shadow path's square
        #expect(pixmap.straightPixel(x: 35, y: 35) == RGBA8(r: 0, g: 0, b: 255, a: 255)) // the subview inside the bounds
        #expect(pixmap.straightPixel(x: 52, y: 40) == Self.clear)                       // cut at the bounds
        #expect(pixmap.straightPixel(x: 48, y: 48) == Self.clear)                       // and at the rounded corner
    }

    @Test func layoutSubviewsRunsBeforeDrawingWhenTheSizeChangesOrIsAsked() throws {
        let view = CountingLayoutView()
        _ = try Scene { view.node }.render(size: Size(square: 20), backend: .raster)
        _ = try Scene { view.node }.render(size: Size(square: 20), backend: .raster)
        #expect(view.layouts == 1)
        _ = try Scene { view.node }.render(size: Size(square: 30), backend: .raster)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 3)
    }

    @Test func aViewWithNonFiniteGeometryIsAnErrorNamingItsLayer() {
        let root = UIView()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        card.layer.name = "card"
        card.center = CGPoint(x: Double.nan, y: 3)
        root.addSubview(card)
        let error = #expect(throws: (any Error).self) {
            try Scene { root.node }.render(size: Size(square: 20), backend: .raster)
        }
        let message = error.map { "\($0)" } ?? "no error"
        #expect(message.contains("CALayer 'card': position is not finite (nan, 3.0)"), "\(message)")
    }

    @Test func anArchiveMakesNoView() {
        #expect(UIView(coder: NSCoder()) == nil)
    }
}
