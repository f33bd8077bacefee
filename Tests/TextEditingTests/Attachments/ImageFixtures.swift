import Glibc

/// Paths of the committed image fixtures (`Tests/Fixtures/images/`) and scratch folders.
enum ImageFixtures {
    static var folder: String {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)  // TextEditingTests/Attachments/ImageFixtures.swift
        return parts.joined(separator: "/") + "/Fixtures/images"
    }

    /// 48 × 24 PNG: red left half with a white disc, blue right half.
    static var png: String { folder + "/stripes.png" }
    /// 40 × 60 JPEG: a yellow-to-green gradient with a black square in the middle.
    static var jpeg: String { folder + "/photo.jpg" }
    /// Text named `.png`.
    static var notAnImage: String { folder + "/not-an-image.png" }

    static func tempDir() -> String {
        var template = Array("/tmp/pressboard-images-XXXXXX".utf8CString)
        _ = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func copy(_ from: String, to: String) {
        guard let f = fopen(from, "rb"), let t = fopen(to, "wb") else { return }
        var buf = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buf, 1, buf.count, f)
            if n == 0 { break }
            fwrite(buf, 1, n, t)
        }
        fclose(f); fclose(t)
    }
}
