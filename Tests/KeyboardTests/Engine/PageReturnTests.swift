import Testing
import TouchInput
@testable import Keyboard

/// LatinIME's symbols-page rule: a stray tap on a page key costs at most the word it lands in.
@Suite struct PageReturnTests {
    static func keyset(numbers: String = "") throws -> Keyset {
        try Fixture.decode("""
        {id: "t", name: "T", locale: "en", defaultPage: "a", pages: [
          {id: "a", rows: [["q", "w", {action: "page:b", label: "123"}, {action: "space", label: "SP"}, {action: "return", label: "RET"}]]},
          {id: "b", \(numbers) rows: [["1", "2", {action: "page:a", label: "abc"}, {action: "space", label: "SP"}, {action: "return", label: "RET"}]]}]}
        """)
    }

    @Test func spaceAfterTypedSymbolsReturnsToTheDefaultPage() throws {
        var s = TouchScript(try Self.keyset())
        s.tap("123", at: 0)
        s.tap("1", at: 0.3)
        s.tap("SP", at: 0.6)
        s.tap("q", at: 0.9)
        #expect(s.text == "1 q")
        #expect(s.actions.contains(.page("a")))
    }

    @Test func returnAfterTypedSymbolsReturnsToo() throws {
        var s = TouchScript(try Self.keyset())
        s.tap("123", at: 0)
        s.tap("2", at: 0.3)
        s.tap("RET", at: 0.6)
        #expect(s.engine.pageIndex == 0)
    }

    @Test func spaceRightAfterThePageKeyStays() throws {
        var s = TouchScript(try Self.keyset())
        s.tap("123", at: 0)
        s.tap("SP", at: 0.3)
        s.tap("1", at: 0.6)
        #expect(s.text == " 1")
        #expect(s.engine.pageIndex == 1)
    }

    @Test func aLockedPageStaysAfterSpace() throws {
        var s = TouchScript(try Self.keyset(numbers: "returnsAfterWord: false,"))
        s.tap("123", at: 0)
        s.tap("1", at: 0.3)
        s.tap("SP", at: 0.6)
        s.tap("2", at: 0.9)
        #expect(s.text == "1 2")
    }

    @Test func theShippedKeysetsReturnFromTheirNumbersPage() throws {
        var s = TouchScript(try Fixture.keyset("basic-latin"))
        s.tap("12/*", at: 0)
        s.tap("1", at: 0.3)
        let space = s.engine.geometry.pages[1].keys.first { $0.key.action == .space }!.cell
        s.down(9, space.centerX, space.centerY, at: 0.6)
        s.up(9, at: 0.65)
        s.tap("q", at: 0.9)
        #expect(s.text == "1 q")
    }

    @Test func returnsAfterWordOnTheDefaultPageIsAnError() {
        let problems = Fixture.problems("""
        {id: "t", name: "T", locale: "en", defaultPage: "a", pages: [
          {id: "a", returnsAfterWord: true, rows: [["q", {action: "page:b"}]]},
          {id: "b", rows: [["1", {action: "page:a"}]]}]}
        """)
        #expect(problems.map(\.rule) == [.conflictingFields])
        #expect(problems.first?.pageID == "a")
        #expect(problems.first?.line == 2)
    }

    @Test func capitalAfterReturnAsAtTheStartOfAParagraph() {
        #expect(AutoCapitalization.shouldCapitalize(textBeforeCaret: "first line\n"))
        #expect(AutoCapitalization.shouldCapitalize(textBeforeCaret: "end.\n\n"))
        #expect(AutoCapitalization.shouldCapitalize(textBeforeCaret: "no end\n ") )
        #expect(!AutoCapitalization.shouldCapitalize(textBeforeCaret: "line\nword "))
    }
}
