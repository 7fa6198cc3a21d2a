#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where an app keeps its database, decided the same way for both executables: the default
/// file in the user's data folder, `~` expanded, a path that names a folder refused, and
/// the folder made if it is missing.
public enum DatabaseLocation {
    /// The path to open for the `--database` option (`nil` when it was not given), with the
    /// folder that will hold the file created. `:memory:` is returned as it is.
    ///
    /// The path is a plain file path, never a URI (`file:x` is the file named so in the
    /// current folder; the storage opens it as such). A path that names a folder by its
    /// form — empty, or ending in `/`, `/.` or `/..` — is refused before anything is made;
    /// what the path holds on disk (a folder, a device, a read-only file) is checked where
    /// the database is opened, before SQLite touches it.
    ///
    /// - Parameter environment: where `HOME` and `XDG_DATA_HOME` come from; the process's
    ///   environment in the apps, an explicit one in tests.
    /// - Throws: a one-line ``LaunchError`` when the path names a folder or its folder
    ///   cannot be made.
    public static func prepare(
        _ option: String?,
        appName: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(LaunchError) -> String {
        let path = try resolve(option, appName: appName, environment: environment)
        guard path != ":memory:" else { return path }
        guard !path.isEmpty else { throw LaunchError("the database path is empty") }
        let (folder, name) = split(path)
        guard !["", ".", ".."].contains(name) else {
            throw LaunchError("cannot use \(path) for the database: it names a folder, not a file")
        }
        // A bare name lives in the current folder, which exists.
        guard let folder else { return path }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw LaunchError("cannot create the folder \(folder) for the database: \(reason(for: error))")
        }
        return path
    }

    /// The folder part of `path` (`nil` for a bare name, `/` at the root) and its last
    /// component, split at the last `/`. By hand rather than with `NSString`, whose
    /// `deletingLastPathComponent` crashes on one-character paths on Linux.
    static func split(_ path: String) -> (folder: String?, name: String) {
        let scalars = path.unicodeScalars
        guard let slash = scalars.lastIndex(of: "/") else { return (nil, path) }
        let folder = String(scalars[..<slash])
        return (folder.isEmpty ? "/" : folder, String(scalars[scalars.index(after: slash)...]))
    }

    /// The path the `--database` option means, without touching the disk: the default file
    /// when it is `nil`, otherwise the option with a leading `~` expanded.
    public static func resolve(
        _ option: String?,
        appName: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(LaunchError) -> String {
        guard let option else { return defaultPath(for: appName, environment: environment) }
        return try expandingTilde(in: option, environment: environment)
    }

    /// `$XDG_DATA_HOME/architecture-workspace/<app>.sqlite`, or `~/.local/share/…` when
    /// `XDG_DATA_HOME` is unset or empty.
    public static func defaultPath(for appName: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let dataHome = nonEmpty(environment["XDG_DATA_HOME"]) ?? "\(home(in: environment))/.local/share"
        return "\(dataHome)/architecture-workspace/\(appName).sqlite"
    }

    /// Expands `~` and `~/…` to the home folder (`HOME`, else the account's) and `~user/…`
    /// to that user's; any other path is returned unchanged.
    public static func expandingTilde(in path: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(LaunchError) -> String {
        guard path.hasPrefix("~") else { return path }
        let afterTilde = path.dropFirst()
        let user = afterTilde.prefix { $0 != "/" }
        let rest = afterTilde.dropFirst(user.count)
        if user.isEmpty {
            return home(in: environment) + rest
        }
        guard let userHome = FileManager.default.homeDirectory(forUser: String(user))?.path else {
            throw LaunchError("cannot expand \(path): there is no user \(user)")
        }
        return userHome + rest
    }

    private static func home(in environment: [String: String]) -> String {
        nonEmpty(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
    }

    private static func nonEmpty(_ value: String?) -> String? {
        value.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The operating system's short message ("Not a directory") rather than Foundation's
    /// wrapper around it.
    private static func reason(for error: any Error) -> String {
        let wrapper = error as NSError
        let cause = (wrapper.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError } ?? wrapper
        if cause.domain == NSPOSIXErrorDomain, let message = strerror(Int32(cause.code)) {
            return String(cString: message)
        }
        return cause.localizedDescription
    }
}
