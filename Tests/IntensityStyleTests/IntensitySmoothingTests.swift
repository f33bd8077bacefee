import IntensityStyle
import Testing

/// The one smoothing: integer means per unit, units covering the text.
@Suite struct IntensitySmoothingTests {
    @Test func meansAreIntegerAndSkipClustersWithoutIntensity() {
        let out = IntensitySmoothing.smoothed([10, 21, nil, 0, 100], units: [0..<3, 3..<5])
        #expect(out == [15, 15, nil, 50, 50])
    }

    @Test func separatorsJoinTheFollowingUnitAndTrailingOnesTheLast() {
        // "ab  cd.  " with word ends at 2 and 7, content ending at 7.
        #expect(IntensitySmoothing.covering(ends: [7, 2], length: 9) == [0..<2, 2..<7, 7..<9])
        #expect(IntensitySmoothing.covering(ends: [2, 7], length: 9, contentEnd: 7) == [0..<2, 2..<9])
        #expect(IntensitySmoothing.covering(ends: [0, 9, 12], length: 9) == [0..<9])
        #expect(IntensitySmoothing.covering(ends: [], length: 0) == [])
    }

    @Test func utf16UnitsBecomeClusterUnits() {
        // Clusters "é" (1), "👍" (2), "a" (1): UTF-16 units 0..<1, 1..<4.
        #expect(IntensitySmoothing.clusterUnits([0..<1, 1..<4], clusterLengths: [1, 2, 1]) == [0..<1, 1..<3])
    }
}
