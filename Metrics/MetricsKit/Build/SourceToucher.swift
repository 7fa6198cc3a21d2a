import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Marks source files as changed (new modification time, same content) to force rebuilds, and
/// puts every original modification time back at the end — so the user's own `.build` sees
/// nothing changed and does not recompile after a metrics run.
///
/// Every call stamps its files with a whole second no earlier call used. The Swift driver
/// compares a file's modification time with its build record to the second (seen with Swift
/// 6.3.1): a file touched within the same second as the time it recorded counts as unchanged
/// and is silently not recompiled, so `touch`-style "now" would time builds that compiled nothing.
public final class SourceToucher {
    private var originals: [String: (accessed: timespec, modified: timespec)] = [:]
    private var lastStamp: Int

    /// `now` gives the current time in whole seconds since 1970; tests pass a fixed one.
    public init(now: @escaping @Sendable () -> Int = { Int(Date().timeIntervalSince1970) }) {
        self.now = now
        lastStamp = now()
    }

    private let now: @Sendable () -> Int

    /// Sets the modification time of each file to a fresh whole second (now, or one past the
    /// last stamp when that is later), remembering the first original time. Returns the stamp.
    @discardableResult
    public func touch(_ paths: [String]) -> Int {
        lastStamp = Swift.max(lastStamp + 1, now())
        let stamp = timespec(tv_sec: lastStamp, tv_nsec: 0)
        for path in paths {
            if originals[path] == nil {
                var info = stat()
                if stat(path, &info) == 0 { originals[path] = (info.st_atim, info.st_mtim) }
            }
            utimensat(AT_FDCWD, path, [stamp, stamp], 0)
        }
        return lastStamp
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
