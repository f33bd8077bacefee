/// The one place the release version is written; `pressboard --version`, the man page and
/// recordings' headers read it from here.
enum PressboardVersion {
    static let string = "0.15.0"
}
