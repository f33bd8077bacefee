import Glibc

/// Finds the evdev nodes of this machine, describes the ones it can open, and picks
/// the touch device Pressboard should use when the user named none.
///
/// Configuration is a value: the directory to scan (`/dev/input` unless a test or a
/// chroot says otherwise).
public struct DeviceScanner: Sendable {
    /// One node found by a scan: its description and class, or why it could not be read.
    public struct Entry: Sendable {
        public var path: String
        /// The description read through libevdev, or the error opening it gave.
        public var result: Result<DeviceDescription, EvdevError>
        /// The initial slot at open time (nil without slots or when unreadable).
        public var initialSlot: Int?

        public var description: DeviceDescription? { try? result.get() }
        public var error: EvdevError? {
            if case .failure(let e) = result { return e }
            return nil
        }
        public var classification: DeviceClassification? { description?.classification }

        /// True for a touchscreen, pen tablet or pen display.
        public var isTouchDevice: Bool {
            guard let k = classification?.kind else { return false }
            return k == .touchscreen || k == .penTablet || k == .penDisplay
        }
    }

    /// The directory holding `event*` nodes.
    public var directory: String

    public init(directory: String = "/dev/input") {
        self.directory = directory
    }

    /// The `eventN` node paths in `directory`, sorted by N (event2 before event10).
    /// Throws `.noInputDirectory` when the directory does not exist.
    public func nodePaths() throws(EvdevError) -> [String] {
        guard let dir = opendir(directory) else {
            let e = Glibc.errno
            if e == ENOENT || e == ENOTDIR { throw .noInputDirectory(path: directory) }
            throw e == EACCES || e == EPERM
                ? .permissionDenied(path: directory, errno: e, group: SystemErrno.owningGroup(of: directory))
                : .system(path: directory, operation: "opendir", errno: e)
        }
        defer { closedir(dir) }
        var numbered: [(Int, String)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard name.hasPrefix("event"), let n = Int(name.dropFirst(5)), n >= 0 else { continue }
            numbered.append((n, directory + "/" + name))
        }
        return numbered.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// Opens every node briefly (no grab), reads its description, and closes it again.
    /// Unreadable nodes are listed with their error, not skipped.
    public func scan() throws(EvdevError) -> [Entry] {
        try nodePaths().map { path -> Entry in
            do throws(EvdevError) {
                let device = try EvdevDevice(path: path, grab: false, clock: .realtime)
                return Entry(path: path, result: .success(device.deviceDescription), initialSlot: device.initialSlot)
            } catch {
                return Entry(path: path, result: .failure(error), initialSlot: nil)
            }
        }
    }

    /// The first touchscreen or pen tablet in numeric node order. Throws `.noInputDirectory`
    /// without `/dev/input`, `.noTouchDevice` (naming unreadable nodes) when none qualifies.
    public func firstTouchDevice() throws(EvdevError) -> Entry {
        let entries = try scan()
        if let first = entries.first(where: \.isTouchDevice) { return first }
        throw .noTouchDevice(directory: directory, unreadable: entries.compactMap { e in e.error.map { "\(e.path) (\(Self.short($0)))" } })
    }

    private static func short(_ e: EvdevError) -> String {
        switch e {
        case .permissionDenied: return "permission denied"
        case .notEvdev: return "not evdev"
        case .removed: return "removed"
        case .busy: return "busy"
        default: return e.errno.map { SystemErrno.name($0) } ?? "error"
        }
    }
}
