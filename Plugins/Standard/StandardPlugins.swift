import VellumBadgePlugin
import VellumCardsPlugin
import VellumClockPlugin
import VellumComponents
import VellumLayersPlugin
import VellumPushButtonPlugin
import VellumTierBadgePlugin

/// The plugins that ship with Vellum. The command line registers these and knows nothing else of
/// them: adding a plugin to Vellum means adding it to this list.
public enum StandardPlugins {
    /// Every standard plugin.
    public static var all: [Plugin] {
        [BadgePlugin.plugin, TierBadgePlugin.plugin, PushButtonPlugin.plugin, ClockPlugin.plugin, CardsPlugin.plugin,
         LayersPlugin.plugin]
    }

    /// A registry holding every standard plugin.
    public static func registry() throws(ComponentError) -> ComponentRegistry {
        var registry = ComponentRegistry()
        for plugin in all { try registry.register(plugin) }
        return registry
    }
}
