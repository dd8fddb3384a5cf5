/// The context UIKit's drawing calls use when none is passed: `UIBezierPath.fill()`,
/// `UIColor.setFill()` and ``UIGraphicsGetCurrentContext()`` all read it.
///
/// It is a task-local value rather than a global so that two views drawn at the same time on two
/// threads each see their own context; ``UIGraphicsPushContext(_:_:)`` sets it for the duration of
/// one closure, as UIKit sets it around a view's `draw(_:)`.
enum UIGraphicsCurrentContext {
    /// A `GraphicsContext` is a class and not `Sendable`; it never leaves the closure it was pushed
    /// for, which runs on the thread that pushed it, so sharing the reference is safe.
    struct Box: @unchecked Sendable {
        let context: GraphicsContext
    }

    @TaskLocal static var current: Box?
}

/// The context drawing is going to, as UIKit's function: inside a view's `draw(_:)` or an image
/// renderer's actions it is theirs; after `UIGraphicsBeginImageContextWithOptions` the image
/// context's; outside any drawing it is `nil`.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    let pushed = UIGraphicsCurrentContext.current?.context
    return currentImageContext(pushed: pushed) ?? pushed
}

/// Makes `context` the current context while `body` runs, as UIKit's `UIGraphicsPushContext` and
/// `UIGraphicsPopContext` do around it; the previous context is current again afterwards.
public func UIGraphicsPushContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    try UIGraphicsCurrentContext.$current.withValue(UIGraphicsCurrentContext.Box(context: context), operation: body)
}
