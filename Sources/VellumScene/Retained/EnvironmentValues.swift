import Foundation
import VellumCore

/// The environment values a view can read with ``Environment`` and set with
/// `environment(_:_:)`, as SwiftUI's `EnvironmentValues`: the colour scheme, and the locale,
/// time zone and calendar that `Text(_:format:)` and `Text(_:style:)` format with. The other
/// values SwiftUI has are set through their own modifiers (`font(_:)`, `foregroundStyle(_:)`,
/// `tint(_:)`…) and are not readable here.
///
/// The locale, time zone and calendar start as the process's current ones, as SwiftUI's do; set
/// them for output that does not depend on the machine:
///
///     Text(price, format: .currency(code: "USD"))
///         .environment(\.locale, Locale(identifier: "en_US"))
public struct EnvironmentValues: Hashable, Sendable {
    /// The appearance colours are drawn for: the system colours, `Color.primary` and the
    /// hierarchical styles take their dark values under `.dark`. Light unless set.
    public var colorScheme: ColorScheme = .light
    /// The locale numbers, dates and currencies are formatted for.
    public var locale = Locale.current
    /// The time zone dates are shown in.
    public var timeZone = TimeZone.current
    /// The calendar dates are shown in.
    public var calendar = Calendar.current

    /// The default values.
    public init() {}

    /// The values in effect where a component's `body` is being built (the defaults elsewhere).
    @TaskLocal static var current = EnvironmentValues()

    /// Whether the values are the same. A locale, time zone or calendar passed down unchanged
    /// is the same instance, told apart by its bits before Foundation compares identifiers and
    /// preferences (an update compares every reused node's environment: 12 k instructions of a
    /// clock's tick went to `Locale.==` and `Calendar.==`).
    public static func == (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool {
        lhs.colorScheme == rhs.colorScheme
            && (haveSameBits(lhs.locale, rhs.locale) || lhs.locale == rhs.locale)
            && (haveSameBits(lhs.timeZone, rhs.timeZone) || lhs.timeZone == rhs.timeZone)
            && (haveSameBits(lhs.calendar, rhs.calendar) || lhs.calendar == rhs.calendar)
    }
}

/// Reads an environment value in a component's `body`, as SwiftUI's `@Environment`:
///
///     struct Badge: Node {
///         @Environment(\.colorScheme) var colorScheme
///         var body: some Node {
///             Circle().fill(colorScheme == .dark ? Color.white : Color.black)
///         }
///     }
///
/// The value is the one in effect where the component is placed, read while its body is built.
@propertyWrapper
public struct Environment<Value>: @unchecked Sendable {
    // A key path into a Sendable value type, read only: safe to share.
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in effect where the body reading it is being built.
    public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

extension Node {
    /// Sets an environment value for the nodes below, as SwiftUI's `environment(_:_:)`:
    /// `.environment(\.colorScheme, .dark)`, `.environment(\.locale, Locale(identifier: "fr_FR"))`.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.values[keyPath: keyPath] = value })
    }

    /// Draws the node and everything below it in `colorScheme`, as SwiftUI's
    /// `preferredColorScheme(_:)`; `nil` keeps the scheme in effect. SwiftUI applies the
    /// preference to the whole window from wherever it is set; in Vellum it applies to the node it
    /// modifies, so put it on the scene's root to get SwiftUI's effect.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { environment in
            if let colorScheme { environment.values.colorScheme = colorScheme }
        })
    }
}
