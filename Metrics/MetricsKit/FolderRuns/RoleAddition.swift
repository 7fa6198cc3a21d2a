import Foundation

/// One `--role Role=Suffix,Suffix` of a folder run: file-name suffixes that mark a role, added
/// to the pattern's own (`View=ViewController,Cell` makes `PlayerCell.swift` a View).
public struct RoleAddition: Sendable, Equatable, Codable {
    public var role: String
    public var suffixes: [String]

    public init(role: String, suffixes: [String]) {
        self.role = role
        self.suffixes = suffixes
    }

    /// Reads `Role=Suffix,Suffix`; throws a one-line `MetricsError.options` when malformed.
    public static func parse(_ text: String) throws -> RoleAddition {
        let example = "expected Role=Suffix[,Suffix…], e.g. View=ViewController,Cell"
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw MetricsError.options("--role \(text): \(example)") }
        let role = parts[0].trimmingCharacters(in: .whitespaces)
        let suffixes = parts[1].split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard isName(role), !suffixes.isEmpty, suffixes.allSatisfy(isName) else {
            throw MetricsError.options("--role \(text): \(example) (names without spaces, `/`, `=` or `.swift`)")
        }
        guard role.lowercased() != PatternCatalog.otherRole.lowercased() else {
            throw MetricsError.options("--role \(text): \(PatternCatalog.otherRole) is where files with no role go; name a role")
        }
        return RoleAddition(role: role, suffixes: suffixes)
    }

    /// A role or suffix: a non-empty word of a file name, without the extension.
    private static func isName(_ text: String) -> Bool {
        !text.isEmpty && !text.hasSuffix(".swift")
            && !text.contains { $0 == "/" || $0 == "=" || $0.isWhitespace }
    }
}
