import Foundation
import VellumCore

/// A type that identifies an alignment guide and gives its default position in a view, as
/// SwiftUI's `AlignmentID`. Declare one to make a custom guide:
///
///     private enum FirstThird: AlignmentID {
///         static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
///     }
///     extension VerticalAlignment { static let firstThird = VerticalAlignment(FirstThird.self) }
public protocol AlignmentID: SendableMetatype {
    /// Where the guide falls in a view that sets no explicit value for it, from the view's
    /// origin (its leading or top edge).
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// One alignment guide: the identity of its ``AlignmentID`` type and the axis it measures along
/// (a horizontal alignment's guide is an x position).
struct AlignmentKey: Hashable, Sendable {
    let id: any AlignmentID.Type
    let axis: Axis
    /// Whether a container with several children takes this guide from them (the average of
    /// their explicit values, as SwiftUI merges them). Custom guides do; the built-in edge and
    /// centre guides stop at the first container with several children, as in SwiftUI.
    let mergesAcrossContainers: Bool

    init(_ id: any AlignmentID.Type, axis: Axis, mergesAcrossContainers: Bool = true) {
        self.id = id
        self.axis = axis
        self.mergesAcrossContainers = mergesAcrossContainers
    }

    /// The guide's position in a view of `dimensions` that sets no explicit value for it.
    func defaultValue(in dimensions: ViewDimensions) -> Double {
        Double(id.defaultValue(in: dimensions))
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }
}

/// A guide at a fixed fraction of a view's length: the built-in edges and centres.
private protocol FractionAlignmentID: AlignmentID {
    static var axis: Axis { get }
    static var fraction: Double { get }
}

extension FractionAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        CGFloat(context.size.length(along: axis) * fraction)
    }
}

private enum LeadingGuide: FractionAlignmentID { static let axis = Axis.horizontal, fraction = 0.0 }
private enum HorizontalCenterGuide: FractionAlignmentID { static let axis = Axis.horizontal, fraction = 0.5 }
private enum TrailingGuide: FractionAlignmentID { static let axis = Axis.horizontal, fraction = 1.0 }
private enum TopGuide: FractionAlignmentID { static let axis = Axis.vertical, fraction = 0.0 }
private enum VerticalCenterGuide: FractionAlignmentID { static let axis = Axis.vertical, fraction = 0.5 }
private enum BottomGuide: FractionAlignmentID { static let axis = Axis.vertical, fraction = 1.0 }

/// A guide for aligning views side by side along a vertical line, as SwiftUI's
/// `HorizontalAlignment`: `.leading`, `.center`, `.trailing` or one of your own.
public struct HorizontalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// The guide `id` identifies, with its default position.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal)
    }

    private init(builtIn id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .horizontal, mergesAcrossContainers: false)
    }

    init(key: AlignmentKey) {
        self.key = key
    }

    /// The leading (left) edge.
    public static let leading = HorizontalAlignment(builtIn: LeadingGuide.self)
    /// The horizontal centre.
    public static let center = HorizontalAlignment(builtIn: HorizontalCenterGuide.self)
    /// The trailing (right) edge.
    public static let trailing = HorizontalAlignment(builtIn: TrailingGuide.self)
}

/// A guide for aligning views one above another along a horizontal line, as SwiftUI's
/// `VerticalAlignment`: `.top`, `.center`, `.bottom` or one of your own.
public struct VerticalAlignment: Hashable, Sendable {
    let key: AlignmentKey

    /// The guide `id` identifies, with its default position.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical)
    }

    private init(builtIn id: any AlignmentID.Type) {
        key = AlignmentKey(id, axis: .vertical, mergesAcrossContainers: false)
    }

    init(key: AlignmentKey) {
        self.key = key
    }

    /// The top edge.
    public static let top = VerticalAlignment(builtIn: TopGuide.self)
    /// The vertical centre.
    public static let center = VerticalAlignment(builtIn: VerticalCenterGuide.self)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(builtIn: BottomGuide.self)
}

/// A horizontal and a vertical alignment together, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Left edges, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Right edges, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edges, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edges, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin that puts a child's guides on a container's: the child's horizontal guide on
    /// the container's, and its vertical guide likewise. The one rule every aligning container
    /// (frames, `ZStack`, overlays, masks) places a child by.
    func origin(of child: ViewDimensions, in container: ViewDimensions) -> Point {
        Point(x: container[horizontal.key] - child[horizontal.key], y: container[vertical.key] - child[vertical.key])
    }

    /// The origin of a child of size `child` with no explicit guides in a container of `size`.
    func origin(of child: Size, in size: Size) -> Point {
        origin(of: ViewDimensions(size: child), in: ViewDimensions(size: size))
    }

    /// The origin of `child`, sized `childSize` for `proposal`, in a container of `size`: its
    /// explicit guides (``Node/alignmentGuide(_:computeValue:)-(HorizontalAlignment,_)``) count.
    func origin(of child: SceneNode, sized childSize: Size, for proposal: ProposedSize, in size: Size,
                graph: SceneGraph) throws(SceneError) -> Point {
        origin(of: try child.dimensions(size: childSize, proposal: proposal, in: graph), in: ViewDimensions(size: size))
    }
}

/// How `aspectRatio(_:contentMode:)` fits a ratio into the proposed space, as SwiftUI's
/// `ContentMode`.
public enum ContentMode: Hashable, Sendable {
    /// The largest size of the ratio that fits inside the proposal.
    case fit
    /// The smallest size of the ratio that covers the proposal.
    case fill
}
