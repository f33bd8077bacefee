import Pressboard
import Rendering
import TouchInput

/// `keysets show ID --png/--svg FILE`: the keyset drawn as a session draws it, on the device of
/// `--description` (else a plain touchscreen of the scene's shape), with no suggestions bar.
enum KeysetPicture {
    /// A direct touchscreen spanning the scene, for pictures without a device description.
    static func plainTouchscreen(width: Int, height: Int) -> DeviceDescription {
        DeviceDescription(name: "keyset preview touchscreen", properties: CodeSet([InputProperty.direct]),
                          codes: [EventType.key: CodeSet([KeyCode.touch]), EventType.abs: CodeSet([AbsCode.x, AbsCode.y])],
                          absAxes: [AbsCode.x: AbsInfo(minimum: 0, maximum: Int32(width)), AbsCode.y: AbsInfo(minimum: 0, maximum: Int32(height))])
    }

    static func write(keysetID: String, directory: String?, device: DeviceDescription?, png: String?, svg: String?) throws {
        var spec = SessionSpec()
        spec.keyset.id = keysetID
        if let directory { spec.keyset.directories = [directory] }
        spec.suggestions.enabled = false
        let d = device ?? plainTouchscreen(width: spec.screen.width, height: spec.screen.height)
        let built: SessionBuild
        do { built = try SpecResolution.builder().build(spec, device: d) }
        catch { throw CommandFailure(message: error.description) }
        let snapshot = built.session.sceneSnapshot()
        let renderer = SceneRenderer()
        if let png { try renderer.image(snapshot).writePNG(to: png) }
        if let svg { try writeBytes(renderer.svg(snapshot), to: svg) }
    }
}
