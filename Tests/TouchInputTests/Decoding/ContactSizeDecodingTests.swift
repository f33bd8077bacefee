import Testing
@testable import TouchInput

/// Contact size reaches the intensity stage in millimetres when the axis has a resolution; a
/// size axis with an empty range is treated as absent.
@Suite struct ContactSizeDecodingTests {
    func firstContact(_ d: DeviceDescription, major: Int32, minor: Int32) -> Contact {
        var s = EventScript()
        s.abs(AbsCode.mtTrackingID, 1); s.abs(AbsCode.mtPositionX, 100); s.abs(AbsCode.mtPositionY, 100)
        s.abs(AbsCode.mtTouchMajor, major); s.abs(AbsCode.mtTouchMinor, minor); s.key(KeyCode.touch, 1)
        s.report()
        return s.frames(d)[0].contacts[0]
    }

    @Test func sizesWithResolutionComeInMillimetres() throws {
        let c = firstContact(try Fixtures.device("size-only-1mm.evemu"), major: 9, minor: 7)
        #expect(c.touchMajorMillimetres == 9 && c.touchMinorMillimetres == 7)
        #expect(c.pressure == nil)
    }

    @Test func sizesWithoutResolutionHaveNoMillimetres() throws {
        let c = firstContact(try Fixtures.device("size-without-resolution.evemu"), major: 80, minor: 60)
        #expect(c.touchMajorMillimetres == nil)
        #expect(abs((c.normalisedTouchMajor ?? 0) - 80.0 / 4095) < 1e-12)
    }

    @Test func emptySizeRangesAreAbsent() throws {
        let c = firstContact(try Fixtures.device("size-axis-empty-range.evemu"), major: 3, minor: 7)
        #expect(c.normalisedTouchMajor == nil && c.normalisedTouchMinor == nil && c.touchMajorMillimetres == nil)
    }
}
