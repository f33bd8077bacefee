import Foundation
import Testing

/// `render notes.md --png`: Markdown images are read against the Markdown file's folder and
/// drawn; a missing one is a placeholder with a note, not a failure; `--image-size` is checked.
@Suite struct RenderImagesTests {
    @Test func markdownWithImagesRendersFromItsOwnFolder() throws {
        let dir = PressboardProcess.scratch("render-images")
        let images = PressboardProcess.root + "/Tests/Fixtures/images"
        try FileManager.default.copyItem(atPath: images + "/stripes.png", toPath: dir + "/stripes.png")
        try "Flag ![flag](stripes.png) and ![gone](gone.png)\n".write(toFile: dir + "/notes.md", atomically: true, encoding: .utf8)
        // Run from elsewhere: the relative path must not depend on the working directory.
        let r = try PressboardProcess.run(["render", dir + "/notes.md", "--png", dir + "/out.png", "--html", dir + "/out.html", "--image-size", "160"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.err.contains("gone.png") && !r.err.contains("stripes.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/out.png"))
        let html = try String(contentsOfFile: dir + "/out.html", encoding: .utf8)
        #expect(html.contains("<img src=\"stripes.png\" width=\"160\" height=\"80\" alt=\"flag\""))
    }

    @Test func anImageSizeOutsideTheThreeIsAUsageError() throws {
        let r = try PressboardProcess.run(["render", "x.md", "--png", "/tmp/x.png", "--image-size", "48"])
        #expect(r.status == 2)
        #expect(r.err.contains("--image-size must be 32, 64 or 160"))
    }
}
