import Glibc
import Testing
import TextEditing
@testable import Rendering

/// What the cache hands the drawing: the thumbnail, or a placeholder saying why — a file gone,
/// changed since it was attached, or not an image — never an error that stops drawing.
@Suite struct ThumbnailCacheTests {
    func copy(_ from: String, _ to: String) throws {
        let bytes = try ImageFileProbe.read(from)
        let f = fopen(to, "wb")
        defer { fclose(f) }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
    }

    func reason(_ e: ThumbnailCache.Entry) -> PlaceholderReason? {
        if case .placeholder(let r) = e { return r }
        return nil
    }

    @Test func missingChangedAndNotAnImageBecomePlaceholders() throws {
        let dir = Fixture.tempDirectory()
        try copy(Fixture.images + "/stripes.png", dir + "/a.png")
        let attachment = try ImageFileProbe.attachment(path: "a.png", relativeTo: dir)
        let cache = ThumbnailCache()
        guard case .image(let t) = cache.entry(for: attachment, folder: dir, longSide: 32) else { Issue.record("no image"); return }
        #expect((t.width, t.height) == (32, 16))
        #expect(reason(cache.entry(for: attachment, folder: "/nonexistent", longSide: 32)) == .missing)
        try copy(Fixture.images + "/photo.jpg", dir + "/a.png")  // same name, other bytes
        #expect(reason(cache.entry(for: attachment, folder: dir, longSide: 32)) == .changed)
        try copy(Fixture.images + "/not-an-image.png", dir + "/b.png")
        let unresolved = ImageAttachment(path: "b.png", pixelWidth: 0, pixelHeight: 0, contentHash: nil)
        #expect(reason(cache.entry(for: unresolved, folder: dir, longSide: 32)) == .notAnImage)
        for f in ["a.png", "b.png"] { unlink(dir + "/" + f) }
        rmdir(dir)
    }
}
