import Testing
@testable import Pressboard

/// A letter that landed on Backspace (issue 13's decoding): "m" slipped onto Backspace beside it
/// deletes the letter before it, and the word comes out two letters short ("coming" → "cing").
@Suite struct BackspaceSlipTests {
    /// Backspace's left edge, right beside "m" (the English keyset: m's cell ends at 8.5, where
    /// Backspace's begins; row 3 is 2…3 high).
    static let besideM = (x: 8.65, y: 2.5)
    /// Backspace's middle, where a Backspace meant is tapped.
    static let middle = (x: 9.25, y: 2.5)

    /// A rig after `before`, a tap at `at` (keyboard units) and `after` typed on it.
    func typed(_ before: String, tap at: (x: Double, y: Double), _ after: String, times: Int = 1) throws -> DecodingRig {
        let rig = try DecodingRig()
        try rig.type(before)
        for _ in 0..<times { rig.tap(at.x, at.y) }
        try rig.type(after)
        return rig
    }

    @Test func anMThatLandedOnBackspaceIsReadBack() throws {
        let rig = try typed("i am co", tap: Self.besideM, "ing")
        #expect(rig.text == "I am cing")
        try rig.type(" ")
        #expect(rig.text == "I am coming ")
        // Backspace right after restores what was typed.
        #expect(rig.session.undoCorrectionOnBackspace())
        #expect(rig.text == "I am cing")
    }

    @Test func aBackspaceTappedInItsMiddleIsMeant() throws {
        let rig = try typed("i am co", tap: Self.middle, "ing ")
        #expect(rig.text.hasPrefix("I am c") && !rig.text.hasPrefix("I am coming"), "\(rig.text)")
    }

    @Test func twoBackspacesInARowAreMeant() throws {
        let rig = try typed("i am co", tap: Self.besideM, "ing ", times: 2)
        #expect(rig.text.hasPrefix("I am ") && !rig.text.hasPrefix("I am coming"), "\(rig.text)")
    }

    /// Right after a space, the m that starts the next word landed on Backspace: it deleted the
    /// space, and "message" ran on from "This" ("Thisessage", from the held-out typist).
    @Test func anMThatDeletedTheSpaceStartsTheNextWord() throws {
        let rig = try typed("this ", tap: Self.besideM, "essage")
        #expect(rig.text == "Thisessage")
        try rig.type(" ")
        #expect(rig.text == "This message ")
        // Backspace right after restores what was typed.
        #expect(rig.session.undoCorrectionOnBackspace())
        #expect(rig.text == "Thisessage")
    }

    /// The same after "am": the m of "monitoring" deleted the space ("I amonitoring").
    @Test func anMThatDeletedTheSpaceAfterAmStartsTheNextWord() throws {
        let rig = try typed("i am ", tap: Self.besideM, "onitoring email ")
        #expect(rig.text == "I am monitoring email ")
    }

    /// A Backspace meant to join two words lands in its middle: the joined word is decoded as
    /// one, with the first word's taps given back ("some" + "thing" typed apart is "something").
    @Test func aSpaceDeletedOnPurposeJoinsTheWords() throws {
        let rig = try DecodingRig()
        try rig.type("i want some ")
        rig.tap(Self.middle.x, Self.middle.y)
        #expect(rig.session.wordTaps.count == 4)
        try rig.type("thibg ")
        #expect(rig.text == "I want something ")
    }
}
