/// Levenshtein distance between two character sequences (substitutions, insertions and
/// deletions, each costing 1): what a typist would have to fix by hand. Character error rates
/// of simulated typing (`bench keyboard`, the simulator's tests) are this over the intended length.
public enum CharacterEditDistance {
    public static func characters(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
