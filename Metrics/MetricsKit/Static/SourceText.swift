import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a Swift file for measuring, or says in a few words why it cannot be measured. Only
/// regular files are opened (a FIFO named `.swift` would block the read forever), and only
/// text is measured: a NUL byte or bytes that are not UTF-8 mean binary content, which the
/// compiler would refuse too, and which parsed as Swift would count as thousands of code lines.
/// A file over ``maximumBytes`` is not read at all.
public enum SourceText {
    /// The largest file measured: 512 KiB, what parsing one file may cost. With the tool's debug
    /// swift-syntax, 512 KiB of ordinary Swift took 2.3 s of CPU and 50 MB, of dense code (`let
    /// a = 1; ` over and over) 7.8 s and 126 MB, and a 5 MB one-line file 124 s and 1.38 GB: the cost
    /// grows with the bytes, on one line or on many alike. The largest of the 1,514 Swift files
    /// of the workspace's dependencies is 279 KB (generated), of the workspace itself 26 KB.
    public static let maximumBytes = 524_288

    public static func read(_ path: String) -> Result<String, SkipReason> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(SkipReason(describe(errno: errno, path: path))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(SkipReason("not a regular file")) }
        guard info.st_size <= maximumBytes else { return .failure(tooLarge(bytes: Int(info.st_size))) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(SkipReason(describe(errno: errno, path: path))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let data: Data
        do {
            // A byte past the bound at most, should the file have grown since `stat`.
            data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
        } catch {
            return .failure(SkipReason("cannot be read (\(describe(error)))"))
        }
        guard data.count <= maximumBytes else { return .failure(tooLarge(bytes: data.count)) }
        if data.contains(0) { return .failure(SkipReason("not text (binary content: a NUL byte)")) }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(SkipReason("not text (not valid UTF-8)"))
        }
        return .success(text)
    }

    private static func tooLarge(bytes: Int) -> SkipReason {
        SkipReason("too large to parse: \(grouped(bytes)) bytes, over the bound of \(grouped(maximumBytes)) (\(maximumBytes / 1024) KiB)")
    }

    /// `5,242,880`: thousands grouped with commas, whatever the locale.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return ([Substring(digits)] + groups).joined(separator: ",")
    }

    /// `permission denied`, `no space left on device`: Foundation's error for a file or folder in
    /// a few words (its POSIX cause when it has one), never the whole error dump.
    public static func describe(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return describe(errno: Int32(underlying.code))
        }
        if error.domain == NSPOSIXErrorDomain { return describe(errno: Int32(error.code)) }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileReadNoSuchFile, .fileNoSuchFile: return "no such file or folder"
        case .fileWriteOutOfSpace: return "no space left on device"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        default: return error.localizedDescription.split(separator: "\n").first.map(String.init) ?? "\(error.code)"
        }
    }

    /// What a failed `stat` or `open` means for a file; `path` tells a link to nothing from a file
    /// that vanished.
    static func describe(errno code: Int32, path: String? = nil) -> String {
        switch code {
        case ENOENT:
            var info = stat()
            if let path, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { return "a symbolic link to nothing" }
            return "no such file"
        case ELOOP: return "a symbolic link loop"
        case EACCES, EPERM: return "permission denied"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}

/// Why a file is skipped, in a few words.
public struct SkipReason: Error, Sendable, Equatable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }
}
