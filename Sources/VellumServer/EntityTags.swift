import Foundation

/// `If-None-Match` read as RFC 9110 says: a list of entity tags, or `*`; the comparison is weak
/// (a `W/` prefix is ignored), as it must be for `If-None-Match`.
enum EntityTags {
    /// Whether the header value `list` names `tag` (a quoted strong tag) or is `*`.
    static func list(_ list: String, matches tag: String) -> Bool {
        list.split(separator: ",").contains { item in
            var item = item.trimmingCharacters(in: .whitespaces)[...]
            if item == "*" { return true }
            if item.hasPrefix("W/") { item = item.dropFirst(2) }
            return item == tag
        }
    }
}
