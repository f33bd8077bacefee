import Pressboard

extension SpecResolution {
    /// The spec `run` starts from before the configuration file and flags: the defaults with
    /// the accessory row shown (hidden by `--no-accessory` or `"accessory": false`) and
    /// autocorrect (the word decoder) on. Held-out figures: decoding changes 0.0–0.18 % of the
    /// words typed right at every noise level, is never worse than raw and roughly halves the
    /// character error rate (ARCHITECTURE.md, Decoding). `replay` starts from the recorded spec
    /// instead (a recording made with the row says so), and a trace without one from the plain
    /// defaults (raw, no row: the keyboard it was typed on).
    static var runBase: SessionSpec {
        var spec = SessionSpec()
        spec.suggestions.autocorrect = true
        spec.keyboard.accessory = true
        return spec
    }
}
