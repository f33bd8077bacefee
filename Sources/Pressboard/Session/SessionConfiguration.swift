import Intensity
import Keyboard
import Suggestions
import TextEditing
import TouchInput

/// Everything a session is set up with: a value, so a replay and a live run built from the
/// same configuration behave the same.
public struct SessionConfiguration: Sendable {
    /// Where on the device the keyboard is (normalised device coordinates). nil: the default for
    /// the device class (the lower 40 % of a direct screen, the whole of an indirect tablet).
    public var region: NormalisedRect?
    public var rotation: DeviceMapping.Rotation
    /// The suggestions bar on the device (normalised region and cells, from the `ScreenLayout`),
    /// for touchscreens where it is drawn above the keyboard: taps there pick suggestions. nil: no
    /// strip; touches outside the keyboard region then still go to the keyboard (indirect tablets).
    public var suggestionStrip: SuggestionStrip?
    public var keyboard: KeyboardConfiguration
    public var intensity: IntensityConfiguration
    /// Pick the interpreter from what the device reports (pressure, else contact size, else
    /// duration) instead of `intensity.interpreter`. Off when the user chose one.
    public var choosesInterpreterForDevice: Bool
    /// Static per-device calibrations (the configuration file's `calibrations`).
    public var calibrations: CalibrationStore
    /// A previous session's learned calibration on this device, carried on from.
    public var learnedCalibration: DeviceAutoCalibration?
    public var suggestions: SuggestionsSettings
    public var editor: EditorSettings
    /// Learn a word once it has been typed and kept this many times (or picked as typed).
    public var learnAfterKeeping: Int
    /// Autosave the document here (a JSON archive), at most every `autosaveInterval` seconds of
    /// event time and when the session finishes. nil: no autosave (replay).
    public var autosavePath: String?
    public var autosaveInterval: Double
    /// Keep every action in `Session.events` (replay's JSON and tests). A live session turns it
    /// off so memory stays bounded however long it runs; `actionCount` still counts.
    public var keepsEventLog = true

    public init(region: NormalisedRect? = nil, rotation: DeviceMapping.Rotation = .none, suggestionStrip: SuggestionStrip? = nil,
                keyboard: KeyboardConfiguration = .default, intensity: IntensityConfiguration = .default,
                suggestions: SuggestionsSettings = SuggestionsSettings(), editor: EditorSettings = EditorSettings(),
                choosesInterpreterForDevice: Bool = true, calibrations: CalibrationStore = CalibrationStore(),
                learnAfterKeeping: Int = 2, autosavePath: String? = nil, autosaveInterval: Double = 2) {
        self.region = region
        self.rotation = rotation
        self.suggestionStrip = suggestionStrip
        self.keyboard = keyboard
        self.intensity = intensity
        self.suggestions = suggestions
        self.editor = editor
        self.choosesInterpreterForDevice = choosesInterpreterForDevice
        self.calibrations = calibrations
        self.learnAfterKeeping = learnAfterKeeping
        self.autosavePath = autosavePath
        self.autosaveInterval = autosaveInterval
    }
}

extension SessionConfiguration {
    /// The intensity configuration for a device: the interpreter its axes allow (when chosen
    /// automatically) and its stored calibration. The reason says why, for `pressboard devices`.
    public func intensityConfiguration(for d: DeviceDescription) -> (IntensityConfiguration, reason: String) {
        let key = CalibrationStore.key(name: d.name, bus: d.id.bustype, vendor: d.id.vendor, product: d.id.product, version: d.id.version)
        var c = calibrations.configuration(intensity, forDevice: key)
        let decision = InterpreterDecision(device: d)
        let chosen = choosesInterpreterForDevice && intensity.interpreter != .manual
        if chosen { c.interpreter = decision.kind }
        return (decision.configure(c, stored: calibrations[key]), chosen ? decision.reason : "chosen in the configuration")
    }
}
