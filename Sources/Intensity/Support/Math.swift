#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C math functions this module needs, in one place, so other files need not import the
/// platform C library (FoundationEssentials does not re-export `log1p`/`pow`).
@usableFromInline enum Math {
    /// ln(1 + x), accurate for small x.
    @usableFromInline static func lnOnePlus(_ x: Double) -> Double { log1p(x) }
    /// x raised to y.
    @usableFromInline static func power(_ x: Double, _ y: Double) -> Double { pow(x, y) }
}
