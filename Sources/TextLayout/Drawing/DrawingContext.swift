/// What a custom drawing handler draws with: the Cairo context, the origin the text is drawn at,
/// and the engine (for geometry queries and for drawing marker strings in the engine's fonts).
///
/// Valid only during the handler call, on the engine's thread.
public struct DrawingContext {
    /// The `cairo_t *` being drawn into.
    public let cairo: OpaquePointer
    /// Container origin in the Cairo context's user space.
    public let origin: LayoutPoint
    public unowned let engine: LayoutEngine
}
