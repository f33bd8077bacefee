import Testing
import PropertyBased
import Suggestions
@testable import Decoding

@Suite struct TapCandidatesTests {
    let decoder = Fixtures.decoder()

    /// Two of five taps on the neighbouring key: the ranker's edits from "gelko" may miss
    /// "hello", the key strings from the taps cannot.
    @Test func aWordWithTwoTapsOffIsAmongTheTapStrings() {
        let taps = Fixtures.taps("hello", offsets: [0: (-0.55, 0), 3: (0.55, 0)])
        let strings = TapCandidates(spatial: decoder.spatial, taps: taps, typed: Array("gelko")).strings()
        #expect(strings.contains { String($0.text) == "hello" })
        #expect(strings.count <= 24)
        #expect(zip(strings, strings.dropFirst()).allSatisfy { $0.cost <= $1.cost })
    }

    @Test func aMisTypedCapitalisedWordIsCorrectedWithItsCapital() {
        let taps = Fixtures.taps("hello", offsets: [0: (-0.55, 0), 3: (0.55, 0)])
        let r = decoder.decode(DecodingRequest(typed: "Gelko", taps: taps))
        #expect(r.text == "Hello")
    }

    @Test func tooManyTapsGiveNoTapStrings() {
        let word = String(repeating: "a", count: TapCandidates.maxTaps + 1)
        #expect(TapCandidates(spatial: decoder.spatial, taps: Fixtures.taps(word), typed: Array(word)).strings().isEmpty)
    }

    /// "she also" with the space typed as "v" (above the bar) and the "l" of "also" as "k".
    @Test func aSplitMendsASlipInEitherHalf() {
        var taps = Fixtures.taps("shevalso")
        taps[3].y += 0.45
        taps[5].x += 0.55
        let r = decoder.decode(DecodingRequest(typed: "Shevakso", taps: taps))
        #expect(r.text == "She also")
        #expect(r.reason == .split)
    }

    @Test func acronymsInCapitalsStayAndAShiftSlipInsideAWordIsDecoded() {
        #expect(decoder.decode(DecodingRequest(typed: "KMI", taps: Fixtures.taps("kmi"))).text == "KMI")
        let r = decoder.decode(DecodingRequest(typed: "PleDse", taps: Fixtures.taps("please", offsets: [4: (0.0, 0)])))
        #expect(r.text == "Please", "\(r.candidates)")
    }

    /// The keys per tap the beams of several-word readings grow from.
    static func splitOptions(_ t: TapCandidates) -> [[(key: Character, cost: Double)]] {
        t.options.map { Array($0.prefix(TapCandidates.keysPerTapInSplits)) }
    }

    /// The beam as first written: every extension spelled out, sorted by cost, ties by text.
    static func plainBeams(_ options: [[(key: Character, cost: Double)]], from start: Int, maxLength: Int, beamWidth: Int) -> [[(text: [Character], cost: Double)]] {
        var out: [[(text: [Character], cost: Double)]] = []
        var beam: [(text: [Character], cost: Double)] = [([], 0)]
        for i in start..<min(options.count, start + maxLength) {
            var next: [(text: [Character], cost: Double)] = []
            for b in beam { for o in options[i] { next.append((b.text + [o.key], b.cost + o.cost)) } }
            next.sort { $0.cost < $1.cost || ($0.cost == $1.cost && $0.text.lexicographicallyPrecedes($1.text)) }
            beam = Array(next.prefix(beamWidth))
            out.append(beam)
        }
        return out
    }

    /// Beams ranked without spelling their strings keep exactly the strings, in the same order,
    /// that spelling every extension keeps — also where costs tie (taps halfway between keys).
    @Test func beamsEqualThePlainBeam() async {
        let spatial = decoder.spatial
        let taps = Gen.int(in: 0...40).array(of: 2).map { TapPoint(x: Double($0[0]) / 4, y: Double($0[1] % 12) / 4) }.array(of: 1...9)
        await propertyCheck(count: 300, input: taps, Gen.int(in: 1...8)) { taps, width in
            let typed = taps.indices.map { $0 == 2 ? Character("'") : Character("q") }
            let t = TapCandidates(spatial: spatial, taps: taps, typed: typed)
            for start in 0..<taps.count {
                let fast = t.beams(from: start, maxLength: 6, beamWidth: width)
                let plain = Self.plainBeams(Self.splitOptions(t), from: start, maxLength: 6, beamWidth: width)
                #expect(fast.map { $0.map(\.text) } == plain.map { $0.map(\.text) })
                #expect(fast.map { $0.map(\.cost) } == plain.map { $0.map(\.cost) })
            }
            let all = Self.plainBeams(t.options, from: 0, maxLength: taps.count, beamWidth: 24).last ?? []
            #expect(t.strings().map(\.text) == all.map(\.text))
            if taps.count > 2 { #expect(t.strings(1..<taps.count).map(\.text) == (Self.plainBeams(t.options, from: 1, maxLength: taps.count - 1, beamWidth: 24).last ?? []).map(\.text)) }
        }
    }

    /// The keys kept per tap are its cheapest, ties by key, as a full sort gives.
    @Test func eachTapKeepsItsCheapestKeys() async {
        let spatial = decoder.spatial
        let taps = Gen.int(in: 0...40).array(of: 2).map { TapPoint(x: Double($0[0]) / 4, y: Double($0[1] % 12) / 4) }.array(of: 1...6)
        await propertyCheck(count: 200, input: taps) { taps in
            let typed = taps.map { _ in Character("q") }
            let t = TapCandidates(spatial: spatial, taps: taps, typed: typed)
            for (i, tap) in taps.enumerated() {
                var all = spatial.layout.keys.keys.filter(\.isLetter).map { (key: $0, cost: spatial.cost(tap, for: $0, typed: "q")) }
                all.sort { $0.cost < $1.cost || ($0.cost == $1.cost && $0.key < $1.key) }
                #expect(t.options[i].map(\.key) == all.prefix(TapCandidates.keysPerTap).map(\.key))
            }
        }
    }

    /// The beam against the lexicon as first written: every extension spelled out, sorted by
    /// cost, ties by text, and kept only when some word's key starts with its letters up to its
    /// first apostrophe (a clitic may follow any word).
    static func lexiconBeams(_ options: [[(key: Character, cost: Double)]], prefixes: Set<String>, from start: Int, maxLength: Int, beamWidth: Int) -> [[[Character]]] {
        var out: [[[Character]]] = []
        var beam: [(text: [Character], cost: Double)] = [([], 0)]
        for i in start..<min(options.count, start + maxLength) {
            var next: [(text: [Character], cost: Double)] = []
            for b in beam { for o in options[i] { next.append((b.text + [o.key], b.cost + o.cost)) } }
            next.sort { $0.cost < $1.cost || ($0.cost == $1.cost && $0.text.lexicographicallyPrecedes($1.text)) }
            beam = Array(next.filter { prefixes.contains(String($0.text.prefix(while: \.isLetter))) }.prefix(beamWidth))
            if beam.isEmpty { break }
            out.append(beam.map(\.text))
        }
        return out
    }

    /// With the lexicon, each step keeps the cheapest strings some word starts with (up to an
    /// apostrophe), as filtering
    /// every spelled extension gives; the beams end where no word continues any of them.
    @Test func lexiconBeamsKeepTheCheapestWordPrefixes() async {
        let spatial = decoder.spatial, index = decoder.ranker.index
        // Every prefix of up to 6 letters of the keys as the index forms them (lowercased,
        // apostrophes removed).
        var prefixes: Set<String> = [""]
        for id in 0..<index.wordCount {
            let key = Array(index.word(id).lowercased().filter { $0 != "'" && $0 != "\u{2019}" })
            for n in 0...min(6, key.count) { prefixes.insert(String(key[..<n])) }
        }
        let taps = Gen.int(in: 0...40).array(of: 2).map { TapPoint(x: Double($0[0]) / 4, y: Double($0[1] % 12) / 4) }.array(of: 1...7)
        await propertyCheck(count: 60, input: taps, Gen.int(in: 1...8)) { taps, width in
            let typed = taps.indices.map { $0 == 2 ? Character("'") : Character("q") }
            let t = TapCandidates(spatial: spatial, taps: taps, typed: typed, lexicon: index)
            for start in 0..<min(3, taps.count) {
                let beams = t.beams(from: start, maxLength: 6, beamWidth: width)
                let fast = beams.map { $0.map(\.text) }
                #expect(fast == Self.lexiconBeams(Self.splitOptions(t), prefixes: prefixes, from: start, maxLength: 6, beamWidth: width))
                // A string of letters may be a word exactly when the lexicon has its key; past
                // an apostrophe any clitic may follow, so it may always be one.
                for e in beams.joined() {
                    let word = e.text.allSatisfy(\.isLetter) ? !index.ids(of: String(e.text)).isEmpty : true
                    #expect(e.mayBeWord == word, "\(String(e.text))")
                }
            }
        }
    }

    /// "is temporary" with the space typed as "v" and the "e" as "w": nine taps with a slip fall
    /// out of a beam of cheapest strings; among word prefixes they stay.
    @Test func aLongWordWithASlipAfterATypedSpaceIsSplitOff() {
        let taps = Fixtures.taps("isvtemporary", offsets: [2: (0, 0.45), 4: (-0.55, 0)])
        let r = decoder.decode(DecodingRequest(typed: "isvtwmporary", taps: taps))
        #expect(r.text == "is temporary", "\(r.candidates)")
    }

    /// A name's possessive with a slip in the name: the list holds the name, not its possessive,
    /// so the tap strings must let any clitic follow an apostrophe.
    @Test func aPossessiveOfAListedWordIsAmongTheTapStrings() {
        let taps = Fixtures.taps("janet's", offsets: [1: (0.55, 0)])
        let strings = TapCandidates(spatial: decoder.spatial, taps: taps, typed: Array("jsnet's"), lexicon: decoder.ranker.index).strings()
        #expect(strings.contains { String($0.text) == "janet's" })
        #expect(decoder.decode(DecodingRequest(typed: "Jsnet's", taps: taps, previousWord: "answering")).text == "Janet's")
    }
}
