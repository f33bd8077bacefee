/// Generates realistic protocol-B event streams (fingers landing, moving with pressure and
/// size changes, lifting, slots reused) from a seed: the workload of `pressboard bench input`
/// and of robustness tests. Deterministic for a given seed.
public struct TouchStreamGenerator {
    public var description: DeviceDescription
    private var rng: SeededGenerator
    private var time: Int64 = 1
    private var fingers: [(slot: Int32, id: Int32, x: Int32, y: Int32, p: Int32, life: Int)] = []
    private var nextID: Int32 = 1
    private var currentSlot: Int32 = 0
    public let maxFingers: Int

    public init(description: DeviceDescription, seed: UInt64, maxFingers: Int = 10) {
        self.description = description
        self.rng = SeededGenerator(seed: seed)
        self.maxFingers = max(1, min(maxFingers, max(1, description.slotCount)))
    }

    /// Appends the events of one frame (ending with SYN_REPORT) to `out`.
    public mutating func appendFrame(to out: inout [InputEvent]) {
        let xr = description.absAxes[AbsCode.mtPositionX] ?? AbsInfo(minimum: 0, maximum: 4095)
        let yr = description.absAxes[AbsCode.mtPositionY] ?? AbsInfo(minimum: 0, maximum: 4095)
        let t = Timestamp(microseconds: time)
        func emit(_ code: UInt16, _ v: Int32) { out.append(InputEvent(time: t, type: EventType.abs, code: code, value: v)) }
        func select(_ s: Int32) { if s != currentSlot { emit(AbsCode.mtSlot, s); currentSlot = s } }
        // Land a finger now and then.
        if fingers.count < maxFingers && (fingers.isEmpty || rng.next() % 8 == 0) {
            let used = Set(fingers.map(\.slot))
            if let slot = (0..<Int32(maxFingers)).first(where: { !used.contains($0) }) {
                let x = Int32(rng.next(in: Int(xr.minimum)...Int(xr.maximum)))
                let y = Int32(rng.next(in: Int(yr.minimum)...Int(yr.maximum)))
                select(slot)
                emit(AbsCode.mtTrackingID, nextID)
                emit(AbsCode.mtPositionX, x); emit(AbsCode.mtPositionY, y)
                emit(AbsCode.mtPressure, 20); emit(AbsCode.mtTouchMajor, 10)
                fingers.append((slot, nextID, x, y, 20, 5 + Int(rng.next() % 40)))
                nextID = nextID == Int32.max ? 1 : nextID + 1
            }
        }
        // Move, press and lift the others.
        var i = 0
        while i < fingers.count {
            var f = fingers[i]
            select(f.slot)
            f.life -= 1
            if f.life <= 0 {
                emit(AbsCode.mtTrackingID, -1)
                fingers.remove(at: i)
                continue
            }
            f.x = min(xr.maximum, max(xr.minimum, f.x + Int32(rng.next(in: -6...6))))
            f.y = min(yr.maximum, max(yr.minimum, f.y + Int32(rng.next(in: -6...6))))
            f.p = min(255, max(1, f.p + Int32(rng.next(in: -8...12))))
            emit(AbsCode.mtPositionX, f.x); emit(AbsCode.mtPositionY, f.y); emit(AbsCode.mtPressure, f.p)
            fingers[i] = f
            i += 1
        }
        out.append(InputEvent(time: t, type: EventType.syn, code: SynCode.report, value: 0))
        time += 8_000 + Int64(rng.next() % 500)
    }
}
