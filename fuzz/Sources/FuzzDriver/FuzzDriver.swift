/// Runs libFuzzer with `body` as the target.
///
/// SwiftPM links an executable target's `main` to the module's own entry point, so libFuzzer's
/// `main()` is never linked in; each target's `main.swift` calls this instead, which hands
/// the command line to libFuzzer's driver (`LLVMFuzzerRunDriver`, in the runtime that
/// `-sanitize=fuzzer` links).
public func runFuzzer(_ body: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    exit(llvmFuzzerRunDriver(&argc, &argv, body))
}

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_silgen_name("exit")
private func exit(_ status: CInt) -> Never

/// The input as a buffer (libFuzzer passes a null pointer for the empty input).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: count > 0 ? data : nil, count: count)
}
