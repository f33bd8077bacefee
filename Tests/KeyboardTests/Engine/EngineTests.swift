import Testing
import TouchInput
import Intensity
@testable import Keyboard

@Suite struct EngineTests {
    let basic: Keyset
    let english: Keyset
    init() throws {
        basic = try Fixture.keyset("basic-latin")
        english = try Fixture.keyset("english")
    }

    @Test func keyCommitsOnReleaseNotOnPress() throws {
        var s = TouchScript(basic)
        s.down(1, on: "q", at: 0)
        #expect(s.out.isEmpty)
        #expect(s.engine.visualState(at: Timestamp(microseconds: 10_000)).pressed.map(\.keyIndex) == [0])
        s.up(1, at: 0.08)
        let q = s.centre(of: "q")
        let at = try #require(s.out.first?.point)
        #expect(abs(at.x - q.x) < 1e-9 && abs(at.y - q.y) < 1e-9)
        #expect(s.out == [KeyboardOutput(action: .text("q", intensity: 50), contact: 1, point: at, time: Timestamp(microseconds: 80_000))])
    }

    @Test func intensityComesFromPressure() {
        var s = TouchScript(basic)
        s.down(1, on: "a", at: 0, pressure: 0.6)
        s.move(1, s.centre(of: "a").x, s.centre(of: "a").y, at: 0.02, pressure: 0.6)
        #expect(s.engine.visualState(at: Timestamp(microseconds: 20_000)).pressed.first?.intensity == 60)
        s.up(1, at: 0.05)
        #expect(s.actions == [.text("a", intensity: 60)])
    }

    @Test func slidingChangesKeyOnlyPastTheHysteresis() {
        var s = TouchScript(basic)
        s.down(1, 0.5, 0.5, at: 0)          // q
        s.move(1, 1.15, 0.5, at: 0.02)      // 0.15 into w: still q
        s.up(1, at: 0.04)
        s.down(2, 0.5, 0.5, at: 0.5)
        s.move(2, 1.3, 0.5, at: 0.52)       // 0.3 into w: now w
        s.up(2, at: 0.54)
        #expect(s.text == "qw")
    }

    @Test func releaseOffTheKeyboardCancels() {
        var s = TouchScript(basic)
        s.down(1, on: "q", at: 0)
        s.move(1, 0.5, -1.0, at: 0.05)
        s.up(1, at: 0.06)
        #expect(s.out.isEmpty)
    }

    @Test func touchesStartingOutsideTheKeyboardRegionAreNotOurs() {
        var e = KeyboardEngine(keyset: basic, region: DeviceMapping.defaultRegion(for: .touchscreen), configuration: .init(autoCapitalization: false))
        var out: [KeyboardOutput] = []
        e.handle(Frame(time: Timestamp(microseconds: 0), contacts: [Contact(id: 1, phase: .began, normalisedX: 0.5, normalisedY: 0.3, normalisedPressure: 0.5)]), into: &out)
        e.handle(Frame(time: Timestamp(microseconds: 50_000), contacts: [Contact(id: 1, phase: .ended, normalisedX: 0.5, normalisedY: 0.7)]), into: &out)
        #expect(out.isEmpty)
        e.handle(Frame(time: Timestamp(microseconds: 500_000), contacts: [Contact(id: 2, phase: .began, normalisedX: 0.05, normalisedY: 0.65, normalisedPressure: 0.5)]), into: &out)
        e.handle(Frame(time: Timestamp(microseconds: 550_000), contacts: [Contact(id: 2, phase: .ended, normalisedX: 0.05, normalisedY: 0.65, normalisedPressure: 0.5)]), into: &out)
        #expect(out.map(\.action) == [.text("q", intensity: 50)])
    }

    @Test func immediatePopupSelectsBySlidingAndCommitsTheSelection() {
        var s = TouchScript(basic)
        let dot = s.centre(of: ".")
        s.down(1, dot.x, dot.y, at: 0)
        let v = s.engine.visualState(at: Timestamp(microseconds: 0))
        #expect(v.popups.count == 1 && v.popups[0].selected == 0)
        s.move(1, dot.x, dot.y - 2, at: 0.1)   // third cell: "?"
        #expect(s.engine.visualState(at: Timestamp(microseconds: 100_000)).popups[0].selected == 2)
        s.up(1, at: 0.2)
        #expect(s.actions == [.text("?", intensity: 50)])
    }

    @Test func releaseOutsideAnOpenPopupCancels() {
        var s = TouchScript(basic)
        let dot = s.centre(of: ".")
        s.down(1, dot.x, dot.y, at: 0)
        s.move(1, dot.x - 3, dot.y - 1, at: 0.1)
        #expect(s.engine.visualState(at: Timestamp(microseconds: 100_000)).popups[0].selected == nil)
        s.up(1, at: 0.2)
        #expect(s.out.isEmpty)
    }

    @Test func intensityRestartsWhenTheAlternativeChanges() {
        var s = TouchScript(basic)
        let dot = s.centre(of: ".")
        s.down(1, dot.x, dot.y, at: 0, pressure: 0.9)
        s.move(1, dot.x, dot.y + 0.1, at: 0.02, pressure: 0.9)
        s.move(1, dot.x, dot.y - 1, at: 0.04, pressure: 0.2)   // "," with light pressure only
        s.move(1, dot.x, dot.y - 1.1, at: 0.06, pressure: 0.2)
        s.up(1, at: 0.08)
        #expect(s.actions == [.text(",", intensity: 20)])
    }

    @Test func longPressOpensThePopupAtTheDeadline() {
        var s = TouchScript(english)
        let e = s.centre(of: "e")
        s.down(1, e.x, e.y, at: 1.0)
        #expect(s.engine.nextDeadline == Timestamp(microseconds: 1_300_000))
        s.advance(to: 1.299)
        #expect(s.engine.visualState(at: Timestamp(microseconds: 1_299_000)).popups.isEmpty)
        s.advance(to: 1.3)
        #expect(s.engine.visualState(at: Timestamp(microseconds: 1_300_000)).popups.first?.selected == 0)
        s.move(1, e.x, e.y - 1.2, at: 1.4)     // second alternative: è
        s.up(1, at: 1.5)
        #expect(s.actions == [.text("è", intensity: 50)])
    }

    @Test func aQuickTapOnALongPressKeyTypesItsOwnCharacter() {
        var s = TouchScript(english)
        s.tap("e", at: 0)
        #expect(s.actions == [.text("e", intensity: 50)])
        #expect(s.engine.nextDeadline == nil)
    }

    @Test func shiftIsOneShot() {
        var s = TouchScript(basic)
        s.tap("⇧", at: 0)
        s.tap("h", at: 0.5)
        s.tap("i", at: 1.0)
        #expect(s.actions == [.shift(.manual), .text("H", intensity: 50), .shift(.off), .text("i", intensity: 50)])
    }

    @Test func doubleTapLocksCapsWithinTheWindowOnly() {
        var s = TouchScript(basic)
        s.tap("⇧", at: 0, hold: 0.05)
        s.tap("⇧", at: 0.25, hold: 0.05)
        s.tap("a", at: 0.6)
        s.tap("b", at: 0.9)
        #expect(s.actions == [.shift(.manual), .shift(.locked), .text("A", intensity: 50), .text("B", intensity: 50)])

        var slow = TouchScript(basic)
        slow.tap("⇧", at: 0, hold: 0.05)
        slow.tap("⇧", at: 0.35, hold: 0.05)
        #expect(slow.actions == [.shift(.manual), .shift(.off)])
    }

    @Test func longPressOnShiftLocksCaps() {
        var s = TouchScript(basic)
        s.down(1, on: "⇧", at: 0)
        #expect(s.engine.nextDeadline == Timestamp(microseconds: 450_000))
        s.advance(to: 0.5)
        s.up(1, at: 0.6)
        s.tap("a", at: 1)
        s.tap("b", at: 1.5)
        #expect(s.actions == [.shift(.manual), .shift(.locked), .text("A", intensity: 50), .text("B", intensity: 50)])
    }

    @Test func shiftHeldChordsAndReleasesToOff() {
        var s = TouchScript(basic)
        s.down(1, on: "⇧", at: 0)
        s.tap("a", at: 0.1, id: 2)
        s.tap("b", at: 0.3, id: 3)
        s.up(1, at: 0.6)
        #expect(s.actions == [.shift(.manual), .text("A", intensity: 50), .text("B", intensity: 50), .shift(.off)])
        #expect(s.engine.nextDeadline == nil)
    }

    @Test func autoCapitalisationFollowsTheTextBeforeTheCaret() {
        var e = KeyboardEngine(keyset: basic)
        var out: [KeyboardOutput] = []
        let t = Timestamp(microseconds: 0)
        e.setTextBeforeCaret("", time: t, into: &out)
        e.setTextBeforeCaret("Hi", time: t, into: &out)
        e.setTextBeforeCaret("Hi. ", time: t, into: &out)
        e.setTextBeforeCaret("Hi.", time: t, into: &out)
        e.setTextBeforeCaret("Why? ", time: t, into: &out)
        #expect(out.map(\.action) == [.shift(.automatic), .shift(.off), .shift(.automatic), .shift(.off), .shift(.automatic)])
        #expect(out.allSatisfy { $0.contact == nil })
        #expect(AutoCapitalization.shouldCapitalize(textBeforeCaret: "end.     ") == false)
    }

    @Test func pageKeysSwitchPages() {
        var s = TouchScript(basic)
        s.tap("12/*", at: 0)
        s.tap("1", at: 0.3)
        s.tap("12/*", at: 0.6)
        s.tap("q", at: 0.9)
        #expect(s.actions == [.page("numbers"), .text("1", intensity: 50), .page("letters"), .text("q", intensity: 50)])
    }

    @Test func pageLatchReturnsAfterOneKey() throws {
        let k = try Fixture.decode("""
        {id: "t", name: "T", locale: "en", defaultPage: "a", pages: [
          {id: "a", rows: [["q", "w", {action: "pageLatch:b", label: "L"}]]},
          {id: "b", rows: [["1", "2", {action: "pageLatch:b", label: "L"}]]}]}
        """)
        var s = TouchScript(k)
        s.tap("L", at: 0)
        s.tap("1", at: 0.3)
        s.tap("q", at: 0.6)
        #expect(s.actions == [.page("b"), .text("1", intensity: 50), .page("a"), .text("q", intensity: 50)])
        // Tapping the latch again while latched keeps the page.
        var t = TouchScript(k)
        t.tap("L", at: 0)
        t.tap("L", at: 0.3)
        t.tap("1", at: 0.6)
        t.tap("2", at: 0.9)
        #expect(t.actions == [.page("b"), .text("1", intensity: 50), .text("2", intensity: 50)])
    }

    @Test func backspaceDeletesOnPressThenRepeats() {
        var s = TouchScript(basic)
        s.down(1, on: "⌫", at: 10)
        s.advance(to: 10.5)
        s.up(1, at: 10.5)
        s.advance(to: 12)
        let times = s.out.map { $0.time.microseconds - 10_000_000 }
        #expect(s.actions.allSatisfy { $0 == .delete(.character) })
        #expect(times == [0, 400_000, 450_000, 500_000])
    }

    @Test func backspaceAcceleratesToWords() {
        var s = TouchScript(basic, configuration: .init(wordDeleteAfterRepeats: 2, autoCapitalization: false))
        s.down(1, on: "⌫", at: 0)
        s.advance(to: 0.55)
        #expect(s.actions == [.delete(.character), .delete(.character), .delete(.character), .delete(.word), .delete(.word)])
    }

    @Test func rolloverCommitsOlderPressesFirst() {
        var s = TouchScript(basic)
        s.down(1, on: "t", at: 0)
        s.down(2, on: "h", at: 0.05)
        s.down(3, on: "e", at: 0.08)
        s.up(3, at: 0.1)      // e lifts first: t and h commit before it
        s.up(1, at: 0.12)
        s.up(2, at: 0.15)
        #expect(s.actions == [.text("t", intensity: 50), .text("h", intensity: 50), .text("e", intensity: 50)])
        #expect(s.out.map(\.contact) == [1, 2, 3])
    }

    @Test func backspacePressFlushesHeldLettersFirst() {
        var s = TouchScript(basic)
        s.down(1, on: "a", at: 0)
        s.down(2, on: "⌫", at: 0.05)
        s.up(2, at: 0.1)
        s.up(1, at: 0.12)
        #expect(s.actions == [.text("a", intensity: 50), .delete(.character)])
    }

    @Test func noiseFilterIgnoresATouchRightAfterALiftNearby() {
        var s = TouchScript(basic)
        s.tap("q", at: 0, hold: 0.05)
        let q = s.centre(of: "q")
        s.down(2, q.x + 0.2, q.y, at: 0.07)       // 20 ms after the lift, 0.2 widths away
        s.up(2, at: 0.09)
        s.down(3, q.x + 0.2, q.y, at: 0.2)        // later: typed
        s.up(3, at: 0.25)
        s.down(4, q.x + 3, q.y, at: 0.26)         // soon but far away: typed
        s.up(4, at: 0.3)
        #expect(s.text == "qqr")
    }

    @Test func cancelledContactsNeverType() {
        var s = TouchScript(basic)
        s.down(1, on: "q", at: 0)
        s.cancel(1, at: 0.05)
        let dot = s.centre(of: ".")
        s.down(2, dot.x, dot.y, at: 0.2)
        s.cancel(2, at: 0.3)
        s.down(3, on: "⌫", at: 0.5)
        s.cancel(3, at: 0.6)
        s.advance(to: 2)
        #expect(s.actions == [.delete(.character)])   // backspace acts at press; its repeat stops
        #expect(s.engine.activeContactCount == 0)
    }

    @Test func palmsAreIgnored() {
        var s = TouchScript(basic)
        s.down(1, 0.5, 0.5, at: 0, tool: .palm)
        s.up(1, at: 0.1)
        #expect(s.out.isEmpty)
    }

    @Test func intensitySliderSetsTheManualIntensity() throws {
        let k = try Fixture.decode("""
        {id: "t", name: "T", locale: "en", width: 4, defaultPage: "a", pages: [
          {id: "a", rows: [[{action: "intensitySlider", width: 3}, "q"]]}]}
        """)
        var s = TouchScript(k, intensity: IntensityConfiguration(interpreter: .manual))
        s.down(1, 1.5, 0.5, at: 0)
        s.move(1, 2.0, 0.5, at: 0.1)
        s.up(1, at: 0.2)
        s.tap("q", at: 0.5)
        #expect(s.actions == [.manualIntensity(50), .manualIntensity(67), .text("q", intensity: 67)])
    }

    @Test func deadKeysAreEmitted() throws {
        var s = TouchScript(try Fixture.keyset("german"))
        s.tap("123", at: 0)
        s.tap("´", at: 0.3)
        #expect(s.actions == [.page("numbers"), .deadKey(.acute, intensity: 50)])
    }

    @Test func germanSharpSUsesItsShiftedForm() throws {
        var s = TouchScript(try Fixture.keyset("german"))
        s.tap("⇧", at: 0)
        s.tap("ß", at: 0.3)
        #expect(s.text == "ẞ")
    }
}

@Suite struct ShiftPageTests {
    @Test func shiftShowsTheShiftPageAndTypesItsKeysAsWritten() throws {
        let k = try Fixture.decode("""
        {id: "t", name: "T", locale: "el", width: 3, defaultPage: "lower", pages: [
          {id: "lower", shiftPage: "upper", rows: [["σ", "ς", {action: "shift"}]]},
          {id: "upper", rows: [["Σ", "·", {action: "shift"}]]}]}
        """)
        var s = TouchScript(k)
        s.tap("⇧", at: 0)
        #expect(s.engine.visualState(at: Timestamp(microseconds: 100_000)).pageID == "upper")
        s.down(2, 1.5, 0.5, at: 0.3)     // the middle key of the shift page: "·", not "ς".uppercased()
        s.up(2, at: 0.35)
        s.tap("ς", at: 0.6)
        #expect(s.actions == [.shift(.manual), .text("·", intensity: 50), .shift(.off), .text("ς", intensity: 50)])
    }

    @Test func visualStateShowsLiveIntensityAndThePopupSelection() throws {
        var s = TouchScript(try Fixture.keyset("basic-latin"))
        let dot = s.centre(of: ".")
        s.down(1, dot.x, dot.y, at: 0, pressure: 0.7)
        s.down(2, on: "q", at: 0.01, pressure: 0.3)
        s.move(1, dot.x, dot.y - 1, at: 0.02, pressure: 0.7)
        let v = s.engine.visualState(at: Timestamp(microseconds: 20_000))
        #expect(v.pressed.count == 2)
        #expect(v.pressed.first { $0.contact == 2 }?.intensity == 30)
        #expect(v.popups.count == 1 && v.popups[0].selected == 1 && v.popups[0].intensity == 70)
        #expect(v.popups[0].layout.cells.count == 4)
    }
}

/// The copy key: decoded from its spelling, committed on release as `.copy`, typing nothing.
@Suite struct CopyKeyTests {
    @Test func copyKeyCommitsCopy() throws {
        let keyset = try Fixture.decode(ValidationTests.keyset(row: #""a", {action: "copy"}"#))
        let page = keyset.pages[0]
        #expect(page.rows[1].items.contains { if case .key(let k) = $0 { k.action == .copy && k.label == "copy" } else { false } })
        #expect(KeyAction(spelling: "copy") == .copy && KeyAction.copy.spelling == "copy")
        var s = TouchScript(keyset)
        s.down(1, on: "a", at: 0)
        s.up(1, at: 0.05)
        s.down(2, on: "copy", at: 0.3)
        s.up(2, at: 0.35)
        #expect(s.actions == [.text("a", intensity: 50), .copy])
        #expect(s.text == "a")
    }
}
