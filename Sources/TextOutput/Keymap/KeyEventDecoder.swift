import CXkbCommon

/// The text key events type on an XKB layout, as a client of the compositor sees it:
/// xkbcommon's UTF-8 for each press under the modifier state so far; Backspace removes the last
/// character, Enter is a newline. Checks `UInputKeyboard`'s output (host tests with the events
/// it would write; the qemu guest with the events a real kernel delivers). Not `Sendable`.
public final class KeyEventDecoder {
    private let context: OpaquePointer
    private let keymap: OpaquePointer
    private let state: OpaquePointer
    public private(set) var text = ""

    public init(_ name: KeyboardLayoutName) throws(KeymapError) {
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else { throw .noContext }
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        let keymap = TypingKeymap.compile(name, context: context)
        guard let keymap, let state = xkb_state_new(keymap) else {
            if let keymap { xkb_keymap_unref(keymap) }
            xkb_context_unref(context)
            throw .unknownLayout(layout: name.layout, variant: name.variant)
        }
        self.context = context
        self.keymap = keymap
        self.state = state
    }

    deinit {
        xkb_state_unref(state)
        xkb_keymap_unref(keymap)
        xkb_context_unref(context)
    }

    /// One `EV_KEY` event: evdev code, value 1 press, 0 release, 2 autorepeat (ignored).
    public func feed(code: UInt16, value: Int32) {
        guard value == 0 || value == 1 else { return }
        let key = xkb_keycode_t(code) + 8
        if value == 1 {
            if code == KeyStroke.backspace.key { if !text.isEmpty { text.removeLast() } }
            else if code == KeyStroke.enter.key { text += "\n" }
            else {
                var buffer = [CChar](repeating: 0, count: 16)
                if xkb_state_key_get_utf8(state, key, &buffer, buffer.count) > 0 { text += String(cString: buffer) }
            }
        }
        _ = xkb_state_update_key(state, key, value == 1 ? XKB_KEY_DOWN : XKB_KEY_UP)
    }
}
