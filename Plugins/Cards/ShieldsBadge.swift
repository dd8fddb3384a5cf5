import Vellum

/// A two-part badge in the manner of shields.io: a label on grey and a message on a colour,
/// 20 points tall, each part as wide as its text plus 6 points a side, with rounded ends and a
/// faint top-lit sheen.
public struct ShieldsBadge: View {
    /// The left part's text.
    public var label: String
    /// The right part's text.
    public var message: String
    /// The right part's colour.
    public var color: Color
    /// The left part's colour.
    public var labelColor: Color
    /// A picture drawn 14 points high before the label, or `nil` for none.
    public var logo: Image?

    /// shields.io's default message colour (bright green) and label colour (dark grey).
    public static let brightGreen = Color(red8: 0x44, green8: 0xcc, blue8: 0x11)
    public static let darkGray = Color(red8: 0x55, green8: 0x55, blue8: 0x55)

    /// A badge reading `label | message`.
    public init(label: String, message: String, color: Color = brightGreen, labelColor: Color = darkGray,
                logo: Image? = nil) {
        self.label = label
        self.message = message
        self.color = color
        self.labelColor = labelColor
        self.logo = logo
    }

    public var body: some View {
        // The label's colour under the whole badge and the message's over its right part, each
        // shape rounded where the badge is: no clip, so no edge is anti-aliased twice.
        HStack(spacing: 0) {
            HStack(spacing: 3) {
                if let logo {
                    logo
                        .resizable()
                        .scaledToFit()
                        .frame(height: 14)
                }
                part(label)
            }
            .padding(.leading, logo == nil ? 0 : 5)
            part(message)
                .background(color, in: UnevenRoundedRectangle(topLeadingRadius: 0, bottomLeadingRadius: 0,
                                                              bottomTrailingRadius: 3, topTrailingRadius: 3))
        }
        .background(labelColor, in: RoundedRectangle(cornerRadius: 3))
        .overlay(LinearGradient(colors: [.white.opacity(0.1), .black.opacity(0.1)], startPoint: .top, endPoint: .bottom),
                 in: RoundedRectangle(cornerRadius: 3))
        .fixedSize()
    }

    private func part(_ text: String) -> some View {
        Text(text)
            .font(.system(size: 11))
            .foregroundStyle(.white)
            .shadow(color: .black.opacity(0.3), radius: 0, x: 0, y: 1)
            .padding(.horizontal, 6)
            .frame(height: 20)
    }
}
