import Testing
@testable import SafeFiles

/// Control characters from input never reach the terminal raw (issue 16).
@Suite struct MessageTextTests {
    @Test func escapeSequencesAndBidiOverridesAreEscaped() {
        #expect(MessageText.escaped("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(MessageText.escaped("file\u{202E}txt.exe") == "file\\u{202E}txt.exe")
        #expect(MessageText.escaped("tab\there\nnext\u{7F}\u{85}") == "tab\\there\\nnext\\u{7F}\\u{85}")
        #expect(MessageText.escaped("naïve 👋🏽 ok") == "naïve 👋🏽 ok")
    }

    @Test func fileErrorsEscapeThePath() {
        let e = FileError(path: "/tmp/\u{1B}]0;owned\u{7}", operation: "open", errno: 2)
        #expect(!e.description.unicodeScalars.contains { $0.value < 0x20 })
        #expect(e.description.hasPrefix("/tmp/\\u{1B}]0;owned\\u{7}: open failed"))
    }
}
