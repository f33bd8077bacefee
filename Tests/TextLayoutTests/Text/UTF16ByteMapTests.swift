import PropertyBased
import Testing
@testable import TextLayout

@Suite struct UTF16ByteMapTests {
    @Test func asciiIsIdentity() {
        let m = UTF16ByteMap("hello")
        #expect(m.isIdentity)
        #expect(m.byteOffset(forUTF16: 3) == 3)
        #expect(m.utf16Offset(forByte: 5) == 5)
    }

    @Test func emojiTakesTwoUnitsAndFourBytes() {
        let m = UTF16ByteMap("a😀b")
        #expect(m.utf16Count == 4 && m.utf8Count == 6)
        #expect(m.byteOffset(forUTF16: 1) == 1)
        #expect(m.byteOffset(forUTF16: 2) == 1, "the low surrogate rounds down to the scalar's start")
        #expect(m.byteOffset(forUTF16: 3) == 5)
        #expect(m.utf16Offset(forByte: 5) == 3)
        #expect(m.utf16Offset(forByte: 3) == 1, "a continuation byte rounds down")
    }

    @Test func combiningMarksAndCJKAndHebrew() {
        let e = UTF16ByteMap("e\u{301}x")  // é as e + combining acute (2 bytes)
        #expect(e.byteOffset(forUTF16: 2) == 3)
        #expect(e.utf16Offset(forByte: 3) == 2)
        let cjk = UTF16ByteMap("日本語")
        #expect(cjk.byteOffset(forUTF16: 2) == 6)
        #expect(cjk.utf16Offset(forByte: 4) == 1)
        let he = UTF16ByteMap("שלום")
        #expect(he.byteOffset(forUTF16: 4) == 8)
        #expect(he.utf16Offset(forByte: 2) == 1)
    }

    @Test func agreesWithSwiftStringIndicesOnMixedText() async {
        let pool = ["a", " ", "é", "e\u{301}", "😀", "👩‍👩‍👧", "日", "語", "ש", "ل", "🇫🇷", "\u{200F}"]
        await propertyCheck(input: Gen.element(of: pool).array(of: 0...16)) { pieces in
            let s = pieces.compactMap { $0 }.joined()
            let m = UTF16ByteMap(s)
            #expect(m.utf16Count == s.utf16.count && m.utf8Count == s.utf8.count)
            for idx in s.unicodeScalars.indices + [s.endIndex] {
                let u16 = s.utf16.distance(from: s.startIndex, to: idx)
                let u8 = s.utf8.distance(from: s.startIndex, to: idx)
                #expect(m.byteOffset(forUTF16: u16) == u8)
                #expect(m.utf16Offset(forByte: u8) == u16)
            }
        }
    }
}
