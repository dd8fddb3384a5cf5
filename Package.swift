// swift-tools-version: 6.1
import PackageDescription

// Layering (see Docs/Architecture.md): the CLI sits on everything, the server included; the server
// sits on the backends and the plugin API, never on the CLI; the backends and the plugins sit on
// the core, and what two backends share (image files, the blur) is a module of its own under
// them; the core knows nothing of either.
let package = Package(
    name: "Vellum",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "VellumCore", targets: ["VellumCore"]),
        .library(name: "VellumText", targets: ["VellumText"]),
        .library(name: "VellumScene", targets: ["VellumScene"]),
        .library(name: "VellumComponents", targets: ["VellumComponents"]),
        .library(name: "VellumUIKit", targets: ["VellumUIKit"]),
        .library(name: "VellumImageIO", targets: ["VellumImageIO"]),
        .library(name: "VellumBlur", targets: ["VellumBlur"]),
        .library(name: "VellumRaster", targets: ["VellumRaster"]),
        .library(name: "VellumSVG", targets: ["VellumSVG"]),
        .library(name: "VellumSVGImport", targets: ["VellumSVGImport"]),
        .library(name: "VellumCairo", targets: ["VellumCairo"]),
        .library(name: "Vellum", targets: ["Vellum"]),
        .library(name: "VellumCommandLine", targets: ["VellumCommandLine"]),
        .library(name: "VellumBadgePlugin", targets: ["VellumBadgePlugin"]),
        .library(name: "VellumTierBadgePlugin", targets: ["VellumTierBadgePlugin"]),
        .library(name: "VellumPushButtonPlugin", targets: ["VellumPushButtonPlugin"]),
        .library(name: "VellumClockPlugin", targets: ["VellumClockPlugin"]),
        .library(name: "VellumCardsPlugin", targets: ["VellumCardsPlugin"]),
        .library(name: "VellumLayersPlugin", targets: ["VellumLayersPlugin"]),
        .library(name: "VellumServer", targets: ["VellumServer"]),
        .executable(name: "vellum", targets: ["VellumCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        // Hummingbird's own dependencies, named because the server imports them: its render
        // threads are NIO's thread pool, its headers HTTPTypes', its logger swift-log's.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.0.0"),
    ],
    targets: [
        // C libraries from Debian's -dev packages, found through pkg-config.
        .systemLibrary(
            name: "CLibPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CLibJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]),
        // giflib ships no pkg-config file on every Debian release: its header and library are in
        // the default paths.
        .systemLibrary(
            name: "CLibGIF",
            providers: [.apt(["libgif-dev"])]),
        .systemLibrary(
            name: "CLibWebP", pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(
            name: "CLibDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig1-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),

        // Geometry, paths, strokes, shapes, paints, the display list and GraphicsContext.
        .target(name: "VellumCore"),
        // Fonts through fontconfig, glyphs and metrics through FreeType, shaping through HarfBuzz,
        // the bidirectional algorithm through FriBidi, line breaking through ICU, text layout.
        .target(name: "VellumText",
                dependencies: ["VellumCore", "VellumImageIO", "CFreeType", "CFontconfig", "CHarfBuzz", "CFriBidi", "CVellumLineBreaks"]),
        // ICU's line break iterator behind a header that names no ICU type (the toolchain's own ICU
        // headers, Foundation's, would clash with the system's in a Swift module). ICU is Debian's
        // libicu-dev, in the default paths.
        .target(name: "CVellumLineBreaks", linkerSettings: [.linkedLibrary("icuuc")]),
        // The retained scene graph: nodes, the result-builder DSL, layout, tags and symbols. Its
        // `Image` node decodes files through VellumImageIO (the core and the codecs, not a backend).
        .target(name: "VellumScene", dependencies: ["VellumCore", "VellumText", "VellumImageIO"]),
        // The plugin API: typed parameters, components, the registry.
        .target(name: "VellumComponents", dependencies: ["VellumCore", "VellumScene"]),
        // UIKit's drawing spellings (UIView.draw(_:), UIBezierPath, UIColor, UIImage, UIFont, attributed
        // strings, image renderers) over GraphicsContext, and UIView subclasses as components. Images
        // are decoded by VellumImageIO and offscreen contexts rendered by the raster backend, as
        // UIKit's are by Core Graphics; text is laid out by VellumText.
        .target(name: "VellumUIKit", dependencies: ["VellumCore", "VellumText", "VellumScene", "VellumComponents",
                                                    "VellumImageIO", "VellumRaster"]),
        // Image files to and from pixels: PNG, JPEG, GIF and WebP decoded into the core's
        // `RasterImage`, PNG and animated PNG written (chunk CRCs by zlib). It needs the core and the
        // codec libraries, not the rasterizer, so the SVG importer decodes an `<image>`, and the
        // scene graph an `Image`, without linking a backend.
        .target(name: "VellumImageIO",
                dependencies: ["VellumCore", "CLibPNG", "CLibJPEG", "CLibGIF", "CLibWebP", "CZlib", "CLibDeflate",
                               "CVellumPNGFilter"]),
        // PNG's row filters and their choice, in C that clang vectorises.
        .target(name: "CVellumPNGFilter"),
        // The one separable Gaussian blur of an alpha plane (and its kernels), for the backends that
        // blur pixels themselves: the raster backend's drop shadows and Cairo's. Pixel code the core
        // does not hold, since the core knows nothing of how a backend draws.
        .target(name: "VellumBlur", dependencies: ["VellumCore"]),
        // The embedded default backend: Vellum's own anti-aliased rasterizer; its pixmaps read and
        // write PNG through VellumImageIO.
        // The rasterizer's vector kernels that Swift's SIMD types lower poorly (shuffles, packs).
        .target(name: "CVellumKernels"),
        .target(name: "VellumRaster", dependencies: ["VellumCore", "VellumImageIO", "VellumBlur", "CVellumKernels"]),
        // The SVG backend: render trees written as SVG documents. It needs the core alone.
        .target(name: "VellumSVG", dependencies: ["VellumCore"]),
        // The Cairo backend: PNG, PDF and PostScript through libcairo. It needs the core, the
        // shared blur (for shadows), fontconfig and FreeType (a pattern naming a font file, how
        // Cairo opens the fonts of text it writes as text, and the face's glyph count) alone, and only the `vellum` executable links it, so
        // a user who never writes PDF never links Cairo.
        .target(name: "VellumCairo", dependencies: ["VellumCore", "VellumBlur", "CCairo", "CFontconfig", "CFreeType"]),
        // The SVG importer: documents turned into scene nodes.
        .target(name: "VellumSVGImport",
                dependencies: ["VellumCore", "VellumText", "VellumScene", "VellumImageIO", "VellumRaster", "CZlib"]),
        // Everything together, and rendering to a file chosen by its extension.
        .target(name: "Vellum", dependencies: ["VellumCore", "VellumText", "VellumScene", "VellumImageIO", "VellumRaster",
                                               "VellumSVG", "VellumSVGImport"]),

        // Plugins: one module per seed system, written with the public API a user has.
        .target(name: "VellumBadgePlugin", dependencies: ["VellumCore", "VellumScene", "VellumComponents"], path: "Plugins/Badge"),
        .target(name: "VellumTierBadgePlugin", dependencies: ["VellumCore", "VellumScene", "VellumComponents"],
                path: "Plugins/TierBadge"),
        .target(name: "VellumPushButtonPlugin", dependencies: ["VellumCore", "VellumScene", "VellumComponents"],
                path: "Plugins/PushButton"),
        .target(name: "VellumClockPlugin", dependencies: ["VellumCore", "VellumScene", "VellumComponents"],
                path: "Plugins/Clock"),
        // Cards written as SwiftUI code against the umbrella module, one of them around the tier badge.
        .target(name: "VellumCardsPlugin", dependencies: ["Vellum", "VellumComponents", "VellumTierBadgePlugin"],
                path: "Plugins/Cards"),
        // Components built from Core Animation layers, as iOS code builds them.
        .target(name: "VellumLayersPlugin", dependencies: ["VellumComponents", "VellumUIKit"], path: "Plugins/Layers"),
        // The plugins that ship with Vellum, registered together; the CLI knows only this list.
        .target(name: "VellumStandardPlugins",
                dependencies: ["VellumComponents", "VellumBadgePlugin", "VellumTierBadgePlugin",
                               "VellumPushButtonPlugin", "VellumClockPlugin", "VellumCardsPlugin",
                               "VellumLayersPlugin"],
                path: "Plugins/Standard"),
        // Golden-image comparison shared by the test targets.
        .target(name: "VellumTestSupport", dependencies: ["Vellum", "VellumComponents"]),

        // `vellum serve`'s library: components rendered by URL over HTTP, and the live preview page.
        // It knows the components through VellumComponents (the registry, its listing, `PixelSize`),
        // not through the command line, so a program can serve without the command line.
        .target(
            name: "VellumServer",
            dependencies: [
                "VellumCore", "Vellum", "VellumComponents",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ]),
        // The `vellum` command line as a library, so a user's executable can run it with its own
        // components, and the `vellum` command itself over the standard plugins. `serve` is one of
        // its subcommands like the others, so the command line sits on the server (as it sits on
        // every other library): an executable that runs the command line gets `serve` and links
        // Hummingbird; one that only renders imports Vellum and never does.
        .target(
            name: "VellumCommandLine",
            dependencies: [
                "VellumCore", "Vellum", "VellumComponents", "VellumServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "VellumCLI", dependencies: ["VellumCore", "VellumCommandLine", "VellumStandardPlugins",
                                                            "VellumCairo"]),
        // The user-plugin example of Docs/WritingAPlugin.md: a shape registered and rendered
        // through the command line.
        .executableTarget(name: "StarPluginExample", dependencies: ["VellumCore", "VellumCommandLine",
                                                                    "VellumStandardPlugins"],
                          path: "Examples/StarPlugin"),

        .testTarget(name: "VellumCoreTests", dependencies: ["VellumCore"]),
        .testTarget(name: "VellumBlurTests", dependencies: ["VellumCore", "VellumBlur"]),
        .testTarget(name: "VellumTextTests",
                    dependencies: ["VellumCore", "VellumText", "VellumRaster", "CFreeType", "VellumTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "VellumSceneTests",
                    dependencies: ["VellumCore", "VellumText", "VellumScene", "VellumRaster", "VellumSVG", "Vellum",
                                   "VellumTestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "VellumSVGTests", dependencies: ["VellumSVG", "Vellum", "VellumTestSupport"]),
        .testTarget(name: "VellumComponentsTests",
                    dependencies: ["VellumCore", "VellumScene", "VellumRaster", "Vellum", "VellumComponents",
                                   "VellumTestSupport", "VellumStandardPlugins"]),
        .testTarget(name: "BadgePluginTests",
                    dependencies: ["Vellum", "VellumComponents", "VellumBadgePlugin", "VellumTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "TierBadgePluginTests",
                    dependencies: ["Vellum", "VellumComponents", "VellumTierBadgePlugin", "VellumTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "PushButtonPluginTests",
                    dependencies: ["Vellum", "VellumComponents", "VellumPushButtonPlugin", "VellumTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "CardsPluginTests",
                    dependencies: ["Vellum", "VellumComponents", "VellumCardsPlugin", "VellumTierBadgePlugin", "VellumTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "ClockPluginTests",
                    dependencies: ["Vellum", "VellumComponents", "VellumClockPlugin", "VellumTestSupport"],
                    exclude: ["Golden"]),
        // The tutorials' own code (Tests/TutorialPortTests), compiled with only the imports changed
        // and compared with the plugins' golden images.
        .testTarget(name: "TutorialPortTests",
                    dependencies: ["Vellum", "VellumComponents", "VellumTestSupport", "VellumBadgePlugin",
                                   "VellumTierBadgePlugin", "VellumUIKit", "VellumPushButtonPlugin", "VellumClockPlugin"]),
        // SwiftUI code of the kinds people build (Tests/SwiftUIPortTests), compiled with only
        // `import SwiftUI` changed to `import Vellum` and compared with golden images; their pictures
        // are resources, found as SwiftUI finds a package's assets (`Image("avatar", bundle: .module)`).
        .testTarget(name: "SwiftUIPortTests", dependencies: ["Vellum", "VellumTestSupport"], exclude: ["Golden"],
                    resources: [.process("Resources")]),
        // UIKit and Core Graphics code of the kinds people write (Tests/UIKitPortTests), compiled with only
        // `import UIKit` changed to `import VellumUIKit` and compared with golden images.
        .testTarget(name: "UIKitPortTests", dependencies: ["Vellum", "VellumUIKit", "VellumTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "VellumUIKitTests", dependencies: ["VellumUIKit", "Vellum", "VellumComponents", "VellumTestSupport"]),
        .testTarget(name: "VellumRasterTests", dependencies: ["VellumCore", "VellumImageIO", "VellumRaster", "CVellumKernels"]),
        // LayerPortScenes links a Core Animation port of Tests/UIKitPortTests, so that the one file
        // is drawn through Cairo too.
        .testTarget(name: "VellumCairoTests",
                    dependencies: ["Vellum", "VellumCairo", "VellumComponents", "VellumStandardPlugins", "VellumTestSupport",
                                   "VellumUIKit"]),
        .testTarget(name: "VellumServerTests",
                    dependencies: ["Vellum", "VellumComponents", "VellumServer", "VellumStandardPlugins",
                                   .product(name: "Hummingbird", package: "hummingbird"),
                                   .product(name: "HummingbirdTesting", package: "hummingbird")]),
        .testTarget(name: "VellumCLITests",
                    dependencies: ["VellumCore", "VellumImageIO", "VellumRaster", "VellumSVG", "VellumText", "VellumCLI",
                                   "StarPluginExample", "VellumTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// DocC: scripts/docs.sh sets VELLUM_DOCC=1 to bring in swift-docc-plugin for
// `swift package generate-documentation`; without it (every normal build, CI) the plugin is neither
// resolved nor built.
if Context.environment["VELLUM_DOCC"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
