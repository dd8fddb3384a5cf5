import VellumComponents

/// Placeholder until the plugin lands.
public enum TierBadgePlugin {
    public static var plugin: Plugin { Plugin(name: "tier-badge", summary: "", components: []) }
}
