import CXkbCommon

/// What one key did to a compose sequence.
public enum ComposeStep: Equatable, Sendable {
    /// The key is not part of a sequence: type it normally.
    case passThrough
    /// The sequence continues; ``ComposeState/pending`` holds the keys so far.
    case composing
    /// The sequence completed and types this text.
    case composed(String)
    /// The sequence did not match anything and was dropped.
    case cancelled
}

/// A compose sequence in progress, fed one keysym at a time (`xkb_compose_state`).
public final class ComposeState {
    let table: ComposeTable
    let state: OpaquePointer
    /// Keys of the sequence so far.
    public private(set) var pending: [Keysym] = []

    public init(table: ComposeTable) {
        self.table = table
        self.state = xkb_compose_state_new(table.table, XKB_COMPOSE_STATE_NO_FLAGS)
    }

    deinit { xkb_compose_state_unref(state) }

    /// Feeds one key.
    public func feed(_ keysym: Keysym) -> ComposeStep {
        let result = xkb_compose_state_feed(state, keysym.rawValue)
        guard result == XKB_COMPOSE_FEED_ACCEPTED else { return .passThrough }
        switch xkb_compose_state_get_status(state) {
        case XKB_COMPOSE_COMPOSING:
            pending.append(keysym)
            return .composing
        case XKB_COMPOSE_COMPOSED:
            var buf = [CChar](repeating: 0, count: 64)
            let n = xkb_compose_state_get_utf8(state, &buf, buf.count)
            var text = n > 0 ? String(decoding: buf.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
            if text.isEmpty {
                text = Keysym(rawValue: xkb_compose_state_get_one_sym(state)).text
            }
            reset()
            return .composed(text)
        case XKB_COMPOSE_CANCELLED:
            reset()
            return .cancelled
        default:
            pending.removeAll()
            return .passThrough
        }
    }

    /// Whether a sequence is pending.
    public var isComposing: Bool { !pending.isEmpty }

    /// What the pending sequence shows as marked text.
    public var preview: String { pending.map(\.previewText).joined() }

    /// Drops any pending sequence.
    public func reset() {
        xkb_compose_state_reset(state)
        pending.removeAll()
    }
}
