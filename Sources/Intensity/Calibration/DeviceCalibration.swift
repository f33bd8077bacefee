/// Everything calibrated for one device: its pressure channel and its contact-size channel.
/// Either may be absent (a touchscreen without pressure has only `contactArea`).
public struct DeviceCalibration: Sendable, Hashable, Codable {
    /// Correction of normalised pressure.
    public var pressure: PressureCalibration?
    /// Correction of normalised contact size (``IntensitySample/contactSize``).
    public var contactArea: PressureCalibration?
    /// How many touches the values were learned from (0 when set by hand); informational.
    public var touches: Int?

    public init(pressure: PressureCalibration? = nil, contactArea: PressureCalibration? = nil, touches: Int? = nil) {
        self.pressure = pressure
        self.contactArea = contactArea
        self.touches = touches
    }
}
