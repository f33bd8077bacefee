/// The text units whose intensities are averaged before binning (display only: stored
/// intensities stay raw). The original's Char, Word, S, L, P, M.
public enum IntensitySmoothingUnit: String, Hashable, Sendable, CaseIterable {
    case character, word, sentence, line, paragraph, text
}
