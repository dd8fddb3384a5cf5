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
            parameters: [
                .choice("kind", PushButton.Kind.allCases.map(\.rawValue), default: PushButton.Kind.add.rawValue,
                        "add draws a plus sign, minus a minus sign."),
                .string("fill", maxLength: 64, default: ButtonFill.automaticKeyword,
                        "The button's colour; auto is RGB(87,218,213) for add and RGB(238,77,77) for minus."),
                .number("line-width", 0.5...50, default: PushButton.Constants.plusLineWidth,
                        "The sign's stroke width in pixels."),
                .number("scale", 0.05...1, default: PushButton.Constants.plusButtonScale,
                        "The sign's length as a share of the button's smaller side."),
            ],
            defaultSize: Size(square: 100),
            variations: [.init("minus", ["kind": "minus"]), .init("blue", ["fill": "#0000ff"])]
        ) { values in
            let kind = PushButton.Kind(rawValue: values.choice("kind")) ?? .add
            let fill: ButtonFill
            do throws(ParameterValueError) {
                fill = try ButtonFill(parsing: values.string("fill"))
            } catch {
                throw ComponentError.invalidValue(component: "push-button", parameter: "fill", error)
            }
            return ComponentBody(PushButton(kind: kind, fillColor: fill.resolved(for: kind),
                                            lineWidth: values.number("line-width"), scale: values.number("scale")))
        }
    }

    /// `counter`: the arc, its outline and the numeral.
    public static var counter: Component {
        Component(
            name: "counter", summary: "A 270° arc outlined up to the glasses drunk out of eight, with the count",
            parameters: [
                .integer("counter", 0...CounterView.defaultNumberOfGlasses, default: 5, "Glasses drunk, out of 8."),
                .color("counter-color", default: CounterView.defaultCounterColor, "The thick arc's colour."),
                .color("outline-color", default: CounterView.defaultOutlineColor, "The outline's colour."),
                .boolean("label", default: true, "Whether the count is written in the middle."),
            ],
            defaultSize: Size(square: CounterGeometry.referenceSide),
            variations: [.init("empty", ["counter": "0"]), .init("full", ["counter": "8"])]
        ) { values in
            ComponentBody(CounterView(counter: values.integer("counter"), counterColor: values.color("counter-color"),
                                      outlineColor: values.color("outline-color"), showsLabel: values.boolean("label")))
        }
    }

    /// `flo`: the whole screen.
    public static var flo: Component {
        var flo = Component(
            name: "flo", summary: "Flo's screen: the counter above the plus and minus buttons",
            parameters: [
                .integer("counter", 0...CounterView.defaultNumberOfGlasses, default: 5, "Glasses drunk, out of 8."),
                .color("background", default: .white, "The screen's colour behind the controls."),
            ],
            defaultSize: FloScreen.designSize,
            variations: [.init("full", ["counter": "8"])]
        ) { values in
            ComponentBody(FloScreen(counter: values.integer("counter"), background: values.color("background")))
        }
        // The tutorial's buttons: plus raises the counter, minus lowers it, within 0...8.
        flo.press = { tags, values in
            let counter = values.integer("counter")
            let step = tags.contains(FloScreen.addButtonTag) ? 1 : tags.contains(FloScreen.minusButtonTag) ? -1 : 0
            let next = min(max(counter + step, 0), CounterView.defaultNumberOfGlasses)
            return next == counter ? nil : ["counter": String(next)]
        }
        return flo
    }
}
