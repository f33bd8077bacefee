import Dispatch
import Glibc

/// Turns SIGINT and SIGTERM into a flag a loop checks (no global state, no work in a handler).
final class SignalStop {
    private var sources: [any DispatchSourceSignal] = []

    init(_ flag: StopFlag) {
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { flag.set() }
            source.resume()
            sources.append(source)
        }
    }

    func cancel() {
        for s in sources { s.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
