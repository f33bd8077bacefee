import Foundation
import Suggestions
import Testing
@testable import PressboardCLI

/// The misspelling sets `bench suggest --peers` measures every peer on (`Benchmarks/Spelling/`):
/// a malformed line would be skipped silently, a target no dictionary has would count against
/// every peer, and a held-out word seen in development would no longer judge anything.
@Suite struct SpellingSetsTests {
    static let directory = PressboardProcess.root + "/Benchmarks/Spelling"

    static func sets() throws -> [String: [(String, String)]] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".tsv") }
        var sets: [String: [(String, String)]] = [:]
        for f in files { sets[String(f.dropLast(4))] = try SuggestBench.readPairs(directory + "/" + f) }
        return sets
    }

    @Test func everyKindHasADevelopmentAndAHeldOutSet() throws {
        let names = Set(try Self.sets().keys)
        for kind in ["sound-alike", "typing", "poor-spellers"] {
            #expect(names.contains(kind + "-dev"), "\(kind)")
            #expect(names.contains(kind + "-held-out"), "\(kind)")
        }
    }

    @Test func everyLineIsAMisspellingAndItsWord() throws {
        for (name, pairs) in try Self.sets() {
            let text = try String(contentsOfFile: Self.directory + "/" + name + ".tsv", encoding: .utf8)
            #expect(pairs.count == text.split(separator: "\n").count, "\(name): a line without exactly one tab")
            #expect(pairs.count >= 40, "\(name)")
            for (typed, word) in pairs { #expect(typed != word, "\(name): \(typed)") }
        }
    }

    @Test func hunspellKnowsEveryWordAndNoMisspelling() throws {
        let en = try HunspellDictionary(name: "en_US", package: "hunspell-en-us")
        func known(_ w: String) -> Bool { en.spell(w) || en.spell(w.prefix(1).uppercased() + w.dropFirst()) }
        for (name, pairs) in try Self.sets() {
            for (typed, word) in pairs {
                #expect(known(word), "\(name): \(word)")
                #expect(!known(typed), "\(name): \(typed) is a word")
            }
        }
    }

    @Test func heldOutWordsAreNeverDevelopmentWords() throws {
        let sets = try Self.sets()
        let dev = Set(sets.filter { $0.key.hasSuffix("-dev") }.values.joined().map(\.1))
        for (name, pairs) in sets where name.hasSuffix("-held-out") {
            let shared = pairs.map(\.1).filter(dev.contains)
            #expect(shared.isEmpty, "\(name): \(shared)")
        }
    }
}
