import PropertyBased
import Testing
import TextEditing
import TextLayout
@testable import Rendering

/// The picture (layout engine smoothing) and the HTML export (TextEditing smoothing) average
/// over the same units, so a document shows the same bins in both.
@Suite struct SmoothingAgreementTests {
    func layoutValues(_ doc: IntensityDocument, _ unit: SmoothingUnit) -> [Int] {
        let text = IntensitySmoother.smoothed(DocumentText.attributedText(doc, theme: .standard), unit: IntensitySmoothingUnit(unit))
        var out: [Int] = []
        var offset = 0
        for ch in text.string {
            out.append(text.attributes(at: offset).attributes.intensity ?? -1)
            offset += ch.utf16.count
        }
        return out
    }

    @Test func wordParagraphAndDocumentUnitsAgree() async {
        let pieces = ["ab", "cd", " ", "  ", "\n", "é", "x1", "."]
        await propertyCheck(count: 80, input: Gen.int(in: 0...(pieces.count - 1)).array(of: 1...12), Gen.int(in: 0...100).array(of: 40)) { parts, values in
            let s = parts.map { pieces[$0] }.joined()
            let n = s.count
            let doc = IntensityDocument(DocumentFragment(string: s, intensities: (0..<n).map { UInt8(values[$0 % values.count]) },
                                                         attributes: [.init(count: n, value: .default)]))
            // Sentences are UAX #29 here and TextEditing's own rule there: they differ on degenerate
            // punctuation (". ab"), so only these units are compared.
            for unit in [SmoothingUnit.word, .paragraph, .document] {
                let editing = IntensitySmoothing.smoothed(doc, unit: unit).map(Int.init)
                #expect(layoutValues(doc, unit) == editing, "\(unit) of \(s.debugDescription)")
            }
        }
    }
}
