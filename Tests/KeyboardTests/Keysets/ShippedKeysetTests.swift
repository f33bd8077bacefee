import Testing
import FoundationEssentials
@testable import Keyboard

@Suite struct ShippedKeysetTests {
    @Test func everyShippedKeysetLoads() throws {
        let lib = KeysetLibrary(directories: [Fixture.keysetsDirectory])
        let (entries, failures) = lib.entries()
        #expect(failures.isEmpty, "\(failures)")
        #expect(Set(entries.map(\.id)) == ["basic-latin", "english", "german", "french", "spanish", "russian"])
    }

    @Test func basicLatinIsTheOriginal() throws {
        let k = try Fixture.keyset("basic-latin")
        #expect(k.pages.map(\.id) == ["letters", "numbers"])
        let letters = k.pages[0]
        #expect(letters.rows[0].keys.map(\.label) == ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"])
        #expect(letters.rows[1].keys.map(\.label) == ["a", "s", "d", "f", "g", "h", "j", "k", "l"])
        let punct = letters.rows[3].keys.first { $0.isExpanding }!
        #expect(punct.alternatives.map(\.label) == [".", ",", "?", "!"])
        #expect(punct.open == .immediate)
        #expect(punct.expand == .up)
        #expect(letters.rows[3].keys.first?.action == .pageNext)
        #expect(k.pages[1].rows[1].keys.map(\.label) == ["-", "~", ":", ";", "(", ")", "$", "&", "@", "\""])
    }

    @Test func englishTypesTheSymbolsTheOriginalLacked() throws {
        let k = try Fixture.keyset("english")
        var typeable = Set<String>()
        for p in k.pages { for key in p.keys {
            if case .text(let t) = key.action { typeable.insert(t) }
            for a in key.alternatives { if case .text(let t) = a.action { typeable.insert(t) } }
        } }
        for s in ["#", "%", "_", "[", "]", "{", "}", "<", ">", "|", "`", "é", "ñ", ",", "?", "!"] {
            #expect(typeable.contains(s), "english cannot type \(s)")
        }
        #expect(k.pages[0].keys.contains { $0.isExpanding && $0.open == .longPress })
    }

    @Test func germanSharpSShiftsToCapitalSharpS() throws {
        let k = try Fixture.keyset("german")
        let ss = k.pages[0].keys.first { $0.label == "ß" }!
        #expect(ss.shifted == "ẞ")
        #expect(k.pages[1].keys.contains { $0.action == .dead(.circumflex) })
    }

    @Test func russianWideRowIsScaledToFit() throws {
        let k = try Fixture.keyset("russian")
        #expect(k.pages[0].rows[2].totalWidth > k.width)
        let layout = PageLayout(page: k.pages[0], width: k.width)
        let row = layout.keys.filter { $0.row == 2 }
        #expect(abs(row.first!.cell.x) < 1e-9)
        #expect(abs(row.last!.cell.maxX - k.width) < 1e-9)
    }
}
