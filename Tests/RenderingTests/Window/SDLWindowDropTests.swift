import CSDL2
import Testing
@testable import Rendering

extension SDLWindowTests {
    /// SDL's drop event (what a file manager's drag and drop gives the window) comes out as
    /// `.dropFile` with the path; SDL's copy of the path is freed by the translation.
    @Test func aDroppedFileArrivesAsItsPath() throws {
        let window = try SDLWindow(title: "Pressboard test", width: 100, height: 100)
        _ = window.pollEvents()
        var e = SDL_Event()
        e.type = SDL_DROPFILE.rawValue
        e.drop.file = SDL_strdup("/tmp/photo été.jpg")
        #expect(SDL_PushEvent(&e) == 1)
        #expect(window.pollEvents().contains(.dropFile("/tmp/photo été.jpg")))
    }
}
