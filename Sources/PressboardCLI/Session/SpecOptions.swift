import ArgumentParser
import Intensity
import Keyboard
import Pressboard
import TouchInput

/// `--keyset`, `--keysets`.
struct KeysetOptions: ParsableArguments {
    /// The keyset a command uses when none is named (the spec's default).
    static let defaultID = SessionSpec().keyset.id
    static let directoryHelp: ArgumentHelp = ArgumentHelp("Directory searched first for keysets.", valueName: "DIR")

    @Option(help: ArgumentHelp("Keyset id (see `pressboard keysets`; default \(KeysetOptions.defaultID)).", valueName: "ID"))
    var keyset: String?

    @Option(help: KeysetOptions.directoryHelp)
    var keysets: String?

    /// The keyset named (or the default), from the search path.
    func load() throws -> Keyset {
        try KeysetSearch.load(id: keyset ?? Self.defaultID, override: keysets)
    }
}

/// `--region`, `--rotation`, `--accessory`/`--no-accessory`.
struct PlacementOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Keyboard region of the device as x,y,width,height fractions (default: below the suggestions strip on a touchscreen, all of a tablet).",
                               valueName: "x,y,w,h"))
    var region: RegionArgument?

    @Option(help: "Clockwise rotation of the keyboard on the device: 0, 90, 180 or 270.")
    var rotation: DeviceMapping.Rotation?

    @Flag(inversion: .prefixedNo,
          help: "The accessory row above the keyboard: intensity key, intensity slider, render scheme and smoothing keys (run: shown by default; replay: as recorded).")
    var accessory: Bool?

    /// `--region`, else the default for this kind of device.
    func region(for kind: DeviceClassification.Kind) -> NormalisedRect {
        region?.rect ?? DeviceMapping.defaultRegion(for: kind)
    }
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

/// `--screen-width`, `--screen-height`: the scene's (or a rendered picture's) size in points.
struct ScreenOptions: ParsableArguments {
    static let defaultWidth = 800

    @Option(help: "Scene or picture width in points (pixels in PNG; default 800).")
    var screenWidth: Int?

    @Option(help: "Scene or picture height in points (default: 600 for a screen, the text's height for `render`).")
    var screenHeight: Int?

    @Option(help: ArgumentHelp("Scene or picture size WIDTHxHEIGHT in points, e.g. 1280x800 (overrides the device's shape; the same as --screen-width and --screen-height).",
                               valueName: "WxH"))
    var size: PictureSize?

    /// The width asked for (`--size` or `--screen-width`).
    var width: Int? { size?.width ?? screenWidth }
    /// The height asked for (`--size` or `--screen-height`).
    var height: Int? { size?.height ?? screenHeight }

    func validate() throws {
        if size != nil && (screenWidth != nil || screenHeight != nil) {
            throw ValidationError("give --size or --screen-width/--screen-height, not both")
        }
    }
}

/// `--size WIDTHxHEIGHT`: a picture's size in points, each 16…16384.
struct PictureSize: ExpressibleByArgument {
    var width: Int
    var height: Int

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (16...16384).contains(w), (16...16384).contains(h) else { return nil }
        width = w
        height = h
    }

    static var defaultCompletionKind: CompletionKind { .default }
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

    @Flag(help: "Replay a recording without the session spec in its header (defaults, --config and flags only): for a spec this build cannot read.")
    var ignoreRecordedSpec = false

    /// Applies the flags that were given to `spec`; returns their names (for "overrides" notes).
    func apply(to spec: inout SessionSpec) -> [String] {
        keysetOptions.apply(to: &spec) + placement.apply(to: &spec) + intensityOptions.apply(to: &spec)
            + suggestionOptions.apply(to: &spec) + screen.apply(to: &spec)
    }
}

/// Flags that change a spec: each group applies the ones given and names them.
protocol SpecFlags {
    func apply(to spec: inout SessionSpec) -> [String]
}

extension SpecOptions: SpecFlags {}

extension KeysetOptions: SpecFlags {
    func apply(to spec: inout SessionSpec) -> [String] {
        var given: [String] = []
        if let k = keyset { spec.keyset.id = k; given.append("--keyset") }
        if let d = keysets { spec.keyset.directories = [d]; given.append("--keysets") }
        return given
    }
}

extension PlacementOptions: SpecFlags {
    func apply(to spec: inout SessionSpec) -> [String] {
        var given: [String] = []
        if let r = region { spec.keyboard.region = r.rect; given.append("--region") }
        if let r = rotation { spec.keyboard.rotation = r; given.append("--rotation") }
        if let a = accessory { spec.keyboard.accessory = a; given.append(a ? "--accessory" : "--no-accessory") }
        return given
    }
}

extension IntensityOptions: SpecFlags {
    func apply(to spec: inout SessionSpec) -> [String] {
        var given: [String] = []
        if let s = interpreter { spec.intensity.interpreter = s; given.append("--interpreter") }
        if let v = intensity {
            spec.intensity.manualValue = v
            if interpreter == nil { spec.intensity.interpreter = .fixed(.manual) }
            given.append("--intensity")
        }
        if autoCalibrate { spec.intensity.autoCalibrate = true; given.append("--auto-calibrate") }
        return given
    }
}

extension SuggestionOptions: SpecFlags {
    func apply(to spec: inout SessionSpec) -> [String] {
        var given: [String] = []
        if let a = autocorrect { spec.suggestions.autocorrect = a; given.append(a ? "--autocorrect" : "--no-autocorrect") }
        if let p = literalPercentile { spec.decoding.literalPercentile = p; given.append("--literal-percentile") }
        if let t = autocorrectThreshold { spec.suggestions.autocorrectThreshold = t; given.append("--autocorrect-threshold") }
        if noSuggestions { spec.suggestions.enabled = false; given.append("--no-suggestions") }
        if let n = suggestionCount { spec.suggestions.count = max(0, min(10, n)); given.append("--suggestion-count") }
        return given
    }
}

extension ScreenOptions: SpecFlags {
    func apply(to spec: inout SessionSpec) -> [String] {
        var given: [String] = []
        if let w = width { spec.screen.width = w; given.append(size != nil ? "--size" : "--screen-width") }
        if let h = height { spec.screen.height = h; given.append(size != nil ? "--size" : "--screen-height") }
        return given
    }
}
