import ArgumentParser
import Rendering
import TextEditing

/// The viewer's overrides of how intensities are shown (`--scheme`, `--smoothing`): applied to
/// the snapshot only, never to the document (DESIGN.md principle 3: store raw, render late).
struct SceneLook {
    var scheme: RenderScheme?
    var smoothing: SmoothingUnit?

    init(scheme: String?, smoothing: String?) throws {
        if let scheme {
            guard let s = RenderCommand.scheme(scheme) else { throw ValidationError("unknown scheme \(scheme): use weight, hue, alpha or size") }
            self.scheme = s
        }
        if let smoothing {
            guard let u = RenderCommand.smoothing(smoothing) else {
                throw ValidationError("unknown smoothing \(smoothing): use character, word, sentence, line, paragraph or document")
            }
            self.smoothing = u
        }
    }

    func apply(_ snapshot: SceneSnapshot) -> SceneSnapshot {
        var s = snapshot
        if let scheme { s.schemeOverride = scheme }
        if let smoothing { s.smoothingOverride = smoothing }
        return s
    }
}
