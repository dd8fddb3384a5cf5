import Vellum
import VellumComponents
import VellumTierBadgePlugin

/// Cards composed with the SwiftUI vocabulary: a solved.ac-style profile card, a shields-style
/// two-part badge and a progress ring.
///
///     var registry = ComponentRegistry()
///     try registry.register(CardsPlugin.plugin)
///     let body = try registry.component(named: "profile-card").build(["handle": "ada", "rating": "1834"])
public enum CardsPlugin {
    /// The plugin: `profile-card`, `shields-badge` and `progress-ring`.
    public static var plugin: Plugin {
        Plugin(name: "cards", summary: "Cards and badges composed as SwiftUI composes them",
               components: [profileCard, shieldsBadge, progressRing])
    }

    /// The `profile-card` component.
    public static var profileCard: Component {
        Component(name: "profile-card", summary: "A solved.ac-style profile card: tier badge, handle, rating, progress to the next tier",
                  parameters: .handle, .rating, .cardBackground,
                  defaultSize: Size(width: 360, height: 150),
                  variations: [.init("unrated", ["handle": "newcomer", "rating": "0"]),
                               .init("ruby", ["handle": "koosaga", "rating": "2874"]),
                               .init("master", ["handle": "jh05013", "rating": "3120"]),
                               .init("hangul-handle", ["handle": "한글닉네임", "rating": "1530"])]) { values in
            ComponentBody(ProfileCard(handle: values[.handle], rating: values[.rating], background: values[.cardBackground])
                .padding(8))
        }
    }

    /// The `shields-badge` component.
    public static var shieldsBadge: Component {
        Component(name: "shields-badge", summary: "A two-part label | message badge whose width follows its text",
                  parameters: .label, .message, .messageColor, .labelColor, .logo,
                  defaultSize: Size(width: 160, height: 28),
                  variations: [.init("failing", ["message": "failing", "message-color": "#e05d44"]),
                               .init("coverage", ["label": "coverage", "message": "97%", "message-color": "#97ca00"]),
                               .init("version", ["label": "swift", "message": "6.3", "message-color": "#f05138"]),
                               .init("logo", ["label": "tests", "message": "1148 passed", "logo": LogoDataURI.checkMark])]) { values in
            ComponentBody(ShieldsBadge(label: values[.label], message: values[.message], color: values[.messageColor],
                                       labelColor: values[.labelColor], logo: try LogoDataURI.image(values[.logo])))
        }
    }

    /// The `progress-ring` component.
    public static var progressRing: Component {
        Component(name: "progress-ring", summary: "A progress ring with its percentage and an optional caption",
                  parameters: .progress, .ringColor, .thickness, .caption,
                  defaultSize: Size(square: 160),
                  variations: [.init("quarter", ["progress": "0.25", "ring-color": "orange"]),
                               .init("done", ["progress": "1", "ring-color": "green", "caption": "complete"]),
                               .init("thin", ["progress": "0.6", "thickness": "0.04", "caption": "solved"])]) { values in
            ComponentBody(ProgressRing(progress: values[.progress], color: values[.ringColor],
                                       thickness: values[.thickness], caption: values[.caption]))
        }
    }
}

// The cards' parameters.
extension ParameterKey where Value == String {
    static let handle = ParameterKey("handle", default: "vellum", maxLength: 32, summary: "The user's handle.")
    static let label = ParameterKey("label", default: "build", maxLength: 40, summary: "The badge's left text.")
    static let message = ParameterKey("message", default: "passing", maxLength: 40, summary: "The badge's right text.")
    static let logo = ParameterKey("logo", default: "", maxLength: LogoDataURI.maximumLength,
                                   summary: "A picture before the label: a data URI of a PNG, JPEG, GIF or WebP "
                                       + "(data:image/png;base64,…); empty for none.")
    static let caption = ParameterKey("caption", default: "", maxLength: 40,
                                      summary: "A line under the percentage; empty for none.")
}

extension ParameterKey where Value == Int {
    static let rating = ParameterKey("rating", default: 1834, range: 0...4000,
                                     summary: "The solved.ac rating; the tier and the progress bar follow from it.")
}

extension ParameterKey where Value == Double {
    static let progress = ParameterKey("progress", default: 0.72, range: 0...1, summary: "How much is done, 0 to 1.")
    static let thickness = ParameterKey("thickness", default: 0.1, range: 0.01...0.3,
                                        summary: "The ring's thickness as a fraction of its diameter.")
}

extension ParameterKey where Value == Color {
    static let cardBackground = ParameterKey("background", default: .white, summary: "The card's background.")
    static let messageColor = ParameterKey("message-color", default: ShieldsBadge.brightGreen,
                                           summary: "The right part's colour.")
    static let labelColor = ParameterKey("label-color", default: ShieldsBadge.darkGray, summary: "The left part's colour.")
    static let ringColor = ParameterKey("ring-color", default: .blue, summary: "The ring's colour; its track is the same at 20 %.")
}
