import Testing
import Keyboard
import Suggestions
import TouchInput
@testable import Pressboard
@testable import Decoding

/// The decoding seam: corrections at separators, undo of a correction, literal words.
@Suite struct SessionDecodingTests {
    /// Types `text` with taps at key centres except where `offsets` moves them, through outputs
    /// carrying tap points (as the keyboard gives them).
    func session(autocorrect: Bool = true) throws -> Session? {
        let keyset = try SessionFixtures.keyset("english")
        guard let bar = SessionFixtures.bar(for: keyset) else { return nil }
        var c = SessionConfiguration()
        c.suggestions.autocorrectEnabled = autocorrect
        c.keyboard.autoCapitalization = false
        let device = try TraceFile.open(SessionFixtures.fixture("traces/touchscreen-two-fingers.evemu")).description!
        let s = Session(description: device, keyset: keyset, configuration: c, suggestionsBar: bar)
        s.enableDecoding()
        return s
    }

    /// Types `word` as the keyboard would deliver it: each letter with its tap at the key's
    /// centre, moved right by `nudge[i]` key widths.
    func type(_ word: String, into s: Session, nudge: [Int: Double] = [:]) {
        let boxes = s.keyboard.geometry.pages[0].keyBoxes()
        for (i, ch) in word.enumerated() {
            let b = boxes[ch]!
            s.wordTaps.append(TapPoint(x: b.centerX + (nudge[i] ?? 0), y: b.centerY))
            s.editor.insertText(String(ch), intensity: 50)
            s.decodingNoteLetter(intensity: 50)
        }
    }

    /// A space tapped at `tap` (the space bar's centre by default) finishing the word before it.
    func space(into s: Session, at tap: TapPoint? = nil) {
        let bar = s.keyboard.geometry.pages[0].keyBoxes()[" "]!
        s.finishWord(before: " ", intensity: 50, tap: tap ?? TapPoint(x: bar.centerX, y: bar.centerY))
        s.editor.insertText(" ", intensity: 50)
        s.wordTaps.removeAll()
    }

    @Test func backspaceRightAfterACorrectionRestoresTheTypedWordAndItStays() throws {
        guard let s = try session() else { return }
        func type(_ word: String, nudge: [Int: Double] = [:]) { self.type(word, into: s, nudge: nudge) }
        type("thw", nudge: [2: 0.45])          // meant "the": the last tap is on the w/e border
        s.finishWord(before: " ", intensity: 50)
        s.editor.insertText(" ", intensity: 50)
        #expect(s.editor.document.string == "the ")
        s.refreshSuggestions()
        #expect(s.suggestions.first?.text == "thw")     // the bar offers what was typed
        #expect(s.undoCorrectionOnBackspace())
        #expect(s.editor.document.string == "thw")
        // Finished again at the same place: kept as typed.
        type("")
        s.finishWord(before: " ", intensity: 50)
        #expect(s.editor.document.string == "thw")
        #expect(s.decoding?.literal.reverted.contains("thw") == true)
    }

    @Test func aLetterOnTheSpaceBarIsJoinedAndBackspaceRestoresBothWords() throws {
        guard let s = try session() else { return }
        let n = s.keyboard.geometry.pages[0].keyBoxes()["n"]!
        type("thi", into: s)
        space(into: s, at: TapPoint(x: n.centerX, y: n.centerY + 0.8 * n.height))   // the "n" of "think" landed on the bar
        type("k", into: s)
        space(into: s)
        #expect(s.editor.document.string == "think ")
        #expect(s.decoding?.joinedWords == 1)
        #expect(s.undoCorrectionOnBackspace())
        #expect(s.editor.document.string == "thi k")
    }

    @Test func aLetterOnReturnIsJoinedAndTheParagraphBreakGoes() throws {
        guard let s = try session() else { return }
        type("ti", into: s)
        returnKey(into: s)          // the "m" of "time" on Return, right below m's right half
        type("e", into: s)
        space(into: s)
        #expect(s.editor.document.string == "time ")
        #expect(s.decoding?.joinedWords == 1)
        #expect(s.undoCorrectionOnBackspace())
        #expect(s.editor.document.string == "ti\ne")
    }

    /// Types `first`, a space, a second space whose tap is the c that landed on the bar right
    /// below its key, then `second` and a space.
    func typeAcrossADroppedC(_ first: String, _ second: String, into s: Session) {
        let c = s.keyboard.geometry.pages[0].keyBoxes()["c"]!
        type(first, into: s)
        space(into: s)
        #expect(s.dropsDoubleSpace(" ", tap: TapPoint(x: c.centerX, y: c.centerY + 1.1 * c.height)) == false)
        type(second, into: s)
        space(into: s)
    }

    /// A bottom-row letter that landed on the bar right after a space types a second space,
    /// which is dropped; its tap is the next word's first letter ("we  annot" → "we cannot").
    @Test func aDroppedSecondSpaceIsTheNextWordsFirstLetter() throws {
        guard let s = try session() else { return }
        typeAcrossADroppedC("we", "annot", into: s)
        #expect(s.editor.document.string == "we cannot ")
        #expect(s.undoCorrectionOnBackspace())
        #expect(s.editor.document.string == "we annot")
    }

    /// "you  ould": the word alone reads best as "would" (its w never tapped), but that leaves
    /// the second space a tap typed for nothing; the c that landed on the bar explains both.
    @Test func aDroppedSecondSpaceIsExplainedByTheLetterItWas() throws {
        guard let s = try session() else { return }
        typeAcrossADroppedC("you", "ould", into: s)
        #expect(s.editor.document.string == "you could ")
    }

    /// A doubled space before a known word is only dropped: "we  can" is "we can".
    @Test func aDroppedSecondSpaceBeforeAKnownWordIsOnlyDropped() throws {
        guard let s = try session() else { return }
        let bar = s.keyboard.geometry.pages[0].keyBoxes()[" "]!
        type("we", into: s)
        space(into: s)
        #expect(s.dropsDoubleSpace(" ", tap: TapPoint(x: bar.centerX, y: bar.centerY)) == false)
        type("can", into: s)
        space(into: s)
        #expect(s.editor.document.string == "we can ")
    }

    /// "i" typed small is the pronoun, as phone keyboards capitalise it; Backspace right after
    /// restores the small letter.
    @Test func theSmallPronounIsCapitalised() throws {
        let rig = try DecodingRig()
        try rig.type("then i said i am here ")
        #expect(rig.text == "Then I said I am here ")
        let undone = try DecodingRig()
        try undone.type("then i ")
        #expect(undone.session.undoCorrectionOnBackspace())
        #expect(undone.text == "Then i")
    }

    /// A user who turns the automatic capital off writes in small letters, and "i" stays small;
    /// one sentence begun small after a capitalised one is a slip, and the pronoun is capitalised.
    @Test func aTextInSmallLettersKeepsTheSmallPronoun() throws {
        let rig = try DecodingRig()
        rig.tap(0.75, 2.5)                                  // shift: the automatic capital off
        try rig.type("then i said i am here ")
        #expect(rig.text == "then i said i am here ")
        let mixed = try DecodingRig()
        try mixed.type("we met. ")
        mixed.tap(0.75, 2.5)
        try mixed.type("then i said ")
        #expect(mixed.text == "We met. then I said ")
    }

    /// A space typed twice after a sentence's full stop is typed once.
    @Test func aDoubledSpaceAfterAFullStopIsDropped() throws {
        let rig = try DecodingRig()
        try rig.type("we wait.  now ")
        #expect(rig.text == "We wait. Now ")
    }

    /// A full stop that slipped onto the bar beside it types a space; the space after it is then
    /// doubled: "himself  " is "himself. ". A doubled space in the bar's middle is only dropped.
    @Test func aDoubledSpaceWhoseFirstTapIsBesideTheFullStopIsTheFullStop() throws {
        guard let s = try session() else { return }
        let boxes = s.keyboard.geometry.pages[0].keyBoxes()
        let bar = boxes[" "]!, stop = boxes["."]!
        type("himself", into: s)
        space(into: s, at: TapPoint(x: stop.centerX - 0.8 * stop.width, y: stop.centerY))
        #expect(s.dropsDoubleSpace(" ", tap: TapPoint(x: bar.centerX, y: bar.centerY)) == true)
        #expect(s.editor.document.string == "himself. ")
        type("they", into: s)
        space(into: s)
        #expect(s.editor.document.string == "himself. they ")

        guard let t = try session() else { return }
        type("who", into: t)
        space(into: t)
        #expect(t.dropsDoubleSpace(" ", tap: TapPoint(x: bar.centerX, y: bar.centerY)) == false)
        #expect(t.editor.document.string == "who ")
    }

    /// The decoder is told where a capital was typed on purpose: inside a sentence, not at the
    /// text's start or after a sentence end or paragraph break (the keyboard's own capitals).
    @Test func aWordAfterAWordOrACommaIsInsideASentence() throws {
        guard let s = try session() else { return }
        func caret() -> Int { s.editor.selection.lowerBound }
        #expect(!s.isMidSentence(caret()))
        s.editor.insertText("Thanks, ", intensity: 50)
        #expect(s.isMidSentence(caret()))
        s.editor.insertText("Mark said ", intensity: 50)
        #expect(s.isMidSentence(caret()))
        s.editor.insertText("so.  ", intensity: 50)
        #expect(!s.isMidSentence(caret()))
        s.editor.insertText("Why?\n", intensity: 50)
        #expect(!s.isMidSentence(caret()))
    }

    /// Return tapped at (x, y) key units from m's centre, finishing the word before it (if any).
    func returnKey(into s: Session, dx: Double = 0.3, dy: Double = 0.8) {
        let m = s.keyboard.geometry.pages[0].keyBoxes()["m"]!
        s.finishWord(before: "\n", intensity: 50, tap: TapPoint(x: m.centerX + dx * m.width, y: m.centerY + dy * m.height))
        s.editor.insertText("\n", intensity: 50)
        s.wordTaps.removeAll()
    }

    @Test func aReturnBeforeAWordIsItsFirstLetter() throws {
        guard let s = try session() else { return }
        type("the", into: s)
        space(into: s)
        returnKey(into: s)          // the "m" of "model" on Return
        type("odel", into: s)
        space(into: s)
        #expect(s.editor.document.string == "the model ")
        #expect(s.undoCorrectionOnBackspace())
        #expect(s.editor.document.string == "the \nodel")
    }

    @Test func aReturnAfterAWordAndBeforeASpaceIsItsLastLetter() throws {
        guard let s = try session() else { return }
        type("a", into: s)
        space(into: s)
        type("proble", into: s)
        returnKey(into: s)          // the "m" of "problem" on Return
        space(into: s)
        #expect(s.editor.document.string == "a problem ")
        type("with", into: s)
        space(into: s)
        #expect(s.editor.document.string == "a problem with ")
    }

    @Test func aReturnMeantAsReturnStays() throws {
        guard let s = try session() else { return }
        type("thanks", into: s)
        returnKey(into: s, dx: 1.2, dy: 1)
        type("see", into: s)
        space(into: s)
        #expect(s.editor.document.string == "thanks\nsee ")
        type("you", into: s)
        space(into: s)
        returnKey(into: s, dx: 1.2, dy: 1)
        type("tomorrow", into: s)
        space(into: s)
        #expect(s.editor.document.string == "thanks\nsee you \ntomorrow ")
    }

    @Test func aJoinReadAsSeveralWordsIsCommittedOnceAndNotMendedAgain() throws {
        guard let s = try session() else { return }
        let boxes = s.keyboard.geometry.pages[0].keyBoxes()
        let v = boxes["v"]!, w = boxes["w"]!, q = boxes["q"]!
        type("we", into: s)
        space(into: s)
        type("ha", into: s)
        space(into: s, at: TapPoint(x: v.centerX, y: v.centerY + 0.8 * v.height))   // the "v" of "have" on the bar
        // "wtakenvcqre": e of "have" on the w/e border, the space on v's lower edge, a of "care" on q's.
        type("wtakenvcqre", into: s)
        s.wordTaps[0] = TapPoint(x: w.centerX + 0.45 * w.width, y: w.centerY)
        s.wordTaps[6] = TapPoint(x: v.centerX, y: v.centerY + 0.4 * v.height)
        s.wordTaps[8] = TapPoint(x: q.centerX + 0.2 * q.width, y: q.centerY + 0.45 * q.height)
        space(into: s)
        #expect(s.editor.document.string == "we have taken care ")
        // The next word's seam is not mended with "care": its taps are not known apart from the
        // other two words' (a mend would read all three again).
        #expect(s.decoding?.lastWord == nil)
        #expect(s.decoding?.joinedWords == 1)
    }

    /// The n of "settlement" on the bar: "aettleme" was read alone as "settle me"; with the
    /// "t" after the slipped tap it is one word again, the split given up.
    @Test func aWordReadAsSeveralIsJoinedWithTheNextAsTyped() throws {
        guard let s = try session() else { return }
        let boxes = s.keyboard.geometry.pages[0].keyBoxes()
        let n = boxes["n"]!, a = boxes["a"]!
        type("the", into: s)
        space(into: s)
        type("aettleme", into: s)
        s.wordTaps[0] = TapPoint(x: a.centerX + 0.49 * a.width, y: a.centerY)   // the s of "settlement" on the a/s border
        space(into: s, at: TapPoint(x: n.centerX, y: n.centerY + 0.75 * n.height))
        #expect(s.editor.document.string == "the settle me ")
        type("t", into: s)
        space(into: s)
        #expect(s.editor.document.string == "the settlement ")
        #expect(s.decoding?.joinedWords == 1)
    }

    @Test func theNextWordRevisesThePreviousAndTheCaretStaysAtTheEnd() throws {
        guard let s = try session() else { return }
        for w in ["i", "will", "se", "you", "there"] {
            type(w, into: s)
            space(into: s)
        }
        #expect(s.editor.document.string.hasSuffix("will see you there "))
        #expect(s.editor.selection == s.editor.document.string.utf16.count..<s.editor.document.string.utf16.count)
        #expect(s.decoding?.revisedWords == 1)
    }

    /// The input ends mid-word (no space after the last word): the end of input decodes it, as a
    /// phone applies its pending correction when the text is sent — and inserts nothing.
    @Test func theEndOfInputDecodesTheLastWord() throws {
        guard let s = try session() else { return }
        type("see", into: s)
        space(into: s)
        type("thw", into: s, nudge: [2: 0.45])
        s.finish(at: Timestamp(microseconds: 10_000_000))
        #expect(s.editor.document.string == "see the")
        #expect(s.wordTaps.isEmpty)
    }

    @Test func theEndOfInputLeavesAWordAloneWithAutocorrectOff() throws {
        guard let s = try session(autocorrect: false) else { return }
        type("thw", into: s, nudge: [2: 0.45])
        s.finish(at: Timestamp(microseconds: 10_000_000))
        #expect(s.editor.document.string == "thw")
    }

    /// "deal.v": the space after the last sentence slipped onto the row above the bar; with
    /// nothing typed after it, it is that space. A letter away from the bar is no space.
    @Test func aLetterAboveTheBarRightAfterTheLastSentenceIsItsSpace() throws {
        for (letter, isSpace) in [("v", true), ("p", false)] {
            guard let s = try session() else { return }
            type("deal", into: s)
            s.finishWord(before: ".", intensity: 50)
            s.editor.insertText(".", intensity: 50)
            s.wordTaps.removeAll()
            type(letter, into: s)
            s.finish(at: Timestamp(microseconds: 10_000_000))
            #expect((s.editor.document.string == "deal. ") == isSpace, "\(letter): \(s.editor.document.string)")
        }
    }

    /// "we wait ": the text ends in a space tapped at the bar's right end, beside the full stop:
    /// the sentence's full stop slipped onto the bar. A space in the bar's middle stays. The
    /// same for Return, on the full stop's other side.
    @Test func aLastSpaceBesideTheFullStopIsTheFullStop() throws {
        for (besideStop, want) in [(true, "we wait."), (false, "we wait ")] {
            guard let s = try session() else { return }
            let boxes = s.keyboard.geometry.pages[0].keyBoxes()
            let bar = boxes[" "]!, stop = boxes["."]!
            for word in ["we", "wait"] {
                type(word, into: s)
                space(into: s, at: besideStop && word == "wait" ? TapPoint(x: stop.centerX - 0.8 * stop.width, y: stop.centerY)
                                                                : TapPoint(x: bar.centerX, y: bar.centerY))
            }
            s.finish(at: Timestamp(microseconds: 10_000_000))
            #expect(s.editor.document.string == want)
        }
        // Return's left edge, under m's right half, is as near the full stop; its middle is not.
        for (dx, want) in [(0.3, "we wait."), (1.0, "we wait\n")] {
            guard let s = try session() else { return }
            type("we", into: s)
            space(into: s)
            type("wait", into: s)
            returnKey(into: s, dx: dx, dy: 0.8)
            s.finish(at: Timestamp(microseconds: 10_000_000))
            #expect(s.editor.document.string == want)
        }
    }
}

