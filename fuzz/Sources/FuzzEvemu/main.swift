// libFuzzer target: the evemu reader and the multitouch decoder behind it.
import FuzzDriver
import TouchInput

runFuzzer { data, count in
    let bytes = Array(fuzzInput(data, count))
    guard var reader = try? EvemuReader(bytes: bytes, name: "fuzz.evemu"), let description = reader.description else { return 0 }
    var decoder = MultitouchDecoder(description: description)
    var last = Timestamp(seconds: 0, microseconds: 0)
    while let event = try? reader.next() {
        _ = decoder.feed(event)
        last = event.time
    }
    _ = decoder.finish(at: last)
    return 0
}
