import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Marks source files as changed (new modification time, same content) to force rebuilds, and
/// puts every original modification time back at the end — so the user's own `.build` sees
/// nothing changed and does not recompile after a metrics run.
public final class SourceToucher {
    private var originals: [String: (accessed: timespec, modified: timespec)] = [:]

    public init() {}

    /// Sets the modification time of each file to now, remembering the first original time.
    public func touch(_ paths: [String]) {
        for path in paths {
            if originals[path] == nil {
                var info = stat()
                if stat(path, &info) == 0 { originals[path] = (info.st_atim, info.st_mtim) }
            }
            utimensat(AT_FDCWD, path, nil, 0)
        }
    }

    /// Restores every file touched so far.
    public func restore() {
        for (path, times) in originals {
            utimensat(AT_FDCWD, path, [times.accessed, times.modified], 0)
        }
        originals.removeAll()
    }

    deinit { restore() }
}
