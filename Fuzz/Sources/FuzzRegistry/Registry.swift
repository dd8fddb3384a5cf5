import VellumBadgePlugin
import VellumClockPlugin
import VellumComponents
import VellumPushButtonPlugin
import VellumTierBadgePlugin

/// The standard plugins' components, as `vellum` registers them (the StandardPlugins target is
/// not a product of the Vellum package, so its list is repeated here).
public let standardRegistry: ComponentRegistry = {
    var registry = ComponentRegistry()
    for plugin in [BadgePlugin.plugin, TierBadgePlugin.plugin, PushButtonPlugin.plugin, ClockPlugin.plugin] {
        do { try registry.register(plugin) } catch { fatalError("the standard plugins do not register: \(error)") }
    }
    return registry
}()
