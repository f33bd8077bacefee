import Pressboard
import Rendering
import TouchInput

/// The shape of a replay's pictures: the device's aspect ratio when its size is known (a 16:9
/// touchscreen gives a 16:9 picture, not 800×600), unless `--screen-width`/`--screen-height`
/// say otherwise. Only the picture changes; the replayed session keeps its own scene size.
struct CanvasShape {
    /// Height over width of the device's active area, from its axes' sizes in millimetres.
    var aspect: Double?
    /// The size `--screen-width`/`--screen-height` asked for (the spec's screen), which wins.
    var given: ScreenSize?

    init(device: DeviceDescription, given: ScreenSize?) {
        self.given = given
        guard given == nil, let (x, y) = device.positionAxes, let w = x.lengthMillimetres, let h = y.lengthMillimetres,
              w > 0, h > 0, (h / w).isFinite else { aspect = nil; return }
        aspect = min(3, max(1.0 / 3, h / w))
    }

    func apply(_ snapshot: SceneSnapshot) -> SceneSnapshot {
        var s = snapshot
        if let given {
            s.width = given.width
            s.height = given.height
            return s
        }
        guard let aspect else { return snapshot }
        s.height = max(16, Int((Double(s.width) * aspect).rounded()))
        return s
    }
}
