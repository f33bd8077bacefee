import CXkbCommon

/// Which keys type which characters on an XKB layout: for every character a layout's keys
/// produce (layout group 1), the cheapest stroke — fewest modifiers, main block before the
/// keypad, lowest key code. Built once from the layout names through libxkbcommon (the same
/// compiled keymap a Wayland compositor or X server would use; no display needed), then a
/// plain table.
///
/// A newline is Enter and a tab is Tab whatever the layout. Characters reached only through
/// dead keys or compose (`é` on `us`) have no stroke: the caller reports them.
public struct TypingKeymap: Sendable {
    public let name: KeyboardLayoutName
    let table: [Unicode.Scalar: KeyStroke]
    /// Every key code a stroke uses (for the uinput device's capabilities).
    public let keyCodes: Set<UInt16>

    /// evdev codes of the keypad, typed only when the main block lacks the character.
    static let keypad: Set<UInt16> = [55, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 96, 98, 117, 121]
    /// Modifier keys in order of preference (Shift before AltGr; left before right).
    static let preferredModifiers: [UInt16] = [42, 54, 100, 84]

    public init(_ name: KeyboardLayoutName) throws(KeymapError) {
        self.name = name
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else { throw .noContext }
        defer { xkb_context_unref(context) }
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)
        let keymap = Self.compile(name, context: context)
        // One layout only: a comma would ask xkbcommon for several groups.
        guard let keymap, name.layout.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
            if let keymap { xkb_keymap_unref(keymap) }
            throw .unknownLayout(layout: name.layout, variant: name.variant)
        }
        defer { xkb_keymap_unref(keymap) }
        let modifiers = Self.modifierKeys(keymap)
        var best: [Unicode.Scalar: (rank: (Int, Int, UInt16), stroke: KeyStroke)] = [:]
        for code in xkb_keymap_min_keycode(keymap)...min(xkb_keymap_max_keycode(keymap), 255 + 8) where code >= 9 {
            let evdev = UInt16(code - 8)
            for level in 0..<xkb_keymap_num_levels_for_key(keymap, code, 0) {
                var syms: UnsafePointer<xkb_keysym_t>? = nil
                guard xkb_keymap_key_get_syms_by_level(keymap, code, 0, level, &syms) == 1, let sym = syms?.pointee else { continue }
                let u = xkb_keysym_to_utf32(sym)
                guard u >= 0x20, u != 0x7F, let scalar = Unicode.Scalar(u) else { continue }
                guard let held = Self.modifiersFor(level: level, code: code, keymap: keymap, modifiers: modifiers) else { continue }
                let rank = (Self.keypad.contains(evdev) ? 1 : 0, held.count, evdev)
                if let old = best[scalar], old.rank <= rank { continue }
                best[scalar] = (rank, KeyStroke(key: evdev, modifiers: held))
            }
        }
        var table = best.mapValues(\.stroke)
        table["\n"] = .enter
        table["\t"] = KeyStroke(key: 15)
        self.table = table
        keyCodes = Set(table.values.flatMap { [$0.key] + $0.modifiers } + [KeyStroke.backspace.key])
    }

    /// The keymap xkbcommon compiles for `name` with the evdev rules (nil when it cannot).
    static func compile(_ name: KeyboardLayoutName, context: OpaquePointer) -> OpaquePointer? {
        "evdev".withCString { rules in
            name.model.withCString { model in
                name.layout.withCString { layout in
                    (name.variant ?? "").withCString { variant in
                        var names = xkb_rule_names(rules: rules, model: model, layout: layout,
                                                   variant: name.variant == nil ? nil : variant, options: nil)
                        return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                    }
                }
            }
        }
    }

    /// The stroke that types `c`, nil when this layout cannot type it with one key (+ modifiers).
    public func stroke(for c: Character) -> KeyStroke? {
        if c == "\r\n" { return .enter }
        let scalars = c.unicodeScalars
        guard scalars.count == 1, let s = scalars.first else { return nil }
        return table[s]
    }

    /// Modifier keys the layout has (level-1 keysym Shift_L/R or ISO_Level3_Shift) with the
    /// modifier mask each sets, in preference order.
    static func modifierKeys(_ keymap: OpaquePointer) -> [(key: UInt16, mask: xkb_mod_mask_t)] {
        let wanted: Set<xkb_keysym_t> = [0xFFE1, 0xFFE2, 0xFE03] // Shift_L, Shift_R, ISO_Level3_Shift
        var found: [(key: UInt16, mask: xkb_mod_mask_t)] = []
        for code in xkb_keymap_min_keycode(keymap)...min(xkb_keymap_max_keycode(keymap), 255 + 8) where code >= 9 {
            var syms: UnsafePointer<xkb_keysym_t>? = nil
            guard xkb_keymap_key_get_syms_by_level(keymap, code, 0, 0, &syms) >= 1, let sym = syms?.pointee, wanted.contains(sym),
                  let state = xkb_state_new(keymap) else { continue }
            _ = xkb_state_update_key(state, code, XKB_KEY_DOWN)
            let mask = xkb_state_serialize_mods(state, XKB_STATE_MODS_EFFECTIVE)
            xkb_state_unref(state)
            if mask != 0 { found.append((UInt16(code - 8), mask)) }
        }
        func order(_ k: UInt16) -> Int { preferredModifiers.firstIndex(of: k) ?? preferredModifiers.count + Int(k) }
        return found.sorted { order($0.key) < order($1.key) }
    }

    /// The modifier keys to hold for `level` of `code`: the first of the level's masks that
    /// the modifier keys can build exactly (Lock and NumLock masks are skipped).
    static func modifiersFor(level: xkb_level_index_t, code: xkb_keycode_t, keymap: OpaquePointer,
                             modifiers: [(key: UInt16, mask: xkb_mod_mask_t)]) -> [UInt16]? {
        var masks = [xkb_mod_mask_t](repeating: 0, count: 16)
        let n = xkb_keymap_key_get_mods_for_level(keymap, code, 0, level, &masks, masks.count)
        let lock = Self.bit(keymap, XKB_MOD_NAME_CAPS), numLock = Self.bit(keymap, XKB_MOD_NAME_NUM)
        for mask in masks.prefix(Int(n)) where mask & (lock | numLock) == 0 {
            if mask == 0 { return [] }
            var built: xkb_mod_mask_t = 0
            var keys: [UInt16] = []
            for m in modifiers where m.mask & ~mask == 0 && built & m.mask != m.mask {
                built |= m.mask
                keys.append(m.key)
            }
            if built == mask { return keys }
        }
        return nil
    }

    static func bit(_ keymap: OpaquePointer, _ name: String) -> xkb_mod_mask_t {
        let i = xkb_keymap_mod_get_index(keymap, name)
        return i == XKB_MOD_INVALID ? 0 : 1 << i
    }
}
