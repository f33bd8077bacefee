import Testing
import PropertyBased
@testable import Suggestions

/// `TypedWordCosts` is the per-lookup form of `ErrorModel.cost`: it must give the same numbers,
/// and its lower bound must never exceed the exact cost (or ranking would prune a winner).
@Suite struct TypedWordCostsTests {
    static let model = ErrorModel(layout: .qwerty, costs: ErrorModelCosts())
    // Letters that make doubled letters, digraphs (ph, ck, ch, sc, ss), vowels, accents and a
    // scalar that is on no key.
    static func words() -> Generator<String, some SendableMetatype & Sequence> {
        RankerPropertyTests.strings(from: "aehpcksnoé'ß-", length: 0...9)
    }

    static func check(_ typed: [UInt32], _ intended: [UInt32], taps: [TapPoint]?) {
        let tapCosts = taps.flatMap { model.tapCosts(typed: typed, taps: $0) }
        typed.withUnsafeBufferPointer { t in
            intended.withUnsafeBufferPointer { w in
                (tapCosts ?? []).withUnsafeBufferPointer { tapAll in
                    let tap = tapCosts == nil ? nil : tapAll
                    let reference = model.cost(typed: t, tap: tap, intended: w)
                    let prepared = TypedWordCosts(model: model, typed: t, tap: tap)
                    #expect(prepared.cost(intended: w) == reference)
                    let d = RankerPropertyTests.referenceOSA(typed, intended)
                    let ascii = !typed.contains { $0 >= 128 } && !intended.contains { $0 >= 128 }
                    #expect(prepared.lowerBound(w, features: WordFeatures(intended), distance: d, ascii: ascii) <= reference + 1e-4)
                    if ascii, let single = prepared.singleEditCost(w, features: WordFeatures(intended)) {
                        #expect(d == 1 && single == reference, "\(typed) for \(intended)")
                    }
                }
            }
        }
    }

    @Test func sameCostsAsTheReferenceWithoutTaps() async {
        await propertyCheck(count: 1500, input: Self.words(), Self.words()) { a, b in
            Self.check(a.unicodeScalars.map(\.value), b.unicodeScalars.map(\.value), taps: nil)
        }
    }

    @Test func sameCostsAsTheReferenceWithTaps() async {
        let point = Gen.double(in: -1...11).array(of: 2)
        await propertyCheck(count: 800, input: Self.words(), Self.words(), point.array(of: 9)) { a, b, points in
            let typed = a.unicodeScalars.map(\.value)
            let taps = points.prefix(typed.count).map { TapPoint(x: $0[0], y: $0[1] / 3) }
            Self.check(typed, b.unicodeScalars.map(\.value), taps: taps.count == typed.count ? Array(taps) : nil)
        }
    }

    @Test func boundHoldsOnRealMisspellings() {
        let pairs = [("begining", "beginning"), ("foto", "photo"), ("helllo", "hello"), ("recieve", "receive"),
                     ("nite", "night"), ("kat", "cat"), ("teh", "the"), ("wierd", "weird"), ("acheive", "achieve")]
        for (typed, word) in pairs { Self.check(typed.unicodeScalars.map(\.value), word.unicodeScalars.map(\.value), taps: nil) }
    }

    @Test func singleEditShortcutMatchesTheProgramme() async {
        // Words one edit apart (substitution, insertion, omission, swap), from letters that make
        // runs, doubled letters and digraphs.
        let edits = zip(Gen.int(in: 0...3), Gen.int(in: 0...15), Gen.int(in: 0...7))
        var shortcuts = 0
        await propertyCheck(count: 2000, input: RankerPropertyTests.strings(from: "aehpcksnol", length: 1...9), edits) { word, edit in
            let letters = Array("aehpcksnol".unicodeScalars.map(\.value))
            var typed = word.unicodeScalars.map(\.value)
            let i = edit.1 % typed.count
            switch edit.0 {
            case 0: typed[i] = letters[edit.2]
            case 1: typed.insert(letters[edit.2], at: i)
            case 2: if typed.count > 1 { typed.remove(at: i) }
            default: if i + 1 < typed.count { typed.swapAt(i, i + 1) }
            }
            let intended = word.unicodeScalars.map(\.value)
            typed.withUnsafeBufferPointer { t in
                intended.withUnsafeBufferPointer { w in
                    let prepared = TypedWordCosts(model: Self.model, typed: t, tap: nil)
                    if let single = prepared.singleEditCost(w, features: WordFeatures(intended)) {
                        shortcuts += 1
                        #expect(single == Self.model.cost(typed: t, tap: nil, intended: w), "\(typed) for \(word)")
                    }
                }
            }
        }
        #expect(shortcuts > 500)
    }
}
