import VellumComponents

extension Component {
    /// A component drawing a ``UIView`` subclass, whose ``Inspectable`` properties are its
    /// parameters: one call registers a tutorial's view.
    ///
    ///     try registry.register(Component(view: CounterView.self, name: "counter-view",
    ///                                     summary: "Flo's counter", defaultSize: Size(square: 230)))
    ///
    /// Each render makes a new view with `init()`, gives it the canvas size as its frame, sets the inspectable
    /// properties from the parameter values (the declared values when not given), and draws it.
    public init<View: UIView>(view: View.Type, name: String, summary: String, defaultSize: Size = Size(square: 256),
                              variations: [Variation] = []) {
        let parameters = InspectableProperties(of: View()).properties.map { $0.property.parameter(named: $0.name) }
        self.init(name: name, summary: summary, parameters: parameters, defaultSize: defaultSize,
                  variations: variations) { values in
            let view = View()
            view.frame = CGRect(origin: .zero, size: CGSize(values.canvasSize))
            for (name, property) in InspectableProperties(of: view).properties { property.apply(values, named: name) }
            return ComponentBody(view.node)
        }
    }
}
