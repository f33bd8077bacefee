import Testing
import TouchInput
@testable import Keyboard

/// Synthesis carries intensity on every device: pressure, else contact size growing with
/// force, else how long the key is held.
@Suite struct IntensityChannelTests {
    static func device(_ name: String) throws -> DeviceDescription {
        try TraceFile.readAll(Fixture.root + "/Tests/Fixtures/devices/" + name).description!
    }

    static func trace(_ device: DeviceDescription, intensities: [Int], response: ForceResponse = .default) throws -> SynthesisedTrace {
        let k = try Fixture.keyset("basic-latin")
        let g = KeyboardGeometry(keyset: k)
        let m = g.mapping(region: DeviceMapping.defaultRegion(for: device.classification.kind), rotation: .none)
        var c = TypistConfiguration(seed: 5, spread: 0.05, intensities: intensities, twoThumbs: false)
        c.forceResponse = response
        return try TypistSimulator(geometry: g, mapping: m, device: device, configuration: c).synthesise("abcdefgh")
    }

    /// Intended intensity and the largest touch major decoded, per character stroke (one
    /// finger, so contacts come in stroke order).
    static func sizes(_ t: SynthesisedTrace) -> [(intended: Int, major: Int32)] {
        var decoder = MultitouchDecoder(description: t.description)
        var order: [Int] = [], peak: [Int: Int32] = [:]
        for e in t.events where decoder.feed(e) {
            for c in decoder.frame.contacts {
                if c.phase == .began { order.append(c.id) }
                peak[c.id] = max(peak[c.id] ?? 0, c.touchMajor ?? 0)
            }
        }
        return zip(t.strokes, order).compactMap { s, id in s.stroke.character == nil ? nil : (s.stroke.intensity, peak[id] ?? 0) }
    }

    @Test func channelsFollowTheDevicesAxes() throws {
        #expect(IntensityChannel(device: try Self.device("duration-only.evemu")) == .duration)
        guard case .contactSize(_, let minor, let perMillimetre) = IntensityChannel(device: try Self.device("size-only-1mm.evemu")) else {
            Issue.record("size-only device should carry contact size"); return
        }
        #expect(minor != nil && perMillimetre == 1)
        // Without a size resolution, the position resolution (surface units) is used.
        guard case .contactSize(_, _, let unscaled) = IntensityChannel(device: try Self.device("size-without-resolution.evemu")) else {
            Issue.record("no-resolution device should carry contact size"); return
        }
        #expect(unscaled == 8)
        #expect(IntensityChannel(device: try Self.device("duration-only.evemu")).warning(device: "ILITEK")?.contains("ILITEK") == true)
        #expect(IntensityChannel(device: try Self.device("size-only-1mm.evemu")).warning(device: "x") == nil)
    }

    @Test func contactSizeGrowsWithIntendedIntensity() throws {
        let intended = [10, 25, 40, 55, 70, 85, 95, 100]
        for response in [ForceResponse.default, ForceResponse(exponent: 0.5, lightMillimetres: 6, firmMillimetres: 10)] {
            let t = try Self.trace(try Self.device("size-only-1mm.evemu"), intensities: intended, response: response)
            let majors = Self.sizes(t).sorted { $0.intended < $1.intended }.map(\.major)
            #expect(majors.count == intended.count)
            #expect(majors == majors.sorted(), "\(majors)")
            #expect(majors.first! < majors.last!)
            // Millimetres at 1 unit/mm, a little longer than the contact is wide.
            #expect(majors.allSatisfy { (6...16).contains($0) })
        }
    }

    @Test func holdTimeGrowsWithIntendedIntensityWithoutAxes() throws {
        let intended = [10, 30, 50, 70, 90, 20, 60, 100]
        let t = try Self.trace(try Self.device("duration-only.evemu"), intensities: intended)
        let strokes = t.strokes.filter { $0.stroke.character != nil }.sorted { $0.stroke.intensity < $1.stroke.intensity }
        let holds = strokes.map { $0.release.microseconds - $0.press.microseconds }
        let sortedHolds = holds
        #expect(sortedHolds == sortedHolds.sorted(), "\(holds)")
        #expect(holds.max()! < 300_000)   // shorter than the long-press delay
    }

    @Test func pressureDevicesStillGetPressure() throws {
        let t = try Self.trace(Devices.touchscreen(), intensities: [20, 80, 20, 80, 20, 80, 20, 80])
        #expect(IntensityChannel(device: t.description) == .pressure(Devices.touchscreen().absAxes[AbsCode.mtPressure]!))
        let p = t.events.filter { $0.type == EventType.abs && $0.code == AbsCode.mtPressure }.map(\.value)
        #expect(p.contains { $0 >= 190 } && p.contains { (40...60).contains($0) })
    }
}
