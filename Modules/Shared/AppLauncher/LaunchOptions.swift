import ArgumentParser

/// The options both executables share (`football-gather --help`, `countries --help`).
public struct LaunchOptions: ParsableArguments, Sendable {
    @Option(help: "The implementation to run.")
    public var pattern: Pattern = .mvvm

    @Option(help: ArgumentHelp(
        "The SQLite database file, created with its folder on first run; a leading ~ is expanded; ':memory:' keeps nothing.",
        discussion: "Default: $XDG_DATA_HOME/architecture-workspace/<app>.sqlite (or ~/.local/share/… when XDG_DATA_HOME is unset or empty).",
        valueName: "path"
    ))
    public var database: String?

    @Option(help: ArgumentHelp(
        "Run the commands in this file, pipe or device (/dev/stdin, <(…)) in script mode (also the mode when standard input is not a terminal).",
        valueName: "file"
    ))
    public var script: String?

    @Option(name: .customLong("open"), help: ArgumentHelp("Open this deep link after launch.", valueName: "url"))
    public var link: String?

    public init() {}
}
