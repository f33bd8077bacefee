import Testing
import Keyboard
import Suggestions
import TextEditing
import TouchInput
@testable import Pressboard

/// A name's first letter that landed on shift right after its shift (issue 13: "a stray tap on
/// shift costs at most the word it lands in"): the double tap locked the capitals, and every
/// word after it came out in capitals ("Alina had a fit" → "LINA HAD A FIT…", twice in 1,200
/// phrases typed at σ 0.19). The word is read back and caps lock released.
@Suite struct CapsLockSlipTests {
    /// Shift at its middle, then a tap on shift's top edge right under "a" (`dy` below a's key).
    static func shiftThenSlip(_ rig: DecodingRig, slipX: Double? = nil, dy: Double = 0.05) throws {
        let a = try #require(rig.session.keyboard.layout.keyBoxes()["a"])
        rig.tap(0.6, (a.centerY + a.height / 2) + 0.5)
        rig.tap(slipX ?? a.centerX + 0.05, (a.centerY + a.height / 2) + dy)
    }

    @Test func aLetterThatLandedOnShiftAfterTheShiftIsReadBack() throws {
        let rig = try DecodingRig()
        try rig.type("we are still transitioning and ")
        try Self.shiftThenSlip(rig)
        #expect(rig.session.keyboard.shift == .locked)
        try rig.aim("lina")
        #expect(rig.text.hasSuffix("and LINA"))
        try rig.type(" ")
        #expect(rig.text.hasSuffix("and Alina "), "\(rig.text)")
        #expect(rig.session.keyboard.shift == .off)
        try rig.aim("had a fit ")
        #expect(rig.text.hasSuffix("and Alina had a fit "), "\(rig.text)")
        // Backspace right after the reading gives the capitals back.
        let undo = try DecodingRig()
        try undo.type("and ")
        try Self.shiftThenSlip(undo)
        try undo.aim("greement ")
        #expect(undo.text == "And Agreement ", "\(undo.text)")
        undo.tap(9.5, 2.5)   // Backspace
        #expect(undo.text == "And GREEMENT", "\(undo.text)")
    }

    /// Caps lock turned on by two taps in shift's middle is the user's: the capitals stay, and
    /// so does the lock; so do capitals after an edge tap when the reading loses the tap's letter
    /// ("Hello" for "a" + "HELLO") or they are an acronym ("OK").
    @Test func capitalsLockedOnPurposeStay() throws {
        let rig = try DecodingRig()
        try rig.type("say ")
        try Self.shiftThenSlip(rig, slipX: 0.6, dy: 0.5)
        #expect(rig.session.keyboard.shift == .locked)
        try rig.aim("lina ")
        #expect(rig.text == "Say LINA ", "\(rig.text)")
        #expect(rig.session.keyboard.shift == .locked)
        for word in ["hello", "ok"] {
            let edge = try DecodingRig()
            try edge.type("say ")
            try Self.shiftThenSlip(edge)
            try edge.aim(word + " ")
            #expect(edge.text == "Say \(word.uppercased()) ", "\(edge.text)")
            #expect(edge.session.keyboard.shift == .locked)
        }
    }
}
