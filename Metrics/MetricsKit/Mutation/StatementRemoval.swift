import SwiftSyntax

/// Which statements the `removeCall` operator may leave out: a statement that only calls a
/// function (`try`/`await` allowed), whose block still compiles without it. As in Muter,
/// calls that end the process or only print are left alone (removing `fatalError` changes
/// what compiles, removing `print` what no test should check), and so are the initializer
/// chain and assertions.
enum StatementRemoval {
    static let excludedCallees: Set<String> = [
        "fatalError", "preconditionFailure", "precondition", "assert", "assertionFailure", "print", "debugPrint",
        "exit", "abort", "super.init", "self.init", "dump",
    ]

    static func isRemovable(_ item: CodeBlockItemSyntax) -> Bool {
        guard case let .expr(expression) = item.item, let call = call(in: expression) else { return false }
        if excludedCallees.contains(call.calledExpression.trimmedDescription) { return false }
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        // With other statements beside it, no block returns the call's value implicitly.
        if list.count > 1 { return true }
        return bodyReturnsNothing(list.parent)
    }

    /// The call a statement makes, under any `try` and `await`.
    private static func call(in expression: ExprSyntax) -> FunctionCallExprSyntax? {
        if let call = expression.as(FunctionCallExprSyntax.self) { return call }
        if let effect = expression.as(TryExprSyntax.self) { return call(in: effect.expression) }
        if let effect = expression.as(AwaitExprSyntax.self) { return call(in: effect.expression) }
        return nil
    }

    /// A single statement is the block's value when the block has one: allowed only in bodies
    /// that return nothing (Void functions, initializers, setters and observers) and in
    /// statement-position control flow. A closure's single statement may be its result: left alone.
    private static func bodyReturnsNothing(_ container: Syntax?) -> Bool {
        guard let block = container?.as(CodeBlockSyntax.self), let owner = block.parent else {
            if let accessor = container?.parent?.as(AccessorDeclSyntax.self) { return accessor.accessorSpecifier.tokenKind != .keyword(.get) }
            return false
        }
        if let function = owner.as(FunctionDeclSyntax.self) {
            guard let result = function.signature.returnClause else { return true }
            return ["Void", "()"].contains(result.type.trimmedDescription)
        }
        if owner.is(InitializerDeclSyntax.self) || owner.is(DeinitializerDeclSyntax.self) { return true }
        if let accessor = owner.as(AccessorDeclSyntax.self) { return accessor.accessorSpecifier.tokenKind != .keyword(.get) }
        if owner.is(ForStmtSyntax.self) || owner.is(WhileStmtSyntax.self) || owner.is(RepeatStmtSyntax.self)
            || owner.is(GuardStmtSyntax.self) || owner.is(DoStmtSyntax.self) || owner.is(DeferStmtSyntax.self) {
            return true
        }
        // `if` in statement position (not `let x = if …`).
        if let ifExpression = owner.as(IfExprSyntax.self) ?? owner.parent?.as(IfExprSyntax.self) {
            return isStatement(Syntax(ifExpression))
        }
        return false
    }

    private static func isStatement(_ node: Syntax) -> Bool {
        var current = node
        // An `else if` chain hangs from the first `if`.
        while let parent = current.parent, parent.is(IfExprSyntax.self) { current = parent }
        guard let parent = current.parent else { return false }
        if parent.is(ExpressionStmtSyntax.self) { return parent.parent?.is(CodeBlockItemSyntax.self) ?? false }
        return parent.is(CodeBlockItemSyntax.self)
    }
}
