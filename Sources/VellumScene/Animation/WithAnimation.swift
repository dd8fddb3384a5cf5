import VellumCore

/// The animation the scene updates made inside ``withAnimation(_:_:)`` use, as SwiftUI's
/// transaction carries it.
enum AnimationTransaction {
    @TaskLocal static var animation: Animation?
}

/// Runs `body` and animates the scene updates it makes with `animation`, as SwiftUI's
/// `withAnimation(_:_:)`:
///
///     try withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) {
///         try scene.update("chart", as: BarChart.self) { $0.values = newValues }
///     }
///     try scene.advanceAnimations(by: 0.1)     // 0.1 s into the spring
///
/// Nodes under an ``Node/animation(_:value:)`` whose value changed use that modifier's
/// animation instead. `nil` makes the updates show at once.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try AnimationTransaction.$animation.withValue(animation) { try body() }
}
