import VellumComponents
import VellumCore

/// Flo's controls from Ray Wenderlich's *Core Graphics Tutorial Part 1*: the round add/minus
/// button, the glass counter and the screen that puts them together.
public enum PushButtonPlugin {
    /// The plugin with the components `push-button`, `counter` and `flo`.
    public static var plugin: Plugin {
        Plugin(name: "push-button", summary: "Flo's add/minus button, glass counter and screen (Core Graphics tutorial)",
               components: [pushButton, counter, flo])
    }

    /// `push-button`: one round button with a plus or minus sign.
    public static var pushButton: Component {
        Component(
            name: "push-button", summary: "A round add or minus button with a white sign",
            parameters: .kind, .fill, .lineWidth, .scale,
            defaultSize: Size(square: 100),
            variations: [.init("minus", ["kind": "minus"]), .init("blue", ["fill": "#0000ff"])]
        ) { values in
            let kind = values[.kind]
            let fill: ButtonFill
            do throws(ParameterValueError) {
                fill = try ButtonFill(parsing: values[.fill])
            } catch {
                throw ComponentError.invalidValue(component: "push-button", parameter: ParameterKey.fill.name, error)
            }
            return ComponentBody(PushButton(kind: kind, fillColor: fill.resolved(for: kind),
                                            lineWidth: values[.lineWidth], scale: values[.scale]))
        }
    }

    /// `counter`: the arc, its outline and the numeral.
    public static var counter: Component {
        Component(
            name: "counter", summary: "A 270° arc outlined up to the glasses drunk out of eight, with the count",
            parameters: .counter, .counterColor, .outlineColor, .label,
            defaultSize: Size(square: CounterGeometry.referenceSide),
            variations: [.init("empty", ["counter": "0"]), .init("full", ["counter": "8"])]
        ) { values in
            ComponentBody(CounterView(counter: values[.counter], counterColor: values[.counterColor],
                                      outlineColor: values[.outlineColor], showsLabel: values[.label]))
        }
    }

    /// `flo`: the whole screen.
    public static var flo: Component {
        var flo = Component(
            name: "flo", summary: "Flo's screen: the counter above the plus and minus buttons",
            parameters: .counter, .background,
            defaultSize: FloScreen.designSize,
            variations: [.init("full", ["counter": "8"])]
        ) { values in
            ComponentBody(FloScreen(counter: values[.counter], background: values[.background]))
        }
        // The tutorial's buttons: plus raises the counter, minus lowers it, within 0...8.
        flo.press = { tags, values in
            let step = tags.contains(FloScreen.addButtonTag) ? 1 : tags.contains(FloScreen.minusButtonTag) ? -1 : 0
            var pressed = values
            pressed[.counter] = min(max(values[.counter] + step, 0), CounterView.defaultNumberOfGlasses)
            return pressed
        }
        return flo
    }
}

extension PushButton.Kind: ParameterChoice {}

// The parameters of the three components; `counter` is the same parameter in `counter` and `flo`.
extension ParameterKey where Value == PushButton.Kind {
    static let kind = ParameterKey("kind", default: .add, summary: "add draws a plus sign, minus a minus sign.")
}

extension ParameterKey where Value == String {
    /// Text rather than a colour, because its default depends on the kind (see ``ButtonFill``).
    static let fill = ParameterKey(
        "fill", default: ButtonFill.automaticKeyword, maxLength: 64,
        summary: "The button's colour; auto is RGB(87,218,213) for add and RGB(238,77,77) for minus.")
}

extension ParameterKey where Value == Double {
    static let lineWidth = ParameterKey("line-width", default: PushButton.Constants.plusLineWidth, range: 0.5...50,
                                        summary: "The sign's stroke width in pixels.")
    static let scale = ParameterKey("scale", default: PushButton.Constants.plusButtonScale, range: 0.05...1,
                                    summary: "The sign's length as a share of the button's smaller side.")
}

extension ParameterKey where Value == Int {
    static let counter = ParameterKey("counter", default: 5, range: 0...CounterView.defaultNumberOfGlasses,
                                      summary: "Glasses drunk, out of 8.")
}

extension ParameterKey where Value == Color {
    static let counterColor = ParameterKey("counter-color", default: CounterView.defaultCounterColor,
                                           summary: "The thick arc's colour.")
    static let outlineColor = ParameterKey("outline-color", default: CounterView.defaultOutlineColor,
                                           summary: "The outline's colour.")
    static let background = ParameterKey("background", default: .white,
                                         summary: "The screen's colour behind the controls.")
}

extension ParameterKey where Value == Bool {
    static let label = ParameterKey("label", default: true, summary: "Whether the count is written in the middle.")
}
