import Testing
@testable import Pressboard

/// A word's last letter that landed on the key below it (issue 13's decoding): n's cell (6.5…7.5
/// on row 2) stands over the bar's right end (the bar ends at 7, the full stop's cell runs 7…8),
/// so "can" comes out as "ca" and a space, or "ca." — and the space meant after the word follows.
@Suite struct WordEndSlipTests {
    /// On the bar, right under n.
    static let barUnderN = (x: 6.8, y: 3.3)
    /// On the full stop, right under n's right half.
    static let stopUnderN = (x: 7.2, y: 3.3)

    /// A rig after `before`, a tap at `slip` and `after` typed on it.
    func typed(_ before: String, slip: (x: Double, y: Double), _ after: String) throws -> DecodingRig {
        let rig = try DecodingRig()
        try rig.type(before)
        rig.tap(slip.x, slip.y)
        try rig.type(after)
        return rig
    }

    @Test func aLastLetterOnTheBarBeforeTheSpaceIsReadBack() throws {
        #expect(try typed("we ca", slip: Self.barUnderN, " help ").text == "We can help ")
    }

    @Test func aLastLetterOnTheFullStopBeforeTheSpaceIsReadBack() throws {
        let rig = try typed("we ca", slip: Self.stopUnderN, " ")
        #expect(rig.text == "We can ")
        try rig.type("help ")
        // No capital after it: the full stop was never meant.
        #expect(rig.text == "We can help ")
        // Backspace right after the reading restores what was typed.
        let undone = try typed("we ca", slip: Self.stopUnderN, " ")
        #expect(undone.session.undoCorrectionOnBackspace())
        #expect(undone.text == "We ca.")
    }

    /// A full stop meant: after a known word, and after a word the decoder mended with a letter
    /// the tap is not ("tomorro." is "tomorrow.").
    @Test func aFullStopMeantStays() throws {
        #expect(try typed("see the minutes", slip: Self.stopUnderN, " ").text == "See the minutes. ")
        #expect(try typed("see you tomorro", slip: Self.stopUnderN, " ").text == "See you tomorrow. ")
    }

    /// "o" and a space deep on the bar under n, then the space meant: the first space's tap is
    /// the n of "on".
    @Test func aLastLetterDeepOnTheBarBeforeADoubledSpaceIsReadBack() throws {
        #expect(try typed("the light was o", slip: (x: 7.0, y: 3.6), " all night ").text == "The light was on all night ")
    }

    /// "a" and a space under n, then the space meant: no sentence ends in "a", so the first space
    /// is not the full stop beside it.
    @Test func aDoubledSpaceAfterAIsNoFullStop() throws {
        let rig = try typed("send out a", slip: Self.barUnderN, " email ")
        #expect(!rig.text.contains("a."), "\(rig.text)")
        #expect(rig.text.hasSuffix(" email "), "\(rig.text)")
    }

    /// On Return, by the full stop (Return's cell runs 8…10).
    static let returnByStop = (x: 8.15, y: 3.5)

    /// "waiver⏎ ": the full stop landed on Return beside it, and the space after it shows the
    /// slip (no paragraph starts with a space): "waiver. ".
    @Test func aFullStopOnReturnBeforeASpaceIsReadBack() throws {
        #expect(try typed("a copy of the waiver", slip: Self.returnByStop, " ").text == "A copy of the waiver. ")
        // The next word starts a sentence.
        #expect(try typed("a copy of the waiver", slip: Self.returnByStop, " thanks").text == "A copy of the waiver. Thanks")
        // Held there, it was the long press on the full stop that offers "?" first.
        let rig = try DecodingRig()
        try rig.type("can you help with this")
        rig.tap(Self.returnByStop.x, Self.returnByStop.y, hold: 700_000)
        try rig.type(" ")
        #expect(rig.text == "Can you help with this? ")
    }

    /// A space held on the bar by the full stop, then the space meant: the long press on the
    /// full stop slipped onto the bar ("this? "); tapped there, it was the full stop.
    @Test func aSpaceHeldByTheFullStopBeforeADoubledSpaceIsItsLongPress() throws {
        let held = try DecodingRig()
        try held.type("can you help with this")
        held.tap(6.85, 3.5, hold: 700_000)
        try held.type(" ")
        #expect(held.text == "Can you help with this? ")
        #expect(try typed("can you help with this", slip: (x: 6.85, y: 3.5), " ").text == "Can you help with this. ")
    }

    /// Return tapped far from the full stop is a Return; so is one that no space follows.
    @Test func aReturnAwayFromTheFullStopStays() throws {
        #expect(try typed("a copy of the waiver", slip: (x: 9.3, y: 3.5), " ").text == "A copy of the waiver\n ")
        #expect(try typed("a copy of the waiver", slip: Self.returnByStop, "thanks").text == "A copy of the waiver\nThanks")
    }

    /// On the full stop, right under m's left half (m's cell runs 7.5…8.5).
    static let stopUnderM = (x: 7.8, y: 3.3)

    /// A word's first letter on the full stop after the space: " .eeting" is " meeting".
    @Test func aFirstLetterOnTheFullStopAfterTheSpaceIsReadBack() throws {
        let rig = try typed("see you at the church ", slip: Self.stopUnderM, "eeting ")
        #expect(rig.text == "See you at the church meeting ")
        // Backspace right after restores what was typed.
        #expect(rig.session.undoCorrectionOnBackspace())
        #expect(rig.text == "See you at the church .eeting")
    }

    /// " .ot": the word as typed reads "to" (its letters swapped), but a full stop after a space
    /// is no punctuation anyone meant: "not", its n on the full stop between n and m.
    @Test func aFirstLetterOnTheFullStopBeatsASwapOfTheRest() throws {
        #expect(try typed("had we ", slip: (x: 7.6, y: 3.3), "ot run into ").text == "Had we not run into ")
        // Deep on the full stop, a whole row under n: a row slip, at `spaceSlipCost`.
        #expect(try typed("had we ", slip: (x: 7.1, y: 3.7), "ot run into ").text == "Had we not run into ")
    }

    /// "o ." at a sentence's end: the n of "on" landed on the bar, then the full stop was typed.
    @Test func aLastLetterOnTheBarBeforeAFullStopIsReadBack() throws {
        let rig = try typed("i will leave it o", slip: Self.barUnderN, ". ")
        #expect(rig.text == "I will leave it on. ")
        // Backspace right after the full stop restores what was typed.
        let undone = try typed("i will leave it o", slip: Self.barUnderN, ".")
        #expect(undone.text == "I will leave it on.")
        #expect(undone.session.undoCorrectionOnBackspace())
        #expect(undone.text == "I will leave it o .")
        // A space before a full stop after a known word stays as typed.
        #expect(try typed("i will leave it", slip: Self.barUnderN, ". ").text == "I will leave it . ")
        // A word whose reading does not end in the space's letter keeps its space: the full stop
        // may be the next word's first letter.
        let rig2 = try typed("we aee", slip: (x: 5.5, y: 3.15), "")
        rig2.tap(Self.stopUnderM.x, Self.stopUnderM.y)
        try rig2.type("egotiating ")
        #expect(rig2.text == "We are negotiating ")
    }

    /// A known word after a space and a full stop was typed so (".net").
    @Test func aKnownWordAfterAFullStopStays() throws {
        #expect(try typed("see the ", slip: Self.stopUnderM, "net ").text == "See the .net ")
    }
}
