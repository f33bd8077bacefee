import Testing
@testable import TouchInput

/// libinput-record YAML written by Pressboard reads back to the same device and events (times
/// count from the first event, as libinput record's do), keeping header comments.
@Suite struct LibinputRecordRoundTripTests {
    static let fixtures = ["touchscreen-two-fingers.evemu", "pen-tablet-strokes.evemu",
                           "resistive-single-touch.evemu", "protocol-a-panel.evemu"]

    func write(_ d: DeviceDescription, _ events: [InputEvent], comments: [String]) -> String {
        var w = LibinputRecordWriter(description: d)
        var text = w.header(extraComments: comments)
        for e in events { text += w.lines(for: e) }
        return text
    }

    @Test(arguments: fixtures)
    func writeThenReadGivesTheSameDescriptionAndEvents(name: String) throws {
        let (desc, events, _) = try TraceFile.readAll(Fixtures.trace(name))
        var d = try #require(desc)
        d.node = "/dev/input/event4"
        let text = write(d, events, comments: ["intended: hello \"world\""])
        var r = try LibinputRecordReader(source: LineSource(bytes: Array(text.utf8), name: "roundtrip.yaml"))
        var back: [InputEvent] = []
        while let e = try r.next() { back.append(e) }
        let origin = events.first?.time.microseconds ?? 0
        let shifted = events.map { e in
            var e = e
            e.time = Timestamp(microseconds: e.time.microseconds - origin)
            return e
        }
        let read = try #require(r.description)
        #expect(read.name == d.name)
        #expect(read.id == d.id)
        #expect(read.absAxes == d.absAxes)
        #expect(read.properties == d.properties)
        #expect(read.classification == d.classification)
        #expect(back == shifted)
        #expect(r.headerComments.contains("intended: hello \"world\""))
    }

    @Test func namesWithQuotesAndControlCharactersStayOneYAMLScalar() {
        #expect(LibinputRecordWriter.quoted("Pen \"Pro\"\\2") == "\"Pen \\\"Pro\\\"\\\\2\"")
        #expect(LibinputRecordWriter.quoted("a\u{1}b") == "\"a\\u0001b\"")
    }
}
