// swift-tools-version: 6.1
// A miniature workspace with hand-counted files: two domains (Alpha, Beta), three patterns,
// a Clean module split into layer targets, shared modules, a parity suite, a tooling target
// the metrics must leave out, and BetaMVVM whose tests fail on purpose.
import PackageDescription

let package = Package(
    name: "MiniWorkspace",
    targets: [
        .target(name: "Kit", path: "Modules/Shared/Kit"),
        .target(name: "AlphaCore", dependencies: ["Kit"], path: "Modules/Alpha/Core"),
        .target(name: "AlphaMVVM", dependencies: ["AlphaCore"], path: "Modules/Alpha/MVVM", exclude: ["README.md"]),
        .target(name: "AlphaVIPER", dependencies: ["AlphaCore"], path: "Modules/Alpha/VIPER"),
        .target(name: "AlphaCleanDomain", dependencies: ["AlphaCore"], path: "Modules/Alpha/Clean/Domain"),
        .target(name: "AlphaCleanPresentation", dependencies: ["AlphaCleanDomain", "AlphaCore"], path: "Modules/Alpha/Clean/Presentation"),
        .target(name: "BetaMVVM", path: "Modules/Beta/MVVM"),
        .target(name: "MetricsTool", path: "Metrics/MetricsTool"),
        .testTarget(name: "KitTests", dependencies: ["Kit"], path: "Tests/KitTests"),
        .testTarget(name: "AlphaMVVMTests", dependencies: ["AlphaMVVM"], path: "Tests/AlphaMVVMTests"),
        .testTarget(name: "AlphaVIPERTests", dependencies: ["AlphaVIPER"], path: "Tests/AlphaVIPERTests"),
        .testTarget(name: "AlphaCleanDomainTests", dependencies: ["AlphaCleanDomain"], path: "Tests/AlphaCleanDomainTests"),
        .testTarget(name: "BetaMVVMTests", dependencies: ["BetaMVVM"], path: "Tests/BetaMVVMTests"),
        .testTarget(name: "ParityTests", dependencies: ["AlphaMVVM", "AlphaVIPER"], path: "Tests/ParityTests"),
    ]
)
