import Foundation
import MetricsKit

/// A tiny workspace in a fresh git repository: one domain (Greeting), one pattern module
/// (MVVM) with its tests, an app `greeter` that prints a greeting per script line, and one
/// exercise, `farewell`, whose patches are made here with git the way the real ones are.
struct ScratchWorkspace {
    let root: String
    var git: GitRepository { GitRepository(directory: root) }

    static func make() throws -> ScratchWorkspace {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workshop-\(UUID().uuidString)").path
        let workspace = ScratchWorkspace(root: root)
        for (path, text) in files { try workspace.write(text, to: path) }
        let git = workspace.git
        try git.run(["init", "--quiet", "--initial-branch", "main"])
        try git.run(["config", "user.name", "Test"])
        try git.run(["config", "user.email", "test@localhost"])
        try git.run(["add", "--all"])
        try git.run(["commit", "--quiet", "-m", "A greeting app"])

        // The shared part: a text the product team hands over.
        try workspace.write(sharedWords, to: "Modules/Greeting/Shared/Words.swift")
        let shared = try git.run(["diff"])
        // The reference solution, on top of it.
        try workspace.write(solvedViewModel, to: "Modules/Greeting/MVVM/GreetingViewModel.swift")
        try workspace.write(solvedTests, to: "Tests/GreetingMVVMTests/GreetingViewModelTests.swift")
        let solution = try git.run(["diff", "--", "Modules/Greeting/MVVM", "Tests/GreetingMVVMTests"])
        try git.run(["checkout", "--quiet", "--", "."])

        let folder = "Metrics/Exercises/farewell"
        try workspace.write(shared, to: "\(folder)/shared.patch")
        try workspace.write(solution, to: "\(folder)/solutions/mvvm.patch")
        try workspace.write(exerciseJSON, to: "\(folder)/exercise.json")
        try workspace.write(readme, to: "\(folder)/README.md")
        try workspace.write("Ada\nbye Bob\n", to: "\(folder)/acceptance.script")
        try workspace.write("Hello, Ada.\nGoodbye, Bob.\n", to: "\(folder)/acceptance.txt")
        try git.run(["add", "--all"])
        try git.run(["commit", "--quiet", "-m", "The farewell exercise"])
        return workspace
    }

    func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: "\(root)/\(path)")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOfFile: "\(root)/\(path)", encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    static let files: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "Greeting",
            targets: [
                .target(name: "GreetingShared", path: "Modules/Greeting/Shared"),
                .target(name: "GreetingMVVM", dependencies: ["GreetingShared"], path: "Modules/Greeting/MVVM"),
                .executableTarget(name: "greeter", dependencies: ["GreetingMVVM"], path: "Modules/Apps/greeter"),
                .testTarget(name: "GreetingMVVMTests", dependencies: ["GreetingMVVM"], path: "Tests/GreetingMVVMTests"),
            ]
        )

        // As in the workspace: every warning in the package's own code is an error.
        for target in package.targets {
            target.swiftSettings = [.treatAllWarnings(as: .error)]
        }

        """,
        ".gitignore": ".build/\n",
        "Modules/Greeting/Shared/Words.swift": """
        public enum Words {
            public static let hello = "Hello"
        }

        """,
        "Modules/Greeting/MVVM/GreetingViewModel.swift": """
        import GreetingShared

        public struct GreetingViewModel {
            public init() {}

            public func text(for line: String) -> String {
                "\\(Words.hello), \\(line)."
            }
        }

        """,
        "Modules/Apps/greeter/main.swift": """
        import Foundation
        import GreetingMVVM

        // greeter --pattern mvvm --database :memory: --script FILE: a greeting per line.
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--script"), index + 1 < arguments.count,
              let script = try? String(contentsOfFile: arguments[index + 1], encoding: .utf8)
        else { fatalError("usage: greeter --script FILE") }
        for line in script.split(separator: "\\n") {
            print(GreetingViewModel().text(for: String(line)))
        }

        """,
        "Tests/GreetingMVVMTests/GreetingViewModelTests.swift": """
        import GreetingMVVM
        import Testing

        @Test func greetsByName() {
            #expect(GreetingViewModel().text(for: "Ada") == "Hello, Ada.")
        }

        """,
    ]

    static let sharedWords = """
    public enum Words {
        public static let hello = "Hello"
        public static let goodbye = "Goodbye"
    }

    """

    static let solvedViewModel = """
    import GreetingShared

    public struct GreetingViewModel {
        public init() {}

        // A farewell starts with "bye ".
        public func text(for line: String) -> String {
            if line.hasPrefix("bye ") {
                return "\\(Words.goodbye), \\(line.dropFirst(4))."
            }
            return "\\(Words.hello), \\(line)."
        }
    }

    """

    static let solvedTests = """
    import GreetingMVVM
    import Testing

    @Test func greetsByName() {
        #expect(GreetingViewModel().text(for: "Ada") == "Hello, Ada.")
    }

    @Test func saysGoodbye() {
        #expect(GreetingViewModel().text(for: "bye Bob") == "Goodbye, Bob.")
    }

    """

    static let exerciseJSON = """
    {"id": "farewell", "title": "Say goodbye", "app": "greeter", "domain": "Greeting", "minutes": 10,
     "teaches": "A new rule in the view model.", "launchLink": null}

    """

    static let readme = """
    # Say goodbye

    As a greeter I want to say goodbye.

    ## Acceptance criteria
    - `bye Bob` prints `Goodbye, Bob.`

    ## Hints
    Read the module's README first.
    ### MVVM
    The view model decides the text.
    Roles: the view model alone,
    and its tests.
    Names: `farewell(to:)` beside `greeting(for:)`.
    ### VIPER
    The presenter decides the text.

    """
}
