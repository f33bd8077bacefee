import FoundationEssentials
import Rendering
import Testing
import TextLayout
@testable import Pressboard

/// The theme in a session spec: the file's text carried whole (a recording renders the same
/// anywhere), checked when it is named, and still a located error if a recording was edited.
@Suite struct ThemeSpecTests {
    static let serif = SessionFixtures.fixture("themes/serif.json5")

    @Test func aSpecCarriesTheThemeTextAndDecodesItAnywhere() throws {
        let spec = try ThemeSpec.load(path: Self.serif)
        #expect(spec.file == Self.serif && spec.source.contains("DejaVu Serif"))
        #expect(try spec.theme() == ThemeFile.load(path: Self.serif))
        // Through the recording header and back, as a replay on another machine reads it.
        var session = SessionSpec()
        session.theme = spec
        // Chunks of the JSON may start or end inside the theme's indentation: spaces survive.
        let header = SessionSpecHeader.comments(for: session).map { "# " + $0 }.joined(separator: "\n") + "\nN: Test\n"
        let back = try SessionSpecHeader.read(text: header, file: "recorded.evemu")
        #expect(back?.spec.theme == spec)
        #expect(try SceneTheme(themeSpec: back?.spec.theme).documentTheme.indentSize == 30)
    }

    @Test func noThemeIsTheDefaultAndABadOneIsRefusedWhenNamed() throws {
        #expect(try SceneTheme(themeSpec: nil) == SceneTheme.standard)
        #expect(throws: ThemeFileError.self) { try ThemeSpec.load(path: SessionFixtures.fixture("themes/bad-key.json5")) }
        let edited = ThemeSpec(file: "/home/me/dark.json5", source: "{quote: {marginTop: 'six'}}")
        do {
            _ = try edited.theme()
            Issue.record("an edited theme in a recording must be refused")
        } catch {
            #expect(error.description.hasPrefix("/home/me/dark.json5 (carried in the session spec):1:21: 'quote.marginTop'"))
        }
    }
}
