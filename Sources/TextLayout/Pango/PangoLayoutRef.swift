import CPangoCairo

/// Owns one PangoLayout (one per paragraph). Thread rule: confined to the owning engine's thread.
final class PangoLayoutRef {
    let pointer: OpaquePointer

    init(context: PangoContextRef) {
        pointer = pango_layout_new(context.pointer)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }
}
