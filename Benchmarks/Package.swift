// swift-tools-version: 6.1
import PackageDescription

// Vellum's micro-benchmarks (ordo-one/benchmark), in a package of their own so that the library's
// users, its tests and CI never resolve or build the benchmark harness. Run from this folder:
//
//     swift package benchmark                      # every benchmark, release build
//     swift package benchmark --filter 'Fill-.*'   # some of them
//     swift package benchmark thresholds check     # zero allocations per warmed fill frame
//
// See Docs/Benchmarks.md, "The package-benchmark suite".
let package = Package(
    name: "VellumBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        // The repository itself, as a user's package would depend on it.
        .package(name: "Vellum", path: ".."),
        // The malloc interposer gives the mallocCountTotal metric the allocation thresholds need.
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The benchmark plugin finds its targets under Benchmarks/<target name>.
        .executableTarget(
            name: "VellumRasterBenchmarks",
            dependencies: [
                .product(name: "Vellum", package: "Vellum"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/VellumRasterBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ],
    swiftLanguageModes: [.v6]
)
