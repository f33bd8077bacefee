/// What a device advertises about the axes that can carry force — pressure and contact size —
/// as plain numbers, so the intensity stage can choose an interpreter without knowing evdev.
public struct ForceProxyAxes: Sendable, Hashable {
    /// One advertised axis: its evdev name (for messages), range and resolution.
    public struct Axis: Sendable, Hashable {
        /// The evdev name, e.g. `ABS_MT_TOUCH_MAJOR`.
        public var name: String
        public var minimum: Int32
        public var maximum: Int32
        /// Units per millimetre for size axes (units per gram for pressure); 0 = unknown.
        public var resolution: Int32

        public init(name: String, minimum: Int32, maximum: Int32, resolution: Int32) {
            self.name = name
            self.minimum = minimum
            self.maximum = maximum
            self.resolution = resolution
        }

        /// A range that can hold a value: maximum above minimum.
        public var hasRange: Bool { Int64(maximum) > Int64(minimum) }
        /// A usable physical scale: a positive resolution.
        public var hasResolution: Bool { resolution > 0 }
    }

    /// `ABS_MT_PRESSURE`, else `ABS_PRESSURE`.
    public var pressure: Axis?
    /// `ABS_MT_TOUCH_MAJOR`.
    public var touchMajor: Axis?
    /// `ABS_MT_TOUCH_MINOR`.
    public var touchMinor: Axis?

    public init(pressure: Axis? = nil, touchMajor: Axis? = nil, touchMinor: Axis? = nil) {
        self.pressure = pressure
        self.touchMajor = touchMajor
        self.touchMinor = touchMinor
    }
}
