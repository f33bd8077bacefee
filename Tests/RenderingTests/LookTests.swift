import Testing
import TextEditing
@testable import Rendering

@Test func writesLook() throws {
    let r = SceneRenderer()
    for (name, scheme) in [("weight", .weight), ("hue", .hueGYR), ("alpha", .alpha), ("size", .fontSize)] as [(String, TextEditing.RenderScheme)] {
        try r.image(Fixture.fullScene(scheme: scheme, time: 0.5)).writePNG(to: "/tmp/rt/scene-\(name).png")
    }
}
