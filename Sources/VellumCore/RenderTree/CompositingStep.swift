/// One step of compositing a group's layer onto its backdrop. ``RenderGroup/compositingSteps``
/// lists a group's steps in the one order every backend applies them — CSS Compositing's and
/// Filter Effects': filter (the filter chain, then the drop shadow), then clip and mask, then opacity, then blending
/// with the backdrop. A backend interprets each step with its own primitives; a new effect is a
/// new case here and one primitive in each backend.
public enum CompositingStep: Hashable, Sendable {
    /// The layer's pixels go through the filter chain, in order (given in the space around the
    /// group).
    case filter([Filter])
    /// The layer casts its drop shadow beneath itself (given in the space around the group).
    case shadow(Shadow)
    /// The layer and its shadow are clipped (in the children's space).
    case clip(RenderClip)
    /// The layer and its shadow are masked (content in the children's space).
    case mask(RenderMask)
    /// The layer is faded by an opacity below 1.
    case opacity(Double)
    /// The layer is blended with its backdrop by a mode other than `normal`.
    case blend(BlendMode)
}

extension RenderGroup {
    /// The steps that composite the group onto its backdrop, in the order they apply; only the
    /// effects the group has. The group's transform maps the children first, before any step.
    public var compositingSteps: [CompositingStep] {
        var steps: [CompositingStep] = []
        if !filters.isEmpty { steps.append(.filter(filters)) }
        if let shadow { steps.append(.shadow(shadow)) }
        if let clip { steps.append(.clip(clip)) }
        if let mask { steps.append(.mask(mask)) }
        if opacity < 1 { steps.append(.opacity(opacity)) }
        if blendMode != .normal { steps.append(.blend(blendMode)) }
        return steps
    }

    /// Whether the children are drawn into a layer of their own (isolated from the backdrop)
    /// before the steps apply: when a step other than the clip needs the layer whole, or the
    /// group is isolated. A group that only clips draws its children straight onto the backdrop.
    public var isLayer: Bool {
        isolated || opacity < 1 || shadow != nil || mask != nil || blendMode != .normal || !filters.isEmpty
    }
}
