// libFuzzer target: the document archive decoder (public API; the format is helper `docs`'s).
import TextEditing

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocumentArchive(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: count)
    if let (document, _) = try? DocumentArchive.decode(bytes, file: "fuzz.pbdoc") {
        _ = DocumentArchive.encode(document)
    }
    return 0
}
