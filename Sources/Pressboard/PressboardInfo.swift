/// Facts about this build of Pressboard that the command line and saved files report.
public enum PressboardInfo {
    /// Semantic version of the engine; written into archives and traces made by `record` and `synth`.
    public static let version = "0.1.0"
}
