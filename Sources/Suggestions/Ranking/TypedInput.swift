/// The typed word as a lookup reads it: scalars lowercased with apostrophes removed, the taps that
/// belong to the kept scalars, and what the result's casing follows.
struct TypedInput {
    /// Lowercased scalars without apostrophes (what keys are compared with).
    var typed: [UInt32]
    /// The taps of the kept scalars (empty unless the request's taps match its characters one to one).
    var taps: [TapPoint]
    /// Whether the request's taps were usable (one per character).
    var tapsUsable: Bool
    /// The lowercased scalars as typed, apostrophes included (to tell the typed word itself).
    var raw: [UInt32]
    var lowered: String
    var pattern: CasePattern
    var hasApostrophe: Bool { typed.count != raw.count }

    /// Nil for empty input and input longer than `maxLength` letters (nothing to correct there).
    init?(_ request: SuggestionRequest, maxLength: Int) {
        lowered = request.word.lowercased()
        let rawScalars = Array(lowered.unicodeScalars)
        guard rawScalars.count <= 4 * maxLength else { return nil }
        tapsUsable = request.taps.map { $0.count == rawScalars.count } ?? false
        typed = []
        taps = []
        for (i, s) in rawScalars.enumerated() where !WordKey.isApostrophe(s.value) {
            typed.append(s.value)
            if tapsUsable, let t = request.taps?[i] { taps.append(t) }
        }
        guard !typed.isEmpty, typed.count <= maxLength else { return nil }
        raw = rawScalars.map(\.value)
        pattern = CasePattern(request.word)
    }
}
