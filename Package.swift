// swift-tools-version: 6.2
// One workspace, two apps (Football Gather, Countries), seven architecture patterns
// (MVC, MVVM, VIPER, VIP, CIS, Clean, Reactor) over one shared data layer and one terminal UI toolkit.
//
// Read top to bottom: dependencies, shared modules, Football Gather, Countries,
// apps, metrics, workshop, tests. Every target is written out; the patterns come in one
// order everywhere, MVC, MVVM, VIPER, VIP, CIS, Clean, Reactor, in the modules and in the
// tests (a test in ConventionTests keeps it so).

import PackageDescription

/// The same settings for every target, applied once at the end of this file: Swift 6
/// language mode (strict concurrency), an upcoming feature that keeps the code honest, and
/// every warning an error (this package's own targets only; dependencies keep theirs).
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .treatAllWarnings(as: .error),
]

let package = Package(
    name: "ArchitectureWorkspace",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "football-gather", targets: ["football-gather"]),
        .executable(name: "countries", targets: ["countries"]),
        // For the runtime benchmarks (Metrics/Benchmarks, a package of its own): what they
        // drive, through the toolkit as a user would.
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "AppSupport", targets: ["AppSupport"]),
        .library(name: "AppLauncher", targets: ["AppLauncher"]),
        .library(name: "FootballGatherStorage", targets: ["FootballGatherStorage"]),
        .library(name: "FootballGatherApp", targets: ["FootballGatherApp"]),
        .library(name: "CountriesApp", targets: ["CountriesApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        // The parity fuzz walk as a property test: generators, shrinking to a minimal script, seeds.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // MARK: - Shared

        /// The terminal UI toolkit: plays UIKit's role for every pattern.
        .target(
            name: "TerminalUI",
            dependencies: [
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Modules/Shared/TerminalUI",
            exclude: ["README.md"]
        ),
        /// The declarative toolkit: plays SwiftUI's role as TerminalUI plays UIKit's. Views are
        /// values; it renders them to TerminalUI's `Screen` and runs on its drivers.
        .target(
            name: "DeclarativeUI",
            dependencies: ["TerminalUI"],
            path: "Modules/Shared/DeclarativeUI",
            exclude: ["README.md"]
        ),
        /// libsodium as the system ships it (Debian's libsodium-dev, Homebrew's libsodium), as
        /// GRDB uses the system's SQLite: Football Gather's password KDF, nothing to compile.
        .systemLibrary(
            name: "CSodium",
            path: "Modules/Shared/CSodium",
            pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])]
        ),
        /// Small building blocks both domains share: Loadable, fault injection, the app's clock and
        /// its repeating `Ticker` (Foundation's Timer: not the toolkit's, so non-view roles own one).
        .target(
            name: "AppSupport",
            path: "Modules/Shared/AppSupport"
        ),
        /// What ReactorKit gives an iOS app, for both Reactor modules: the `@Pulse` wrapper and
        /// a View's binding to a pulse.
        .target(
            name: "ReactorSupport",
            dependencies: ["TerminalUI"],
            path: "Modules/Shared/ReactorSupport"
        ),
        /// Writing to a file descriptor with the system call, so a full disk or a closed stream
        /// is an answer rather than a crash: the apps' output and the metrics tool's messages.
        .target(
            name: "DescriptorOutput",
            path: "Modules/Shared/DescriptorOutput"
        ),
        /// Command-line options and the launch sequence shared by both executables.
        .target(
            name: "AppLauncher",
            dependencies: [
                "TerminalUI",
                "AppSupport",
                "DescriptorOutput",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Modules/Shared/AppLauncher"
        ),
        /// What both apps' SQLite storage shares: migrations that two processes can run at
        /// once, and the check that a file is the app's own before anything writes to it.
        .target(
            name: "SQLiteSupport",
            dependencies: [
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Modules/Shared/SQLiteSupport"
        ),
        /// Test helpers every test target shares: screen assertions, scripted runs.
        .target(
            name: "TestSupport",
            dependencies: [
                "AppSupport",
                "TerminalUI",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Modules/Shared/TestSupport"
        ),

        // MARK: - Football Gather

        /// Entities, rules, validation, errors and the repository protocols: what every pattern
        /// (and Clean's Domain) builds on. No storage, no presentation.
        .target(
            name: "FootballGatherModel",
            path: "Modules/FootballGather/Model"
        ),
        /// The repositories on SQLite (GRDB): records, migrations, password hashing (Argon2id,
        /// libsodium), and the fault-injecting decorators that script directives use.
        .target(
            name: "FootballGatherStorage",
            dependencies: [
                "FootballGatherModel",
                "AppSupport",
                "SQLiteSupport",
                "CSodium",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Modules/FootballGather/Storage"
        ),
        /// In-memory databases, fixtures and failing repositories for Football Gather tests.
        .target(
            name: "FootballGatherTestSupport",
            dependencies: ["FootballGatherModel", "FootballGatherStorage", "TestSupport", "AppSupport", "TerminalUI"],
            path: "Modules/FootballGather/TestSupport"
        ),
        /// The "storyboard": screen layouts, element ids and fixed texts. Builders take
        /// display-ready values (and small enums of the model: Team, PlayerField, LineUp.Section);
        /// every decision and all formatting belong to the patterns.
        .target(
            name: "FootballGatherUI",
            dependencies: ["FootballGatherModel", "TerminalUI"],
            path: "Modules/FootballGather/UI"
        ),
        /// Cocoa MVC, the baseline: view controllers that own their state, call the repositories
        /// and push the next controller.
        .target(
            name: "FootballGatherMVC",
            dependencies: ["FootballGatherModel", "FootballGatherUI", "TerminalUI", "AppSupport"],
            path: "Modules/FootballGather/MVC",
            exclude: ["README.md"]
        ),
        /// MVVM with coordinators: view models hold each screen's state and decisions, views bind
        /// to them, coordinators push the next screen.
        .target(
            name: "FootballGatherMVVM",
            dependencies: ["FootballGatherModel", "FootballGatherUI", "TerminalUI", "AppSupport"],
            path: "Modules/FootballGather/MVVM",
            exclude: ["README.md"]
        ),
        /// VIPER: View, Interactor, Presenter, Entity and Router per module, wired by its assembly.
        .target(
            name: "FootballGatherVIPER",
            dependencies: ["FootballGatherModel", "FootballGatherUI", "TerminalUI", "AppSupport"],
            path: "Modules/FootballGather/VIPER",
            exclude: ["README.md"]
        ),
        /// Clean Swift (VIP): scenes of ViewController, Interactor, Presenter, Router, Worker and
        /// Models, each set up by its Configurator.
        .target(
            name: "FootballGatherVIP",
            dependencies: ["FootballGatherModel", "FootballGatherUI", "TerminalUI", "AppSupport"],
            path: "Modules/FootballGather/VIP",
            exclude: ["README.md"]
        ),
        /// CIS (Spoqa): Controller, Interactor and Store per scene, Workers for the repositories.
        .target(
            name: "FootballGatherCIS",
            dependencies: ["FootballGatherModel", "FootballGatherUI", "TerminalUI", "AppSupport"],
            path: "Modules/FootballGather/CIS",
            exclude: ["README.md"]
        ),
        /// Clean Architecture, innermost layer: the AppState, the use cases and the repository
        /// protocols they own. It depends on the model target only: no screen, no storage.
        .target(
            name: "FootballGatherCleanDomain",
            dependencies: ["FootballGatherModel"],
            path: "Modules/FootballGather/Clean/Domain"
        ),
        /// Clean Architecture, Data: the Domain's repository protocols on the shared repositories.
        .target(
            name: "FootballGatherCleanData",
            dependencies: ["FootballGatherCleanDomain", "FootballGatherModel"],
            path: "Modules/FootballGather/Clean/Data"
        ),
        /// Clean Architecture, Presentation: views that render the AppState and call use cases.
        .target(
            name: "FootballGatherCleanPresentation",
            dependencies: ["FootballGatherCleanDomain", "FootballGatherModel", "FootballGatherUI", "TerminalUI", "AppSupport"],
            path: "Modules/FootballGather/Clean/Presentation"
        ),
        /// Clean Architecture, DI: the one container that wires the layers; the app's entry point.
        .target(
            name: "FootballGatherCleanDI",
            dependencies: [
                "FootballGatherCleanDomain", "FootballGatherCleanData", "FootballGatherCleanPresentation",
                "FootballGatherModel", "TerminalUI", "AppSupport",
            ],
            path: "Modules/FootballGather/Clean/DI"
        ),
        /// Reactor: one unidirectional store per scene (action → mutation → state) on async/await.
        .target(
            name: "FootballGatherReactor",
            dependencies: ["FootballGatherModel", "FootballGatherUI", "TerminalUI", "AppSupport", "ReactorSupport"],
            path: "Modules/FootballGather/Reactor",
            exclude: ["README.md"]
        ),

        // MARK: - Countries

        /// Country entities, region filters, deep links, errors and the repository protocols:
        /// what every pattern (and Clean's Domain) builds on. No storage, no presentation.
        .target(
            name: "CountriesModel",
            path: "Modules/Countries/Model"
        ),
        /// The bundled dataset, search and favourites on SQLite (GRDB), and the
        /// fault-injecting decorators that script directives use.
        .target(
            name: "CountriesStorage",
            dependencies: [
                "CountriesModel",
                "AppSupport",
                "SQLiteSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Modules/Countries/Storage",
            exclude: ["DATASET.md"],
            resources: [.copy("Resources/countries.json")]
        ),
        /// In-memory databases, fixtures and failing repositories for Countries tests.
        .target(
            name: "CountriesTestSupport",
            dependencies: ["CountriesModel", "CountriesStorage", "CountriesUI", "TestSupport", "AppSupport", "TerminalUI"],
            path: "Modules/Countries/TestSupport"
        ),
        /// The "storyboard": screen layouts, element ids and fixed texts. Builders take
        /// display-ready values; every decision and all formatting belong to the patterns.
        .target(
            name: "CountriesUI",
            dependencies: ["TerminalUI"],
            path: "Modules/Countries/UI"
        ),
        /// Cocoa MVC, the baseline: view controllers that own their state, call the repositories
        /// and push the next controller.
        .target(
            name: "CountriesMVC",
            dependencies: ["CountriesModel", "CountriesUI", "TerminalUI", "AppSupport"],
            path: "Modules/Countries/MVC",
            exclude: ["README.md"]
        ),
        /// MVVM with coordinators: view models hold each screen's state and decisions, views bind
        /// to them, coordinators push the next screen.
        .target(
            name: "CountriesMVVM",
            dependencies: ["CountriesModel", "CountriesUI", "TerminalUI", "AppSupport"],
            path: "Modules/Countries/MVVM",
            exclude: ["README.md"]
        ),
        /// VIPER: View, Interactor, Presenter, Entity and Router per module, wired by its assembly.
        .target(
            name: "CountriesVIPER",
            dependencies: ["CountriesModel", "CountriesUI", "TerminalUI", "AppSupport"],
            path: "Modules/Countries/VIPER",
            exclude: ["README.md"]
        ),
        /// Clean Swift (VIP): scenes of ViewController, Interactor, Presenter, Router, Worker and
        /// Models, each set up by its Configurator.
        .target(
            name: "CountriesVIP",
            dependencies: ["CountriesModel", "CountriesUI", "TerminalUI", "AppSupport"],
            path: "Modules/Countries/VIP",
            exclude: ["README.md"]
        ),
        /// CIS (Spoqa): Controller, Interactor and Store per scene, Workers for the repositories.
        .target(
            name: "CountriesCIS",
            dependencies: ["CountriesModel", "CountriesUI", "TerminalUI", "AppSupport"],
            path: "Modules/Countries/CIS",
            exclude: ["README.md"]
        ),
        /// Clean Architecture, innermost layer: the AppState, the use cases and the repository
        /// protocols they own. It depends on the model target and AppSupport's `Loadable`: no
        /// screen, no storage.
        .target(
            name: "CountriesCleanDomain",
            dependencies: ["CountriesModel", "AppSupport"],
            path: "Modules/Countries/Clean/Domain"
        ),
        /// Clean Architecture, Data: the Domain's repository protocols on the shared repositories.
        .target(
            name: "CountriesCleanData",
            dependencies: ["CountriesCleanDomain", "CountriesModel"],
            path: "Modules/Countries/Clean/Data"
        ),
        /// Clean Architecture, Presentation: views that render the AppState and call use cases.
        .target(
            name: "CountriesCleanPresentation",
            dependencies: ["CountriesCleanDomain", "CountriesModel", "CountriesUI", "TerminalUI", "AppSupport"],
            path: "Modules/Countries/Clean/Presentation"
        ),
        /// Clean Architecture, DI: the one container that wires the layers; the app's entry point.
        .target(
            name: "CountriesCleanDI",
            dependencies: [
                "CountriesCleanDomain", "CountriesCleanData", "CountriesCleanPresentation",
                "CountriesModel", "TerminalUI", "AppSupport",
            ],
            path: "Modules/Countries/Clean/DI"
        ),
        /// Reactor: one unidirectional store per scene (action → mutation → state) on async/await.
        .target(
            name: "CountriesReactor",
            dependencies: ["CountriesModel", "CountriesUI", "TerminalUI", "AppSupport", "ReactorSupport"],
            path: "Modules/Countries/Reactor",
            exclude: ["README.md"]
        ),

        // MARK: - Apps

        /// The pattern registry of Football Gather: one line per pattern.
        .target(
            name: "FootballGatherApp",
            dependencies: ["FootballGatherModel", "FootballGatherStorage", "FootballGatherMVC", "FootballGatherMVVM", "FootballGatherVIPER", "FootballGatherVIP", "FootballGatherCIS", "FootballGatherCleanDI", "FootballGatherReactor", "TerminalUI", "AppSupport", "AppLauncher"],
            path: "Modules/Apps/FootballGatherApp"
        ),
        /// The pattern registry of Countries: one line per pattern.
        .target(
            name: "CountriesApp",
            dependencies: ["CountriesModel", "CountriesStorage", "CountriesMVC", "CountriesMVVM", "CountriesVIPER", "CountriesVIP", "CountriesCIS", "CountriesCleanDI", "CountriesReactor", "TerminalUI", "AppSupport", "AppLauncher"],
            path: "Modules/Apps/CountriesApp"
        ),
        .executableTarget(
            name: "football-gather",
            dependencies: ["FootballGatherApp", "AppLauncher"],
            path: "Modules/Apps/football-gather"
        ),
        .executableTarget(
            name: "countries",
            dependencies: ["CountriesApp", "AppLauncher"],
            path: "Modules/Apps/countries"
        ),

        // MARK: - Metrics

        /// Measures every pattern module: size by role, shape, tests, coverage, build time; writes the reports.
        .target(
            name: "MetricsKit",
            dependencies: [
                "DescriptorOutput",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // Folds `a + b == c` into nested infix nodes, so a mutant wraps exactly its operator's operands.
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ],
            path: "Metrics/MetricsKit"
        ),
        /// The thin command line over MetricsKit (`Scripts/metrics` runs it from the package's debug build).
        .executableTarget(
            name: "metrics",
            dependencies: [
                "MetricsKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Metrics/metrics"
        ),

        // MARK: - Workshop

        /// The workshop kit's commands (start, check, solution, reset, diffstat) over git and the
        /// exercises in Metrics/Exercises; counts changes with MetricsKit's line classification.
        .target(
            name: "WorkshopKit",
            dependencies: ["MetricsKit"],
            path: "Metrics/WorkshopKit"
        ),
        /// The thin command line over WorkshopKit (`Scripts/workshop` builds and runs it).
        .executableTarget(
            name: "workshop",
            dependencies: [
                "WorkshopKit",
                "MetricsKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Metrics/workshop"
        ),

        // MARK: - Tests

        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", "TestSupport"],
            path: "Tests/TerminalUITests"
        ),
        /// The declarative toolkit's tests; CountriesUI to check that its primitives draw every
        /// Countries screen as the screen's builder does.
        .testTarget(
            name: "DeclarativeUITests",
            dependencies: ["DeclarativeUI", "TerminalUI", "CountriesUI"],
            path: "Tests/DeclarativeUITests"
        ),
        .testTarget(
            name: "ReactorSupportTests",
            dependencies: ["ReactorSupport", "TerminalUI"],
            path: "Tests/ReactorSupportTests"
        ),
        .testTarget(
            name: "AppSupportTests",
            dependencies: [
                "AppSupport", "AppLauncher", "TestSupport", "TerminalUI",
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Tests/AppSupportTests"
        ),
        .testTarget(
            name: "FootballGatherModelTests",
            dependencies: ["FootballGatherModel", "FootballGatherTestSupport"],
            path: "Tests/FootballGatherModelTests"
        ),
        .testTarget(
            name: "FootballGatherStorageTests",
            dependencies: [
                "FootballGatherStorage", "FootballGatherModel", "FootballGatherTestSupport", "TestSupport", "SQLiteSupport",
                // Two real processes share one file; the other app's database is refused.
                "football-gather", "CountriesStorage",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/FootballGatherStorageTests",
            // A database file made by an earlier version of the app, and the script that made it.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "FootballGatherUITests",
            dependencies: ["FootballGatherUI", "TerminalUI"],
            path: "Tests/FootballGatherUITests"
        ),
        .testTarget(
            name: "FootballGatherMVCTests",
            dependencies: [
                "FootballGatherMVC",
                "FootballGatherModel",
                "FootballGatherUI",
                "FootballGatherTestSupport",
                "TestSupport",
                "TerminalUI",
                "AppSupport",
            ],
            path: "Tests/FootballGatherMVCTests"
        ),
        .testTarget(
            name: "FootballGatherMVVMTests",
            dependencies: [
                "FootballGatherMVVM",
                "FootballGatherUI",
                "FootballGatherTestSupport",
                "TestSupport",
                "AppSupport",
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Tests/FootballGatherMVVMTests"
        ),
        .testTarget(
            name: "FootballGatherVIPERTests",
            dependencies: [
                "FootballGatherVIPER",
                "FootballGatherUI",
                "FootballGatherTestSupport",
                "TestSupport",
                "TerminalUI",
                "AppSupport",
            ],
            path: "Tests/FootballGatherVIPERTests"
        ),
        .testTarget(
            name: "FootballGatherVIPTests",
            dependencies: [
                "FootballGatherVIP",
                "FootballGatherStorage",
                "FootballGatherUI",
                "FootballGatherTestSupport",
                "TestSupport",
                "TerminalUI",
                "AppSupport",
            ],
            path: "Tests/FootballGatherVIPTests"
        ),
        .testTarget(
            name: "FootballGatherCISTests",
            dependencies: [
                "FootballGatherCIS",
                "FootballGatherUI",
                "FootballGatherTestSupport",
                "TestSupport",
                "TerminalUI",
                "AppSupport",
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            path: "Tests/FootballGatherCISTests"
        ),
        .testTarget(
            name: "FootballGatherCleanTests",
            dependencies: [
                "FootballGatherCleanDomain",
                "FootballGatherCleanData",
                "FootballGatherCleanPresentation",
                "FootballGatherCleanDI",
                "FootballGatherUI",
                "FootballGatherTestSupport",
                "TestSupport",
                "TerminalUI",
                "AppSupport",
            ],
            path: "Tests/FootballGatherCleanTests"
        ),
        .testTarget(
            name: "FootballGatherReactorTests",
            dependencies: [
                "FootballGatherReactor",
                "FootballGatherUI",
                "FootballGatherTestSupport",
                "TestSupport",
                "TerminalUI",
                "AppSupport",
            ],
            path: "Tests/FootballGatherReactorTests"
        ),
        .testTarget(
            name: "CountriesModelTests",
            dependencies: ["CountriesModel", "CountriesStorage", "CountriesTestSupport"],
            path: "Tests/CountriesModelTests"
        ),
        .testTarget(
            name: "CountriesStorageTests",
            dependencies: [
                "CountriesStorage", "CountriesModel", "CountriesTestSupport", "TestSupport",
                // Two real processes share one file; the other app's database is refused.
                "countries", "FootballGatherStorage",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/CountriesStorageTests"
        ),
        .testTarget(
            name: "CountriesUITests",
            dependencies: ["CountriesUI", "TerminalUI"],
            path: "Tests/CountriesUITests"
        ),
        .testTarget(
            name: "CountriesMVCTests",
            dependencies: ["CountriesMVC", "CountriesStorage", "CountriesUI", "CountriesTestSupport", "TestSupport", "TerminalUI", "AppSupport"],
            path: "Tests/CountriesMVCTests"
        ),
        .testTarget(
            name: "CountriesMVVMTests",
            dependencies: ["CountriesMVVM", "CountriesStorage", "CountriesUI", "CountriesTestSupport", "TestSupport", "TerminalUI", "AppSupport"],
            path: "Tests/CountriesMVVMTests"
        ),
        .testTarget(
            name: "CountriesVIPERTests",
            dependencies: ["CountriesVIPER", "CountriesUI", "CountriesTestSupport", "TestSupport", "TerminalUI", "AppSupport"],
            path: "Tests/CountriesVIPERTests"
        ),
        .testTarget(
            name: "CountriesVIPTests",
            dependencies: ["CountriesVIP", "CountriesStorage", "CountriesUI", "CountriesTestSupport", "TestSupport", "TerminalUI", "AppSupport"],
            path: "Tests/CountriesVIPTests"
        ),
        .testTarget(
            name: "CountriesCISTests",
            dependencies: ["CountriesCIS", "CountriesStorage", "CountriesUI", "CountriesTestSupport", "TestSupport", "TerminalUI", "AppSupport"],
            path: "Tests/CountriesCISTests"
        ),
        .testTarget(
            name: "CountriesCleanTests",
            dependencies: [
                "CountriesCleanDomain",
                "CountriesCleanData",
                "CountriesCleanPresentation",
                "CountriesCleanDI", "CountriesStorage",
                "CountriesUI",
                "CountriesTestSupport",
                "TestSupport",
                "TerminalUI",
                "AppSupport",
            ],
            path: "Tests/CountriesCleanTests"
        ),
        .testTarget(
            name: "CountriesReactorTests",
            dependencies: ["CountriesReactor", "CountriesStorage", "CountriesUI", "CountriesTestSupport", "TestSupport", "TerminalUI", "AppSupport"],
            path: "Tests/CountriesReactorTests"
        ),
        /// Runs every journey against every registered pattern; transcripts must be identical.
        .testTarget(
            name: "ParityTests",
            dependencies: [
                "FootballGatherApp", "CountriesApp", "FootballGatherModel", "FootballGatherStorage", "FootballGatherTestSupport", "TerminalUI", "AppLauncher",
                // The fuzz properties: fault keys, screen ids, and the real executables to kill.
                "CountriesStorage", "FootballGatherUI", "CountriesUI",
                "football-gather", "countries", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/ParityTests",
            exclude: ["Journeys", "Goldens"]
        ),
        /// Checks the metrics tool against fixture packages whose counts are known by hand.
        .testTarget(
            name: "MetricsKitTests",
            dependencies: ["MetricsKit", "metrics", "TestSupport"],
            path: "Tests/MetricsKitTests",
            exclude: ["Fixtures", "Snapshots"]
        ),
        /// The workshop commands on scratch git repositories, and the exercise folders' completeness.
        .testTarget(
            name: "WorkshopKitTests",
            // The executable too: the process tests run it as a participant does.
            dependencies: ["WorkshopKit", "MetricsKit", "TestSupport", "workshop"],
            path: "Tests/WorkshopKitTests"
        ),
    ]
)

// Every target above, tests and tools included, builds with the same settings (a system
// library has no sources to build, so takes none).
for target in package.targets where target.type != .system {
    target.swiftSettings = swiftSettings + (target.swiftSettings ?? [])
}
