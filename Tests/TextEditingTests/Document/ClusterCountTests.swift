import Testing
import PropertyBased
@testable import TextEditing

/// The document's own cluster count (kept by the rope) stays equal to a fresh count of its text
/// after any edit, in particular removals that join two clusters into one. A stale count sends
/// intensities to the wrong clusters and, at the next edit, traps inside the rope.
@Suite struct ClusterCountTests {
    /// The editor sequence that trapped in CI (stop 29): deleting the "o" of "t\\ro\\n" joins
    /// CR and LF into one cluster; the next Return before them trapped in the rope's insert.
    @Test func removingTheLetterBetweenCRAndLFLeavesOneCluster() {
        var doc = IntensityDocument(string: "one\nt\ro\nthree", intensity: 10)
        doc.replace(utf16Range: 6..<7, with: "", intensity: 0)
        #expect(doc.string == "one\nt\r\nthree")
        #expect(doc.characterCount == 11)
        #expect(doc.intensities.count == 11)
        doc.replace(utf16Range: 5..<5, with: "\n", intensity: 50)
        #expect(doc.string == "one\nt\n\r\nthree")
        #expect(doc.characterCount == 12)
        #expect(doc == IntensityDocument(doc.fragment))
    }

    @Test func removingTheLetterBeforeACombiningMarkJoinsItToTheBase() {
        var doc = IntensityDocument(string: "ex\u{301}", intensity: 10)
        doc.replace(utf16Range: 1..<2, with: "", intensity: 0)
        #expect(doc.characterCount == 1)
        #expect(doc.intensities.count == 1)
    }

    /// Random insertions, removals and replacements of pieces that merge across their ends.
    @Test func everyEditKeepsTheRopeCountTrue() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...30)) { codes in
            var doc = IntensityDocument(string: "a\r\u{301}b\n", intensity: 10)
            for code in codes {
                var r = code
                func next(_ n: Int) -> Int { let v = r % n; r /= n; return v }
                let lower = next(doc.utf16Count + 1)
                let upper = lower + next(min(4, doc.utf16Count - lower) + 1)
                let piece = next(3) == 0 ? "" : TextLandmarkTests.pieces[next(TextLandmarkTests.pieces.count)]
                doc.replace(utf16Range: lower..<upper, with: piece, intensity: UInt8(next(101)))
                let fresh = doc.string
                #expect(doc.characterCount == fresh.count)
                #expect(doc.intensities.count == fresh.count)
                #expect(doc.utf16Count == fresh.utf16.count)
            }
        }
    }
}
