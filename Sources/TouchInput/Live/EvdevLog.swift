import CEvdev
import Glibc

/// The messages libevdev logged about one device (kernel bugs it worked around, clamped
/// slots, discarded double tracking ids), kept per device instead of going to a global handler.
///
/// Owned by its `EvdevDevice` and used on the same thread.
public final class EvdevLog {
    /// Oldest first; at most `capacity` are kept, older ones are dropped.
    public private(set) var messages: [String] = []
    /// How many messages were dropped because the log was full.
    public private(set) var droppedCount = 0
    public let capacity: Int

    init(capacity: Int = 64) { self.capacity = capacity }

    func append(_ message: String) {
        if messages.count >= capacity {
            messages.removeFirst()
            droppedCount += 1
        }
        messages.append(message)
    }

    /// Installs this log as `dev`'s device log handler. Called before `libevdev_set_fd` (so no
    /// message goes to libevdev's global handler) and again after it, because libevdev's reset
    /// inside `set_fd` drops the handler's user data. The log must outlive the libevdev handle.
    func install(on dev: OpaquePointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        libevdev_set_device_log_function(dev, { _, priority, data, _, _, _, format, args in
            guard let data, let format, let args else { return }
            var buffer = [CChar](repeating: 0, count: 512)
            let text = buffer.withUnsafeMutableBufferPointer { b -> String in
                _ = vsnprintf(b.baseAddress!, b.count, format, args)
                return String(cString: b.baseAddress!)
            }
            let level = priority == LIBEVDEV_LOG_ERROR ? "error" : (priority == LIBEVDEV_LOG_INFO ? "info" : "debug")
            var line = text
            while line.last == "\n" { line.removeLast() }
            Unmanaged<EvdevLog>.fromOpaque(data).takeUnretainedValue().append("\(level): \(line)")
        }, LIBEVDEV_LOG_INFO, context)
    }
}
