import FoundationEssentials
import Intensity
import Keyboard
import Testing
@testable import Pressboard

@Suite struct SessionSpecTests {
    /// A spec with every section away from its default.
    static let unusual: SessionSpec = {
        var calibrations = CalibrationStore()
        calibrations.devices["Test Screen|0x3:0x1:0x2:0x1"] = DeviceCalibration(pressure: PressureCalibration(minimum: 0.1, maximum: 0.7), touches: 12)
        return SessionSpec(
            keyset: KeysetSpec(id: "basic-latin", directories: ["/opt/keysets"]),
            keyboard: KeyboardPlacementSpec(region: NormalisedRect(x: 0.1, y: 0.5, width: 0.8, height: 0.5), rotation: .clockwise90),
            intensity: IntensitySpec(interpreter: .fixed(.contactArea), manualValue: 70, autoCalibrate: true, calibrations: calibrations),
            suggestions: SuggestionsSpec(enabled: true, count: 5, completions: false, autocorrect: true, autocorrectThreshold: 0.4, locale: "en"),
            userDictionary: UserDictionarySpec(path: nil, words: ["Pressboard": 3, "evdev": 1]),
            screen: ScreenSize(width: 1280, height: 800), learnAfterKeeping: 4, autosavePath: "/tmp/doc.json", keepsEventLog: false,
            theme: ThemeSpec(file: "/home/me/dark.json5", source: "// dark\n{code: {fontFamily: 'mono'}}\n"))
    }()

    @Test func specSurvivesJSONRoundTrip() throws {
        let json = SessionSpecHeader.encode(Self.unusual)
        let back = try JSONDecoder().decode(SessionSpec.self, from: Data(json.utf8))
        #expect(back == Self.unusual)
        #expect(SessionSpecHeader.encode(back) == json)
    }

    @Test func missingFieldsTakeDefaultsAndUnknownFieldsAreIgnored() throws {
        let json = #"{"suggestions":{"autocorrect":true},"futureField":[1,2],"keyset":{"id":"german"}}"#
        let spec = try JSONDecoder().decode(SessionSpec.self, from: Data(json.utf8))
        var expected = SessionSpec()
        expected.suggestions.autocorrect = true
        expected.keyset.id = "german"
        #expect(spec == expected)
    }

    @Test func unknownVersionIsAnError() {
        #expect(throws: SessionSpecError.unsupportedVersion(7)) {
            try JSONDecoder().decode(SessionSpec.self, from: Data(#"{"version":7}"#.utf8))
        }
    }

    @Test func interpreterIsAutomaticOrANamedKind() throws {
        for name in ["automatic", "pressure", "manual"] {
            let s = try JSONDecoder().decode(IntensitySpec.self, from: Data(#"{"interpreter":"\#(name)"}"#.utf8))
            #expect(s.interpreter.name == name)
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(IntensitySpec.self, from: Data(#"{"interpreter":"telepathy"}"#.utf8))
        }
    }

    @Test func userDictionaryWordsKeepSpellingAndCounts() {
        let d = UserDictionarySpec.dictionary(["Pressboard": 3, "evdev": 1])
        #expect(d.spelling(of: "pressboard") == "Pressboard")
        #expect(UserDictionarySpec.words(of: d) == ["Pressboard": 3, "evdev": 1])
    }
}
