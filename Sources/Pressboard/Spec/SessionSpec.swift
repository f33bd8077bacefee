import Keyboard

/// Everything a session is built from, as one value: the keyset, where the keyboard lies on the
/// device, how touches become intensities, the suggestions bar, the user dictionary, the screen
/// the scene is drawn on, and what is saved. Commands only translate flags and the
/// configuration file into a spec; ``SessionBuilder`` turns it into a ``Session``. A recording
/// carries its spec (``SessionSpecHeader``), so its replay is built exactly like the live run.
///
/// Decoding: every field may be missing (it takes its default) and unknown fields are ignored,
/// so a spec written by a newer minor revision still reads; a `version` this build does not
/// know is an error (``SessionSpecError/unsupportedVersion(_:)``).
public struct SessionSpec: Sendable, Hashable, Codable {
    /// The format this build writes and reads.
    public static let currentVersion = 1

    public var version: Int
    public var keyset: KeysetSpec
    public var keyboard: KeyboardPlacementSpec
    public var intensity: IntensitySpec
    public var suggestions: SuggestionsSpec
    public var userDictionary: UserDictionarySpec
    /// The word decoder (on when `suggestions.autocorrect` is) and the touch model it starts from.
    public var decoding: DecodingSpec
    /// The scene's size in points (the window; the touchscreen it fills). Places the keyboard
    /// and the suggestions strip on a direct screen.
    public var screen: ScreenSize
    /// Learn a word once it has been typed and kept this many times (or picked as typed).
    public var learnAfterKeeping: Int
    /// Shift the first letter of a sentence automatically (the keyboard reads the text before
    /// the caret). Off for benches that score typing against lower-case text.
    public var autoCapitalization: Bool
    /// Autosave the document here (a JSON archive). nil: no autosave (replay).
    public var autosavePath: String?
    /// Keep every action in `Session.events` (replay's JSON, tests); a live run turns it off.
    public var keepsEventLog: Bool
    /// The document theme (`--theme FILE`, its text carried whole); nil: the default theme.
    /// Written only when set, so specs without one read and print as before.
    public var theme: ThemeSpec?

    public init(keyset: KeysetSpec = KeysetSpec(), keyboard: KeyboardPlacementSpec = KeyboardPlacementSpec(),
                intensity: IntensitySpec = IntensitySpec(), suggestions: SuggestionsSpec = SuggestionsSpec(),
                userDictionary: UserDictionarySpec = UserDictionarySpec(), screen: ScreenSize = ScreenSize(),
                learnAfterKeeping: Int = 2, autoCapitalization: Bool = true, autosavePath: String? = nil, keepsEventLog: Bool = true,
                decoding: DecodingSpec = DecodingSpec(), theme: ThemeSpec? = nil) {
        version = Self.currentVersion
        self.theme = theme
        self.keyset = keyset
        self.keyboard = keyboard
        self.intensity = intensity
        self.suggestions = suggestions
        self.userDictionary = userDictionary
        self.decoding = decoding
        self.screen = screen
        self.learnAfterKeeping = learnAfterKeeping
        self.autoCapitalization = autoCapitalization
        self.autosavePath = autosavePath
        self.keepsEventLog = keepsEventLog
    }

    enum CodingKeys: String, CodingKey {
        case version, keyset, keyboard, intensity, suggestions, userDictionary, decoding, screen, learnAfterKeeping, autoCapitalization, autosavePath, keepsEventLog, theme
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let d = SessionSpec()
        version = try c.value(.version, default: Self.currentVersion)
        guard version == Self.currentVersion else { throw SessionSpecError.unsupportedVersion(version) }
        keyset = try c.value(.keyset, default: d.keyset)
        keyboard = try c.value(.keyboard, default: d.keyboard)
        intensity = try c.value(.intensity, default: d.intensity)
        suggestions = try c.value(.suggestions, default: d.suggestions)
        userDictionary = try c.value(.userDictionary, default: d.userDictionary)
        decoding = try c.value(.decoding, default: d.decoding)
        screen = try c.value(.screen, default: d.screen)
        learnAfterKeeping = try c.value(.learnAfterKeeping, default: d.learnAfterKeeping)
        autoCapitalization = try c.value(.autoCapitalization, default: d.autoCapitalization)
        autosavePath = try c.decodeIfPresent(String.self, forKey: .autosavePath)
        keepsEventLog = try c.value(.keepsEventLog, default: d.keepsEventLog)
        theme = try c.decodeIfPresent(ThemeSpec.self, forKey: .theme)
    }
}

/// Which keyset, and where to look for it before the installed library.
public struct KeysetSpec: Sendable, Hashable, Codable {
    /// Keyset id (`english`, `basic-latin`, …; see `pressboard keysets`).
    public var id: String
    /// Directories searched first, in order, before the builder's library directories.
    public var directories: [String]

    /// The keyset `run` and `replay` both use when nothing says otherwise.
    public static let defaultID = "english"

    public init(id: String = KeysetSpec.defaultID, directories: [String] = []) {
        self.id = id
        self.directories = directories
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.value(.id, default: Self.defaultID)
        directories = try c.value(.directories, default: [])
    }
}

/// Where the keyboard lies on the device.
public struct KeyboardPlacementSpec: Sendable, Hashable, Codable {
    /// Normalised device rectangle; nil: the device class's default (on a direct screen, the
    /// lower part of the scene below the suggestions strip; all of an indirect tablet).
    public var region: NormalisedRect?
    /// Clockwise quarter-turn of the keyboard on the device.
    public var rotation: DeviceMapping.Rotation
    /// Show the accessory row (`AccessoryRow`: intensity key, slider, scheme and smoothing keys)
    /// on top of every page. Off in a bare spec (a trace typed without it replays without it);
    /// `run` turns it on unless hidden. Written to JSON only when on.
    public var accessory: Bool

    public init(region: NormalisedRect? = nil, rotation: DeviceMapping.Rotation = .none, accessory: Bool = false) {
        self.region = region
        self.rotation = rotation
        self.accessory = accessory
    }

    enum CodingKeys: String, CodingKey { case region, rotation, accessory }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        region = try c.decodeIfPresent(NormalisedRect.self, forKey: .region)
        rotation = try c.value(.rotation, default: .none)
        accessory = try c.value(.accessory, default: false)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(region, forKey: .region)
        try c.encode(rotation, forKey: .rotation)
        if accessory { try c.encode(accessory, forKey: .accessory) }
    }
}

/// The scene's size in points (800×600 unless the window or screen says otherwise).
public struct ScreenSize: Sendable, Hashable, Codable {
    public var width: Int
    public var height: Int

    public init(width: Int = 800, height: Int = 600) {
        self.width = width
        self.height = height
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        width = try c.value(.width, default: 800)
        height = try c.value(.height, default: 600)
    }
}

extension KeyedDecodingContainer {
    /// The value at `key`, or `fallback` when the key is missing or null.
    func value<T: Decodable>(_ key: Key, default fallback: T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? fallback
    }
}
