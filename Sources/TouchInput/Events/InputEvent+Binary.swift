extension InputEvent {
    /// Size of one `struct input_event` on 64-bit Linux: two 64-bit time fields, u16 type,
    /// u16 code, s32 value.
    public static let binarySize = 24

    /// Decodes the kernel's binary `struct input_event` (native byte order) at `offset`.
    /// The caller guarantees `offset + 24 <= buffer.count`.
    @inlinable
    public init(binary buffer: UnsafeRawBufferPointer, at offset: Int) {
        let sec = buffer.loadUnaligned(fromByteOffset: offset, as: Int64.self)
        let usec = buffer.loadUnaligned(fromByteOffset: offset + 8, as: Int64.self)
        self.init(time: Timestamp(seconds: sec, microseconds: usec),
                  type: buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt16.self),
                  code: buffer.loadUnaligned(fromByteOffset: offset + 18, as: UInt16.self),
                  value: buffer.loadUnaligned(fromByteOffset: offset + 20, as: Int32.self))
    }

    /// Appends the binary `struct input_event` form to `bytes`.
    public func appendBinary(to bytes: inout [UInt8]) {
        withUnsafeBytes(of: time.wholeSeconds) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: time.subsecondMicroseconds) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: type) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: code) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
    }
}
