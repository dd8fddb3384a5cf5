/// A node of a ``RenderTree``: a group, a drawn path, or a use of a symbol.
public indirect enum RenderNode: Hashable, Sendable {
    /// Children drawn together, clipped, composited as a layer or both.
    case group(RenderGroup)
    /// A path filled or stroked with a paint.
    case draw(RenderDraw)
    /// A symbol of the tree drawn through a transform.
    case symbol(RenderSymbolUse)

    /// The node's identity.
    public var id: RenderNodeID {
        switch self {
        case .group(let g): g.id
        case .draw(let d): d.id
        case .symbol(let s): s.id
        }
    }

    /// Whether the two nodes are equal. Nodes are boxed (the enum is indirect), and a node
    /// carried over from an earlier tree — a kept recording, a drawing checked before — is the
    /// same box: equal without a look inside, which would copy the payload out first.
    public static func == (a: RenderNode, b: RenderNode) -> Bool {
        if a.isSameBox(as: b) { return true }
        switch (a, b) {
        case (.group(let a), .group(let b)): return a == b
        case (.draw(let a), .draw(let b)): return a == b
        case (.symbol(let a), .symbol(let b)): return a == b
        default: return false
        }
    }

    /// Whether `other` is this very node, not merely an equal one (see ``==(_:_:)``).
    package func isSameBox(as other: RenderNode) -> Bool { haveSameBits(self, other) }

    /// Whether the node is a drawing that carries its bounds: one checked in a tree already.
    var isCheckedDrawing: Bool {
        switch self {
        case .draw(let d): d.bounds != nil
        case .group, .symbol: false
        }
    }

    /// How many nodes `nodes` hold, their groups' children and masks' content included (not what
    /// the symbols they use hold).
    static func count(of nodes: [RenderNode]) -> Int {
        nodes.reduce(nodes.count) { count, node in
            guard case .group(let group) = node else { return count }
            return count + Self.count(of: group.children) + Self.count(of: group.mask?.content ?? [])
        }
    }

    /// The node's bounds in the space of the tree's root (the device for the tree's content, the
    /// symbol's own space for a symbol's content), or `nil` when it draws nothing. Set when the
    /// node becomes part of a ``RenderTree``; see ``RenderBounds`` for how far they reach.
    public var bounds: Rect? {
        switch self {
        case .group(let g): g.bounds
        case .draw(let d): d.bounds
        case .symbol(let s): s.bounds
        }
    }
}

/// A clip: what lies outside `path` filled by `rule` is not drawn.
public struct RenderClip: Hashable, Sendable {
    /// The clip's outline.
    public var path: Path
    /// How the outline's winding decides what is inside.
    public var rule: FillRule
    /// Maps the outline into the space of the group it clips.
    public var transform: AffineTransform

    /// Creates a clip.
    public init(_ path: Path, rule: FillRule = .nonZero, transform: AffineTransform = .identity) {
        self.path = path
        self.rule = rule
        self.transform = transform
    }
}

/// A mask: drawing that decides, pixel by pixel, how much of a group shows — SVG's `<mask>` and
/// CSS's `mask-type`. Its content is drawn into a transparent layer of its own (never seen), and
/// each pixel of that layer gives a coverage: its alpha (``Mode/alpha``), or its luminance times
/// its alpha (``Mode/luminance``, white opaque content letting everything through, black or
/// transparent nothing).
public struct RenderMask: Hashable, Sendable {
    /// How a pixel of the mask's content becomes coverage.
    public enum Mode: String, Hashable, Sendable {
        /// The content's luminance (sRGB coefficients 0.2125, 0.7154, 0.0721 on the gamma-encoded
        /// channels, as resvg and Chromium compute it) times its alpha.
        case luminance
        /// The content's alpha.
        case alpha

        /// The coverage of a pixel of the content given by its premultiplied 8-bit channels:
        /// its alpha, or its luminance — which, weighed on premultiplied channels, is already
        /// the straight colour's luminance times its alpha. The weights are 16-bit fixed point
        /// summing to exactly 65 536, so opaque white gives 255. Every backend uses this.
        @inlinable
        public func coverage(red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32) -> UInt8 {
            switch self {
            case .alpha: UInt8(truncatingIfNeeded: alpha)
            case .luminance: UInt8(truncatingIfNeeded: (red * 13_926 + green * 46_884 + blue * 4_726 + 32_768) >> 16)
            }
        }
    }

    /// How the content becomes coverage.
    public var mode: Mode
    /// The content, in the space of the group's children (the group's transform applies to it).
    /// Its nodes have identities and bounds like any others in the tree.
    public var content: [RenderNode]

    /// Creates a mask.
    public init(_ mode: Mode, content: [RenderNode]) {
        self.mode = mode
        self.content = content
    }
}

/// Children drawn together. A group can clip them, mask them, composite them as one layer with
/// an opacity and a blend mode, and cast a drop shadow of that layer — so clips, masks and
/// layers always nest, and every backend draws a shadow inside a clip the same way: clipped.
///
/// The order of effects is fixed, CSS's, and written once: ``compositingSteps``. The children
/// are drawn into the layer (``isLayer``), the layer is filtered, casts its shadow, layer and shadow together
/// are clipped, masked, faded by the opacity and blended with the backdrop.
public struct RenderGroup: Hashable, Sendable {
    /// The group's identity.
    public let id: RenderNodeID
    /// Maps the children (and the clip) into the space the group sits in.
    public let transform: AffineTransform
    /// What the group is clipped to, in the children's space.
    public let clip: RenderClip?
    /// What masks the children (and their shadow), in the children's space.
    public let mask: RenderMask?
    /// The opacity the children are composited with as one layer (0…1).
    public let opacity: Double
    /// The drop shadow the layer casts, in the space the group sits in.
    public let shadow: Shadow?
    /// How the layer combines with its backdrop.
    public let blendMode: BlendMode
    /// Whether the children are composited together before the group meets its backdrop even
    /// without another effect asking for a layer (CSS `isolation: isolate`, SwiftUI's
    /// `compositingGroup()`): blend modes inside then blend with the group's own layer only.
    public let isolated: Bool
    /// The filter chain applied to the layer first, in order (``Filter``), in the space around
    /// the group; empty for none.
    public let filters: [Filter]
    /// The children, in drawing order.
    public let children: [RenderNode]
    /// The group's bounds in the tree's root space (clip, mask and shadow included), or `nil`.
    public internal(set) var bounds: Rect?

    /// Creates a group.
    public init(id: RenderNodeID, transform: AffineTransform = .identity, clip: RenderClip? = nil,
                mask: RenderMask? = nil, opacity: Double = 1, shadow: Shadow? = nil, blendMode: BlendMode = .normal,
                isolated: Bool = false, filters: [Filter] = [], children: [RenderNode]) {
        self.id = id
        self.filters = filters
        self.transform = transform
        self.clip = clip
        self.mask = mask
        self.opacity = opacity
        self.shadow = shadow
        self.blendMode = blendMode
        self.isolated = isolated
        self.children = children
    }

    /// The same group holding `children` instead.
    package func with(children: [RenderNode], mask: RenderMask?) -> RenderGroup {
        RenderGroup(id: id, transform: transform, clip: clip, mask: mask, opacity: opacity, shadow: shadow,
                    blendMode: blendMode, isolated: isolated, filters: filters, children: children)
    }

    /// Whether the serialised form opens a `beginLayer` for the group (an opacity below 1, a
    /// shadow, a blend mode, filters or isolation; a mask has operations of its own).
    var opensLayer: Bool { opacity < 1 || shadow != nil || blendMode != .normal || isolated || !filters.isEmpty }
}

/// A path filled or stroked with a paint.
public struct RenderDraw: Hashable, Sendable {
    /// Fill or stroke, with what decides the covered area.
    public enum Kind: Hashable, Sendable {
        /// Fill the path by a rule.
        case fill(FillRule)
        /// Stroke the path; the width and dashes are in the path's own space.
        case stroke(StrokeStyle)
    }

    /// The node's identity.
    public let id: RenderNodeID
    /// The outline, in its own space.
    public let path: Path
    /// What covers the area.
    public let paint: Paint
    /// Fill or stroke.
    public let kind: Kind
    /// Maps the path into the space of the enclosing group.
    public let transform: AffineTransform
    /// For a fill of text, its glyphs as text: the same glyphs as the outlines in ``path``, in
    /// its space. Backends that write documents may show them with their fonts (Cairo's PDF
    /// does, for a fill by the non-zero rule with a colour or a gradient); every other
    /// backend, and every other kind of drawing, draws ``path``. Empty for drawings that are not
    /// text.
    public let glyphRuns: [RenderGlyphRun]
    /// The bounds of what is drawn in the tree's root space, or `nil` when nothing is.
    public internal(set) var bounds: Rect?

    /// Creates a drawing; `glyphRuns` are the glyphs whose outlines `path` holds, if it is text.
    public init(id: RenderNodeID, path: Path, paint: Paint, kind: Kind, transform: AffineTransform = .identity,
                glyphRuns: [RenderGlyphRun] = []) {
        self.id = id
        self.path = path
        self.paint = paint
        self.kind = kind
        self.transform = transform
        self.glyphRuns = glyphRuns
    }
}

/// A use of a symbol of the tree, its space mapped by `transform`.
public struct RenderSymbolUse: Hashable, Sendable {
    /// The node's identity.
    public let id: RenderNodeID
    /// The symbol's tag in ``RenderTree/symbols``.
    public let tag: Tag
    /// Maps the symbol's space into the space of the enclosing group.
    public let transform: AffineTransform
    /// The symbol's bounds mapped into the tree's root space, or `nil` when it draws nothing.
    public internal(set) var bounds: Rect?

    /// Creates a use of `tag`.
    public init(id: RenderNodeID, tag: Tag, transform: AffineTransform = .identity) {
        self.id = id
        self.tag = tag
        self.transform = transform
    }
}
