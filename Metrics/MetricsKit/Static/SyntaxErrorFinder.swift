import SwiftSyntax

/// Why swift-syntax could not read a file as Swift, in a few words: the first place, in the
/// file's order, where the parser had to make up a token it expected (`expected '}' at 2:14`,
/// right after the last token it could place),
/// pass over text it could not place (`unexpected code '@@@' at 2:5`), or where the lexer found
/// a token that is no Swift (`unterminated block comment at 4:1`). swift-syntax always builds a
/// tree, with these marked in it (`hasError`); its own worded diagnostics live in
/// SwiftParserDiagnostics, a module more to build for one line of text. The checks the compiler
/// adds after parsing (two statements on one line without `;`) are not made here.
final class SyntaxErrorFinder: SyntaxAnyVisitor {
    private var found: (problem: String, position: AbsolutePosition)?

    /// `<problem> at <line>:<column>` (one-based; the column in UTF-8 bytes, as the compiler
    /// counts it), or nil when the tree has no error.
    static func firstError(in tree: SourceFileSyntax) -> String? {
        guard tree.hasError else { return nil }
        let finder = SyntaxErrorFinder(viewMode: .all)
        finder.walk(tree)
        let found = finder.found ?? ("a syntax error", tree.position)
        let location = SourceLocationConverter(fileName: "", tree: tree).location(for: found.position)
        return "\(found.problem) at \(location.line):\(location.column)"
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        // Only the branches that hold an error are walked: `hasError` is kept on every node.
        guard found == nil, node.hasError else { return .skipChildren }
        if let unexpected = node.as(UnexpectedNodesSyntax.self) {
            found = ("unexpected code '\(Self.excerpt(unexpected.trimmedDescription))'", unexpected.positionAfterSkippingLeadingTrivia)
        } else if let token = node.as(TokenSyntax.self) {
            if token.presence == .missing {
                found = (Self.expectation(token), token.positionAfterSkippingLeadingTrivia)
            } else if let diagnostic = token.tokenDiagnostic {
                found = (Self.words("\(diagnostic.kind)"), token.position.advanced(by: Int(diagnostic.byteOffset)))
            }
        }
        return found == nil ? .visitChildren : .skipChildren
    }

    /// What the parser expected where it made up `token`: a token (`'}'`), or what its
    /// placeholder stands for (`<#expression#>`: an expression).
    private static func expectation(_ token: TokenSyntax) -> String {
        let text = token.text
        guard text.hasPrefix("<#") && text.hasSuffix("#>") && text.count > 4 else {
            return text.isEmpty ? "expected a name" : "expected '\(text)'"
        }
        let what = text.dropFirst(2).dropLast(2)
        return "expected \("aeiou".contains(what.first ?? "x") ? "an" : "a") \(what)"
    }

    /// The first line of `code`, at most 20 characters.
    private static func excerpt(_ code: String) -> String {
        let line = code.prefix { $0 != "\n" && $0 != "\r" }
        return line.count > 20 || line.count < code.count ? String(line.prefix(20)) + "…" : String(line)
    }

    /// `unterminatedBlockComment` → `unterminated block comment`.
    private static func words(_ name: String) -> String {
        name.reduce(into: "") { text, character in
            text += character.isUppercase ? " " + character.lowercased() : String(character)
        }
    }
}
