import Foundation

/// The environment values SwiftUI code sets with `.environment(\.locale, …)` that Vellum reads:
/// the locale, time zone and calendar that `Text(_:format:)` and `Text(_:style:)` format with.
/// They start as the process's current ones, as SwiftUI's do; set them for output that does not
/// depend on the machine:
///
///     Text(price, format: .currency(code: "USD"))
///         .environment(\.locale, Locale(identifier: "en_US"))
public struct EnvironmentValues: Equatable, Sendable {
    /// The locale numbers, dates and currencies are formatted for.
    public var locale = Locale.current
    /// The time zone dates are shown in.
    public var timeZone = TimeZone.current
    /// The calendar dates are shown in.
    public var calendar = Calendar.current

    /// The values at the top of a scene: the current locale, time zone and calendar.
    public init() {}
}

extension Node {
    /// Sets an environment value for the nodes below, as SwiftUI's `environment(_:_:)`:
    /// `.environment(\.locale, Locale(identifier: "fr_FR"))`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.values[keyPath: keyPath] = value })
    }
}
