// swift-tools-version: 6.1
import Foundation
import PackageDescription

// libFuzzer targets for Vellum's input paths, kept out of the main package: they are built only
// with `-sanitize=fuzzer,address`, by scripts/fuzz.sh. Each target's main hands its test function
// to libFuzzer's driver (LLVMFuzzerRunDriver).

// A package found by path is named after its folder, which differs between checkouts.
let vellum = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

func fuzzTarget(_ name: String, _ products: [String], extra: [Target.Dependency] = []) -> Target {
    .executableTarget(name: name,
                      dependencies: ["FuzzSupport"] + extra + products.map { .product(name: $0, package: vellum) })
}

let package = Package(
    name: "VellumFuzz",
    dependencies: [.package(path: "..")],
    targets: [
        .target(name: "FuzzDriver"),
        .target(name: "FuzzSupport", dependencies: ["FuzzDriver", .product(name: "VellumCore", package: vellum)]),
        fuzzTarget("fuzz-path-data", ["VellumCore"]),
        fuzzTarget("fuzz-svg-import", ["Vellum"]),
        .target(name: "FuzzRegistry", dependencies: ["VellumComponents", "VellumBadgePlugin", "VellumTierBadgePlugin",
                                                     "VellumPushButtonPlugin", "VellumClockPlugin"]
                    .map { .product(name: $0, package: vellum) }),
        fuzzTarget("fuzz-parameters", ["Vellum", "VellumComponents"], extra: ["FuzzRegistry"]),
        fuzzTarget("fuzz-components", ["Vellum", "VellumComponents"], extra: ["FuzzRegistry"]),
        fuzzTarget("fuzz-render-tree", ["VellumCore", "VellumRaster"]),
    ],
    swiftLanguageModes: [.v6]
)
