import ArgumentParser
import Intensity
import Keyboard
import Pressboard

/// `--keyset`, `--keysets`.
struct KeysetOptions: ParsableArguments {
    @Option(help: "Keyset id (see `pressboard keysets`; default english).")
    var keyset: String?

    @Option(help: "Directory searched first for keysets.")
    var keysets: String?
}

/// `--region`, `--rotation`.
struct PlacementOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Keyboard region of the device as x,y,width,height fractions (default: below the suggestions strip on a touchscreen, all of a tablet).",
                               valueName: "x,y,w,h"))
    var region: RegionArgument?

    @Option(help: "Clockwise rotation of the keyboard on the device: 0, 90, 180 or 270.")
    var rotation: DeviceMapping.Rotation?
}

/// `--interpreter`, `--intensity`, `--auto-calibrate`.
struct IntensityOptions: ParsableArguments {
    @Option(help: "Intensity interpreter (default: automatic, chosen from the device's axes).")
    var interpreter: InterpreterSelection?

    @Option(help: "Manual intensity 0–100 for every key (implies --interpreter manual).")
    var intensity: Int?

    @Flag(help: "Learn the device's full-press level from the touches, in order.")
    var autoCalibrate = false

    mutating func validate() throws {
        if let v = intensity, !(0...100).contains(v) { throw ValidationError("--intensity must be 0…100") }
    }
}

/// `--autocorrect`/`--no-autocorrect`, `--literal-percentile`, `--no-suggestions`, `--suggestion-count`,
/// `--autocorrect-threshold`.
struct SuggestionOptions: ParsableArguments {
    @Flag(inversion: .prefixedNo,
          help: "Decode each finished word from its taps and replace it with the word meant (run: on by default; replay: as recorded).")
    var autocorrect: Bool?

    @Option(help: "Percentile (0–1) of your tap intensities above which a hard-pressed word is kept as typed (default 0.85).")
    var literalPercentile: Double?

    @Option(help: "Smallest confidence (0…1) for autocorrect.")
    var autocorrectThreshold: Double?

    @Flag(help: "No suggestions bar (faster; no lexicon needed).")
    var noSuggestions = false

    @Option(help: "Cells in the suggestions bar (0…10).")
    var suggestionCount: Int?

    mutating func validate() throws {
        if let p = literalPercentile, !(0...1).contains(p) { throw ValidationError("--literal-percentile must be 0…1") }
    }
}

/// `--screen-width`, `--screen-height`: the scene's size in points.
struct ScreenOptions: ParsableArguments {
    @Option(help: "Scene width in points (default 800).")
    var screenWidth: Int?

    @Option(help: "Scene height in points (default 600).")
    var screenHeight: Int?
}

/// Every flag that shapes a session, shared by `run`, `replay` and `calibrate`, and
/// `--config`/`--print-spec`. ``SpecResolution`` turns them into a spec the same way everywhere.
struct SpecOptions: ParsableArguments {
    @OptionGroup var keysetOptions: KeysetOptions
    @OptionGroup var placement: PlacementOptions
    @OptionGroup var intensityOptions: IntensityOptions
    @OptionGroup var suggestionOptions: SuggestionOptions
    @OptionGroup var screen: ScreenOptions

    @Option(help: "Configuration file (run: default $XDG_CONFIG_HOME/pressboard/config.json).")
    var config: String?

    @Flag(help: "Print the effective session spec as JSON and exit (opens no device, replays nothing).")
    var printSpec = false

    /// Applies the flags that were given to `spec`; returns their names (for "overrides" notes).
    func apply(to spec: inout SessionSpec) -> [String] {
        var given: [String] = []
        if let k = keysetOptions.keyset { spec.keyset.id = k; given.append("--keyset") }
        if let d = keysetOptions.keysets { spec.keyset.directories = [d]; given.append("--keysets") }
        if let r = placement.region { spec.keyboard.region = r.rect; given.append("--region") }
        if let r = placement.rotation { spec.keyboard.rotation = r; given.append("--rotation") }
        let i = intensityOptions
        if let s = i.interpreter { spec.intensity.interpreter = s; given.append("--interpreter") }
        if let v = i.intensity {
            spec.intensity.manualValue = v
            if i.interpreter == nil { spec.intensity.interpreter = .fixed(.manual) }
            given.append("--intensity")
        }
        if i.autoCalibrate { spec.intensity.autoCalibrate = true; given.append("--auto-calibrate") }
        let s = suggestionOptions
        if let a = s.autocorrect { spec.suggestions.autocorrect = a; given.append(a ? "--autocorrect" : "--no-autocorrect") }
        if let p = s.literalPercentile { spec.decoding.literalPercentile = p; given.append("--literal-percentile") }
        if let t = s.autocorrectThreshold { spec.suggestions.autocorrectThreshold = t; given.append("--autocorrect-threshold") }
        if s.noSuggestions { spec.suggestions.enabled = false; given.append("--no-suggestions") }
        if let n = s.suggestionCount { spec.suggestions.count = max(0, min(10, n)); given.append("--suggestion-count") }
        if let w = screen.screenWidth { spec.screen.width = w; given.append("--screen-width") }
        if let h = screen.screenHeight { spec.screen.height = h; given.append("--screen-height") }
        return given
    }
}
