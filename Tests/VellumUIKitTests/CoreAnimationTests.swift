import Testing
import Vellum
import VellumComponents
import VellumTestSupport
import VellumUIKit

/// Renders the layer tree under `root` on a `size` canvas.
private func render(_ root: CALayer, size: Double = 64, time: Double? = nil) throws -> Pixmap {
    try Scene { CALayerNode(root, time: time) }.render(size: Size(square: size), backend: .raster)
}

/// A layer of `frame` filled with `color`.
private func solid(_ frame: CGRect, _ color: UIColor) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color.cgColor
    return layer
}

/// A 64-point text layer showing `string` in black.
private func blackText(_ string: String, fontSize: Double) -> CATextLayer {
    let text = CATextLayer()
    text.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
    text.string = string
    text.fontSize = fontSize
    text.foregroundColor = UIColor.black.cgColor
    return text
}

@Suite struct CALayerTests {
    @Test func backgroundThenSublayersThenBorder() throws {
        let root = solid(CGRect(x: 8, y: 8, width: 48, height: 48), .red)
        root.borderWidth = 4
        root.borderColor = UIColor.blue.cgColor
        root.addSublayer(solid(CGRect(x: -8, y: 16, width: 64, height: 16), .green))
        let pixmap = try render(root)
        #expect(pixmap.straightPixel(x: 20, y: 10) == RGBA8(r: 0, g: 0, b: 255, a: 255))   // border
        #expect(pixmap.straightPixel(x: 20, y: 20) == RGBA8(r: 255, g: 0, b: 0, a: 255))   // background
        #expect(pixmap.straightPixel(x: 30, y: 30) == RGBA8(r: 0, g: 255, b: 0, a: 255))   // sublayer
        #expect(pixmap.straightPixel(x: 10, y: 30) == RGBA8(r: 0, g: 0, b: 255, a: 255))   // border over it
        #expect(pixmap.straightPixel(x: 3, y: 30) == RGBA8(r: 0, g: 255, b: 0, a: 255))    // outside, unclipped
        #expect(root.frame == CGRect(x: 8, y: 8, width: 48, height: 48) && root.position == CGPoint(x: 32, y: 32))
    }

    @Test func masksToBoundsClipsSublayersAndTheShadowToTheRoundedBounds() throws {
        let root = solid(CGRect(x: 8, y: 8, width: 48, height: 48), .red)
        root.cornerRadius = 16
        root.masksToBounds = true
        root.shadowOpacity = 1
        root.shadowOffset = CGSize(width: 4, height: 4)
        root.addSublayer(solid(CGRect(x: -8, y: 16, width: 64, height: 16), .green))
        let pixmap = try render(root)
        #expect(pixmap.straightPixel(x: 3, y: 24).a == 0)   // the sublayer is clipped
        #expect(pixmap.straightPixel(x: 9, y: 9).a == 0)    // the corner is rounded away
        #expect(pixmap.straightPixel(x: 59, y: 40).a == 0)  // so is the shadow
        root.masksToBounds = false
        let unclipped = try render(root)
        #expect(unclipped.straightPixel(x: 3, y: 24).a == 255 && unclipped.straightPixel(x: 58, y: 44).a > 0)
    }

    @Test func zPositionSortsSiblingsKeepingTheirOrderOtherwise() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        let (a, b, c) = (solid(root.bounds, .red), solid(root.bounds, .green), solid(root.bounds, .blue))
        a.zPosition = 1
        for layer in [a, b, c] { root.addSublayer(layer) }
        #expect(try render(root).straightPixel(x: 30, y: 30) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        a.zPosition = 0
        #expect(try render(root).straightPixel(x: 30, y: 30) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        root.insertSublayer(c, below: b)
        #expect(root.sublayers?.map { $0 === c } == [false, true, false])
        #expect(try render(root).straightPixel(x: 30, y: 30) == RGBA8(r: 0, g: 255, b: 0, a: 255))
        c.removeFromSuperlayer()
        #expect(root.sublayers?.count == 2 && c.superlayer == nil)
    }

    @Test func opacityAndAnAlphaMaskApplyToTheWholeSubtree() throws {
        let root = solid(CGRect(x: 0, y: 0, width: 64, height: 64), .red)
        root.addSublayer(solid(CGRect(x: 0, y: 0, width: 64, height: 32), .blue))
        root.opacity = 0.5
        let mask = solid(CGRect(x: 0, y: 0, width: 32, height: 64), .black)
        root.mask = mask
        let pixmap = try render(root)
        let (blue, red) = (pixmap.straightPixel(x: 16, y: 16), pixmap.straightPixel(x: 16, y: 48))
        #expect(blue.b == 255 && blue.r == 0 && (127...128).contains(blue.a))
        #expect(red.r == 255 && red.b == 0 && (127...128).contains(red.a))
        #expect(pixmap.straightPixel(x: 48, y: 16).a == 0)
    }

    @Test func transformTurnsAboutTheAnchorPoint() throws {
        let bar = solid(CGRect(x: 12, y: 28, width: 40, height: 8), .red)
        bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(abs(bar.frame.minX - 28) < 1e-9 && abs(bar.frame.height - 40) < 1e-9)
        let pixmap = try render(bar)
        #expect(pixmap.straightPixel(x: 32, y: 14).a == 255 && pixmap.straightPixel(x: 16, y: 32).a == 0)
        bar.setAffineTransform(CGAffineTransform(scaleX: 0.5, y: 1))
        #expect(bar.affineTransform() == CGAffineTransform(scaleX: 0.5, y: 1))
        let scaled = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(5, 0, 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaled.affine) == CGPoint(x: 7, y: 2))
    }

    @Test func contentsFollowTheGravity() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 8)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 8))
        }.cgImage
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        layer.contents = image
        layer.contentsGravity = .resizeAspect   // 64 × 32, centred
        let fit = try render(layer)
        #expect(fit.straightPixel(x: 32, y: 10).a == 0 && fit.straightPixel(x: 32, y: 20).a == 255)
        layer.contentsGravity = .topLeft
        let corner = try render(layer)
        #expect(corner.straightPixel(x: 15, y: 7).a == 255 && corner.straightPixel(x: 17, y: 7).a == 0)
    }
}

@Suite struct CAShapeGradientTextLayerTests {
    @Test func shapeLayerFillsBlackByDefaultAndTrimsItsStroke() throws {
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        #expect(try render(shape).bytes.allSatisfy { $0 == 0 })   // no path: nothing
        shape.path = CGPath(rect: CGRect(x: 8, y: 8, width: 48, height: 48), transform: nil)
        #expect(try render(shape).straightPixel(x: 32, y: 32) == RGBA8(r: 0, g: 0, b: 0, a: 255))
        shape.fillColor = nil
        shape.strokeColor = UIColor.red.cgColor
        shape.lineWidth = 4
        shape.strokeEnd = 0.25   // the top edge only
        let top = try render(shape)
        #expect(top.straightPixel(x: 32, y: 8).a == 255 && top.straightPixel(x: 56, y: 32).a == 0)
        shape.strokeStart = 0.5  // past the end: no stroke, as Apple
        #expect(try render(shape).bytes.allSatisfy { $0 == 0 })
        shape.strokeStart = -1
        shape.strokeEnd = 2      // clamped to the whole path
        #expect(try render(shape).straightPixel(x: 8, y: 32).a == 255)
    }

    @Test func gradientLayerTypes() throws {
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let axial = try render(gradient)
        #expect(axial.straightPixel(x: 32, y: 0).r > 240 && axial.straightPixel(x: 32, y: 63).b > 240)
        gradient.type = .radial
        gradient.startPoint = CGPoint(x: 0.5, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let radial = try render(gradient)
        #expect(radial.straightPixel(x: 32, y: 32).r > 240 && radial.straightPixel(x: 63, y: 32).b > 240)
        gradient.type = .conic
        gradient.endPoint = CGPoint(x: 1, y: 0.5)   // starts at three o'clock, turns clockwise
        let conic = try render(gradient)
        #expect(conic.straightPixel(x: 60, y: 34).r > 230 && conic.straightPixel(x: 60, y: 30).b > 230)
    }

    @Test func textLayerDrawsFromTheTopAligned() throws {
        let text = blackText("Hi", fontSize: 20)
        let left = try render(text)
        text.alignmentMode = .right
        let right = try render(text)
        func inkColumns(_ p: Pixmap) -> [Int] { (0..<64).filter { x in (0..<64).contains { p.straightPixel(x: x, y: $0).a > 0 } } }
        #expect(inkColumns(left).first! < 8 && inkColumns(right).last! > 56)
        #expect((30..<64).allSatisfy { y in (0..<64).allSatisfy { left.straightPixel(x: $0, y: y).a == 0 } })
    }
}

@Suite struct CAAnimationTests {
    @Test func basicAnimationTimingAndFillModes() throws {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 2
        fade.beginTime = 1
        layer.opacity = 0.25
        layer.add(fade, forKey: "fade")
        #expect(try layer.presentation(atTime: 2).opacity == 0.5)
        #expect(try layer.presentation(atTime: 0.5).opacity == 0.25)    // before: the model value
        #expect(try layer.presentation(atTime: 4).opacity == 0.25)      // removed on completion
        fade.fillMode = .both
        fade.isRemovedOnCompletion = false
        #expect(try layer.presentation(atTime: 4).opacity == 0.25)      // the copy added is unchanged
        layer.add(fade, forKey: "fade")
        #expect(try layer.presentation(atTime: 0.5).opacity == 0)
        #expect(try layer.presentation(atTime: 4).opacity == 1)
        fade.autoreverses = true
        fade.repeatCount = 2
        fade.fillMode = .removed
        layer.add(fade, forKey: "fade")
        #expect(try layer.presentation(atTime: 4).opacity == 0.5)       // half-way back
        #expect(try layer.presentation(atTime: 6).opacity == 0.5)       // second cycle, half-way out
        #expect(layer.animation(forKey: "fade") !== fade && layer.animationKeys() == ["fade"])
        layer.removeAnimation(forKey: "fade")
        #expect(layer.animation(forKey: "fade") == nil)
    }

    @Test func byValueAndTheModelValueFillMissingEnds() throws {
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 10)
        let move = CABasicAnimation(keyPath: "position")
        move.byValue = CGPoint(x: 20, y: 0)
        move.duration = 1
        layer.add(move, forKey: nil)
        #expect(try layer.presentation(atTime: 0.5).position == CGPoint(x: 20, y: 10))
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = Double.pi / 2
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        let turned = try layer.presentation(atTime: 0.5).transform
        #expect(abs(atan2(turned.m12, turned.m11) - .pi / 4) < 1e-9)
        #expect(layer.transform == CATransform3DIdentity)   // the model is unchanged
    }

    @Test func timingFunctionsAreSolvedCubicBeziers() {
        #expect(abs(CAMediaTimingFunction(name: .linear).progress(at: 0.3) - 0.3) < 1e-9)
        // The control points are Floats, as Apple's: 0.42 and 0.58 are not quite symmetric.
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5) - 0.5) < 1e-6)
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        #expect(easeIn.progress(at: 0.5) < 0.35 && easeIn.progress(at: 1) == 1)
        // (0.25, 0.1)–(0.25, 1) at x = 0.25 is 0.4085 (CSS's `ease`, the same curve).
        #expect(abs(CAMediaTimingFunction(name: .default).progress(at: 0.25) - 0.4085) < 1e-3)
        let custom = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1)
        #expect(abs(custom.progress(at: 0.5) - 0.5) < 1e-9 && custom.progress(at: 0.25) < 0.25)
    }

    @Test func keyframesLinearDiscreteAndPaced() throws {
        let layer = CAShapeLayer()
        let frames = CAKeyframeAnimation(keyPath: "lineWidth")
        frames.values = [0, 10, 40]
        frames.keyTimes = [0, 0.5, 1]
        frames.duration = 1
        layer.add(frames, forKey: "w")
        #expect(try layer.presentation(atTime: 0.25).lineWidth == 5)
        #expect(try layer.presentation(atTime: 0.75).lineWidth == 25)
        frames.calculationMode = .discrete
        frames.keyTimes = nil
        layer.add(frames, forKey: "w")
        #expect(try layer.presentation(atTime: 0.5).lineWidth == 10)
        frames.calculationMode = .paced   // 40 units in a second, whatever the key times
        layer.add(frames, forKey: "w")
        #expect(abs(try layer.presentation(atTime: 0.5).lineWidth - 20) < 1e-9)
    }

    @Test func colourAnimationDrivesTheRender() throws {
        let layer = solid(CGRect(x: 0, y: 0, width: 64, height: 64), .red)
        let change = CABasicAnimation(keyPath: "backgroundColor")
        change.toValue = UIColor.blue.cgColor
        change.duration = 1
        layer.add(change, forKey: "colour")
        #expect(try render(layer, time: 0).straightPixel(x: 5, y: 5) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        let middle = try render(layer, time: 0.5).straightPixel(x: 5, y: 5)
        #expect(middle.r > 100 && middle.b > 100)
    }
}

@Suite struct CALayerBadInputTests {
    /// The error a render of `root` fails with.
    private func renderError(_ root: CALayer) -> String {
        do {
            _ = try render(root, time: 0)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func nonFiniteGeometryIsAnErrorNamingTheLayer() {
        let layer = solid(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        layer.name = "badge"
        layer.position = CGPoint(x: Double.nan, y: 3)
        let message = renderError(layer)
        #expect(message.contains("CALayer 'badge': position is not finite (nan, 3.0)"), "\(message)")
    }

    @Test func anUnusableDurationIsAnErrorNamingTheAnimation() {
        let layer = solid(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = -1
        layer.add(fade, forKey: "fade")
        let message = renderError(layer)
        #expect(message.contains("animation 'fade': duration -1.0 is not a finite number ≥ 0"), "\(message)")
        fade.duration = .infinity
        layer.add(fade, forKey: "fade")
        let endless = renderError(layer)
        #expect(endless.contains("animation 'fade': duration inf is not a finite number ≥ 0"), "\(endless)")
    }

    @Test func aMaskCycleIsAnErrorNotARecursion() {
        let outer = solid(CGRect(x: 0, y: 0, width: 10, height: 10), .red)
        let inner = solid(CGRect(x: 0, y: 0, width: 10, height: 10), .blue)
        outer.addSublayer(inner)
        inner.mask = outer
        #expect(renderError(outer).contains("is its own ancestor"))
        outer.addSublayer(outer)            // a layer cannot be its own sublayer
        inner.addSublayer(outer)
        #expect(outer.sublayers?.count == 1 && inner.sublayers == nil)
    }
}

@Suite struct CALayerSceneTests {
    @Test func changingOneLayerDamagesOnlyItsRectangle() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        let left = solid(CGRect(x: 4, y: 4, width: 20, height: 20), .red)
        let right = solid(CGRect(x: 40, y: 40, width: 20, height: 20), .green)
        root.addSublayer(left)
        root.addSublayer(right)
        let scene = Scene { root.node.tag("layers") }
        var check = try IncrementalRenderCheck(scene: scene, size: Size(square: 64))
        right.backgroundColor = UIColor.blue.cgColor
        let result = try check.step { try $0.replace("layers", with: root.node) }
        #expect(result.equal)
        #expect(result.damage == .regions([Rect(x: 39, y: 39, width: 22, height: 22)]))
    }

    @Test func aLayerTreeRendersThroughTheSVGWriter() throws {
        let root = solid(CGRect(x: 8, y: 8, width: 48, height: 48), .red)
        root.cornerRadius = 8
        root.masksToBounds = true
        root.mask = solid(CGRect(x: 0, y: 0, width: 24, height: 48), .black)
        let svg = try Scene { root.node }.render(size: Size(square: 64), backend: .svg).text
        #expect(svg.contains("<mask") && svg.contains("clip-path"))
    }

    @Test func aLayerComponentShowsItsAnimationsAtTheTimeParameter() throws {
        let component = Component(layer: { size in
            let layer = solid(CGRect(origin: .zero, size: size), .red)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 2
            layer.add(fade, forKey: "fade")
            return layer
        }, name: "fade", summary: "a fading square", defaultSize: Size(square: 16))
        let values = try component.values(from: ["time": "1970-01-01T00:00:01Z"])
        let pixmap = try component.make(values).scene().render(size: Size(square: 16), backend: .raster)
        #expect((127...128).contains(pixmap.straightPixel(x: 8, y: 8).a))
    }
}

@Suite struct CALayerGeometryAndStyleTests {
    @Test func theAnchorPointIsThePointOfTheBoundsAtThePosition() throws {
        let layer = solid(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
        layer.position = CGPoint(x: 32, y: 32)
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(layer.frame == CGRect(x: 32, y: 32, width: 20, height: 20))
        let pixmap = try render(layer)
        #expect(pixmap.straightPixel(x: 40, y: 40) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pixmap.straightPixel(x: 28, y: 28).a == 0)
    }

    @Test func maskedCornersRoundOnlyTheCornersNamed() throws {
        let layer = solid(CGRect(x: 8, y: 8, width: 48, height: 48), .red)
        layer.cornerRadius = 16
        layer.maskedCorners = [.layerMinXMinYCorner]
        let pixmap = try render(layer)
        #expect(pixmap.straightPixel(x: 9, y: 9).a == 0)                                   // top left: rounded
        #expect(pixmap.straightPixel(x: 54, y: 9) == RGBA8(r: 255, g: 0, b: 0, a: 255))    // top right: square
        #expect(pixmap.straightPixel(x: 54, y: 54) == RGBA8(r: 255, g: 0, b: 0, a: 255))   // bottom right: square
    }

    @Test func aShapeLayersDashPatternDashesItsStroke() throws {
        let line = CAShapeLayer()
        line.frame = CGRect(x: 0, y: 0, width: 64, height: 64)
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 32))
        path.addLine(to: CGPoint(x: 64, y: 32))
        line.path = path
        line.strokeColor = UIColor.red.cgColor
        line.lineWidth = 4
        line.lineDashPattern = [8, 8]
        let pixmap = try render(line)
        #expect(pixmap.straightPixel(x: 4, y: 32).a == 255 && pixmap.straightPixel(x: 20, y: 32).a == 255)
        #expect(pixmap.straightPixel(x: 12, y: 32).a == 0 && pixmap.straightPixel(x: 28, y: 32).a == 0)
    }

    @Test func aWrappedTextLayerBreaksItsLinesAndAnUnwrappedOneKeepsOne() throws {
        let text = blackText("one two three four", fontSize: 14)
        func inkRows(_ p: Pixmap) -> [Int] { (0..<64).filter { y in (0..<64).contains { p.straightPixel(x: $0, y: y).a > 0 } } }
        let single = inkRows(try render(text))
        text.isWrapped = true
        let wrapped = inkRows(try render(text))
        #expect(single.last! < 20 && wrapped.last! > 30, "single \(single.last!), wrapped \(wrapped.last!)")
    }
}

/// A chain of sublayers far deeper than a render tree may nest: an error naming the layer where
/// the chain is cut, never a stack overflow. The chains are built from the bottom up: adding a
/// sublayer walks the new parent's ancestors, which a new parent has none of.
@Suite struct DeepLayerTreeTests {
    @Test func tenThousandNestedSublayersAreAnErrorNotACrash() {
        var root = solid(CGRect(x: 0, y: 0, width: 8, height: 8), .red)
        for _ in 0..<10_000 {
            let parent = solid(CGRect(x: 0, y: 0, width: 8, height: 8), .red)
            parent.addSublayer(root)
            root = parent
        }
        do {
            _ = try render(root)
            Issue.record("a 10,000-deep layer tree rendered")
        } catch {
            #expect("\(error)".contains("sublayers nest more than 256 deep; the deeper ones are left out"))
        }
    }

    @Test func tenThousandNestedViewsAreAnErrorNotACrash() {
        var root = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        for _ in 0..<10_000 {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
            parent.backgroundColor = .red
            parent.addSubview(root)
            root = parent
        }
        do {
            _ = try render(root.layer)
            Issue.record("a 10,000-deep view tree rendered")
        } catch {
            #expect("\(error)".contains("sublayers nest more than 256 deep"))
        }
    }
}
