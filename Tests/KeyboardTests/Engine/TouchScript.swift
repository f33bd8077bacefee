import TouchInput
import Intensity
@testable import Keyboard

/// Drives an engine with frames built by hand, in keyboard units on a device whose `region`
/// the keyboard fills (all of it unless a test says otherwise), one frame per call. Contacts
/// press with normalised pressure 0.5 (intensity 50) unless a test says otherwise.
struct TouchScript {
    var engine: KeyboardEngine
    var out: [KeyboardOutput] = []
    /// Live contacts: id → (x, y, pressure).
    private var live: [(id: Int, x: Double, y: Double, p: Double?)] = []

    /// Where the keyboard lies on the device (normalised); positions stay in keyboard units.
    let region: NormalisedRect

    init(_ keyset: Keyset, configuration: KeyboardConfiguration = .init(autoCapitalization: false),
         intensity: IntensityConfiguration = .default, region: NormalisedRect = .full) {
        engine = KeyboardEngine(keyset: keyset, region: region, configuration: configuration, intensity: intensity)
        self.region = region
    }

    func centre(of label: String, page: Int? = nil) -> (x: Double, y: Double) {
        let layout = engine.geometry.pages[page ?? engine.visiblePageIndex]
        let k = layout.keys.first { $0.key.label == label }!
        return (k.cell.centerX, k.cell.centerY)
    }

    private func contact(_ id: Int, _ x: Double, _ y: Double, _ p: Double?, _ phase: ContactPhase, tool: ToolKind = .finger) -> Contact {
        Contact(id: id, phase: phase, tool: tool, normalisedX: region.x + x / engine.geometry.width * region.width,
                normalisedY: region.y + y / engine.geometry.height * region.height,
                pressure: p.map { Int32($0 * 255) }, normalisedPressure: p)
    }

    private mutating func frame(_ t: Double, changed id: Int, phase: ContactPhase, tool: ToolKind = .finger) {
        var contacts: [Contact] = []
        for c in live {
            contacts.append(contact(c.id, c.x, c.y, c.p, c.id == id ? phase : .stationary, tool: c.id == id ? tool : .finger))
        }
        engine.handle(Frame(time: Timestamp(microseconds: Int64((t * 1_000_000).rounded())), contacts: contacts), into: &out)
        if phase.isFinal { live.removeAll { $0.id == id } }
    }

    mutating func down(_ id: Int, _ x: Double, _ y: Double, at t: Double, pressure: Double? = 0.5, tool: ToolKind = .finger) {
        live.append((id, x, y, pressure))
        frame(t, changed: id, phase: .began, tool: tool)
    }

    mutating func down(_ id: Int, on label: String, at t: Double, pressure: Double? = 0.5) {
        let c = centre(of: label)
        down(id, c.x, c.y, at: t, pressure: pressure)
    }

    mutating func move(_ id: Int, _ x: Double, _ y: Double, at t: Double, pressure: Double? = nil) {
        guard let i = live.firstIndex(where: { $0.id == id }) else { return }
        live[i].x = x; live[i].y = y
        if let pressure { live[i].p = pressure }
        frame(t, changed: id, phase: .moved)
    }

    mutating func up(_ id: Int, at t: Double) { frame(t, changed: id, phase: .ended) }
    mutating func cancel(_ id: Int, at t: Double) { frame(t, changed: id, phase: .cancelled) }

    mutating func tap(_ label: String, at t: Double, id: Int = 1, hold: Double = 0.08) {
        down(id, on: label, at: t)
        up(id, at: t + hold)
    }

    mutating func advance(to t: Double) {
        engine.advance(to: Timestamp(microseconds: Int64((t * 1_000_000).rounded())), into: &out)
    }

    /// Actions only, without contacts and times.
    var actions: [KeyboardAction] { out.map(\.action) }

    /// Just the typed text, concatenated.
    var text: String {
        out.reduce(into: "") { s, o in
            switch o.action {
            case .text(let t, _): s += t
            case .newline: s += "\n"
            case .delete: if !s.isEmpty { s.removeLast() }
            default: break
            }
        }
    }
}
