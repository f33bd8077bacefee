import Testing
import Keyboard
import Suggestions
import TextEditing
import TouchInput
@testable import Pressboard

/// A stray tap on the `123` key (issue 13: "one stray tap costs at most one word" — and the
/// decoder gets that word back): the English keyset on the touchscreen fixture, driven by taps
/// through the keyboard engine, with the word decoder on.
@Suite struct PageSlipTests {
    @Test func aShiftThatLandedOnTheNumbersKeyTypesTheNameItWasMeantFor() throws {
        let rig = try DecodingRig()
        try rig.typeNameAfterAStrayTap()
        #expect(rig.text.hasSuffix("met @/43!"), "typed on the numbers page: \(rig.text)")
        try rig.type(" ")
        #expect(rig.text.hasSuffix("met Karen "))
        #expect(rig.session.keyboard.layout.pageID == "letters")
    }

    /// "I" mid-sentence takes a shift: when it lands on the `123` key below, "i" types "8".
    @Test func theShiftOfIThatLandedOnTheNumbersKeyIsI() throws {
        let rig = try DecodingRig()
        try rig.type("how would ")
        rig.tapNumbersKey(dy: 0.1)
        try rig.aim("i")
        #expect(rig.text.hasSuffix("would 8"), "typed on the numbers page: \(rig.text)")
        try rig.type(" ")
        #expect(rig.text.hasSuffix("would I "), "\(rig.text)")
        // A digit after a tap in the key's middle is a number meant.
        let meant = try DecodingRig()
        try meant.type("room ")
        meant.tapNumbersKey(dy: 0.5)
        try meant.type("8 ")
        #expect(meant.text.hasSuffix("Room 8 "), "\(meant.text)")
    }

    /// The comma's tap that landed on the `123` key beside it, then the space: nothing was typed
    /// on the numbers page, so the page stayed and the next word came out in digits ("on 23"
    /// for "on, we"). The tap was the comma.
    @Test func aCommaThatLandedOnTheNumbersKeyIsTheComma() throws {
        let rig = try DecodingRig()
        try rig.type("i am on")
        rig.tap(1.4, 3.5)           // the 123 key's right edge, beside the comma (1.5…2.5)
        try rig.type(" ")
        #expect(rig.text == "I am on, ")
        #expect(rig.session.keyboard.layout.pageID == "letters")
        try rig.type("we are ")
        #expect(rig.text == "I am on, we are ")
        // A page key tapped in its middle, then a space: the numbers page stays for a number.
        let meant = try DecodingRig()
        try meant.type("call")
        meant.tapNumbersKey(dy: 0.5)
        try meant.type(" ")
        #expect(meant.text == "Call ")
        #expect(meant.session.keyboard.layout.pageID == "numbers")
    }

    @Test func aNumberTypedOnPurposeStays() throws {
        let rig = try DecodingRig()
        try rig.typeNumber()
        try rig.type(" ")
        #expect(rig.text.hasSuffix("Call 800 "))
    }

    @Test func aNumbersSpaceThatSlippedOntoTheRowAboveKeepsTheNumberAndReadsTheWord() throws {
        let rig = try DecodingRig()
        try rig.typeNumber()
        let bar = try #require(rig.session.keyboard.layout.keyBoxes()[" "])
        rig.tap(bar.centerX, bar.centerY - bar.height)   // the space, one row high: "?"
        try rig.aim("number")
        #expect(rig.text.hasPrefix("Call 800?") && !rig.text.contains("n"), "still on the numbers page: \(rig.text)")
        try rig.type(" ")
        #expect(rig.text.hasSuffix("Call 800 number "))
    }

    @Test func backspaceRightAfterRestoresTheSymbols() throws {
        let rig = try DecodingRig()
        try rig.typeNameAfterAStrayTap()
        try rig.type(" ")
        #expect(rig.text.hasSuffix("Karen "))
        #expect(rig.session.undoCorrectionOnBackspace())
        #expect(rig.text.hasSuffix("met @/43!"))
    }

    @Test func withAutocorrectOffTheSymbolsStay() throws {
        let rig = try DecodingRig(autocorrect: false)
        try rig.typeNameAfterAStrayTap()
        try rig.type(" ")
        #expect(rig.text.hasSuffix("met @/43! "))
    }
}

extension DecodingRig {
    /// "I met ", then "karen" aimed at the letters after a shift that landed on the `123`
    /// key's top edge (the numbers page types "@/43!").
    func typeNameAfterAStrayTap() throws {
        try type("i met ")
        tapNumbersKey(dy: 0.1)
        try aim("karen")
    }

    /// "Call 800" typed on purpose on the numbers page.
    func typeNumber() throws {
        try type("call ")
        tapNumbersKey(dy: 0.5)
        try type("800")
    }
}
