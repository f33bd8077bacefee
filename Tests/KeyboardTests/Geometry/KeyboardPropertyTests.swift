import Testing
import PropertyBased
import FoundationEssentials
import TouchInput
@testable import Keyboard

@Suite struct KeyboardPropertyTests {
    /// Every point goes to a key, and to the key whose cell holds it when there is one.
    @Test func hitTestingPicksTheContainingCell() async throws {
        let g = KeyboardGeometry(keyset: try Fixture.keyset("english"))
        await propertyCheck(count: 400, input: Gen.double(in: -2...12), Gen.double(in: -2...6), Gen.int(in: 0...2)) { x, y, page in
            let layout = g.pages[page]
            let k = layout.keyIndex(x: x, y: y)
            #expect(k != nil)
            if let owner = layout.keys.firstIndex(where: { $0.cell.contains(x: x, y: y) }) {
                #expect(k == owner)
            }
        }
    }

    /// Random touch streams: the engine never types from a contact that ends cancelled (unless
    /// rollover committed it earlier, when a newer finger lifted), never goes back in time, and
    /// forgets every contact once all have lifted.
    @Test func randomTouchStreamsKeepTheInvariants() async throws {
        let k = try Fixture.keyset("english")
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int(UInt32.max)), Gen.int(in: 5...60)) { seed, steps in
            var rng = SeededGenerator(seed: UInt64(seed))
            var engine = KeyboardEngine(keyset: k)
            var out: [KeyboardOutput] = []
            var live: [(id: Int, x: Double, y: Double)] = []
            var cancelled = Set<Int>()
            var flushed = Set<Int>()   // older than a finger that lifted: rollover may commit them
            var nextID = 1
            var t: Int64 = 0
            for _ in 0..<steps {
                t += Int64(5_000 + rng.unit() * 200_000)
                var contacts: [Contact] = live.map { Contact(id: $0.id, phase: .stationary, normalisedX: $0.x, normalisedY: $0.y, normalisedPressure: 0.5) }
                let r = rng.unit()
                if r < 0.35 || live.isEmpty {
                    let c = (id: nextID, x: rng.unit() * 1.1 - 0.05, y: rng.unit() * 1.1 - 0.05)
                    nextID += 1
                    // A press on shift, caps lock or a repeating key also commits older presses.
                    let kb = engine.mapping.keyboardPoint(normalisedX: c.x, normalisedY: c.y)
                    if let ki = engine.layout.keyIndex(x: kb.x, y: kb.y) {
                        let key = engine.layout.keys[ki].key
                        if key.repeats || key.action == .shift || key.action == .capsLock { for o in live { flushed.insert(o.id) } }
                    }
                    live.append(c)
                    contacts.append(Contact(id: c.id, phase: .began, normalisedX: c.x, normalisedY: c.y, normalisedPressure: 0.5))
                } else {
                    let i = Int(rng.unit() * Double(live.count))
                    if r < 0.6 {
                        live[i].x += rng.gaussian(sigma: 0.05); live[i].y += rng.gaussian(sigma: 0.1)
                        contacts[i].phase = .moved
                        contacts[i].normalisedX = live[i].x; contacts[i].normalisedY = live[i].y
                    } else {
                        contacts[i].phase = r < 0.85 ? .ended : .cancelled
                        if contacts[i].phase == .cancelled { cancelled.insert(live[i].id) }
                        else { for c in live where c.id < live[i].id { flushed.insert(c.id) } }
                        live.remove(at: i)
                    }
                }
                engine.handle(Frame(time: Timestamp(microseconds: t), contacts: contacts), into: &out)
            }
            // Lift everything.
            t += 10_000
            engine.handle(Frame(time: Timestamp(microseconds: t), contacts: live.map {
                Contact(id: $0.id, phase: .ended, normalisedX: $0.x, normalisedY: $0.y, normalisedPressure: 0.5)
            }), into: &out)
            engine.advance(to: Timestamp(microseconds: t + 5_000_000), into: &out)
            #expect(engine.activeContactCount == 0)
            #expect(engine.nextDeadline == nil)
            #expect(zip(out, out.dropFirst()).allSatisfy { $0.time <= $1.time })
            for o in out {
                guard let c = o.contact, cancelled.contains(c), !flushed.contains(c) else { continue }
                switch o.action {
                case .text, .newline, .deadKey, .suggestion, .page:
                    Issue.record("cancelled contact \(c) typed \(o.action)")
                default: break  // shift acts at press, backspace deletes at press
                }
            }
        }
    }

    /// Damaged keyset files never crash the loader; syntax errors always carry a position.
    @Test func damagedFilesGiveLocatedErrors() async throws {
        let original = Array(try String(decoding: Data(contentsOf: URL(fileURLWithPath: Fixture.keysetsDirectory + "/basic-latin.json5")), as: UTF8.self))
        await propertyCheck(count: 200, input: Gen.int(in: 0...(original.count - 1)), Gen.int(in: 0...4)) { at, kind in
            var text = original
            let junk: [Character] = ["{", "]", ",", "\"", "x"]
            switch kind {
            case 0: text.remove(at: at)
            default: text.insert(junk[kind], at: at)
            }
            do throws(KeysetLoadError) {
                _ = try KeysetDecoder().decode(Data(String(text).utf8), file: "damaged.json5")
            } catch {
                #expect(!error.problems.isEmpty)
                for p in error.problems where p.rule == .syntax {
                    #expect((p.line ?? 0) >= 1 && (p.column ?? 0) >= 1)
                }
            }
        }
    }
}
