import SwiftSyntax

/// Collects a file's `FileReferences` in one walk of its syntax tree.
final class ReferenceVisitor: SyntaxVisitor {
    private let map: LineMap
    private var typeStack: [String] = []
    private var functionStack: [String] = []
    private(set) var result = FileReferences()

    init(map: LineMap) {
        self.map = map
        super.init(viewMode: .sourceAccurate)
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        map.line(of: node.positionAfterSkippingLeadingTrivia.utf8Offset) + 1
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            result.imports.append(.init(module: module, line: line(of: node.importKeyword)))
        }
        return .skipChildren
    }

    // MARK: Declarations

    private func declare(_ name: TokenSyntax, _ kind: FileReferences.Declaration.Kind) {
        result.declarations.append(.init(name: name.text, parents: typeStack, kind: kind, line: line(of: name)))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .class)
        typeStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .struct)
        typeStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .enum)
        typeStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .actor)
        typeStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .protocol)
        typeStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .typealias)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = Self.lastComponent(of: node.extendedType)
        result.extensions.append(.init(name: extended.name, base: extended.base, line: line(of: node.extendedType), function: nil, enclosingTypes: typeStack))
        typeStack.append(extended.name)
        // The extended type's own name is a declaration site, not a use: walk only the rest.
        if let clause = node.inheritanceClause { walk(clause) }
        if let whereClause = node.genericWhereClause { walk(whereClause) }
        walk(node.memberBlock)
        typeStack.removeLast()
        return .skipChildren
    }

    // MARK: Functions

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functionStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: FunctionDeclSyntax) { functionStack.removeLast() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        functionStack.append("init")
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { functionStack.removeLast() }

    // MARK: References

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        refer(node.name, base: nil)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        // `TerminalUI.Screen`, `PlayerListView.State`: the base is walked as its own reference.
        refer(node.name, base: Self.lastComponent(of: node.baseType).name)
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // Only at the head of an expression: `x.Foo` is a member, and `.foo` has no name to resolve.
        if node.parent?.is(MemberAccessExprSyntax.self) != true || node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id {
            refer(node.baseName, base: nil)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `TerminalUI.Screen(…)`, `Gather.Ticker.default`: a capitalised member of a capitalised base.
        if let base = node.base?.as(DeclReferenceExprSyntax.self), Self.isCapitalised(base.baseName.text) {
            refer(node.declName.baseName, base: base.baseName.text)
        }
        return .visitChildren
    }

    private func refer(_ token: TokenSyntax, base: String?) {
        let name = token.text
        guard Self.isCapitalised(name) else { return }
        result.references.append(.init(name: name, base: base, line: line(of: token), function: functionStack.last, enclosingTypes: typeStack))
    }

    private static func isCapitalised(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }

    private static func lastComponent(of type: TypeSyntax) -> (name: String, base: String?) {
        if let member = type.as(MemberTypeSyntax.self) {
            return (member.name.text, lastComponent(of: member.baseType).name)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return (identifier.name.text, nil) }
        return (type.trimmedDescription, nil)
    }
}
