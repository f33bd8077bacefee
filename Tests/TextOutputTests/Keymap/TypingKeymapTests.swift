import Testing
@testable import TextOutput

@Suite struct TypingKeymapTests {
    // evdev codes
    static let shift: UInt16 = 42, altGr: UInt16 = 100
    static let keyA: UInt16 = 30, keyY: UInt16 = 21, keyZ: UInt16 = 44, key2: UInt16 = 3, key7: UInt16 = 8, keyQ: UInt16 = 16
    static let keyMinus: UInt16 = 12, keySemicolon: UInt16 = 39, keyApostrophe: UInt16 = 40, keyLeftBrace: UInt16 = 26

    @Test func usLayout() throws {
        let us = try TypingKeymap(.us)
        #expect(us.stroke(for: "a") == KeyStroke(key: Self.keyA))
        #expect(us.stroke(for: "A") == KeyStroke(key: Self.keyA, modifiers: [Self.shift]))
        #expect(us.stroke(for: "y") == KeyStroke(key: Self.keyY))
        #expect(us.stroke(for: "@") == KeyStroke(key: Self.key2, modifiers: [Self.shift]))
        #expect(us.stroke(for: ";") == KeyStroke(key: Self.keySemicolon))
        #expect(us.stroke(for: "\"") == KeyStroke(key: Self.keyApostrophe, modifiers: [Self.shift]))
        // The main block's * (Shift+8), not the keypad's.
        #expect(us.stroke(for: "*") == KeyStroke(key: 9, modifiers: [Self.shift]))
        #expect(us.stroke(for: " ") == KeyStroke(key: 57))
        #expect(us.stroke(for: "\n") == .enter)
        #expect(us.stroke(for: "ä") == nil)
        #expect(us.stroke(for: "é") == nil)
    }

    @Test func germanLayout() throws {
        let de = try TypingKeymap(KeyboardLayoutName(layout: "de"))
        // QWERTZ: y and z swap places.
        #expect(de.stroke(for: "z") == KeyStroke(key: Self.keyY))
        #expect(de.stroke(for: "y") == KeyStroke(key: Self.keyZ))
        #expect(de.stroke(for: "ä") == KeyStroke(key: Self.keyApostrophe))
        #expect(de.stroke(for: "Ü") == KeyStroke(key: Self.keyLeftBrace, modifiers: [Self.shift]))
        #expect(de.stroke(for: "ß") == KeyStroke(key: Self.keyMinus))
        #expect(de.stroke(for: "@") == KeyStroke(key: Self.keyQ, modifiers: [Self.altGr]))
        #expect(de.stroke(for: "{") == KeyStroke(key: Self.key7, modifiers: [Self.altGr]))
        #expect(de.stroke(for: "\"") == KeyStroke(key: Self.key2, modifiers: [Self.shift]))
        #expect(de.stroke(for: "€") != nil)
        #expect(de.keyCodes.contains(Self.altGr) && de.keyCodes.contains(14))
    }

    @Test func unknownLayoutIsAClearError() {
        #expect(throws: KeymapError.unknownLayout(layout: "nosuchlayout", variant: nil)) { try TypingKeymap(KeyboardLayoutName(layout: "nosuchlayout")) }
        #expect(throws: KeymapError.unknownLayout(layout: "de", variant: "nosuchvariant")) {
            try TypingKeymap(KeyboardLayoutName(layout: "de", variant: "nosuchvariant"))
        }
        #expect(KeymapError.unknownLayout(layout: "xx", variant: nil).description.contains("\"xx\" does not exist"))
    }

    @Test func systemDefaultFromEtcDefaultKeyboard() {
        let text = """
        # KEYBOARD CONFIGURATION FILE
        XKBMODEL="pc105"
        XKBLAYOUT="de,us"
        XKBVARIANT="nodeadkeys,"
        XKBOPTIONS=""
        """
        #expect(KeyboardLayoutName(defaultKeyboardFile: text) == KeyboardLayoutName(layout: "de", variant: "nodeadkeys", model: "pc105"))
        #expect(KeyboardLayoutName(defaultKeyboardFile: "XKBLAYOUT=\"\"\n") == nil)
        #expect(KeyboardLayoutName(spelling: "de(nodeadkeys)") == KeyboardLayoutName(layout: "de", variant: "nodeadkeys"))
        #expect(KeyboardLayoutName(spelling: "fr") == KeyboardLayoutName(layout: "fr"))
    }
}
