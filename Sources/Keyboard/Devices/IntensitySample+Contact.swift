import Intensity
import TouchInput

extension IntensitySample {
    /// The sample a decoded contact gives at `time` (seconds): every force channel it carries,
    /// normalised and, for contact size, in millimetres when the axis has a resolution.
    /// Position is the normalised device position (diagnostics only).
    @inlinable public init(contact c: Contact, time: Double) {
        self.init(time: time, pressure: c.normalisedPressure, touchMajor: c.normalisedTouchMajor,
                  touchMinor: c.normalisedTouchMinor, touchMajorMillimetres: c.touchMajorMillimetres,
                  touchMinorMillimetres: c.touchMinorMillimetres, x: c.normalisedX, y: c.normalisedY)
    }
}
