// swift-tools-version: 6.1
// Runtime benchmarks of every registered pattern (ordo-one/benchmark), kept out of the
// workspace's own package so its users never build the benchmark dependencies.
//
//   swift package --package-path Metrics/Benchmarks --scratch-path .build-runtime \
//     --allow-writing-to-directory Metrics/Reports benchmark --format jmh --path Metrics/Reports
//
// `Scripts/metrics` runs this for its runtime phase and reads the JMH export.

import Foundation
import PackageDescription

/// The workspace is a path dependency; SwiftPM names it after its folder, which differs
/// between clones, so the name is read from where this manifest sits.
let workspacePath = "../.."
let workspace = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent.lowercased()

let package = Package(
    name: "PatternBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: workspacePath),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        /// One benchmark per pattern and user action, per pattern journey, per pattern launch.
        .executableTarget(
            name: "PatternRuntime",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TerminalUI", package: workspace),
                .product(name: "AppSupport", package: workspace),
                .product(name: "AppLauncher", package: workspace),
                .product(name: "FootballGatherStorage", package: workspace),
                .product(name: "FootballGatherApp", package: workspace),
                .product(name: "CountriesApp", package: workspace),
            ],
            path: "Benchmarks/PatternRuntime",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
