/// How the runs of a custom attribute are cut into handler calls (Lexical's granularity).
public enum CustomDrawingGranularity: Hashable, Sendable {
    /// One call per line piece of each run; `rect` is the glyphs' box on that line.
    case characterRuns
    /// One call per paragraph touched by a run (range widened to the paragraph); the empty last
    /// paragraph gets none.
    case singleParagraph
    /// One call per group of adjacent paragraphs whose values are equal (range widened to the
    /// paragraphs); `rect` spans the group's first to last line fragment, block margins removed.
    case contiguousParagraphs
}
