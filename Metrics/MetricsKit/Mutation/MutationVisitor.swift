import SwiftSyntax

/// Walks one folded file and records a `MutationPoint` for each operator that applies.
final class MutationVisitor: SyntaxVisitor {
    private let source: [UInt8]
    private let file: String
    private let converter: SourceLocationConverter
    private(set) var points: [MutationPoint] = []

    static let relationalSwaps = ["==": "!=", "!=": "==", "<": "<=", "<=": "<", ">": ">=", ">=": ">"]
    static let arithmeticSwaps = ["+": "-", "-": "+"]

    init(source: [UInt8], file: String, converter: SourceLocationConverter) {
        self.source = source
        self.file = file
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        negate(node.conditions)
        return .visitChildren
    }

    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        negate(node.conditions)
        return .visitChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        negate(node.conditions)
        return .visitChildren
    }

    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        addExpression(node.condition, .negateCondition, mutated: "!(\(node.condition.trimmedDescription))")
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        guard let binary = node.operator.as(BinaryOperatorExprSyntax.self) else { return .visitChildren }
        let symbol = binary.operator.text
        if let swapped = Self.relationalSwaps[symbol] {
            addExpression(node, .swapRelational, mutated: replacing(binary.operator, in: node, with: swapped))
        } else if let swapped = Self.arithmeticSwaps[symbol], !mentionsText(node.leftOperand), !mentionsText(node.rightOperand) {
            addExpression(node, .swapArithmetic, mutated: replacing(binary.operator, in: node, with: swapped))
        }
        return .visitChildren
    }

    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        addExpression(node, .flipBoolean, mutated: node.literal.tokenKind == .keyword(.true) ? "false" : "true")
        return .visitChildren
    }

    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard let value = Int(node.literal.text.replacingOccurrences(of: "_", with: "")) else { return .visitChildren }
        if value != 0 { addExpression(node, .changeInteger, mutated: "0") }
        if value < Int.max { addExpression(node, .changeInteger, mutated: String(value + 1)) }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if StatementRemoval.isRemovable(node), isExecutable(node) {
            add(node.item, .removeCall, kind: .statement, mutated: "")
        }
        return .visitChildren
    }

    // MARK: Recording

    /// Each condition that is a boolean expression (not `let` bindings, `case` patterns or `#available`).
    private func negate(_ conditions: ConditionElementListSyntax) {
        for element in conditions {
            guard case let .expression(expression) = element.condition else { continue }
            addExpression(expression, .negateCondition, mutated: "!(\(expression.trimmedDescription))")
        }
    }

    private func addExpression(_ node: some SyntaxProtocol, _ mutationOperator: MutationOperator, mutated: String) {
        // The schema writes an expression twice: it must fit on its line, and `try`/`await`
        // cannot stand inside the ternary that chooses between the copies.
        guard !node.trimmedDescription.contains("\n"), !containsEffect(node), isExecutable(node) else { return }
        add(node, mutationOperator, kind: .expression, mutated: mutated)
    }

    private func add(_ node: some SyntaxProtocol, _ mutationOperator: MutationOperator, kind: MutationPoint.Kind, mutated: String) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        points.append(MutationPoint(
            file: file, line: location.line, column: location.column, start: start, end: end,
            mutationOperator: mutationOperator, kind: kind, original: text(start, end), mutated: mutated
        ))
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: source[start..<end], as: UTF8.self)
    }

    /// The node's text with `token` replaced by `replacement`.
    private func replacing(_ token: TokenSyntax, in node: some SyntaxProtocol, with replacement: String) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        return text(start, token.positionAfterSkippingLeadingTrivia.utf8Offset) + replacement
            + text(token.endPositionBeforeTrailingTrivia.utf8Offset, end)
    }

    /// `"a" + b` is string concatenation: `-` would not compile, so such `+` is not swapped.
    private func mentionsText(_ node: ExprSyntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            if case .stringQuote = token.tokenKind { return true }
            if case .multilineStringQuote = token.tokenKind { return true }
            return false
        } || node.is(ArrayExprSyntax.self)
    }

    private func containsEffect(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.try) || $0.tokenKind == .keyword(.await) }
    }

    /// Inside a body that runs (function, accessor, closure), and not in a place that needs a
    /// constant or a pattern: attributes, parameter defaults, `case` labels and patterns, `#if` conditions, types.
    private func isExecutable(_ node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent {
            if parent.is(AttributeSyntax.self) || parent.is(FunctionParameterSyntax.self) || parent.is(SwitchCaseLabelSyntax.self)
                || parent.is(MatchingPatternConditionSyntax.self) || parent.is(EnumCaseElementSyntax.self)
                || parent.is(GenericArgumentClauseSyntax.self) || parent.is(TypeAnnotationSyntax.self)
                || parent.is(MacroExpansionExprSyntax.self) || parent.is(MacroExpansionDeclSyntax.self) {
                return false
            }
            if let clause = parent.as(IfConfigClauseSyntax.self), clause.condition.map(Syntax.init)?.id == child.id { return false }
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return true }
            if parent.is(MemberBlockItemSyntax.self) || parent.is(SourceFileSyntax.self) { return false }
            child = parent
        }
        return false
    }
}
