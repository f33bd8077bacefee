// libFuzzer target: the document archive decoder (public API; the format is helper `docs`'s).
import FuzzDriver
import TextEditing

runFuzzer { data, count in
    let bytes = fuzzInput(data, count)
    if let (document, _) = try? DocumentArchive.decode(bytes, file: "fuzz.pbdoc") {
        _ = DocumentArchive.encode(document)
    }
    return 0
}
