/// Facts about this build of Pressboard that the command line and saved files report.
public enum PressboardInfo {
    /// Semantic version of the engine.
    public static let version = "0.1.0"
}
