import AppSupport
import TerminalUI

/// Makes one pattern's app from the shared repositories and the environment.
public typealias PatternFactory<Repositories> = @MainActor (Repositories, AppEnvironment) -> any Application

/// Everything the launcher needs to know about one app: its name, how to open its data,
/// and which patterns implement it.
public struct AppDefinition<Repositories: Sendable>: Sendable {
    /// The executable's name; also names the default database file.
    public let name: String
    /// The implementations, by pattern. Adding a pattern is one entry here.
    public let patterns: [Pattern: PatternFactory<Repositories>]
    /// Opens the repositories on a database file path, or in memory for ":memory:".
    public let openRepositories: @Sendable (_ path: String) throws -> Repositories
    /// Wraps the repositories so test directives can make them fail or hang.
    public let injectingFaults: @Sendable (Repositories, FaultInjector) -> Repositories
    /// A link to suggest when `open` is given something that is not a link
    /// (`countries://country/JPN`); `nil` for an app that opens no links.
    public let linkExample: String?
    /// One of the app's own titles with a space (`Add player`), shown in usage errors as
    /// how to quote a title.
    public let titleExample: String?

    public init(
        name: String,
        patterns: [Pattern: PatternFactory<Repositories>],
        openRepositories: @escaping @Sendable (String) throws -> Repositories,
        injectingFaults: @escaping @Sendable (Repositories, FaultInjector) -> Repositories,
        linkExample: String? = nil,
        titleExample: String? = nil
    ) {
        self.name = name
        self.patterns = patterns
        self.openRepositories = openRepositories
        self.injectingFaults = injectingFaults
        self.linkExample = linkExample
        self.titleExample = titleExample
    }

    /// The patterns this app has, in the canonical order.
    public var availablePatterns: [Pattern] {
        Pattern.allCases.filter { patterns[$0] != nil }
    }
}
