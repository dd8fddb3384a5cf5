/// Finds the candidate closest to a misspelt name, for "did you mean …?" hints.
public enum Suggestion {
    /// The candidate with the smallest edit distance to `name` (case-insensitive), if it is close
    /// enough to be a plausible misspelling: at most two edits or a third of the name's length,
    /// whichever is more, and fewer edits than the name has characters.
    public static func closest(to name: String, in candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        let scored = candidates.map { ($0, editDistance(target, Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
        return best.1 <= max(2, target.count / 3) && best.1 < target.count ? best.0 : nil
    }

    /// Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbouring characters each cost 1, so "clokc" is one edit from "clock".
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
