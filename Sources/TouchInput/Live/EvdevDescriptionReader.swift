import CEvdev

extension EvdevDevice {
    /// Builds the full `DeviceDescription` from libevdev's view of the device: what an
    /// evemu recording's `N: I: P: B: A: L: S:` lines would say, plus the axes' current values.
    static func readDescription(_ dev: OpaquePointer, path: String) -> DeviceDescription {
        let name = libevdev_get_name(dev).map { String(cString: $0) } ?? ""
        let id = InputID(bustype: UInt16(truncatingIfNeeded: libevdev_get_id_bustype(dev)),
                         vendor: UInt16(truncatingIfNeeded: libevdev_get_id_vendor(dev)),
                         product: UInt16(truncatingIfNeeded: libevdev_get_id_product(dev)),
                         version: UInt16(truncatingIfNeeded: libevdev_get_id_version(dev)))
        var properties = CodeSet()
        for p in 0...InputProperty.max where libevdev_has_property(dev, UInt32(p)) == 1 {
            properties.insert(p)
        }
        var d = DeviceDescription(name: name, id: id, properties: properties, node: path)
        var types = CodeSet()
        for type in 0...EventType.max where libevdev_has_event_type(dev, UInt32(type)) == 1 {
            types.insert(type)
            guard type != EventType.syn else { continue }
            let maxCode = libevdev_event_type_get_max(UInt32(type))
            guard maxCode >= 0 else { continue }
            var set = CodeSet()
            for code in 0...UInt16(maxCode) where libevdev_has_event_code(dev, UInt32(type), UInt32(code)) == 1 {
                set.insert(code)
                if type == EventType.abs, let a = libevdev_get_abs_info(dev, UInt32(code)) {
                    d.absAxes[code] = AbsInfo(minimum: a.pointee.minimum, maximum: a.pointee.maximum, fuzz: a.pointee.fuzz,
                                              flat: a.pointee.flat, resolution: a.pointee.resolution, value: a.pointee.value)
                } else if type == EventType.led || type == EventType.sw {
                    let v = libevdev_get_event_value(dev, UInt32(type), UInt32(code))
                    if v != 0 {
                        if type == EventType.led { d.leds[code] = v } else { d.switches[code] = v }
                    }
                }
            }
            d.codes[type] = set
        }
        d.codes[EventType.syn] = types
        return d
    }
}
