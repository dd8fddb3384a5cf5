// swift-tools-version: 6.1
import PackageDescription

// Layering (see Docs/Architecture.md): the CLI sits on the plugins and the backends; the backends
// and the plugins sit on the core; the core knows nothing of either.
let package = Package(
    name: "Vellum",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "VellumCore", targets: ["VellumCore"]),
        .library(name: "VellumText", targets: ["VellumText"]),
        .library(name: "VellumScene", targets: ["VellumScene"]),
        .library(name: "VellumComponents", targets: ["VellumComponents"]),
        .library(name: "VellumRaster", targets: ["VellumRaster"]),
        .library(name: "VellumSVG", targets: ["VellumSVG"]),
        .library(name: "Vellum", targets: ["Vellum"]),
        .executable(name: "vellum", targets: ["VellumCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // C libraries from Debian's -dev packages, found through pkg-config.
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig1-dev"])]),

        // Geometry, paths, strokes, shapes, paints, the display list and GraphicsContext.
        .target(name: "VellumCore"),
        // Fonts through fontconfig, glyphs and metrics through FreeType, text layout.
        .target(name: "VellumText", dependencies: ["VellumCore", "CFreeType", "CFontconfig"]),
        // The retained scene graph: nodes, the result-builder DSL, layout, tags and symbols.
        .target(name: "VellumScene", dependencies: ["VellumCore", "VellumText"]),
        // The plugin API: typed parameters, components, the registry.
        .target(name: "VellumComponents", dependencies: ["VellumCore", "VellumScene"]),
        // The embedded default backend: Vellum's own anti-aliased rasterizer and PNG codec.
        .target(name: "VellumRaster", dependencies: ["VellumCore", "CLibPNG"]),
        // SVG: the vector backend (writer) and the importer that turns documents into scene nodes.
        .target(name: "VellumSVG", dependencies: ["VellumCore", "VellumText", "VellumScene"]),
        // Everything together, and rendering to a file chosen by its extension.
        .target(name: "Vellum", dependencies: ["VellumCore", "VellumText", "VellumScene", "VellumRaster", "VellumSVG"]),

        // The `vellum` command.
        .executableTarget(
            name: "VellumCLI",
            dependencies: [
                "Vellum",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        .testTarget(name: "VellumCoreTests", dependencies: ["VellumCore"]),
        .testTarget(name: "VellumTextTests", dependencies: ["VellumCore", "VellumText", "VellumRaster", "CFreeType"]),
        .testTarget(name: "VellumSceneTests", dependencies: ["Vellum"]),
        .testTarget(name: "VellumSVGTests", dependencies: ["Vellum"]),
        .testTarget(name: "VellumComponentsTests", dependencies: ["Vellum", "VellumComponents"]),
        .testTarget(name: "VellumRasterTests", dependencies: ["VellumCore", "VellumRaster"]),
        .testTarget(name: "VellumCLITests", dependencies: ["VellumCore", "VellumRaster", "VellumCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
