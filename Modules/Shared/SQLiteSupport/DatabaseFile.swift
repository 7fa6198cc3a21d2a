#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a database path must be before SQLite opens it for writing, and the one form in
/// which a path is handed to SQLite.
///
/// SQLite opening a file it cannot use still leaves things behind: `-wal` and `-shm` files
/// with the read-only file's mode (which keep failing after the file is fixed), a
/// `/dev/null-journal`, a file where a folder was meant. So the path is checked first,
/// without creating or changing anything, and refused in one line.
public enum DatabaseFile {
    /// Why a path cannot hold the database; ``reason`` ends up in the open error.
    public struct Unusable: Error, Equatable {
        public let reason: String
    }

    /// The files SQLite keeps beside a database, by suffix.
    static let sideFileSuffixes = ["-wal", "-shm", "-journal"]

    /// `path` as SQLite reads it as a plain file path. Where URIs are enabled (as in the
    /// SQLite of Linux distributions), a name that starts with `file:` is taken as a URI
    /// (`file:x.sqlite?cache=shared` opens `x.sqlite`); `./` in front keeps it the file
    /// of that name, as it does for `:memory:`.
    public static func plainPath(_ path: String) -> String {
        path.hasPrefix("file:") || path == ":memory:" ? "./" + path : path
    }

    /// Checks that SQLite can open `path` for writing and keep its side files next to it:
    /// an existing path is a regular file (symbolic links followed) that can be read and
    /// written, in a folder that can be written, and whose existing `-wal`, `-shm` and
    /// `-journal` files are regular and writable; a new file goes in an existing, writable
    /// folder.
    /// - Throws: ``Unusable`` with a short reason ("it is a folder, not a file", "it is not
    ///   writable (Permission denied)", …).
    public static func check(_ path: String) throws(Unusable) {
        // SQLite opens a private temporary database for an empty name.
        guard !path.isEmpty else { throw Unusable(reason: "the path is empty") }
        var info = stat()
        if stat(path, &info) == 0 {
            try checkExisting(path, kind: info.st_mode & S_IFMT)
            return
        }
        let failure = errno
        guard failure == ENOENT else { throw Unusable(reason: systemMessage(failure)) }
        if lstat(path, &info) == 0 {
            // Another process may have created the file since `stat`: start over on it.
            guard info.st_mode & S_IFMT == S_IFLNK else { return try check(path) }
            // SQLite would create the link's target, wherever it points.
            throw Unusable(reason: "it is a symbolic link to a missing file")
        }
        let folder = folder(of: path)
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw Unusable(reason: "the folder \(folder) does not exist")
        }
        try checkFolder(folder)
        try checkSideFiles(of: path)
    }

    private static func checkExisting(_ path: String, kind: mode_t) throws(Unusable) {
        guard kind != S_IFDIR else { throw Unusable(reason: "it is a folder, not a file") }
        guard kind == S_IFREG else { throw Unusable(reason: "it is not a regular file") }
        if let code = failure(access(path, R_OK)) { throw Unusable(reason: "it is not readable (\(systemMessage(code)))") }
        if let code = failure(access(path, W_OK)) { throw Unusable(reason: "it is not writable (\(systemMessage(code)))") }
        // SQLite puts the side files next to the file a link points to.
        let real = realPath(path) ?? path
        try checkFolder(folder(of: real))
        try checkSideFiles(of: real)
    }

    private static func checkFolder(_ folder: String) throws(Unusable) {
        if let code = failure(access(folder, W_OK | X_OK)) {
            throw Unusable(reason: "its folder \(folder) is not writable (\(systemMessage(code)))")
        }
    }

    /// A side file left read-only (by an earlier run on a read-only file) makes every
    /// later write fail even once the database itself is writable again.
    private static func checkSideFiles(of path: String) throws(Unusable) {
        for suffix in sideFileSuffixes {
            let side = path + suffix
            var info = stat()
            guard lstat(side, &info) == 0 else { continue }
            // Another process sharing the database deletes its `-journal` at any moment, so
            // a side file gone between two calls is fine; a link that points nowhere is not.
            if let code = failure(stat(side, &info)) {
                if code == ENOENT, lstat(side, &info) != 0 { continue }
                throw Unusable(reason: "\(side) is not a regular file")
            }
            guard info.st_mode & S_IFMT == S_IFREG else { throw Unusable(reason: "\(side) is not a regular file") }
            if let code = failure(access(side, R_OK | W_OK)) {
                if code == ENOENT { continue }
                throw Unusable(reason: "\(side) is not writable (\(systemMessage(code)))")
            }
        }
    }

    /// The folder holding `path`: `.` for a bare name, `/` at the root.
    static func folder(of path: String) -> String {
        let scalars = path.unicodeScalars
        guard let slash = scalars.lastIndex(of: "/") else { return "." }
        let folder = String(scalars[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `errno` when a system call returned `result` non-zero, read before anything can change it.
    private static func failure(_ result: Int32) -> Int32? {
        result == 0 ? nil : errno
    }

    /// The operating system's short message ("Permission denied").
    private static func systemMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
