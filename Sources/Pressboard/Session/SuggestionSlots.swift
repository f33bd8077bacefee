/// Where each suggestion goes in the bar's cells: the best in the middle (as iOS does), the
/// second on the left, the third on the right; more cells alternate outwards.
public enum SuggestionSlots {
    /// For each cell left to right, the index (best = 0) of the suggestion it shows, or nil for
    /// an empty cell. The bar always has at least 3 cells.
    public static func displayOrder(count: Int, cells: Int = 3) -> [Int?] {
        let n = max(cells, count)
        var order = [Int?](repeating: nil, count: n)
        let mid = (n - 1) / 2
        for rank in 0..<count {
            // 0 → mid, 1 → mid-1, 2 → mid+1, 3 → mid-2, …
            let step = (rank + 1) / 2
            let cell = rank == 0 ? mid : (rank % 2 == 1 ? mid - step : mid + step)
            if cell >= 0 && cell < n { order[cell] = rank }
        }
        return order
    }
}
