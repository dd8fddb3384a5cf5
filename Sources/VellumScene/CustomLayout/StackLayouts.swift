import Foundation
import VellumCore

// The stacks and the overlay as ``Layout`` values, as SwiftUI has them, so that a layout can be
// chosen at run time: `let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())`.
// Each follows exactly the rules of its stack (one implementation: the stack's own).

/// The layout of an ``HStack``, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout {
    /// How subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The spacing between subviews (`nil`: the default).
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    private var arrangement: StackLayout {
        StackLayout(axis: .horizontal, crossGuide: alignment.key, spacing: spacing.map { Double($0) })
    }

    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement.layoutSize(proposal, subviews)
    }

    /// Places the subviews as the stack does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        arrangement.placeLayoutSubviews(in: bounds, proposal, subviews)
    }
}

/// The layout of a ``VStack``, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
    /// How subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The spacing between subviews (`nil`: the default).
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    private var arrangement: StackLayout {
        StackLayout(axis: .vertical, crossGuide: alignment.key, spacing: spacing.map { Double($0) })
    }

    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrangement.layoutSize(proposal, subviews)
    }

    /// Places the subviews as the stack does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        arrangement.placeLayoutSubviews(in: bounds, proposal, subviews)
    }
}

/// The layout of a ``ZStack``, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout {
    /// Where subviews sit in the stack.
    public var alignment: Alignment

    /// An overlaying layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The stack's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        ZStackBehavior(alignment: alignment).layoutSize(proposal, subviews)
    }

    /// Places the subviews as the stack does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        ZStackBehavior(alignment: alignment).placeLayoutSubviews(in: bounds, proposal, subviews)
    }
}

/// A layout of any type, as SwiftUI's `AnyLayout`: lets one container switch between layouts.
public struct AnyLayout: Layout {
    /// The wrapped layout's cache, kept untyped.
    public typealias Cache = Any?

    private let size: (ProposedViewSize, LayoutSubviews, inout Any?) -> CGSize
    private let place: (CGRect, ProposedViewSize, LayoutSubviews, inout Any?) -> Void

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        func typed(_ cache: inout Any?, _ subviews: LayoutSubviews) -> L.Cache {
            (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        }
        size = { proposal, subviews, cache in
            var inner = typed(&cache, subviews)
            defer { cache = inner }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &inner)
        }
        place = { bounds, proposal, subviews, cache in
            var inner = typed(&cache, subviews)
            defer { cache = inner }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &inner)
        }
    }

    /// No cache until the wrapped layout makes one.
    public func makeCache(subviews: Subviews) -> Any? { nil }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?) -> CGSize {
        size(proposal, subviews, &cache)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Any?) {
        place(bounds, proposal, subviews, &cache)
    }
}
