/// Collects the probe's checks and prints them as `ok:`/`FAIL:` lines and a closing count.
struct ProbeReport {
    private(set) var passed = 0
    private(set) var failed = 0

    mutating func check(_ condition: Bool, _ what: String, detail: @autoclosure () -> String = "") {
        if condition {
            passed += 1
            print("ok: \(what)")
        } else {
            failed += 1
            let d = detail()
            print("FAIL: \(what)" + (d.isEmpty ? "" : " — \(d)"))
        }
    }

    func info(_ s: String) { print("info: \(s)") }
}
