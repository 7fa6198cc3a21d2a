import SwiftSyntax

/// Collects a file's `FileState`: every class, actor, struct and enum with its mutable stored
/// properties, in one walk of the syntax tree.
final class StateVisitor: SyntaxVisitor {
    private let map: LineMap
    private var typeStack: [String] = []
    private(set) var result = FileState()

    init(map: LineMap) {
        self.map = map
        super.init(viewMode: .sourceAccurate)
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        map.line(of: node.positionAfterSkippingLeadingTrivia.utf8Offset) + 1
    }

    private func declare(
        _ name: TokenSyntax, _ kind: FileState.TypeState.Kind, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax
    ) {
        result.types.append(.init(
            name: name.text, parents: typeStack, kind: kind, line: line(of: name),
            inherits: inheritance?.inheritedTypes.map { Self.dottedName(of: $0.type) ?? $0.type.trimmedDescription } ?? [],
            storedVars: Self.variables(in: members.members).flatMap(storedVars)
        ))
        typeStack.append(name.text)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .class, node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .actor, node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .struct, node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, .enum, node.inheritanceClause, node.memberBlock)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // Types nested in `extension AppState { struct Routing … }` are `AppState.Routing`.
        typeStack.append(Self.dottedName(of: node.extendedType)?.split(separator: ".").last.map(String.init) ?? node.extendedType.trimmedDescription)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    /// Protocols declare requirements, not storage; their bodies hold no type either.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // Bodies hold local variables and local types, neither of them a module's state, and are
    // most of a file: not walking them keeps this walk a small part of `--quick`.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    // MARK: Stored properties

    private func storedVars(_ node: VariableDeclSyntax) -> [FileState.StoredVar] {
        guard node.bindingSpecifier.tokenKind == .keyword(.var) else { return [] }
        let excluded: Set<String> = ["static", "class", "weak", "unowned"]
        if node.modifiers.contains(where: { excluded.contains($0.name.text) }) { return [] }
        let swiftUIState = node.attributes.contains { element in
            guard case let .attribute(attribute) = element else { return false }
            let name = attribute.attributeName.trimmedDescription
            return ["State", "StateObject", "SwiftUI.State", "SwiftUI.StateObject"].contains(name)
        }
        return node.bindings.compactMap { binding in
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), Self.isStored(binding.accessorBlock) else { return nil }
            var held = binding.typeAnnotation.map { Self.heldTypes(of: $0.type) } ?? []
            if binding.typeAnnotation == nil, let value = binding.initializer?.value {
                held = Self.typeName(madeBy: value).map { [$0] } ?? []
            }
            return .init(name: pattern.identifier.text, line: line(of: pattern), heldTypes: held, isSwiftUIState: swiftUIState)
        }
    }

    /// The member `var`/`let` declarations, those of every `#if` branch included (as the line counts count every branch).
    private static func variables(in members: MemberBlockItemListSyntax) -> [VariableDeclSyntax] {
        members.flatMap { member -> [VariableDeclSyntax] in
            if let variable = member.decl.as(VariableDeclSyntax.self) { return [variable] }
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
            return conditional.clauses.flatMap { clause -> [VariableDeclSyntax] in
                guard case let .decls(nested) = clause.elements else { return [] }
                return variables(in: nested)
            }
        }
    }

    /// No accessors, or only observers (`willSet`, `didSet`): the property has storage.
    private static func isStored(_ block: AccessorBlockSyntax?) -> Bool {
        guard let block else { return true }
        switch block.accessors {
        case .getter: return false
        case let .accessors(list):
            return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }

    /// The named types a value of `type` stores: `T?`, `T!`, `[T]`, `[K: T]` hold `T`; a tuple
    /// holds each of its elements; `some`/`any` and function types hold nothing nameable.
    static func heldTypes(of type: TypeSyntax) -> [String] {
        if let optional = type.as(OptionalTypeSyntax.self) { return heldTypes(of: optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return heldTypes(of: unwrapped.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return heldTypes(of: array.element) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return heldTypes(of: dictionary.value) }
        if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.flatMap { heldTypes(of: $0.type) } }
        if let attributed = type.as(AttributedTypeSyntax.self) { return heldTypes(of: attributed.baseType) }
        return dottedName(of: type).map { [$0] } ?? []
    }

    /// `PlayerListState.DomainState` for a (member) type name, without generic arguments; nil for other types.
    static func dottedName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) {
            return dottedName(of: member.baseType).map { "\($0).\(member.name.text)" } ?? member.name.text
        }
        return nil
    }

    /// The type an initial value is made from: `Routing()`, `AppState.Routing()`, `Mode.list`,
    /// `Mode.initial(for: x)` → the leading capitalised names; nil for literals and the rest.
    static func typeName(madeBy value: ExprSyntax) -> String? {
        var expression = value
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { expression = generic.expression }
        var components: [String] = []
        var current: ExprSyntax? = expression
        while let node = current {
            if let member = node.as(MemberAccessExprSyntax.self) {
                components.insert(member.declName.baseName.text, at: 0)
                current = member.base
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                components.insert(reference.baseName.text, at: 0)
                current = nil
            } else {
                return nil
            }
        }
        let leading = components.prefix { $0.first?.isUppercase == true }
        return leading.isEmpty ? nil : leading.joined(separator: ".")
    }
}
