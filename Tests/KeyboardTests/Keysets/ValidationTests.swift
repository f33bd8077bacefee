import Testing
@testable import Keyboard

/// One test per load-time rule: each names the rule, the page/row/key and the line/column.
@Suite struct ValidationTests {
    /// A valid two-page keyset with `{{ROW}}` replaced by the row under test on page 1.
    static func keyset(row: String = #""a", "b""#, extraPage: String = "", pageKey: String = #"{action: "page:two"}"#, defaultPage: String = "one") -> String {
        """
        {
          id: "t", name: "T", locale: "en", defaultPage: "\(defaultPage)",
          pages: [
            {id: "one", rows: [
              ["q", "w"],
              [\(row), \(pageKey)],
            ]},
            {id: "two", rows: [["1", {action: "page:one"}]]},
            \(extraPage)
          ],
        }
        """
    }

    @Test func baseKeysetIsValid() {
        #expect(Fixture.problems(Self.keyset()).isEmpty)
    }

    @Test func syntaxErrorHasLineAndColumn() {
        let p = Fixture.problems("{\n  id: \"t\",\n  name: \"T\" locale: \"en\",\n}")
        #expect(p.count == 1)
        #expect(p[0].rule == .syntax)
        #expect(p[0].line == 3)
        #expect(p[0].column == 13)
    }

    @Test func unknownFieldIsRejectedWithPosition() {
        let p = Fixture.problems(Self.keyset(row: #""a", {label: "b", widht: 2}"#))
        #expect(p.map(\.rule) == [.unknownField])
        #expect(p[0].message.contains("widht"))
        #expect(p[0].page == 0 && p[0].row == 1 && p[0].key == 1)
        #expect(p[0].line == 6)
        #expect(p[0].description.contains("test.json5:6:"))
        #expect(p[0].description.contains("page 'one' (1), row 2, key 2"))
    }

    @Test func unknownActionIsRejected() {
        let p = Fixture.problems(Self.keyset(row: #""a", {action: "shfit"}"#))
        #expect(p.map(\.rule) == [.unknownAction])
        #expect(p[0].row == 1 && p[0].key == 1)
        #expect(p[0].line == 6 && p[0].column != nil)
    }

    @Test func duplicatePageIDs() {
        let p = Fixture.problems(Self.keyset(extraPage: #"{id: "two", rows: [["x", {action: "page:one"}]]},"#))
        #expect(p.map(\.rule) == [.duplicatePageID])
        #expect(p[0].page == 2)
    }

    @Test func pageTargetMustExist() {
        let p = Fixture.problems(Self.keyset(pageKey: #"{action: "page:three"}"#))
        #expect(p.contains { $0.rule == .missingPageTarget && $0.row == 1 && $0.key == 2 })
    }

    @Test func defaultPageMustExist() {
        let p = Fixture.problems(Self.keyset(defaultPage: "nope"))
        #expect(p.map(\.rule) == [.missingPageTarget])
    }

    @Test func everyPageNeedsAWayBack() {
        let p = Fixture.problems(Self.keyset(extraPage: #"{id: "trap", rows: [["x"]]},"#, pageKey: #"{action: "pageLatch:two"}, {action: "page:trap"}"#))
        #expect(p.map(\.rule) == [.noWayBack])
        #expect(p[0].pageID == "trap")
        #expect(p[0].page == 2)
    }

    @Test func latchTargetsReturnByThemselves() {
        // "two" has no page key back, but it is only reached by a one-shot latch.
        let text = """
        {id: "t", name: "T", locale: "en", defaultPage: "one",
         pages: [{id: "one", rows: [["a", {action: "pageLatch:two"}]]}, {id: "two", rows: [["1"]]}]}
        """
        #expect(Fixture.problems(text).isEmpty)
    }

    @Test func widthsMustBePositive() {
        let p = Fixture.problems(Self.keyset(row: #"{label: "a", width: 0}, {gap: -1}, "b""#))
        #expect(p.map(\.rule) == [.nonPositiveWidth, .nonPositiveWidth])
        #expect(p[0].key == 0 && p[1].key == 1)
    }

    @Test func expandingKeysNeedAlternatives() {
        let p = Fixture.problems(Self.keyset(row: #"{label: "a", alternatives: []}, {label: "b", open: "immediate"}"#))
        #expect(p.map(\.rule) == [.expandingWithoutAlternatives, .expandingWithoutAlternatives])
    }

    @Test func labelsMustNotBeEmpty() {
        let p = Fixture.problems(Self.keyset(row: #""", {label: "", output: "x"}"#))
        #expect(p.map(\.rule) == [.emptyLabel, .emptyLabel])
        #expect(p[0].key == 0 && p[1].key == 1)
    }

    @Test func unknownOpenValue() {
        let p = Fixture.problems(Self.keyset(row: #"{label: "a", alternatives: ["á"], open: "later"}"#))
        #expect(p.map(\.rule) == [.unknownValue])
    }

    @Test func typeMismatchNamesThePlace() {
        let p = Fixture.problems(Self.keyset(row: #"{label: "a", width: "wide"}"#))
        #expect(p.map(\.rule) == [.typeMismatch])
        #expect(p[0].row == 1 && p[0].key == 0)
        #expect(p[0].line == 6)
    }

    @Test func missingRequiredField() {
        let p = Fixture.problems(#"{id: "t", name: "T", defaultPage: "one", pages: []}"#)
        #expect(p.map(\.rule) == [.missingField])
        #expect(p[0].message.contains("locale"))
    }

    @Test func emptyPagesAndRows() {
        let p = Fixture.problems(Self.keyset(extraPage: #"{id: "three", rows: [[{gap: 1}]]}, {id: "four", rows: []},"#))
        #expect(p.filter { $0.rule == .emptyPage }.count == 2)
    }

    @Test func gapCannotCarryKeyFields() {
        let p = Fixture.problems(Self.keyset(row: #"{gap: 1, label: "x"}, "a""#))
        #expect(p.map(\.rule) == [.conflictingFields])
    }

    @Test func alternativesTypeTextOrDeadKeysOnly() {
        let p = Fixture.problems(Self.keyset(row: #"{label: "a", alternatives: [{action: "backspace"}]}"#))
        #expect(p.map(\.rule) == [.invalidAlternative])
        #expect(p[0].alternative == 0)
        #expect(p[0].description.contains("alternative 1"))
    }

    @Test func deadKeysAreAccepted() throws {
        let k = try Fixture.decode(Self.keyset(row: #"{action: "dead:acute"}, {label: "e", alternatives: ["é", {action: "dead:grave"}]}"#))
        let keys = k.pages[0].rows[1].keys
        #expect(keys[0].action == .dead(.acute))
        #expect(keys[0].label == "´")
        #expect(keys[1].alternatives[1].action == .dead(.grave))
        #expect(Fixture.problems(Self.keyset(row: #"{action: "dead:acutee"}"#)).map(\.rule) == [.unknownAction])
    }

    @Test func json5FeaturesAreAccepted() throws {
        let text = """
        // comment
        {
          id: 't', name: "T", locale: 'en', /* block */ defaultPage: "p",
          pages: [{id: "p", rows: [{height: 1.25, keys: ["a", 'b',],},],},],
        }
        """
        let k = try Fixture.decode(text)
        #expect(k.pages[0].rows[0].height == 1.25)
        #expect(k.pages[0].rows[0].keys.map(\.label) == ["a", "b"])
    }

    @Test func allProblemsAreReportedTogether() {
        let p = Fixture.problems(Self.keyset(row: #"{label: "a", width: -1}, {action: "page:zzz"}, """#))
        #expect(Set(p.map(\.rule)) == [.nonPositiveWidth, .missingPageTarget, .emptyLabel])
    }
}
