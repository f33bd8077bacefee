// libFuzzer target: libinput-record YAML (nesting bound, Yams, event entries) and the decoder.
import TouchInput

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibinputYAML(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard var reader = try? LibinputRecordReader(bytes: bytes, name: "fuzz.yaml"), let description = reader.description else { return 0 }
    var decoder = MultitouchDecoder(description: description)
    while let event = try? reader.next() { _ = decoder.feed(event) }
    return 0
}
