import VellumComponents

/// Placeholder until the plugin lands.
public enum BadgePlugin {
    public static var plugin: Plugin { Plugin(name: "badge", summary: "", components: []) }
}
