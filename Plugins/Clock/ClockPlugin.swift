import VellumComponents

/// Placeholder until the plugin lands.
public enum ClockPlugin {
    public static var plugin: Plugin { Plugin(name: "clock", summary: "", components: []) }
}
