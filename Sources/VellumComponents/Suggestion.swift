/// Finds the candidate closest to a misspelt name, for "did you mean …?" hints.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `name` (case-insensitive), if it is close
    /// enough to be a plausible misspelling: at most a third of the name's length, and at least 1.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        let scored = candidates.map { ($0, editDistance(target, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        return best.1 <= max(1, target.count / 3) ? best.0 : nil
    }

    /// Levenshtein distance with one rolling row.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var diagonal = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let above = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
