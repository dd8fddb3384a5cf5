import Foundation
import VellumCore

/// A container that sizes and places its subviews by rules of your own, as SwiftUI's `Layout`:
///
///     struct RadialLayout: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///             proposal.replacingUnspecifiedDimensions()
///         }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
///                            cache: inout ()) {
///             let radius = min(bounds.width, bounds.height) / 2 * 0.8
///             for (index, subview) in subviews.enumerated() {
///                 let angle = Angle.degrees(Double(index) / Double(subviews.count) * 360).radians
///                 subview.place(at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
///                               anchor: .center, proposal: .unspecified)
///             }
///         }
///     }
///
///     RadialLayout { ForEach(1...12, id: \.self) { Text("\($0)") } }
///
/// The layout is asked for its size (`sizeThatFits`, possibly several times with different
/// proposals) and then to place its subviews in the bounds it was given (`placeSubviews`);
/// a subview it does not place sits at the centre of the bounds. Sizes and places are in
/// SwiftUI's `CGFloat` types. A cache made by `makeCache(subviews:)` lives as long as the
/// container's node; `updateCache` runs before the first layout pass after its subviews change
/// (an update replacing a tagged subview).
///
/// A size or a placement that is not finite (or a negative size) is an error naming the layout's
/// node, not a crash.
public protocol Layout {
    /// What the layout keeps between calls (`Void` when it keeps nothing).
    associatedtype Cache = Void

    /// The subviews' proxies, as SwiftUI names them.
    typealias Subviews = LayoutSubviews

    /// The size the container takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview (``LayoutSubview/place(at:anchor:proposal:)``) in `bounds`, the
    /// container's frame in its parent's space.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// A new cache for `subviews`.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date with `subviews`.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the container wants around itself; the union of its subviews' by default.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Where the horizontal `guide` falls in the container, in the coordinates of `bounds`, or
    /// `nil` for none. By default, a custom guide's explicit values in the subviews, averaged
    /// (SwiftUI's merge); the built-in edges and centres do not pass through a container.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?

    /// Where the vertical `guide` falls in the container, in the coordinates of `bounds`, or `nil`.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// Makes a new cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

    /// The subviews' explicit values for `guide`, averaged, from the bounds' leading edge.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.mergedExplicitGuide(guide.key, proposal: proposal).map { bounds.minX + CGFloat($0) }
    }

    /// The subviews' explicit values for `guide`, averaged, from the bounds' top edge.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        subviews.mergedExplicitGuide(guide.key, proposal: proposal).map { bounds.minY + CGFloat($0) }
    }

    /// A container laying out the nodes `content` builds with this layout, as SwiftUI's
    /// `Layout.callAsFunction(_:)`: `MyLayout { … }`.
    public func callAsFunction<Content: Node>(@NodeBuilder _ content: () -> Content) -> LayoutContainer<Self, Content> {
        LayoutContainer(layout: self, content: content())
    }
}

/// The spacing a view wants from its neighbours, as SwiftUI's `ViewSpacing`: 8 (the default) to
/// other views and none to a ``Spacer``.
public struct ViewSpacing: Hashable, Sendable {
    /// Whether the view is a spacer, which wants no spacing.
    var isSpacer: Bool
    /// The spacing of a view of no spacing preferences.
    public static let zero = ViewSpacing(isSpacer: true)

    /// The default spacing of a view.
    public init() { isSpacer = false }

    init(isSpacer: Bool) { self.isSpacer = isSpacer }

    /// The preferences of both.
    public func union(_ other: ViewSpacing) -> ViewSpacing {
        ViewSpacing(isSpacer: isSpacer && other.isSpacer)
    }

    /// The distance from this view to `next` along `axis`: 8 between two views, none next to a
    /// spacer, as stacks with their default spacing lay them out.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        isSpacer || next.isSpacer ? 0 : CGFloat(StackLayout.defaultSpacing)
    }
}

/// The nodes of a custom ``Layout`` under the container that applies it.
public struct LayoutContainer<L: Layout, Content: Node>: Node, PrimitiveNode {
    let layout: L
    let content: Content

    /// The node itself: it is primitive.
    public var body: LayoutContainer { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        let children = try context.forChildren(inStackAlong: nil).build(content)
        context.graph.usesExplicitGuides = true
        return [context.makeNode(CustomLayoutBehavior(layout: layout), children: children)]
    }
}
