import ArgumentParser
import IntensityStyle
import Rendering

extension RenderScheme: ExpressibleByArgument {
    /// weight, hue, alpha, size, fade, pulse or shadow (and aliases: hueGYR, colour, opacity,
    /// fontSize, pulsingFade, colouredShadow).
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.name) }
}

extension SmoothingUnit: ExpressibleByArgument {
    /// character, word, sentence, line, paragraph or document.
    public init?(argument: String) { self.init(label: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

/// `--scheme`, `--smoothing`: how the viewer shows intensities.
struct LookOptions: ParsableArguments {
    @Option(help: "Render scheme (default: the document's, weight).")
    var scheme: RenderScheme?

    @Option(help: "Smoothing unit (default: the document's).")
    var smoothing: SmoothingUnit?

    /// The flags, else the configuration file's `scheme`/`smoothing`.
    func sceneLook(user: UserConfiguration) throws -> SceneLook {
        func parsed<T: ExpressibleByArgument>(_ text: String?, _ key: String) throws -> T? {
            guard let text else { return nil }
            guard let v = T(argument: text) else {
                throw ValidationError("configuration \"\(key)\": unknown value \(text) (use \(T.allValueStrings.joined(separator: ", ")))")
            }
            return v
        }
        return SceneLook(scheme: try scheme ?? parsed(user.scheme, "scheme"), smoothing: try smoothing ?? parsed(user.smoothing, "smoothing"))
    }
}

/// The viewer's overrides of how intensities are shown (`--scheme`, `--smoothing`): applied to
/// the snapshot only, never to the document (DESIGN.md principle 3: store raw, render late).
struct SceneLook {
    var scheme: RenderScheme?
    var smoothing: SmoothingUnit?

    func apply(_ snapshot: SceneSnapshot) -> SceneSnapshot {
        var s = snapshot
        if let scheme { s.schemeOverride = scheme }
        if let smoothing { s.smoothingOverride = smoothing }
        return s
    }
}
