/// What is touching: `ABS_MT_TOOL_TYPE` for multitouch, the `BTN_TOOL_*` in proximity for pens.
public enum ToolKind: String, Sendable, Hashable, Codable {
    case finger
    case pen
    case eraser
    case palm
    case other
}
