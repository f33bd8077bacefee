import ArgumentParser
import TouchInput

/// `--description FILE`: a device-description file (an evemu recording whose events are ignored),
/// the one name every command uses for it. `--device` is only ever a live `/dev/input` node.
struct DescriptionOption: ParsableArguments {
    @Option(help: ArgumentHelp("Device description: an evemu file (its events are ignored) that says which device the touches come from.",
                               valueName: "FILE"))
    var description: String?

    /// The description, or nil when `--description` was not given.
    func load() throws -> DeviceDescription? {
        guard let description else { return nil }
        return try KeysetSearch.description(description)
    }

    /// The description, which this command needs.
    func required() throws -> DeviceDescription {
        guard let d = try load() else { throw ValidationError("missing --description FILE (an evemu file naming the device)") }
        return d
    }
}
