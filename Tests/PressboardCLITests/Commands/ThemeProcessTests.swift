import Foundation
import Pressboard
import Testing

/// `--theme` as a user meets it: a bad theme is a located error with exit status 1 (nothing
/// written), a good one is drawn, and `--print-spec` shows it carried in the spec.
@Suite struct ThemeProcessTests {
    static let themes = PressboardProcess.root + "/Tests/Fixtures/themes"
    static let document = PressboardProcess.root + "/Tests/Fixtures/documents/rich-demo.pbdoc"

    @Test func renderWithABadThemeIsALocatedErrorAndExitStatus1() throws {
        let dir = PressboardProcess.scratch("bad-theme")
        let png = dir + "/out.png"
        let r = try PressboardProcess.run(["render", Self.document, "--png", png, "--theme", Self.themes + "/bad-key.json5"])
        #expect(r.status == 1)
        #expect(r.err.contains("bad-key.json5:3:20: 'heading.h1.fontSise': unknown key 'fontSise'"), "\(r.err)")
        #expect(!r.err.contains("Usage"))
        #expect(!FileManager.default.fileExists(atPath: png))
        let missing = try PressboardProcess.run(["render", Self.document, "--png", png, "--theme", dir + "/nowhere.json5"])
        #expect(missing.status == 1 && missing.err.contains("nowhere.json5"))
    }

    @Test func renderDrawsAGoodThemeDifferentlyFromTheDefault() throws {
        let dir = PressboardProcess.scratch("good-theme")
        let plain = try PressboardProcess.run(["render", Self.document, "--png", dir + "/default.png"])
        let themed = try PressboardProcess.run(["render", Self.document, "--png", dir + "/themed.png", "--theme", Self.themes + "/serif.json5"])
        #expect(plain.status == 0 && themed.status == 0, "\(themed.err)")
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/default.png"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/themed.png"))
        #expect(a != b)
    }

    /// `Themes/default.json5` is the look without `--theme`, byte for byte (so every golden
    /// picture drawn before themes were files still holds).
    @Test func theDefaultThemeFileDrawsWhatNoThemeDraws() throws {
        let dir = PressboardProcess.scratch("default-theme")
        let size = ["--screen-width", "420", "--screen-height", "420"]
        let none = try PressboardProcess.run(["render", Self.document, "--png", dir + "/none.png"] + size)
        let file = try PressboardProcess.run(["render", Self.document, "--png", dir + "/file.png", "--theme",
                                              PressboardProcess.root + "/Themes/default.json5"] + size)
        #expect(none.status == 0 && file.status == 0, "\(file.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/none.png")) == Data(contentsOf: URL(fileURLWithPath: dir + "/file.png")))
    }

    @Test func theSpecCarriesTheThemeText() throws {
        let r = try PressboardProcess.run(["replay", PressboardProcess.fixture, "--config", "/dev/null", "--print-spec",
                                           "--theme", Self.themes + "/serif.json5"])
        #expect(r.status == 0, "\(r.err)")
        let spec = try JSONDecoder().decode(SessionSpec.self, from: Data(r.out.utf8))
        let theme = try #require(spec.theme)
        #expect(theme.file.hasSuffix("serif.json5") && theme.source.contains("DejaVu Serif"))
        #expect(try theme.theme().indentSize == 30)
        // The replay draws its final screen in the theme.
        let dir = PressboardProcess.scratch("replay-theme")
        let replay = try PressboardProcess.run(["replay", PressboardProcess.fixture, "--config", "/dev/null", "--png", dir + "/end.png",
                                                "--theme", Self.themes + "/serif.json5"])
        #expect(replay.status == 0 && FileManager.default.fileExists(atPath: dir + "/end.png"), "\(replay.err)")
        // Without --theme nothing is written: specs read and print as before.
        let bare = try PressboardProcess.run(["replay", PressboardProcess.fixture, "--config", "/dev/null", "--print-spec"])
        #expect(!bare.out.contains("\"theme\""))
        let run = try PressboardProcess.run(["run", "--headless", "--device", "/dev/input/does-not-exist", "--config", "/dev/null",
                                             "--print-spec", "--theme", Self.themes + "/bad-key.json5"])
        #expect(run.status == 1 && run.err.contains("bad-key.json5:3:20"))
    }
}
