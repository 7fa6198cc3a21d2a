import SwiftSyntax

/// Finds where the trace phase puts its probes in one file: at the entry of every function,
/// initializer and accessor with a body (in a shared target, only those other modules can
/// call: `public` or `open`), and around every `Task` the file creates, so the task's first
/// call knows which frame started it.
final class ProbeVisitor: SyntaxVisitor {
    private let file: String
    private let boundary: Bool
    private var types: [String] = []
    /// Whether each enclosing extension is `public` (its members are, unless they say otherwise).
    private var publicScopes: [Bool] = []
    private(set) var insertions: [ProbeInsertion] = []
    /// Where the bodies given a `return` start: a task there is the body's value.
    private var returned: Set<Int> = []
    /// Functions that got a probe.
    private(set) var probes = 0

    /// Functions whose only statement never returns: a probe before it would need `return`.
    static let neverReturning: Set<String> = ["fatalError", "preconditionFailure", "abort"]

    init(file: String, boundary: Bool) {
        self.file = file
        self.boundary = boundary
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers) }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers) }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers) }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text, node.modifiers) }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.extendedType.trimmedDescription, node.modifiers, extension: true)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }
    // Requirements have no body; default implementations live in extensions.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func enter(_ name: String, _ modifiers: DeclModifierListSyntax, extension isExtension: Bool = false) -> SyntaxVisitorContinueKind {
        // An extension names its type in full (`Outer.Inner`) and starts from the top.
        types.append(isExtension ? name : (types.last.map { "\($0).\(name)" } ?? name))
        publicScopes.append(isExtension && Self.isPublic(modifiers))
        return .visitChildren
    }

    private func leave() {
        types.removeLast()
        publicScopes.removeLast()
    }

    // MARK: Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let returns = node.signature.returnClause?.type.trimmedDescription
        guard returns != "Never", let body = node.body, callable(node.modifiers) else { return .visitChildren }
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        probe(body.statements, after: body.leftBrace, name: "\(node.name.text)(\(labels))", returnsValue: returns.map { !["Void", "()"].contains($0) } ?? false)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body, callable(node.modifiers) else { return .visitChildren }
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        probe(body.statements, after: body.leftBrace, name: "init(\(labels))", returnsValue: false)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard callable(node.modifiers) else { return .visitChildren }
        for binding in node.bindings {
            guard let block = binding.accessorBlock else { continue }
            let name = binding.pattern.trimmedDescription
            accessors(block, name: name)
        }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        guard callable(node.modifiers), let block = node.accessorBlock else { return .visitChildren }
        accessors(block, name: "subscript")
        return .visitChildren
    }

    private func accessors(_ block: AccessorBlockSyntax, name: String) {
        switch block.accessors {
        case let .getter(statements):
            probe(statements, after: block.leftBrace, name: "get \(name)", returnsValue: true)
        case let .accessors(list):
            for accessor in list {
                guard let body = accessor.body else { continue }
                let kind = accessor.accessorSpecifier.text
                probe(body.statements, after: body.leftBrace, name: "\(kind) \(name)", returnsValue: kind == "get")
            }
        }
    }

    // MARK: Tasks

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        if callee == "Task" || callee == "Task.detached" || callee.hasPrefix("Task<"), node.trailingClosure != nil {
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            insertions.append(ProbeInsertion(offset: start, text: "TraceProbe.$spawn.withValue(TraceProbe.current()) { ", precedence: 0))
            // A task made as a statement stays one: as the closure's value its type could not be inferred.
            let statement = node.parent?.is(CodeBlockItemSyntax.self) == true && !returned.contains(start)
            insertions.append(ProbeInsertion(offset: end, text: statement ? "; return () }" : " }", precedence: 0))
        }
        return .visitChildren
    }

    // MARK: Probes

    /// Pattern code: every function; a shared target: what other modules can call.
    private func callable(_ modifiers: DeclModifierListSyntax) -> Bool {
        guard boundary else { return true }
        if Self.isPublic(modifiers) { return true }
        let restricted = modifiers.contains { ["private", "fileprivate", "internal", "package"].contains($0.name.text) }
        return !restricted && publicScopes.last == true
    }

    private static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
    }

    private func probe(_ statements: CodeBlockItemListSyntax, after brace: TokenSyntax, name: String, returnsValue: Bool) {
        var implicitReturn: ExprSyntax?
        if statements.count == 1, let expression = statements.first.flatMap(Self.expression) {
            if let call = expression.as(FunctionCallExprSyntax.self), Self.neverReturning.contains(call.calledExpression.trimmedDescription) {
                return
            }
            if returnsValue, !Self.returnsInBranches(expression) { implicitReturn = expression }
        }
        let type = types.last ?? ""
        let literal = { (text: String) in "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
        let enter = "TraceProbe.enter(\(boundary), \(literal(file)), \(literal(type)), \(literal(name)))"
        // An empty body has nothing to defer to: entered and left at once.
        let text = statements.isEmpty
            ? " TraceProbe.exit(\(enter));"
            : " let __traceFrame = \(enter); defer { TraceProbe.exit(__traceFrame) };"
        insertions.append(ProbeInsertion(offset: brace.endPositionBeforeTrailingTrivia.utf8Offset, text: text, precedence: 0))
        if let implicitReturn {
            insertions.append(ProbeInsertion(offset: implicitReturn.positionAfterSkippingLeadingTrivia.utf8Offset, text: "return ", precedence: 1))
            returned.insert(implicitReturn.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        probes += 1
    }

    /// The expression a body's only item is: `if` and `switch` in statement position are
    /// wrapped in an expression statement.
    private static func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
        switch item.item {
        case let .expr(expression): expression
        case let .stmt(statement): statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: nil
        }
    }

    /// An `if` or `switch` that returns from its branches is a statement, not the body's value.
    private static func returnsInBranches(_ expression: ExprSyntax) -> Bool {
        guard expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) else { return false }
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(expression)
        return finder.found
    }
}

/// Finds a `return` that belongs to the code walked, not to a closure or function inside it.
private final class ReturnFinder: SyntaxVisitor {
    var found = false
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
