import ArgumentParser
import Intensity
import Keyboard
import Pressboard

// Option values the command line parses straight into the spec's types (no strings parsed by hand).

extension InterpreterSelection: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { [automaticName] + InterpreterKind.allCases.map(\.rawValue) }
}

extension DeviceMapping.Rotation: ExpressibleByArgument {
    /// Degrees clockwise: 0, 90, 180 or 270 (other multiples of 90 wrap).
    public init?(argument: String) {
        guard let d = Int(argument), let r = Self(rawValue: ((d % 360) + 360) % 360) else { return nil }
        self = r
    }
    public static var allValueStrings: [String] { allCases.map { String($0.rawValue) } }
}

/// `--region x,y,width,height` in fractions of the device.
struct RegionArgument: ExpressibleByArgument, Hashable {
    var rect: NormalisedRect

    init?(argument: String) {
        let parts = argument.split(separator: ",").map { Double($0.filter { $0 != " " }) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
              [x, y, w, h].allSatisfy(\.isFinite), w > 0, h > 0 else { return nil }
        rect = NormalisedRect(x: x, y: y, width: w, height: h)
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
