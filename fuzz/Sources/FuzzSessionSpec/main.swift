// libFuzzer target: a session spec as a recording's header carries it — the `# pressboard-spec:`
// comment lines read by `SessionSpecHeader.read` (located errors) and the JSON decoded as a
// `SessionSpec` (version check, every field optional), then encoded again.
import FuzzDriver
import FoundationEssentials
import Pressboard

runFuzzer { data, count in
    let bytes = fuzzInput(data, count)
    let text = String(decoding: bytes, as: UTF8.self)
    if let read = try? SessionSpecHeader.read(text: text, file: "fuzz.evemu") {
        _ = SessionSpecHeader.encode(read.spec)
    }
    if let spec = try? JSONDecoder().decode(SessionSpec.self, from: Data(bytes)) {
        _ = SessionSpecHeader.comments(for: spec)
    }
    return 0
}
