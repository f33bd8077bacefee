import PropertyBased
import Testing
@testable import TextLayout

/// Random edits agree with a plain model that stores one attribute set per UTF-16 unit: the
/// string, the runs (normalised: no empty run, no equal neighbours) and the paragraph ranges.
@Suite struct AttributedTextPropertyTests {
    static let pieces = ["a", "bc", "\n", "é", "😀", "x\ny", "", "\n\n"]
    static let styles = [TextAttributes(), TextAttributes(fontSize: 20), TextAttributes(weight: .bold), TextAttributes(fontSize: 20)]

    /// The model's runs: maximal stretches of equal attributes.
    static func runs(_ model: [TextAttributes]) -> [AttributeRun] {
        var out: [AttributeRun] = []
        for a in model {
            if let last = out.last, last.attributes == a { out[out.count - 1].length += 1 } else { out.append(AttributeRun(length: 1, attributes: a)) }
        }
        return out
    }

    @Test func editsAgreeWithAPerUnitModel() async {
        let edits = Gen.int(in: 0...1_000).array(of: 4...4).array(of: 1...12)
        await propertyCheck(input: edits) { edits in
            var text = AttributedText()
            var string = ""
            var model: [TextAttributes] = []
            for e in edits {
                // Offsets at scalar boundaries only (the text rejects split surrogate pairs).
                let bounds = [0] + string.unicodeScalars.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1.utf16.count) }
                let lo = bounds[e[0] % bounds.count], hi = bounds[max(e[0] % bounds.count, e[1] % bounds.count)]
                let piece = Self.pieces[e[2] % Self.pieces.count], style = Self.styles[e[3] % Self.styles.count]
                try text.replaceCharacters(in: lo..<hi, with: AttributedText(piece, attributes: style))
                let u = Array(string.utf16)
                string = String(decoding: Array(u[..<lo]) + Array(piece.utf16) + Array(u[hi...]), as: UTF16.self)
                model.replaceSubrange(lo..<hi, with: Array(repeating: style, count: piece.utf16.count))
                #expect(text.string == string)
                #expect(text.length == model.count)
                #expect(text.runs == Self.runs(model))
                var ranges: [Range<Int>] = [], start = 0
                for (k, unit) in string.utf16.enumerated() where unit == 0x0A { ranges.append(start..<(k + 1)); start = k + 1 }
                ranges.append(start..<model.count)
                #expect(text.paragraphRanges == ranges)
                for r in ranges {
                    let sub = try text.attributedSubstring(r)
                    #expect(sub.runs == Self.runs(Array(model[r])))
                }
            }
        }
    }
}
