import Testing
import PropertyBased
@testable import Intensity

@Suite struct RankCorrelationTests {
    @Test func orderAgreementAndReversal() {
        #expect(RankCorrelation.spearman([1, 2, 3, 4], [10, 20, 30, 40]) == 1)
        #expect(RankCorrelation.spearman([1, 2, 3, 4], [40, 30, 20, 10]) == -1)
        // A monotone but nonlinear relation is still perfect.
        #expect(RankCorrelation.spearman([1.0, 2, 3, 4], [1.0, 8, 27, 64]) == 1)
    }

    /// Every measured intensity equal: no order recovered, ρ = 0.
    @Test func constantSideScoresZero() {
        #expect(RankCorrelation.spearman([10, 50, 90], [40, 40, 40]) == 0)
    }

    @Test func tiesShareTheirMeanRank() {
        #expect(RankCorrelation.ranks([5, 1, 5, 3]) == [3.5, 1, 3.5, 2])
        // Textbook value: x = 1…5, y = 1, 2, 2, 4, 5 → ρ = 0.9747 (ranks 1, 2.5, 2.5, 4, 5).
        let rho = RankCorrelation.spearman([1.0, 2, 3, 4, 5], [1.0, 2, 2, 4, 5])!
        #expect(abs(rho - 0.974679) < 1e-5)
    }

    @Test func unusableInputIsNil() {
        #expect(RankCorrelation.spearman([1.0], [1.0]) == nil)
        #expect(RankCorrelation.spearman([1.0, 2], [1.0]) == nil)
        #expect(RankCorrelation.spearman([1.0, .nan], [1.0, 2]) == nil)
    }

    /// ρ is blind to monotone transforms of either side and stays within −1…1.
    @Test func invariantUnderMonotoneTransforms() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0...100).array(of: 2...30), Gen.double(in: 0...100).array(of: 2...30)) { a, b in
            let n = min(a.count, b.count)
            let x = Array(a.prefix(n)), y = Array(b.prefix(n))
            guard let rho = RankCorrelation.spearman(x, y) else { return }
            #expect(rho >= -1.000001 && rho <= 1.000001)
            let cubed = RankCorrelation.spearman(x.map { $0 * $0 * $0 + 7 }, y)!
            #expect(abs(cubed - rho) < 1e-9)
        }
    }
}
