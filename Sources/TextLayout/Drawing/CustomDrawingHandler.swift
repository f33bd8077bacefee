/// Draws one custom-drawing call. Handlers run on the engine's thread during `draw`.
public typealias CustomDrawingHandler = (CustomDrawingCall, DrawingContext) -> Void

/// One registration: handlers on a layer run in registration order (defined, unlike Lexical's
/// dictionary order), so overlapping decorations have a stable z-order.
struct CustomDrawingRegistration {
    var key: AttributeKey
    var layer: CustomDrawingLayer
    var granularity: CustomDrawingGranularity
    var handler: CustomDrawingHandler
}
