import Testing
import Intensity
import Keyboard
import TextEditing
import TouchInput
@testable import Pressboard

/// Taps on the suggestions strip are measured by the keyboard engine's intensity tracking, so
/// whatever configures the keys (calibration learned automatically, the manual slider) configures them.
@Suite struct StripIntensityTests {
    typealias Rig = SessionTapTests.Rig

    func pickIntensity(_ rig: Rig) -> Int? {
        for e in rig.session.events.reversed() {
            if case .suggestion(_, let level) = e.output.action { return level }
        }
        return nil
    }

    func keyIntensity(_ rig: Rig, _ text: String) -> Int? {
        for e in rig.session.events.reversed() {
            if case .text(let t, let level) = e.output.action, t.lowercased() == text { return level }
        }
        return nil
    }

    @Test func theManualSliderValueAppliesToStripTaps() throws {
        let rig = try Rig()
        try rig.type("helo")
        var c = rig.session.keyboard.intensity
        c.interpreter = .manual
        c.manualValue = 87
        rig.session.keyboard.setIntensityConfiguration(c)
        try rig.tapStrip(cell: 1)
        #expect(pickIntensity(rig) == 87)
        #expect(rig.session.editor.document.string.hasSuffix(" "))
    }

    @Test func aLearnedCalibrationAppliesToStripTapsAsToKeys() throws {
        let rig = try Rig()
        try rig.type("hel")
        let before = try #require(keyIntensity(rig, "l"))
        // What automatic calibration does when it learns a lighter full press: the keyboard's
        // configuration changes, and strip taps (same pressure, same hold) follow it.
        var c = rig.session.keyboard.intensity
        c.calibration = PressureCalibration(minimum: 0, maximum: 0.6)
        rig.session.keyboard.setIntensityConfiguration(c)
        try rig.type("o")
        let key = try #require(keyIntensity(rig, "o"))
        try rig.tapStrip(cell: 1)
        let strip = try #require(pickIntensity(rig))
        #expect(key > before)
        #expect(strip == key)
    }

    @Test func aStripTapLiftedInAnotherCellPicksNothing() throws {
        let rig = try Rig()
        try rig.type("helo")
        let strip = try #require(rig.session.configuration.suggestionStrip).region
        let y = strip.y + strip.height / 2
        let id = 99
        rig.time += 500_000   // the typist reads the strip first
        rig.session.handle(Frame(time: Timestamp(microseconds: rig.time),
                                 contacts: [rig.contact(id, .began, nx: strip.x + strip.width * 0.1, ny: y)]))
        rig.session.handle(Frame(time: Timestamp(microseconds: rig.time + 60_000),
                                 contacts: [rig.contact(id, .ended, nx: strip.x + strip.width * 0.9, ny: y)]))
        #expect(rig.session.editor.document.string == "Helo")
        #expect(pickIntensity(rig) == nil)
    }
}
