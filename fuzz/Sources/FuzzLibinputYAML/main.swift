// libFuzzer target: libinput-record YAML (nesting bound, Yams, event entries) and the decoder.
import FuzzDriver
import TouchInput

runFuzzer { data, count in
    let bytes = Array(fuzzInput(data, count))
    guard var reader = try? LibinputRecordReader(bytes: bytes, name: "fuzz.yaml"), let description = reader.description else { return 0 }
    var decoder = MultitouchDecoder(description: description)
    while let event = try? reader.next() { _ = decoder.feed(event) }
    return 0
}
