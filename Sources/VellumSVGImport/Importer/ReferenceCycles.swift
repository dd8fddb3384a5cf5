/// The references that can lead back to themselves through a resource's content: an element's
/// `mask` through the mask's content, its `fill` or `stroke` through a pattern's.
enum LoopingReference: Hashable, Sendable {
    case mask, pattern
}

/// A reference made by one element's property.
struct ReferenceSite: Hashable, Sendable {
    var element: Int
    var property: String
}

extension Importer {
    /// The references of `kind` that close a cycle, each with the loop's ids, found as browsers
    /// find them: once for the document, following every resource's references (its own and its
    /// content's) depth first, resources in document order, and breaking each reference back to
    /// a resource still being followed. Whatever an element is drawn for — directly, through a
    /// `use`, as another resource's content — the same reference is broken, so a pattern that
    /// two patterns reach through each other draws the same content from either side.
    mutating func cycleBreaks(_ kind: LoopingReference) -> [ReferenceSite: [String]] {
        if let known = knownCycleBreaks[kind] { return known }
        var walk = CycleWalk()
        for index in tree.elements.indices where tree[index].isSVG && tree[index].name == kind.elementName {
            follow(index, kind, &walk)
        }
        knownCycleBreaks[kind] = walk.breaks
        return walk.breaks
    }

    private struct CycleWalk {
        var breaks: [ReferenceSite: [String]] = [:]
        var done: Set<Int> = []
        var path: [Int] = []
    }

    private mutating func follow(_ resource: Int, _ kind: LoopingReference, _ walk: inout CycleWalk) {
        guard !walk.done.contains(resource) else { return }
        walk.path.append(resource)
        var pending = [contentOwner(of: resource, kind)]   // the resource's content, in document order
        while let element = pending.popLast() {
            for (property, target) in references(of: element, kind) {
                if let start = walk.path.firstIndex(of: target) {
                    walk.breaks[ReferenceSite(element: element, property: property)] =
                        (walk.path[start...] + [target]).map { tree[$0]["id"] ?? "?" }
                } else {
                    follow(target, kind, &walk)
                }
            }
            pending += tree[element].children.filter { tree[$0].isSVG }.reversed()
        }
        walk.path.removeLast()
        walk.done.insert(resource)
    }

    /// The element whose subtree is the resource's content: a mask itself (its own `mask` masks
    /// its content), a pattern's first pattern along its `href`s that has children.
    private func contentOwner(of resource: Int, _ kind: LoopingReference) -> Int {
        guard kind == .pattern else { return resource }
        var current = resource, seen: Set<Int> = []
        while seen.insert(current).inserted {
            if tree[current].children.contains(where: { tree[$0].isSVG }) { return current }
            guard let id = tree[current].hrefID, let next = tree.element(id: id), tree[next].isSVG,
                  tree[next].name == "pattern" else { break }
            current = next
        }
        return resource
    }

    /// The resources of `kind` that `element` references, with the properties referencing them:
    /// its `mask`; or the `fill` and `stroke` of a shape or text that paints with a pattern.
    private mutating func references(of element: Int, _ kind: LoopingReference) -> [(String, Int)] {
        let style = documentStyle(of: element)
        switch kind {
        case .mask:
            guard let id = style.mask, let target = tree.element(id: id), tree[target].name == "mask" else { return [] }
            return [("mask", target)]
        case .pattern:
            guard Self.painted.contains(tree[element].name) else { return [] }
            return [("fill", style.fill), ("stroke", style.stroke)].compactMap { property, paint in
                guard case .reference(let id, _) = paint, let target = tree.element(id: id), tree[target].isSVG,
                      tree[target].name == "pattern" else { return nil }
                return (property, target)
            }
        }
    }

    /// The elements that paint with their `fill` and `stroke`.
    private static let painted = ShapeGeometry.elementNames.union(["text", "tspan"])
}

extension LoopingReference {
    /// The name of the resource element.
    var elementName: String {
        switch self {
        case .mask: "mask"
        case .pattern: "pattern"
        }
    }
}
