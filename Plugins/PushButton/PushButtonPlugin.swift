import VellumComponents

/// Placeholder until the plugin lands.
public enum PushButtonPlugin {
    public static var plugin: Plugin { Plugin(name: "push-button", summary: "", components: []) }
}
