import VellumCore

/// Element ids for symbols: `s-` followed by the tag, reduced to characters valid in an XML name
/// (ASCII letters, digits, `-`, `_` and `.`; anything else becomes `_`), made unique with `-2`,
/// `-3`, … when two tags reduce to the same text.
///
/// Ids are handed out in order of first use, which keeps output deterministic: the symbol table
/// is a dictionary whose iteration order changes from run to run and is never walked.
struct SVGSymbolIDs: Sendable {
    private var ids: [Tag: String] = [:]
    private var taken: Set<String> = []

    /// The id of `tag`, and whether this is its first use (so its definition is still to write).
    mutating func id(for tag: Tag) -> (id: String, isNew: Bool) {
        if let id = ids[tag] { return (id, false) }
        let base = "s-" + Self.sanitised(Self.name(of: tag))
        var id = base
        var suffix = 2
        while taken.contains(id) {
            id = base + "-" + String(suffix)
            suffix += 1
        }
        ids[tag] = id
        taken.insert(id)
        return (id, true)
    }

    /// Forgets which tag has which id, keeping the ids taken: the next use of a tag gets a new id
    /// (a flipbook frame whose symbols differ from the previous frame's).
    mutating func forgetTags() {
        ids.removeAll()
    }

    /// The tag's text: a string tag without the quotes its description adds.
    private static func name(of tag: Tag) -> String {
        tag.value(as: String.self) ?? tag.description
    }

    private static func sanitised(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": Character(scalar)
            default: "_"
            }
        }
        return kept.isEmpty ? "_" : String(kept)
    }
}
