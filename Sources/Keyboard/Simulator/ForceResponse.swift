#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a simulated finger or pen turns force into what the device measures, so synthesis can
/// be varied instead of matching one device: the sensor's response curve and the width of a
/// finger's contact from a light to a firm press.
public struct ForceResponse: Hashable, Sendable {
    /// Measured level = force^exponent (1: linear; 0.5: an area sensor, whose width grows
    /// like the square root of force; 2: a stiff sensor that barely moves for light touches).
    public var exponent: Double
    /// Contact width (mm) of the lightest and the firmest press.
    public var lightMillimetres: Double
    public var firmMillimetres: Double

    public init(exponent: Double = 1, lightMillimetres: Double = 6, firmMillimetres: Double = 14) {
        self.exponent = exponent
        self.lightMillimetres = lightMillimetres
        self.firmMillimetres = firmMillimetres
    }

    /// Linear pressure, 6–14 mm contacts (the range `ContactSizeScale` reads).
    public static let `default` = ForceResponse()

    /// The measured level 0…1 of a force 0…1.
    func level(_ force: Double) -> Double {
        let f = force.isFinite ? min(max(force, 0), 1) : 0
        let e = exponent.isFinite && exponent > 0 ? exponent : 1
        return e == 1 || f == 0 ? f : pow(f, e)
    }

    /// The contact width (mm) of a force 0…1.
    func millimetres(_ force: Double) -> Double {
        lightMillimetres + (firmMillimetres - lightMillimetres) * level(force)
    }
}
