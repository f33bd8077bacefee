import Testing
@testable import Suggestions

/// Accents put back by an exhaustive, bounded search (not by Hunspell's time-limited one), so
/// "eleves" finds "élèves" however busy the machine is.
@Suite struct AccentRestorationTests {
    @Test func findsEveryAcceptedSpellingFewestChangesFirst() {
        let words: Set = ["élèves", "élève", "elève", "niñas", "Ça", "ёлка"]
        #expect(AccentRestoration.candidates(for: "eleves") { words.contains($0) } == ["élèves"])
        #expect(AccentRestoration.candidates(for: "eleve") { words.contains($0) } == ["elève", "élève"])
        #expect(AccentRestoration.candidates(for: "ninas") { words.contains($0) } == ["niñas"])
        // Capitals keep their case; Cyrillic е gains its ё.
        #expect(AccentRestoration.candidates(for: "Ca") { words.contains($0) } == ["Ça"])
        #expect(AccentRestoration.candidates(for: "елка") { words.contains($0) } == ["ёлка"])
        #expect(AccentRestoration.candidates(for: "xyz") { _ in true } == ["xÿz"])
        #expect(AccentRestoration.candidates(for: "qwrt") { _ in true }.isEmpty)
    }

    @Test func theSearchIsBounded() {
        var checks = 0
        let word = String(repeating: "ae", count: 20)
        let found = AccentRestoration.candidates(for: word) { _ in checks += 1; return false }
        #expect(found.isEmpty)
        #expect(checks == AccentRestoration.maximumChecks)
        // A short word is searched completely: 3 places of 4 forms, up to 3 changes.
        checks = 0
        _ = AccentRestoration.candidates(for: "eee") { _ in checks += 1; return false }
        #expect(checks == 3 * 4 + 3 * 16 + 64)
    }
}
