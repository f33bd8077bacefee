import ArgumentParser
import Foundation
import Keyboard
import Testing
import TouchInput
@testable import PressboardCLI

/// `evaluate` types on every device the simulator can write (protocol-A panels too) and fails
/// with the simulator's reason on one it cannot: before, every phrase was skipped and the
/// figures read as a perfect 0 %.
@Suite struct EvaluateDeviceTests {
    @Test func aProtocolAPanelIsTypedAndADeviceWithoutAxesIsNamed() throws {
        let keyset = try KeysetSearch.load(id: "english", override: nil)
        let panel = try KeysetSearch.description(Self.root + "/Tests/Fixtures/traces/protocol-a-panel.evemu")
        #expect(panel.classification.protocolKind == .multitouchA)
        try TypingEvaluationRunner.checkTypable(description: panel, keyset: keyset)
        var buttons = DeviceDescription(name: "Buttons", id: InputID(bustype: 0x03, vendor: 1, product: 2, version: 1))
        buttons.enable(type: EventType.key, code: KeyCode.touch)
        #expect { try TypingEvaluationRunner.checkTypable(description: buttons, keyset: keyset) } throws: { error in
            "\(error)".contains("Buttons") && "\(error)".contains("no position axes")
        }
    }

    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        while let last = parts.last, last != "Tests" { parts.removeLast() }
        parts.removeLast()
        return parts.joined(separator: "/")
    }()
}
