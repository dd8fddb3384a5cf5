import Foundation
import Testing
import Vellum
import VellumTestSupport
import VellumUIKit

/// UIKit's offscreen images, `UIImage`, pattern colours, fonts, attributed-string drawing, paths
/// and view hierarchies, checked by pixels, sizes and bytes.
@Suite struct UIKitImageAndTextTests {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
    static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

    /// A `width` × `height` image, red above and blue below its middle row.
    static func twoTone(width: Int = 4, height: Int = 4) throws -> UIImage {
        let pixels = (0..<width * height).flatMap { $0 / width < height / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] as [UInt8] }
        return UIImage(cgImage: try CGImage(premultipliedPixels: pixels, width: width, height: height))
    }

    @Test func renderersDrawAtTheirScale() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        #expect(image.size == CGSize(width: 10, height: 5) && image.scale == 2)
        #expect(image.cgImage?.width == 20 && image.cgImage?.height == 10)
        #expect(image.cgImage?.raster.pixels[0 ..< 4] == [255, 0, 0, 255])
        #expect(image.cgImage?.raster.pixels[(5 * 20 + 12) * 4 + 3] == 0)
    }

    @Test func renderersOfUnusableSizesMakeEmptyImages() {
        for size in [CGSize.zero, CGSize(width: 0, height: 4), CGSize(width: 100_000, height: 1),
                     CGSize(width: CGFloat.nan, height: 1)] {
            var ran = false
            let renderer = UIGraphicsImageRenderer(size: size)
            let image = renderer.image { _ in ran = true }
            #expect(ran && image.cgImage == nil && image.size == .zero && image.pngData() == nil)
            #expect(renderer.pngData { _ in }.isEmpty)
        }
    }

    @Test func legacyImageContexts() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)  // never begun
        UIGraphicsEndImageContext()                                  // ended without a beginning: nothing
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 0)
        UIColor.red.setFill()
        UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        UIGraphicsEndImageContext()                                  // ended twice: nothing
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 1)
        #expect(image.cgImage?.raster.pixels[0 ..< 4] == [255, 0, 0, 255])
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil && UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContext(.zero)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
    }

    @Test func imagesFromFilesAndBytes() throws {
        let image = try Self.twoTone()
        let png = try #require(image.pngData())
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.cgImage?.raster.pixels == image.cgImage?.raster.pixels)
        let jpeg = try #require(image.jpegData(compressionQuality: 0.9))
        #expect(jpeg.starts(with: [0xFF, 0xD8]) && UIImage(data: jpeg)?.size == CGSize(width: 4, height: 4))
        #expect(image.jpegData(compressionQuality: 0.9) == jpeg)  // deterministic
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/picture.png") == nil)
        #expect(UIImage().size == .zero && UIImage().jpegData(compressionQuality: 1) == nil)
    }

    @Test func imagesDrawUprightAndResizableOnesKeepTheirCaps() throws {
        let image = try Self.twoTone()
        let pixmap = try renderedPixels { _ in image.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
        #expect(pixmap.straightPixel(x: 10, y: 2) == Self.red && pixmap.straightPixel(x: 10, y: 17).b == 255)
        let atPoint = try renderedPixels { _ in image.draw(at: CGPoint(x: 10, y: 10)) }
        #expect(atPoint.straightPixel(x: 11, y: 11) == Self.red && atPoint.straightPixel(x: 15, y: 11) == Self.clear)
        // One red row on top and two blue rows below keep their size; the red row between stretches
        // (where the plain image turns blue at half height).
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 0, bottom: 2, right: 0),
                                             resizingMode: .stretch)
        let stretched = try renderedPixels { _ in resizable.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
        #expect(stretched.straightPixel(x: 10, y: 5) == Self.red && stretched.straightPixel(x: 10, y: 12).r > 150)
        #expect(stretched.straightPixel(x: 10, y: 18).b == 255 && stretched.straightPixel(x: 10, y: 19).b == 255)
    }

    @Test func patternColoursTileTheirImage() throws {
        let tile = try Self.twoTone()
        let pixmap = try renderedPixels { _ in
            UIColor(patternImage: tile).setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
        }
        #expect(pixmap.straightPixel(x: 1, y: 1) == Self.red && pixmap.straightPixel(x: 13, y: 9) == Self.red)
        #expect(pixmap.straightPixel(x: 1, y: 3).b == 255 && pixmap.straightPixel(x: 17, y: 19).b == 255)
    }

    @Test func fonts() throws {
        let system = UIFont.systemFont(ofSize: 20)
        #expect(system.pointSize == 20 && system.withSize(30).pointSize == 30)
        #expect(system.lineHeight > 20 && system.ascender > 0 && system.descender < 0)
        #expect(UIFont(name: "No Such Family Anywhere", size: 12) == nil)
        #expect(UIFont(name: "DejaVu Sans", size: 12)?.familyName == "DejaVu Sans")
        #expect(UIFont.boldSystemFont(ofSize: 12).descriptor.weight == .bold)
        #expect(UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular).features == [.tabularFigures])
        // Tabular digits: "1111" as wide as "0000".
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 20, weight: .regular)
        #expect("1111".size(withAttributes: [.font: digits]).width == "0000".size(withAttributes: [.font: digits]).width)
    }

    @Test func measuringAttributedText() {
        let font = UIFont.systemFont(ofSize: 16)
        let line = "Hello, world".size(withAttributes: [.font: font])
        #expect(line.width > 50 && line.height >= 16)
        #expect("Hello, world".size(withAttributes: [.font: font.withSize(32)]).width > line.width * 1.9)
        #expect("Hello, world".size(withAttributes: [.font: font, .kern: 4]).width > line.width + 40)
        let wrapped = "Hello, world".boundingRect(with: CGSize(width: 60, height: 1000), options: .usesLineFragmentOrigin,
                                                  attributes: [.font: font], context: nil)
        #expect(wrapped.origin == .zero && wrapped.height > line.height * 1.5 && wrapped.width <= 60)
        let oneLine = "Hello, world".boundingRect(with: CGSize(width: 60, height: 1000), options: [],
                                                  attributes: [.font: font], context: nil)
        #expect(oneLine.size == line)
        let attributed = NSMutableAttributedString(string: "Hello, ", attributes: [.font: font])
        attributed.append(NSAttributedString(string: "world", attributes: [.font: font]))
        #expect(attributed.size() == line)
        #expect(("" as NSString).size(withAttributes: nil) == .zero)
    }

    @Test func drawingAttributedTextAlignsItInItsRectangle() throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .right
        let pixmap = try renderedPixels(width: 100, height: 30) { _ in
            "ab".draw(in: CGRect(x: 0, y: 0, width: 100, height: 30),
                      withAttributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red,
                                       .paragraphStyle: style])
        }
        let inked = (0..<100).filter { x in (0..<30).contains { pixmap.straightPixel(x: x, y: $0).a > 0 } }
        #expect((inked.min() ?? 0) > 60 && (inked.max() ?? 0) >= 95)
        #expect((0..<100).contains { x in pixmap.straightPixel(x: x, y: 15).r == 255 })
    }

    @Test func bezierPathsFromUIKit() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        let tab = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
                               cornerRadii: CGSize(width: 10, height: 10))
        #expect(!tab.contains(CGPoint(x: 1, y: 1)) && tab.contains(CGPoint(x: 1, y: 39)))
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 5))
        line.lineWidth = 3
        let reversed = line.reversing()
        #expect(reversed.currentPoint == CGPoint(x: 0, y: 0) && reversed.bounds == line.bounds && reversed.lineWidth == 3)
        let copy = line.copy() as? UIBezierPath
        copy?.addLine(to: CGPoint(x: 20, y: 0))
        #expect(line.currentPoint == CGPoint(x: 10, y: 5) && copy?.lineWidth == 3)
        #expect(UIBezierPath(cgPath: tab.cgPath).bounds == tab.bounds)
    }

    @Test func subviewsAreDrawnInOrderWhereTheirFramesSay() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        back.backgroundColor = .red
        let front = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        front.backgroundColor = .blue
        let hidden = UIView(frame: CGRect(x: 30, y: 30, width: 10, height: 10))
        hidden.backgroundColor = .green
        hidden.isHidden = true
        let faded = UIView(frame: CGRect(x: 30, y: 0, width: 10, height: 10))
        faded.backgroundColor = .red
        faded.alpha = 0.5
        let clipping = UIView(frame: CGRect(x: 0, y: 30, width: 10, height: 10))
        clipping.clipsToBounds = true
        let overflow = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 10))
        overflow.backgroundColor = .red
        clipping.addSubview(overflow)
        for view in [back, front, hidden, faded, clipping] { root.addSubview(view) }
        #expect(front.frame == CGRect(x: 10, y: 10, width: 20, height: 20) && front.center == CGPoint(x: 20, y: 20))
        #expect(root.subviews.count == 5 && front.superview === root)

        let pixmap = try Scene { root.node }.render(size: Size(square: 40), backend: .raster)
        #expect(pixmap.straightPixel(x: 5, y: 5) == Self.red)
        #expect(pixmap.straightPixel(x: 15, y: 15).b == 255)          // the later view is on top
        #expect(pixmap.straightPixel(x: 35, y: 35) == Self.clear)      // hidden
        #expect(pixmap.straightPixel(x: 35, y: 5).a == 128)            // half alpha
        #expect(pixmap.straightPixel(x: 15, y: 35) == Self.clear)      // clipped to its superview

        front.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(front.frame == CGRect(x: 15, y: 15, width: 10, height: 10))
        front.removeFromSuperview()
        #expect(root.subviews.count == 4 && front.superview == nil)
    }

    @Test func imageViewsAndLabelsDrawTheirContent() throws {
        let imageView = UIImageView(image: try Self.twoTone())
        imageView.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        imageView.contentMode = .scaleAspectFit
        let fitted = try Scene { imageView.node }.render(size: Size(width: 40, height: 20), backend: .raster)
        #expect(fitted.straightPixel(x: 20, y: 2) == Self.red && fitted.straightPixel(x: 5, y: 2) == Self.clear)

        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        label.text = "Label"
        label.textColor = .red
        label.textAlignment = .center
        let pixmap = try Scene { label.node }.render(size: Size(width: 120, height: 60), backend: .raster)
        let rows = (0..<60).filter { y in (0..<120).contains { pixmap.straightPixel(x: $0, y: y).a > 0 } }
        let columns = (0..<120).filter { x in (0..<60).contains { pixmap.straightPixel(x: x, y: $0).a > 0 } }
        #expect(abs((rows.min()! + rows.max()!) / 2 - 30) <= 4 && abs((columns.min()! + columns.max()!) / 2 - 60) <= 3)
    }
}
