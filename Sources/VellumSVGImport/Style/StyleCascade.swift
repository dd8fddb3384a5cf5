import Foundation
import VellumCore
import VellumText

/// A property value that could not be used.
struct PropertyProblem: Error, Hashable, Sendable {
    var property: String
    var value: String
    var reason: String
}

/// What an element's presentation attributes and `style` attribute make of its parent's style.
struct ComputedStyle {
    var style: Style
    /// Values that could not be used, in cascade order.
    var problems: [PropertyProblem]
    /// Properties given that Vellum does not import, by name.
    var unsupported: [String]
}

/// Computes styles: presentation attributes first, then the matching rules of the document's
/// style sheets (``StyleSheet``), then the declarations of the `style` attribute, which win;
/// `inherit` takes the parent's value.
enum StyleCascade {
    /// Properties Vellum does not import; each kind is reported once where it is used.
    private static let unsupported: Set<String> = []

    /// Properties of CSS alone: given as attributes they are no presentation attributes (SVG 2
    /// lists neither), and are ignored, as browsers ignore them. `marker` is the shorthand of
    /// style sheets only.
    private static let cssOnly: Set<String> = ["marker", "mix-blend-mode", "isolation", "font-kerning"]

    /// The element's style computed from its parent's; values that cannot be used are left out
    /// and listed in ``ComputedStyle/problems``.
    static func compute(_ element: SourceElement, parent: Style,
                        rules: [(String, String)] = []) -> ComputedStyle {
        var result = ComputedStyle(style: parent.inherited, problems: [], unsupported: [])
        for (name, value) in declarations(of: element, rules: rules) {
            if unsupported.contains(name) {
                if value != "none" { result.unsupported.append(name) }
                continue
            }
            do throws(PropertyProblem) {
                try result.style.apply(name, value, parent: parent)
            } catch {
                result.problems.append(error)
            }
        }
        return result
    }

    /// The declarations in cascade order. Attributes are taken in name order so the first
    /// problem reported does not depend on hashing.
    static func declarations(of element: SourceElement, rules: [(String, String)] = []) -> [(String, String)] {
        let list = element.attributes
            .filter { (Style.properties.contains($0.key) || unsupported.contains($0.key)) && !cssOnly.contains($0.key) }
            .sorted { $0.key < $1.key }
            .map { ($0.key, $0.value) }
        var css = rules
        if let style = element["style"] { css += styleDeclarations(style) }
        // `!important` declarations (of sheets, then of `style`) come after all the others.
        let important = css.filter { isImportant($0.1) }
        return list + css.filter { !isImportant($0.1) }
            + important.map { ($0.0, String($0.1.dropLast(importantMark.count))) }
    }

    /// What ``styleDeclarations(_:)`` leaves at the end of an `!important` value.
    private static let importantMark = " !important"

    private static func isImportant(_ value: String) -> Bool { value.hasSuffix(importantMark) }

    /// The `name: value` pairs of a `style` attribute or a rule's block, comments removed; an
    /// `!important` value ends in `" !important"` (however it was spaced or cased), which
    /// ``declarations(of:rules:)`` reads and removes.
    static func styleDeclarations(_ text: String) -> [(String, String)] {
        var cleaned = text
        while let open = cleaned.range(of: "/*") {
            let close = cleaned.range(of: "*/", range: open.upperBound..<cleaned.endIndex)
            cleaned.removeSubrange(open.lowerBound..<(close?.upperBound ?? cleaned.endIndex))
        }
        return cleaned.split(separator: ";").compactMap { declaration in
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let name = declaration[..<colon].trimmingSpaces.lowercased()
            var value = declaration[declaration.index(after: colon)...].trimmingSpaces
            // `!important`, with any spaces after the `!`.
            var important = false
            if value.lowercased().hasSuffix("important"),
               value.dropLast(9).trimmingSpaces.last == "!" {
                value = value.dropLast(9).trimmingSpaces.dropLast().trimmingSpaces
                important = true
            }
            return name.isEmpty ? nil : (name, String(value) + (important ? importantMark : ""))
        }
    }
}

extension StyleCascade {
    /// A `paint-order` value: `normal`, or some of `fill`, `stroke`, `markers` (each once), the
    /// ones not named following in their normal order; `nil` when it is neither.
    static func paintOrder(_ value: String) -> [PaintPart]? {
        if value == "normal" { return PaintPart.allCases }
        var order: [PaintPart] = []
        for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            guard let part = PaintPart(rawValue: String(word)), !order.contains(part) else { return nil }
            order.append(part)
        }
        guard !order.isEmpty else { return nil }
        return order + PaintPart.allCases.filter { !order.contains($0) }
    }
}

extension Style {
    /// The properties the importer reads, as attribute or `style` names.
    static let properties: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "color", "visibility",
        "clip-rule", "opacity", "display", "clip-path", "mask", "mask-type", "transform-origin", "paint-order",
        "overflow", "stop-color", "stop-opacity", "mix-blend-mode", "isolation",
        "font-size", "font-family", "font-weight", "text-anchor", "font", "font-style",
        "letter-spacing", "word-spacing", "text-decoration", "text-decoration-line",
        "marker", "marker-start", "marker-mid", "marker-end", "image-rendering", "filter", "color-interpolation-filters",
        "dominant-baseline", "alignment-baseline", "baseline-shift", "font-kerning", "kerning", "writing-mode", "font-variant",
        "font-stretch", "font-variation-settings",
    ]

    /// Sets property `name` from `value`; `inherit` copies `parent`'s value.
    mutating func apply(_ name: String, _ raw: String, parent: Style) throws(PropertyProblem) {
        let value = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        func problem(_ reason: String) -> PropertyProblem { PropertyProblem(property: name, value: raw, reason: reason) }
        func need<T>(_ value: T?, _ reason: String) throws(PropertyProblem) -> T {
            guard let value else { throw problem(reason) }
            return value
        }
        if value == "inherit" { return inherit(name, from: parent) }
        switch name {
        case "fill":
            fill = try need(contextPaint(value) ?? Self.paint(value), "not a paint")
            fillIsContext = contextPaint(value) != nil
        case "stroke":
            stroke = try need(contextPaint(value) ?? Self.paint(value), "not a paint")
            strokeIsContext = contextPaint(value) != nil
        case "fill-opacity": fillOpacity = try need(Self.opacity(value), "not a number")
        case "stroke-opacity": strokeOpacity = try need(Self.opacity(value), "not a number")
        case "opacity": opacity = try need(Self.opacity(value), "not a number")
        case "mix-blend-mode":
            // An unknown mode makes the declaration invalid: it is ignored, as browsers do.
            blendMode = try need(BlendMode(cssName: value.lowercased()), "not a blend mode")
        case "isolation":
            guard value == "auto" || value == "isolate" else { throw problem("expected auto or isolate") }
            isolated = value == "isolate"
        case "stop-opacity": stopOpacity = try need(Self.opacity(value), "not a number")
        case "fill-rule": fillRule = try need(Self.rule(value), "expected nonzero or evenodd")
        case "clip-rule": clipRule = try need(Self.rule(value), "expected nonzero or evenodd")
        case "stroke-width":
            guard let w = Length(parsing: value), w.value >= 0 else { throw problem("not a length of 0 or more") }
            strokeWidth = w
        case "stroke-linecap":
            lineCap = try need(LineCap(rawValue: value), "expected butt, round or square")
        case "stroke-linejoin":
            // SVG 2's miter-clip and arcs fall back to miter, as viewers without them do.
            let joins: [String: LineJoin] = ["miter": .miter, "round": .round, "bevel": .bevel,
                                             "miter-clip": .miter, "arcs": .miter]
            lineJoin = try need(joins[value], "expected miter, round or bevel")
        case "stroke-miterlimit":
            guard let m = Double(value), m >= 1 else { throw problem("not a number of 1 or more") }
            miterLimit = m
        case "stroke-dasharray":
            guard value != "none" else { dashArray = []; return }
            // SVG 2: a negative value makes the whole list invalid; it is ignored like any other.
            guard let list = Length.list(value), list.allSatisfy({ $0.value >= 0 }) else {
                throw problem("not a list of lengths of 0 or more")
            }
            dashArray = list
        case "marker-start", "marker-mid", "marker-end", "marker":
            var id: String?
            if value != "none" { id = try need(Self.urlReference(value)?.id, "expected url(#id) or none") }
            if name != "marker-mid" && name != "marker-end" { markerStart = id }
            if name != "marker-start" && name != "marker-end" { markerMid = id }
            if name != "marker-start" && name != "marker-mid" { markerEnd = id }
        case "font-size":
            fontSize = try need(Self.fontSize(value, parent: parent.fontSize), "not a font size")
        case "font-family":
            guard !value.isEmpty else { throw problem("not a font family list") }
            fontFamily = value
        case "font-weight":
            fontWeight = try need(Self.fontWeight(value, parent: parent.fontWeight), "not a font weight")
        case "font-stretch":
            fontStretch = try need(Self.fontStretch(value, parent: parent.fontStretch),
                                   "expected a width keyword, wider, narrower or a percentage")
        case "font-variation-settings":
            fontVariations = try need(Self.fontVariations(value),
                                      "expected normal, or quoted four-character axis tags each with a finite number")
        case "letter-spacing", "word-spacing":
            var spacing = 0.0
            if value != "normal" {
                let l = try need(Length(parsing: value), "not a length or normal")
                spacing = l.unit == .em ? l.value * fontSize : l.unit == .ex ? l.value * fontSize / 2
                    : l.resolved(.other, in: .zero)
            }
            if name == "letter-spacing" { letterSpacing = spacing } else { wordSpacing = spacing }
        case "font-style":
            guard ["normal", "italic", "oblique"].contains(value) else {
                throw problem("expected normal, italic or oblique")
            }
            italic = value != "normal"
        case "writing-mode":
            let vertical = ["tb", "tb-rl", "vertical-rl", "vertical-lr"], horizontal = ["lr", "lr-tb", "rl", "rl-tb", "horizontal-tb"]
            guard vertical.contains(value) || horizontal.contains(value) else { throw problem("not a writing mode") }
            verticalText = vertical.contains(value)
        case "font-variant":
            guard value == "normal" || value == "small-caps" else { throw problem("expected normal or small-caps") }
            smallCaps = value == "small-caps"
        case "font-kerning":
            guard ["auto", "normal", "none"].contains(value) else { throw problem("expected auto, normal or none") }
            kerning = value != "none"
        case "kerning":
            // SVG 1.1's property: `auto` or a length, of which only 0 (no kerning) is honoured.
            guard value == "auto" || Length(parsing: value) != nil else { throw problem("expected auto or a length") }
            kerning = value == "auto" || Length(parsing: value)?.value != 0
        case "text-anchor":
            let anchors = ["start": 0.0, "middle": 0.5, "end": 1.0]
            textAnchor = try need(anchors[value], "expected start, middle or end")
        case "text-decoration", "text-decoration-line":
            textDecoration = try need(Self.decorationLines(value), "expected none, or underline, overline and line-through separated by spaces")
        case "dominant-baseline", "alignment-baseline":
            guard value != "no-change" || name == "alignment-baseline" else { return }
            let baseline = TextBaseline(keyword: value)
            guard baseline != nil || TextBaseline.neutralKeywords.contains(value) else { throw problem("not a baseline") }
            if name == "dominant-baseline" { dominantBaseline = baseline } else { alignmentBaseline = baseline }
        case "baseline-shift":
            guard BaselineShift.parse(value, fontSize: fontSize).isValid else {
                throw problem("expected baseline, sub, super, a length or a percentage")
            }
            baselineShift = value
        case "paint-order":
            paintOrder = try need(StyleCascade.paintOrder(value), "expected normal, or fill, stroke and markers in some order")
        case "font":
            // The size, weight and family of the shorthand: `[style] [weight] size[/line-height] family`.
            let words = value.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            func size(_ word: String) -> Double? {
                // CSS: a size in the shorthand needs its unit (only 0 goes without).
                let size = String(word.split(separator: "/").first ?? "")
                guard Double(size).map({ $0 == 0 }) ?? true else { return nil }
                return Self.fontSize(size, parent: parent.fontSize)
            }
            guard let sizeIndex = words.firstIndex(where: { size($0) != nil }), sizeIndex + 1 < words.count else {
                throw problem("not a font shorthand")
            }
            // The shorthand resets what it does not name.
            (fontWeight, italic, kerning, smallCaps) = (400, false, true, false)
            for word in words[..<sizeIndex] {
                if let weight = Self.fontWeight(word, parent: parent.fontWeight) { fontWeight = weight }
                if word == "italic" || word == "oblique" { italic = true }
                if word == "small-caps" { smallCaps = true }
            }
            fontSize = size(words[sizeIndex]) ?? fontSize
            fontFamily = words[(sizeIndex + 1)...].joined(separator: " ")
        case "stroke-dashoffset":
            dashOffset = try need(Length(parsing: value), "not a length")
        case "color":
            switch CSSColor(parsing: value) {
            case .color(let c): color = c
            case .currentColor: color = parent.color
            case nil: throw problem("not a colour")
            }
        case "stop-color": stopColor = try need(CSSColor(parsing: value), "not a colour")
        case "visibility":
            guard ["visible", "hidden", "collapse"].contains(value) else {
                throw problem("expected visible, hidden or collapse")
            }
            isVisible = value == "visible"
        case "display": isDisplayed = value != "none"
        case "image-rendering":
            // CSS Images: `optimizeSpeed` is an old name of `pixelated`, `optimizeQuality` of
            // `smooth`; `crisp-edges` may be drawn as `pixelated`.
            switch value.lowercased() {
            case "auto", "smooth", "high-quality", "optimizequality": imageInterpolation = .smooth
            case "pixelated", "crisp-edges", "optimizespeed": imageInterpolation = .pixelated
            default: throw problem("expected auto, smooth, high-quality, pixelated, crisp-edges, optimizeSpeed or optimizeQuality")
            }
        case "overflow":
            guard ["visible", "auto", "hidden", "scroll"].contains(value) else {
                throw problem("expected visible, auto, hidden or scroll")
            }
            overflowVisible = value == "visible" || value == "auto"
        case "clip-path":
            guard value != "none" else { clipPath = nil; return }
            if let id = Self.urlReference(value)?.id {
                clipPath = .element(id)
            } else {
                clipPath = .shape(try need(BasicShape(parsing: value), "expected url(#id), a basic shape or none"))
            }
        case "mask":
            guard value != "none" else { mask = nil; return }
            mask = try need(Self.urlReference(value)?.id, "expected url(#id) or none")
        case "filter":
            filter = try need(FilterList.parse(value), "not a filter list")
        case "color-interpolation-filters":
            let spaces: [String: FilterColorSpace] = ["auto": .sRGB, "sRGB": .sRGB, "linearRGB": .linearRGB]
            filterColorSpace = try need(spaces[value], "expected auto, sRGB or linearRGB")
        case "mask-type":
            guard let mode = RenderMask.Mode(rawValue: value) else { throw problem("expected luminance or alpha") }
            maskType = mode
        default:
            break
        }
    }

    /// SVG 2's `context-fill` and `context-stroke`: the context element's paint (none without
    /// one); `nil` for other values.
    private func contextPaint(_ value: String) -> PaintSpec? {
        switch value {
        case "context-fill": contextFill
        case "context-stroke": contextStroke
        default: nil
        }
    }

    /// Makes the style the context of content it passes on: the content's `context-fill` and
    /// `context-stroke` paint with this style's fill and stroke.
    /// Their paint servers are laid out in `frame` (`nil`: the painted element's own space, which
    /// serves when the context paints are colours).
    func asContext(_ frame: ContextFrame?) -> Style {
        var style = self
        (style.contextFill, style.contextStroke) = (fill, stroke)
        style.contextFrame = frame
        return style
    }

    /// Whether the fill or the stroke is a paint server, which a context frame lays out.
    var paintsWithServer: Bool {
        [fill, stroke].contains { if case .reference = $0 { true } else { false } }
    }

    /// The frame `property` (`fill` or `stroke`) lays its paint server out in: the context
    /// element's when it paints with the context element's paint; `nil` for its own.
    func frame(for property: String) -> ContextFrame? {
        (property == "fill" ? fillIsContext : property == "stroke" ? strokeIsContext : false) ? contextFrame : nil
    }

    /// Copies `parent`'s value of property `name`.
    private mutating func inherit(_ name: String, from parent: Style) {
        switch name {
        case "fill": (fill, fillIsContext) = (parent.fill, parent.fillIsContext)
        case "stroke": (stroke, strokeIsContext) = (parent.stroke, parent.strokeIsContext)
        case "fill-opacity": fillOpacity = parent.fillOpacity
        case "stroke-opacity": strokeOpacity = parent.strokeOpacity
        case "opacity": opacity = parent.opacity
        case "mix-blend-mode": blendMode = parent.blendMode
        case "isolation": isolated = parent.isolated
        case "stop-opacity": stopOpacity = parent.stopOpacity
        case "fill-rule": fillRule = parent.fillRule
        case "clip-rule": clipRule = parent.clipRule
        case "stroke-width": strokeWidth = parent.strokeWidth
        case "stroke-linecap": lineCap = parent.lineCap
        case "stroke-linejoin": lineJoin = parent.lineJoin
        case "stroke-miterlimit": miterLimit = parent.miterLimit
        case "stroke-dasharray": dashArray = parent.dashArray
        case "stroke-dashoffset": dashOffset = parent.dashOffset
        case "color": color = parent.color
        case "stop-color": stopColor = parent.stopColor
        case "visibility": isVisible = parent.isVisible
        case "image-rendering": imageInterpolation = parent.imageInterpolation
        case "display": isDisplayed = parent.isDisplayed
        // A parent that sets no overflow shows it: `visible` is the initial value (the root
        // and groups; viewport elements that clip by default are not parents of these).
        case "overflow": overflowVisible = parent.overflowVisible ?? true
        case "clip-path": clipPath = parent.clipPath
        case "mask": mask = parent.mask
        case "filter": filter = parent.filter
        case "color-interpolation-filters": filterColorSpace = parent.filterColorSpace
        case "mask-type": maskType = parent.maskType
        case "marker-start": markerStart = parent.markerStart
        case "marker-mid": markerMid = parent.markerMid
        case "marker-end": markerEnd = parent.markerEnd
        case "marker": (markerStart, markerMid, markerEnd) = (parent.markerStart, parent.markerMid, parent.markerEnd)
        case "font-size": fontSize = parent.fontSize
        case "font-family": fontFamily = parent.fontFamily
        case "font-weight": fontWeight = parent.fontWeight
        case "font-stretch": fontStretch = parent.fontStretch
        case "font-variation-settings": fontVariations = parent.fontVariations
        case "text-anchor": textAnchor = parent.textAnchor
        case "paint-order": paintOrder = parent.paintOrder
        case "text-decoration", "text-decoration-line": textDecoration = parent.textDecoration
        case "font-style": italic = parent.italic
        case "letter-spacing": letterSpacing = parent.letterSpacing
        case "word-spacing": wordSpacing = parent.wordSpacing
        case "dominant-baseline": dominantBaseline = parent.dominantBaseline
        case "font-kerning", "kerning": kerning = parent.kerning
        case "font-variant": smallCaps = parent.smallCaps
        case "writing-mode": verticalText = parent.verticalText
        case "alignment-baseline": alignmentBaseline = parent.alignmentBaseline
        case "baseline-shift": baselineShift = parent.baselineShift
        default: break
        }
    }

    /// `none`, a colour, `currentColor`, or `url(#id)` with an optional fallback.
    static func paint(_ value: String) -> PaintSpec? {
        if value == "none" { return PaintSpec.none }
        if let (id, rest) = urlReference(value) {
            let tail = rest.trimmingSpaces
            if tail.isEmpty { return .reference(id: id, fallback: nil) }
            // The fallback is `none` or a colour, never another reference.
            guard let fallback = paint(String(tail)) else { return nil }
            if case .reference = fallback { return nil }
            return .reference(id: id, fallback: fallback)
        }
        return CSSColor(parsing: value).map { .color($0) }
    }

    /// `url(#id)` (quotes allowed) at the start of `value`: the id and what follows.
    static func urlReference(_ value: String) -> (id: String, rest: Substring)? {
        let s = Substring(value).trimmingSpaces
        guard s.hasPrefix("url("), let close = s.firstIndex(of: ")") else { return nil }
        var inside = s[s.index(s.startIndex, offsetBy: 4)..<close].trimmingSpaces
        if let q = inside.first, q == "'" || q == "\"", inside.count >= 2, inside.last == q {
            inside = inside.dropFirst().dropLast()
        }
        guard inside.hasPrefix("#"), inside.count > 1 else { return nil }
        return (String(inside.dropFirst()), s[s.index(after: close)...])
    }

    /// An opacity: a number or a percentage, clamped to 0…1.
    static func opacity(_ value: String) -> Double? {
        guard let length = Length(parsing: value), length.unit == .none || length.unit == .percent else { return nil }
        return min(max(length.unit == .percent ? length.value / 100 : length.value, 0), 1)
    }

    /// A `font-size`: a length (`em` and `%` relative to the parent's size) or a keyword.
    static func fontSize(_ value: String, parent: Double) -> Double? {
        let keywords = ["xx-small": 9.0, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24,
                        "xx-large": 32, "xxx-large": 48]
        if let size = keywords[value] { return size }
        if value == "smaller" { return parent / 1.2 }
        if value == "larger" { return parent * 1.2 }
        guard let length = Length(parsing: value), length.value >= 0 else { return nil }
        switch length.unit {
        case .percent: return parent * length.value / 100
        case .em: return parent * length.value
        case .ex: return parent * length.value / 2
        default: return length.resolved(.other, in: .zero)
        }
    }

    /// A `text-decoration` line list: `none`, or `underline`, `overline`, `line-through` and
    /// `blink` (which draws nothing) separated by spaces, each at most once.
    static func decorationLines(_ value: String) -> TextDecorationLines? {
        if value == "none" { return [] }
        let names: [String: TextDecorationLines] = ["underline": .underline, "overline": .overline,
                                                    "line-through": .lineThrough, "blink": []]
        var lines: TextDecorationLines = []
        var seen: Set<String> = []
        for word in value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) {
            guard let line = names[String(word)], seen.insert(String(word)).inserted else { return nil }
            lines.formUnion(line)
        }
        return seen.isEmpty ? nil : lines
    }

    /// A `font-weight`: 1…1000, `normal`, `bold`, `bolder`, `lighter`.
    static func fontWeight(_ value: String, parent: Int) -> Int? {
        switch value {
        case "normal": return 400
        case "bold": return 700
        case "bolder": return parent < 400 ? 400 : parent < 600 ? 700 : 900
        case "lighter": return parent < 600 ? 100 : parent < 800 ? 400 : 700
        default:
            guard let n = Double(value), n >= 1, n <= 1000 else { return nil }
            return Int(n)
        }
    }

    /// CSS's `font-stretch` keywords, as percentages of the normal width.
    private static let stretchKeywords: [String: Double] = [
        "ultra-condensed": 50, "extra-condensed": 62.5, "condensed": 75, "semi-condensed": 87.5, "normal": 100,
        "semi-expanded": 112.5, "expanded": 125, "extra-expanded": 150, "ultra-expanded": 200,
    ]

    /// A `font-stretch`: a keyword, SVG 1.1's `wider` and `narrower` (the next keyword's width
    /// from `parent`'s), or a percentage of 0 or more.
    static func fontStretch(_ value: String, parent: Double) -> Double? {
        if let width = stretchKeywords[value] { return width }
        let steps = stretchKeywords.values.sorted()
        if value == "wider" { return steps.first { $0 > parent } ?? steps.last }
        if value == "narrower" { return steps.last { $0 < parent } ?? steps.first }
        guard value.hasSuffix("%"), let percentage = Double(value.dropLast()), percentage.isFinite,
              percentage >= 0 else { return nil }
        return percentage
    }

    /// A `font-variation-settings`: `normal`, or a comma-separated list of a quoted axis tag
    /// and a number each (`'wght' 700, "wdth" 75`).
    static func fontVariations(_ value: String) -> [FontVariation]? {
        guard value != "normal" else { return [] }
        var settings: [FontVariation] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            let text = item.trimmingSpaces
            guard let quote = text.first, quote == "'" || quote == "\"",
                  let close = text.dropFirst().firstIndex(of: quote),
                  let number = Double(text[text.index(after: close)...].trimmingSpaces),
                  let setting = try? FontVariation(tag: String(text[text.index(after: text.startIndex)..<close]),
                                                   value: number) else { return nil }
            settings.append(setting)
        }
        return settings
    }

    private static func rule(_ value: String) -> FillRule? {
        switch value {
        case "nonzero": .nonZero
        case "evenodd": .evenOdd
        default: nil
        }
    }
}
