import Foundation

/// The image contexts begun by `UIGraphicsBeginImageContextWithOptions` and not yet ended, per
/// thread, as UIKit keeps them: begin and end are separate calls, so the stack cannot be a
/// task-local value set for a closure, as the current context of a view's drawing is.
final class ImageContextStack {
    /// One begun context: the context, its scale, and the context pushed (by a view's drawing)
    /// when it began, so that a drawing pushed later takes precedence again.
    struct Entry {
        let context: CGContext
        let scale: Double
        let outer: CGContext?
    }

    var entries: [Entry] = []

    private static let key = "VellumUIKit.ImageContextStack"

    /// This thread's stack.
    static var current: ImageContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? ImageContextStack { return stack }
        let stack = ImageContextStack()
        dictionary[key] = stack
        return stack
    }
}

/// Begins an image context of `size` points at scale 1, as UIKit's function.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context of `size` points at `scale` pixels a point (0 means the screen's: 1
/// here) and makes it current, as UIKit's function; `opaque` is accepted and ignored. A size
/// that cannot be rendered (zero, not finite, a side over `CGContext.maxBitmapSide`
/// pixels) begins a context that draws nothing, whose image is `nil`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: Double) {
    let scale = scale == 0 ? 1 : scale
    let context = ImageContextGeometry(bounds: CGRect(origin: .zero, size: size), scale: scale).makeContext()
    let outer = UIGraphicsCurrentContext.current?.context
    ImageContextStack.current.entries.append(.init(context: context, scale: scale, outer: outer))
}

/// What the current image context holds, as an image, as UIKit's function; `nil` when no image
/// context is current (none begun, or all ended) or it draws nothing.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let entry = ImageContextStack.current.entries.last, let image = entry.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: entry.scale)
}

/// Ends the image context begun last, as UIKit's function; with none begun it does nothing.
public func UIGraphicsEndImageContext() {
    _ = ImageContextStack.current.entries.popLast()
}

/// The image context begun last on this thread, when no drawing was pushed after it began.
func currentImageContext(pushed: CGContext?) -> CGContext? {
    guard let entry = ImageContextStack.current.entries.last, entry.outer === pushed else { return nil }
    return entry.context
}
