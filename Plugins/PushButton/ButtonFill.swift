import Foundation
import VellumComponents
import VellumCore

/// The `fill` parameter of the `push-button` component: `auto` (the colour that goes with the
/// button's kind) or an explicit colour.
///
/// A parameter has one fixed default, but the tutorial's two buttons have different colours; so
/// the parameter is text whose default is the word `auto`, and this type reads it.
public enum ButtonFill: Hashable, Sendable {
    /// The kind's storyboard colour (``PushButton/Kind/defaultFillColor``).
    case automatic
    /// This colour whatever the kind.
    case color(Color)

    /// The word that selects ``automatic``.
    public static let automaticKeyword = "auto"

    /// What the parameter accepts, in words, for listings and errors.
    public static let allowedDescription = "auto, " + ParameterKind.color.allowedDescription

    /// Reads `auto` (any case) or a colour as `Color(parsing:)` accepts it.
    public init(parsing text: String) throws(ParameterValueError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == Self.automaticKeyword {
            self = .automatic
        } else if let color = try? Color(parsing: trimmed) {
            self = .color(color)
        } else {
            throw ParameterValueError(value: text, allowed: Self.allowedDescription)
        }
    }

    /// The colour to fill a button of `kind` with.
    public func resolved(for kind: PushButton.Kind) -> Color {
        switch self {
        case .automatic: kind.defaultFillColor
        case .color(let color): color
        }
    }
}
