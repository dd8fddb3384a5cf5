/// UIKit's image view as a drawing of its image, placed in its bounds as ``contentMode`` says.
open class UIImageView: UIView {
    /// The image shown; `nil` shows only the background.
    public var image: UIImage?
    /// How the image is fitted into the bounds; `.scaleToFill` by default, as UIKit's.
    public var contentMode: UIView.ContentMode = .scaleToFill

    /// A view of `image`'s size showing it, as `UIImageView(image:)`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Draws the image where ``contentMode`` puts it.
    open override func draw(_ rect: CGRect) {
        guard let image else { return }
        image.draw(in: contentMode.place(image.size, in: bounds))
    }
}

extension UIView {
    /// How a view's content is fitted into its bounds (`UIView.ContentMode`).
    public enum ContentMode: Int, Hashable, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// Where content of `size` goes in `bounds`.
        func place(_ size: CGSize, in bounds: CGRect) -> CGRect {
            let (width, height) = (Double(size.width), Double(size.height))
            let (boxWidth, boxHeight) = (Double(bounds.width), Double(bounds.height))
            switch self {
            case .scaleToFill, .redraw: return bounds
            case .scaleAspectFit, .scaleAspectFill:
                guard width > 0, height > 0 else { return bounds }
                let fit = (boxWidth / width, boxHeight / height)
                let scale = self == .scaleAspectFit ? min(fit.0, fit.1) : max(fit.0, fit.1)
                return aligned(CGSize(width: width * scale, height: height * scale), in: bounds, x: 0.5, y: 0.5)
            default:
                return aligned(size, in: bounds, x: anchor.x, y: anchor.y)
            }
        }

        /// The unit point of the bounds the content's same point goes to, for the unscaled modes.
        private var anchor: (x: Double, y: Double) {
            switch self {
            case .top: (0.5, 0)
            case .bottom: (0.5, 1)
            case .left: (0, 0.5)
            case .right: (1, 0.5)
            case .topLeft: (0, 0)
            case .topRight: (1, 0)
            case .bottomLeft: (0, 1)
            case .bottomRight: (1, 1)
            default: (0.5, 0.5)
            }
        }

        private func aligned(_ size: CGSize, in bounds: CGRect, x: Double, y: Double) -> CGRect {
            CGRect(x: Double(bounds.minX) + (Double(bounds.width) - Double(size.width)) * x,
                   y: Double(bounds.minY) + (Double(bounds.height) - Double(size.height)) * y,
                   width: size.width, height: size.height)
        }
    }
}
