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
        .library(name: "TextLayout", targets: ["TextLayout"]),
        .library(name: "TextEditing", targets: ["TextEditing"]),
        .library(name: "Suggestions", targets: ["Suggestions"]),
        .library(name: "Rendering", targets: ["Rendering"]),
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
        // Benchmark support for the executable only (malloc statistics).
        .target(name: "CBenchSupport"),
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),

        // Pipeline stages.
        .target(name: "TouchInput", dependencies: [
            "CEvdev",
            .product(name: "Yams", package: "Yams"),
        ]),
        .target(name: "Intensity"),
        .target(name: "Keyboard", dependencies: ["TouchInput", "Intensity"]),
        .target(name: "TextEditing", dependencies: [
            "CXkbCommon",
            .product(name: "_RopeModule", package: "swift-collections"),
        ]),
        // Text out to other applications: keymaps (xkbcommon) and a uinput keyboard (libevdev).
        .target(name: "TextOutput", dependencies: ["TouchInput", "CEvdev", "CXkbCommon"]),
        .target(name: "Suggestions", resources: [.copy("Resources/Lexicons")]),
        .target(name: "TextLayout", dependencies: ["CPangoCairo"]),
        .target(name: "Rendering", dependencies: [
            "TextLayout", "TextEditing", "Keyboard", "Suggestions", "CPangoCairo", "CSDL2",
        ]),
        .target(name: "Pressboard", dependencies: [
            "TouchInput", "Intensity", "Keyboard", "TextEditing", "Suggestions", "TextLayout",
            "Rendering",
        ]),
        .executableTarget(name: "PressboardCLI", dependencies: [
            "Pressboard", "TouchInput", "Intensity", "Keyboard", "TextEditing", "Suggestions", "TextLayout",
            "CPangoCairo", "CBenchSupport",
            "Rendering", "TextOutput",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Runs inside the qemu guest of `make test-live`: TouchInput's live devices against a real kernel.
        .executableTarget(name: "pressboard-live-probe", dependencies: ["TouchInput", "CEvdev", "TextOutput"]),

        // Tests mirror the modules.
        .testTarget(name: "TouchInputTests", dependencies: [
            "TouchInput",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "IntensityTests", dependencies: [
            "Intensity", "TouchInput",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "KeyboardTests", dependencies: [
            "Keyboard", "TouchInput", "Intensity",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TextEditingTests", dependencies: [
            "TextEditing",
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
        .testTarget(name: "PressboardTests", dependencies: [
            "Pressboard", "TouchInput", "Keyboard", "TextEditing", "Suggestions", "Rendering",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TextLayoutTests", dependencies: [
            "TextLayout", "CPangoCairo",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        // The command line: argument parsing into session specs (the executable target, @testable).
        .testTarget(name: "PressboardCLITests", dependencies: [
            "PressboardCLI", "Pressboard", "Keyboard", "Intensity",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "RenderingTests", dependencies: [
            "Rendering", "TextLayout", "TextEditing", "Keyboard", "Suggestions", "CPangoCairo",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
