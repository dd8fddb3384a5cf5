import Testing
import Vellum
import VellumTestSupport
import VellumUIKit

/// Core Animation code written as iOS developers write it (ProgressRingLayers.swift,
/// GradientCardLayers.swift, each with only the import changed), drawn by a scene and compared
/// with golden images checked by eye.
@Suite struct CoreAnimationPortTests {
    private func expectGolden(_ pixmap: Pixmap, named name: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let difference = try GoldenImage.compare(pixmap, withGoldenAt: UIKitPortTests.golden + "/" + name + ".png")
        #expect(difference.isWithinTolerance, "\(name): \(difference)", sourceLocation: sourceLocation)
    }

    @Test func progressRing() throws {
        let ring = makeProgressRing(frame: CGRect(x: 0, y: 0, width: 96, height: 96), progress: 0.72, animated: false)
        let pixmap = try Scene { ring.node }.render(size: Size(square: 96), backend: .raster)
        try expectGolden(pixmap, named: "progress-ring-layers")
        // The arc starts at twelve o'clock and runs clockwise to 72 % (about ten o'clock):
        // blue at three o'clock, only the pale track at nine.
        let right = pixmap.straightPixel(x: 87, y: 48), left = pixmap.straightPixel(x: 8, y: 48)
        #expect(right.b > 200 && right.r < 40 && right.a == 255)
        #expect(left.a < 128)
    }

    @Test func progressRingAnimatesItsStrokeEnd() throws {
        let ring = makeProgressRing(frame: CGRect(x: 0, y: 0, width: 96, height: 96), progress: 0.72, animated: true)
        let progress = try #require(ring.sublayers?.first { $0.name == "progress" } as? CAShapeLayer)
        // Ease-out from 0 to 0.72 over a second: half-way in time is well past half-way in value.
        let halfway = try progress.presentation(atTime: 0.5).strokeEnd
        let easeOut = CAMediaTimingFunction(name: .easeOut).progress(at: 0.5)
        #expect(abs(halfway - 0.72 * easeOut) < 1e-9 && easeOut > 0.6)
        // Removed on completion: after a second the model value shows, as the still picture.
        let after = try Scene { CALayerNode(ring, time: 1.5) }.render(size: Size(square: 96), backend: .raster)
        let still = try Scene { ring.node }.render(size: Size(square: 96), backend: .raster)
        #expect(after.bytes == still.bytes)
        let start = try Scene { CALayerNode(ring, time: 0) }.render(size: Size(square: 96), backend: .raster)
        #expect(start.straightPixel(x: 87, y: 48).b < 200)
    }

    @Test func gradientCard() throws {
        let avatar = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 48)).image { context in
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 48, height: 48))
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 14, y: 8, width: 20, height: 20)).fill()
            UIBezierPath(ovalIn: CGRect(x: 6, y: 30, width: 36, height: 30)).fill()
        }.cgImage  // supplied: an app would load the user's picture
        let card = makeGradientCard(frame: CGRect(x: 12, y: 8, width: 176, height: 96), avatar: avatar)
        let pixmap = try Scene { card.node }.render(size: Size(width: 200, height: 120), backend: .raster)
        try expectGolden(pixmap, named: "gradient-card-layers")
        // The rounded corner is clear inside the card's frame; the shadow falls below the card.
        #expect(pixmap.straightPixel(x: 13, y: 9).a < 60)
        let shadow = pixmap.straightPixel(x: 100, y: 108)
        #expect(shadow.a > 10 && shadow.r < 30)
        // The avatar is masked to a circle: its square's corner shows the gradient, not orange.
        let corner = pixmap.straightPixel(x: 12 + 17, y: 8 + 17), middle = pixmap.straightPixel(x: 12 + 40, y: 8 + 22)
        #expect(corner.r < 200 && middle.r > 200)
    }
}
