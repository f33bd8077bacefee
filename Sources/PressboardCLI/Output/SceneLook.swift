import ArgumentParser
import IntensityStyle
import Pressboard
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

/// `--scheme`, `--smoothing`: how the viewer shows intensities; `--theme`: how the document's
/// structure looks.
struct LookOptions: ParsableArguments {
    @Option(help: "Render scheme (default: the document's, weight).")
    var scheme: RenderScheme?

    @Option(help: "Smoothing unit (default: the document's).")
    var smoothing: SmoothingUnit?

    @Option(help: ArgumentHelp("Theme file (JSON5, see Themes/README.md): fonts, sizes, colours and spacing of headings, quotes, code, lists and links (default: the built-in theme, Themes/default.json5).",
                               valueName: "FILE"))
    var theme: String?

    /// The theme `--theme` names, else the configuration file's `theme`, read and checked; nil
    /// for neither. A theme that cannot be used is a located error (exit 1), never a fallback.
    func themeSpec(user: UserConfiguration) throws -> ThemeSpec? {
        guard let path = theme ?? user.theme else { return nil }
        do { return try ThemeSpec.load(path: path) } catch { throw CommandFailure(message: error.description) }
    }

    /// Puts the chosen theme into `spec` (a recorded spec's theme stays unless one is chosen);
    /// the names of what overrode it.
    func applyTheme(to spec: inout SessionSpec, user: UserConfiguration) throws -> [String] {
        guard let chosen = try themeSpec(user: user) else { return [] }
        spec.theme = chosen
        return [theme != nil ? "--theme" : "\"theme\" in the configuration file"]
    }

    /// The scene showing documents in `spec`'s theme (a spec's theme is checked when it is made,
    /// but a recording's may have been edited: still a located error, exit 1).
    static func sceneTheme(_ spec: ThemeSpec?) throws -> SceneTheme {
        do { return try SceneTheme(themeSpec: spec) } catch { throw CommandFailure(message: error.description) }
    }

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
