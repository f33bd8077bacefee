import Testing
@testable import Intensity

@Suite struct InterpreterChoiceTests {
    @Test func choosesByCapability() {
        #expect(InterpreterChoice.choose(hasPressure: true, hasTouchMajor: true).0 == .pressure)
        #expect(InterpreterChoice.choose(hasPressure: true, hasTouchMajor: false).0 == .pressure)
        let area = InterpreterChoice.choose(hasPressure: false, hasTouchMajor: true)
        #expect(area.0 == .contactArea)
        #expect(area.reason.contains("contact size"))
        let duration = InterpreterChoice.choose(hasPressure: false, hasTouchMajor: false)
        #expect(duration.0 == .duration)
        #expect(duration.reason.contains("held"))
    }

    @Test func effectiveKeepsInterpretersThatNeedNothing() {
        for k in [InterpreterKind.duration, .impactDuration, .manual] {
            #expect(InterpreterChoice.effective(k, hasPressure: false, hasTouchMajor: false) == k)
        }
        #expect(InterpreterChoice.effective(.contactArea, hasPressure: false, hasTouchMajor: false) == .duration)
    }
}
