import Testing
import PropertyBased
import Suggestions
@testable import Decoding

/// A word's tap costs are computed once (`TapCosts`) and looked up by every candidate's alignment
/// and by the tap beams: every lookup must equal the spatial model's own answer, for the layout's
/// keys and for characters it does not place.
@Suite struct TapCostsTests {
    static let model: TouchModel = {
        var m = TouchModel(keyset: "qwerty", device: "test")
        let g = Fixtures.layout.keys["e"]!
        for _ in 0..<30 { m.observe(TapPoint(x: g.centerX + 0.3, y: g.centerY - 0.2), key: "e", geometry: g) }
        return m
    }()

    static func taps() -> Generator<[TapPoint], some SendableMetatype & Sequence> {
        Gen.int(in: 0...1000).array(of: 2).map { TapPoint(x: Double($0[0]) / 100, y: Double($0[1]) / 300) }.array(of: 1...8)
    }

    @Test func everyLookupIsTheSpatialModelsCost() async {
        let spatial = Fixtures.decoder(model: Self.model).spatial
        let probes: [Character] = Array(spatial.layout.keys.keys) + ["1", "é", "'", "Ä", "\r\n"]
        await propertyCheck(count: 200, input: Self.taps()) { taps in
            let typed = taps.indices.map { probes[$0 % probes.count] }
            let costs = TapCosts(spatial: spatial, taps: taps, typed: typed)
            for i in taps.indices {
                for c in probes { #expect(costs.cost(i, for: c) == spatial.cost(taps[i], for: c, typed: typed[i]), "\(c)") }
            }
        }
    }

    @Test func alignmentsWithAndWithoutTheTableAgree() async {
        let spatial = Fixtures.decoder(model: Self.model).spatial
        await propertyCheck(count: 200, input: Self.taps(), RankerWords.strings(length: 0...9)) { taps, word in
            let typed = taps.map { _ in Character("q") }
            let costs = TapCosts(spatial: spatial, taps: taps, typed: typed)
            let a = spatial.alignmentCost(taps: taps, typed: typed, candidate: Array(word))
            let b = spatial.alignmentCost(taps: taps, typed: typed, candidate: Array(word), costs: costs)
            #expect(a == b, "\(word)")
        }
    }
}

enum RankerWords {
    static func strings(length: ClosedRange<Int>) -> Generator<String, some SendableMetatype & Sequence> {
        let chars = Array("abcdefghijklmnopqrstuvwxyz'1é")
        return Gen.int(in: 0...(chars.count - 1)).array(of: length).map { String($0.map { chars[$0] }) }
    }
}
