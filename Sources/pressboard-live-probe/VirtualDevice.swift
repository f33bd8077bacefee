import CEvdev
import Glibc
import TouchInput

/// A kernel input device created through uinput (libevdev-uinput) from a `DeviceDescription`,
/// so the live-kernel test can play exact event sequences into a real evdev node.
final class VirtualDevice {
    private let dev: OpaquePointer
    private let uidev: OpaquePointer
    /// The `/dev/input/eventN` node the kernel created.
    let node: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(_ d: DeviceDescription) throws {
        guard let dev = libevdev_new() else { throw Failure(description: "libevdev_new failed") }
        libevdev_set_name(dev, d.name)
        libevdev_set_id_bustype(dev, Int32(d.id.bustype))
        libevdev_set_id_vendor(dev, Int32(d.id.vendor))
        libevdev_set_id_product(dev, Int32(d.id.product))
        libevdev_set_id_version(dev, Int32(d.id.version))
        for p in d.properties { libevdev_enable_property(dev, UInt32(p)) }
        for (type, codes) in d.codes where type != EventType.syn {
            libevdev_enable_event_type(dev, UInt32(type))
            for code in codes {
                if type == EventType.abs, let a = d.absAxes[code] {
                    var info = input_absinfo(value: a.value, minimum: a.minimum, maximum: a.maximum,
                                             fuzz: a.fuzz, flat: a.flat, resolution: a.resolution)
                    libevdev_enable_event_code(dev, UInt32(type), UInt32(code), &info)
                } else {
                    libevdev_enable_event_code(dev, UInt32(type), UInt32(code), nil)
                }
            }
        }
        var ui: OpaquePointer? = nil
        let rc = libevdev_uinput_create_from_device(dev, Int32(LIBEVDEV_UINPUT_OPEN_MANAGED.rawValue), &ui)
        guard rc == 0, let ui else {
            libevdev_free(dev)
            throw Failure(description: "uinput device creation failed: \(String(cString: strerror(-rc)))")
        }
        self.dev = dev
        self.uidev = ui
        guard let n = libevdev_uinput_get_devnode(ui) else {
            throw Failure(description: "uinput device has no devnode")
        }
        self.node = String(cString: n)
    }

    private var destroyed = false

    /// Writes one event (the kernel stamps it); SYN_REPORT completes a frame.
    func write(_ type: UInt16, _ code: UInt16, _ value: Int32) throws {
        let rc = libevdev_uinput_write_event(uidev, UInt32(type), UInt32(code), value)
        if rc != 0 { throw Failure(description: "uinput write failed: \(String(cString: strerror(-rc)))") }
    }

    /// Writes a frame: the events, then SYN_REPORT.
    func frame(_ events: [(UInt16, UInt16, Int32)]) throws {
        for e in events { try write(e.0, e.1, e.2) }
        try write(EventType.syn, SynCode.report, 0)
    }

    /// Removes the device from the kernel, as an unplug would.
    func destroy() {
        guard !destroyed else { return }
        destroyed = true
        libevdev_uinput_destroy(uidev)
    }

    deinit {
        destroy()
        libevdev_free(dev)
    }
}
