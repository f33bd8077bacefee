/// Everything that is true at one SYN_REPORT: a timestamp and every live contact.
///
/// Contacts that lifted in this frame are included once with phase `ended` (or
/// `cancelled`); from the next frame on they are gone.
public struct Frame: Hashable, Sendable {
    /// Time of the SYN_REPORT that closed the frame.
    public var time: Timestamp
    /// Every contact, in slot order (protocol B) or arrival order.
    public var contacts: [Contact]

    public init(time: Timestamp, contacts: [Contact]) {
        self.time = time
        self.contacts = contacts
    }

    /// The contact with the given id, if present.
    public func contact(id: Int) -> Contact? { contacts.first { $0.id == id } }
}
