import Decoding
import Keyboard
import Suggestions
import TextEditing
import TouchInput

/// Turns a ``SessionSpec`` and the device it will read into a ``Session``: loads the keyset,
/// places the keyboard and the suggestions strip on the screen, chooses the interpreter for the
/// device and applies its calibration, builds the suggestions bar (lexicon + the keyset's key
/// centres) and the user dictionary. The only place a session is assembled, so a live run and
/// the replay of its recording are built the same way.
///
/// Where things are on this machine (keyset library, lexicons, index cache) are values given
/// here, not read from the environment.
public struct SessionBuilder: Sendable {
    /// Keyset directories searched after the spec's own (the user's, then the installed ones).
    public var keysetDirectories: [String]
    /// The user's lexicon directory (`<locale>.txt` frequency lists); nil: only packaged ones.
    public var lexiconDirectory: String?
    /// Where built suggestion indexes are cached; nil: build each time.
    public var cacheDirectory: String?

    public init(keysetDirectories: [String], lexiconDirectory: String? = nil, cacheDirectory: String? = nil) {
        self.keysetDirectories = keysetDirectories
        self.lexiconDirectory = lexiconDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// Builds the session. `editor` lets the caller start from a loaded document.
    public func build(_ spec: SessionSpec, device: DeviceDescription, editor: TextEditor? = nil) throws(SessionBuildError) -> SessionBuild {
        let loaded = try loadKeyset(spec.keyset)
        let keyset = spec.keyboard.accessory ? loaded.withAccessoryRow() : loaded
        let configuration = self.configuration(spec, device: device, keyset: keyset)
        var warnings: [SessionBuildWarning] = []
        var bar: SuggestionsBar?
        if spec.suggestions.enabled {
            let dictionary = try userDictionary(spec.userDictionary, warnings: &warnings)
            bar = suggestionsBar(for: keyset, spec: spec.suggestions, userDictionary: dictionary, warnings: &warnings)
        }
        let session = Session(description: device, keyset: keyset, configuration: configuration, suggestionsBar: bar, editor: editor)
        // Decoding is on exactly when autocorrect is (and a bar supplies the ranker).
        if bar != nil, spec.suggestions.autocorrect {
            let model = touchModel(spec.decoding.touchModel, keyset: keyset.id, warnings: &warnings)
            var decoding = spec.decoding.configuration(touchModel: model)
            decoding.vocabulary = vocabulary(for: keyset, spec: spec.suggestions)
            session.enableDecoding(decoding)
        }
        return SessionBuild(session: session, keyset: keyset, warnings: warnings)
    }

    /// The keyset the spec names, searched in its directories, then the library's.
    public func loadKeyset(_ spec: KeysetSpec) throws(SessionBuildError) -> Keyset {
        do { return try KeysetLibrary(directories: spec.directories + keysetDirectories).load(id: spec.id) }
        catch { throw .keyset(id: spec.id, error) }
    }

    /// The session configuration a spec means on `device` (placement, interpreter, settings).
    public func configuration(_ spec: SessionSpec, device: DeviceDescription, keyset: Keyset) -> SessionConfiguration {
        var c = SessionConfiguration()
        c.region = spec.keyboard.region
        c.rotation = spec.keyboard.rotation
        let geometry = KeyboardGeometry(keyset: keyset, keySpacing: c.keyboard.keySpacing)
        // A direct screen shows the scene full screen: the suggestions strip sits above the keyboard.
        c.placeOnScreen(of: device, keyboardRows: geometry.height, width: spec.screen.width, height: spec.screen.height,
                        keepRegion: spec.keyboard.region != nil)
        if c.region == nil { c.region = DeviceMapping.defaultRegion(for: device.classification.kind) }
        Self.applyIntensity(spec, to: &c)
        c.suggestions = spec.suggestions.settings
        c.learnAfterKeeping = spec.learnAfterKeeping
        c.keyboard.autoCapitalization = spec.autoCapitalization
        c.autosavePath = spec.autosavePath
        c.keepsEventLog = spec.keepsEventLog
        return c
    }

    /// The spec's intensity settings (interpreter, manual value, auto-calibration, stored
    /// calibrations) on `c`; the device's own choice is made later, per device.
    public static func applyIntensity(_ spec: SessionSpec, to c: inout SessionConfiguration) {
        if case .fixed(let kind) = spec.intensity.interpreter {
            c.intensity.interpreter = kind
            c.choosesInterpreterForDevice = false
        }
        c.intensity.manualValue = spec.intensity.manualValue
        c.intensity.autoCalibrate = spec.intensity.autoCalibrate
        c.calibrations = spec.intensity.calibrations
        c.learnedCalibration = spec.intensity.learned
    }

    /// The dictionary the session starts with: the spec's words, else its file, else empty.
    /// Lines the file could not use are skipped and reported, never silently dropped (the store
    /// keeps the unreadable original as `.bak`).
    public func userDictionary(_ spec: UserDictionarySpec, warnings: inout [SessionBuildWarning]) throws(SessionBuildError) -> UserDictionary {
        if let words = spec.words { return UserDictionarySpec.dictionary(words) }
        guard let path = spec.path else { return UserDictionary() }
        let loaded: UserDictionaryStore.Loaded
        do { loaded = try UserDictionaryStore(path: path).load() }
        catch { throw .userDictionary(path: path, cause: error) }
        for e in loaded.skipped { warnings.append(.userDictionaryLineSkipped(String(describing: e))) }
        if let b = loaded.backup { warnings.append(.userDictionaryKept(backup: b)) }
        return loaded.dictionary
    }

    /// The spec's touch model when it fits the keyset and its values are usable; else nil (a
    /// fresh model) with a warning.
    public func touchModel(_ model: TouchModel?, keyset: String, warnings: inout [SessionBuildWarning]) -> TouchModel? {
        guard let model else { return nil }
        if model.keyset != keyset {
            warnings.append(.touchModelNotUsed(reason: "it was learned on keyset '\(model.keyset)', not '\(keyset)'"))
            return nil
        }
        guard model.isValid else {
            warnings.append(.touchModelNotUsed(reason: "its values are impossible (version, negative or not finite)"))
            return nil
        }
        return model
    }

    /// The bar for a keyset: its locale's lexicon and the key centres of its default page. Nil,
    /// with a warning, when no lexicon can be loaded (the session types without suggestions).
    public func suggestionsBar(for keyset: Keyset, spec: SuggestionsSpec, userDictionary: UserDictionary,
                        warnings: inout [SessionBuildWarning]) -> SuggestionsBar? {
        let locale = spec.locale ?? Self.language(of: keyset)
        guard let source = lexiconSource(locale: locale) else {
            warnings.append(.noLexicon(locale: locale))
            return nil
        }
        do {
            return try suggestionsBar(settings: spec.settings, source: source, layout: Self.layoutModel(keyset), userDictionary: userDictionary)
        } catch {
            warnings.append(.lexiconUnreadable(locale: locale, reason: String(describing: error)))
            return nil
        }
    }

    /// The bar over `source`'s index (cached under ``cacheDirectory``) with the key geometry
    /// `layout` — the piece `suggest` builds alone, with its own ranking mode and lexicon file.
    public func suggestionsBar(settings: SuggestionsSettings, source: LexiconSource, layout: KeyboardLayoutModel,
                               mode: SpellingRanker.Mode = .noisyChannel, costs: ErrorModelCosts = ErrorModelCosts(),
                               userDictionary: UserDictionary) throws -> SuggestionsBar {
        let (index, _) = try SuggestionIndex.load(source, cacheDirectory: cacheDirectory)
        // Other languages: libhunspell answers "is this a word" and adds its own candidates.
        let ranker = SpellingRanker(index: index, layout: layout, costs: costs, mode: mode, userDictionary: userDictionary,
                                    hunspell: try source.openHunspell())
        return SuggestionsBar(ranker: ranker, settings: settings)
    }

    /// The lexicon for a language: the user's list, else a packaged one; nil when there is none.
    public func lexiconSource(locale: String) -> LexiconSource? {
        LexiconSource.forLocale(locale, userDirectory: lexiconDirectory)
    }

    /// The word decoder's vocabulary for a keyset: the Hunspell dictionary of its lexicon's
    /// language (`LexiconSource.openVocabulary`), nil when there is none.
    public func vocabulary(for keyset: Keyset, spec: SuggestionsSpec) -> HunspellDictionary? {
        lexiconSource(locale: spec.locale ?? Self.language(of: keyset))?.openVocabulary()
    }

    /// A keyset's language for its lexicon (`en` for `en-GB`).
    public static func language(of keyset: Keyset) -> String {
        String(keyset.locale.prefix { $0 != "-" && $0 != "_" })
    }

    /// The key centres of a keyset's default page, as the ranker's spatial model.
    public static func layoutModel(_ keyset: Keyset) -> KeyboardLayoutModel {
        KeysetSpatialModel.layoutModel(KeyboardGeometry(keyset: keyset).defaultPage)
    }
}

/// A built session with what the builder loaded and noticed.
public struct SessionBuild {
    public var session: Session
    public var keyset: Keyset
    /// Things that did not stop the build (no lexicon: suggestions are off).
    public var warnings: [SessionBuildWarning]
}
