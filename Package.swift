// swift-tools-version: 6.0
// Pressboard: a simulated pressure keyboard and input-processing engine for Linux.
// The module graph follows DESIGN.md's pipeline; ARCHITECTURE.md describes it as built.
import PackageDescription

let package = Package(
    name: "Pressboard",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "pressboard", targets: ["PressboardCLI"]),
        .library(name: "TouchInput", targets: ["TouchInput"]),
        .library(name: "Pressboard", targets: ["Pressboard"]),
        .library(name: "Intensity", targets: ["Intensity"]),
        .library(name: "IntensityStyle", targets: ["IntensityStyle"]),
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "TextEditing", targets: ["TextEditing"]),
        .library(name: "Suggestions", targets: ["Suggestions"]),
        .library(name: "Rendering", targets: ["Rendering"]),
        .library(name: "Decoding", targets: ["Decoding"]),
        .library(name: "TextOutput", targets: ["TextOutput"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "5.0.1"),
        .package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        // System-library shims: module maps over pkg-config, nothing else.
        .systemLibrary(name: "CEvdev", pkgConfig: "libevdev", providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .systemLibrary(name: "CXkbCommon", pkgConfig: "xkbcommon", providers: [.apt(["libxkbcommon-dev"])]),
        .systemLibrary(name: "CHunspell", pkgConfig: "hunspell", providers: [.apt(["libhunspell-dev"])]),
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        // libjpeg(-turbo) behind a C layer that owns the setjmp of its error handling (Rendering's JPEG decoder).
        .target(name: "CJpeg", linkerSettings: [.linkedLibrary("jpeg")]),
        // Benchmark support for the executable only (malloc statistics).
        .target(name: "CBenchSupport"),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),

        // Crash-safe, identity-keeping saves and size-bounded reads, for every stage that writes files.
        .target(name: "SafeFiles"),

        // Pipeline stages.
        .target(name: "TouchInput", dependencies: [
            "CEvdev", "SafeFiles",
            .product(name: "Yams", package: "Yams"),
        ]),
        .target(name: "Intensity"),
        // Render schemes and smoothing as values: what TextEditing (options, HTML) and
        // TextLayout (attribute transformers) draw with and keys (Keyboard) choose, written once.
        .target(name: "IntensityStyle"),
        .target(name: "Keyboard", dependencies: ["TouchInput", "Intensity", "IntensityStyle", "SafeFiles"]),
        .target(name: "TextEditing", dependencies: [
            "IntensityStyle", "CXkbCommon", "SafeFiles", "CCmark",
            .product(name: "_RopeModule", package: "swift-collections"),
            .product(name: "DequeModule", package: "swift-collections"),
        ]),
        // Text out to other applications: keymaps (xkbcommon) and a uinput keyboard (libevdev).
        .target(name: "TextOutput", dependencies: ["TouchInput", "CEvdev", "CXkbCommon"]),
        .target(name: "Suggestions", dependencies: ["CHunspell", "SafeFiles"], resources: [.copy("Resources/Lexicons")]),
        // The word decoder: spatial + language model over the ranker's candidates, touch model, literal words.
        .target(name: "Decoding", dependencies: ["Suggestions", "SafeFiles"]),
        .target(name: "TextLayout", dependencies: ["IntensityStyle", "CPangoCairo"]),
        .target(name: "Rendering", dependencies: [
            "IntensityStyle", "TextLayout", "TextEditing", "Keyboard", "Suggestions", "CPangoCairo", "CSDL2", "SafeFiles", "CJpeg",
        ]),
        .target(name: "Pressboard", dependencies: [
            "TouchInput", "Intensity", "Keyboard", "IntensityStyle", "TextEditing", "Suggestions", "Decoding", "TextLayout",
            "Rendering", "SafeFiles",
        ]),
        .executableTarget(name: "PressboardCLI", dependencies: [
            "Pressboard", "TouchInput", "Intensity", "Keyboard", "IntensityStyle", "TextEditing", "Suggestions", "Decoding", "TextLayout",
            "CPangoCairo", "CBenchSupport",
            "Rendering", "SafeFiles", "TextOutput",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Runs inside the qemu guest of `make test-live`: TouchInput's live devices against a real kernel.
        .executableTarget(name: "pressboard-live-probe", dependencies: ["TouchInput", "CEvdev", "TextOutput"]),

        // Tests mirror the modules.
        .testTarget(name: "SafeFilesTests", dependencies: ["SafeFiles"]),
        .testTarget(name: "TouchInputTests", dependencies: [
            "TouchInput",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "IntensityTests", dependencies: [
            "Intensity", "TouchInput",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "KeyboardTests", dependencies: [
            "Keyboard", "TouchInput", "Intensity", "IntensityStyle",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "IntensityStyleTests", dependencies: ["IntensityStyle"]),
        .testTarget(name: "TextEditingTests", dependencies: [
            "TextEditing", "SafeFiles", "IntensityStyle",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TextOutputTests", dependencies: [
            "TextOutput", "CEvdev",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "SuggestionsTests", dependencies: [
            "Suggestions",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "DecodingTests", dependencies: [
            "Decoding", "Suggestions",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "PressboardTests", dependencies: [
            "Pressboard", "SafeFiles", "TouchInput", "Keyboard", "IntensityStyle", "TextEditing", "Suggestions", "Decoding", "Rendering",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TextLayoutTests", dependencies: [
            "TextLayout", "IntensityStyle", "CPangoCairo",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The command line: argument parsing into session specs (the executable target, @testable).
        .testTarget(name: "PressboardCLITests", dependencies: [
            "PressboardCLI", "Pressboard", "Keyboard", "Intensity", "Suggestions",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "RenderingTests", dependencies: [
            "Rendering", "IntensityStyle", "TextLayout", "TextEditing", "Keyboard", "Suggestions", "CPangoCairo", "CJpeg", "CSDL2", "SafeFiles",
            "TouchInput",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

// libFuzzer targets (`make fuzz`, fuzz/README.md), declared only when PRESSBOARD_FUZZ is set: they
// are built with `-sanitize=fuzzer,address`, whose runtime (libFuzzer's driver, called from each
// target's main.swift) an ordinary build does not link.
if Context.environment["PRESSBOARD_FUZZ"] != nil {
    let fuzzTargets: [(name: String, dependencies: [Target.Dependency])] = [
        ("FuzzEvemu", ["TouchInput"]),
        ("FuzzLibinputYAML", ["TouchInput"]),
        ("FuzzKeyset", ["Keyboard"]),
        ("FuzzDocumentArchive", ["TextEditing"]),
        ("FuzzCalibrationConfig", ["Intensity"]),
        ("FuzzSessionSpec", ["Pressboard"]),
        ("FuzzUserDictionary", ["Suggestions"]),
        ("FuzzLexicon", ["Suggestions"]),
        ("FuzzIndexCache", ["Suggestions"]),
        ("FuzzBatchLines", ["Suggestions"]),
    ]
    package.targets.append(.target(name: "FuzzDriver", path: "fuzz/Sources/FuzzDriver"))
    for t in fuzzTargets {
        package.targets.append(.executableTarget(name: t.name, dependencies: t.dependencies + ["FuzzDriver"], path: "fuzz/Sources/\(t.name)"))
        package.products.append(.executable(name: t.name, targets: [t.name]))
    }
}
