import SwiftSyntax

/// Collects a file's `FileState`: every class, actor, struct and enum with its mutable stored
/// properties. It reads declarations only — the file's, those of `#if` branches, and those
/// nested in types and extensions — never a function body: local variables and local types are
/// no module's state, and bodies are most of a file, so this costs little in `--quick`.
struct StateReader {
    private let map: LineMap

    init(map: LineMap) {
        self.map = map
    }

    func read(_ file: SourceFileSyntax) -> FileState {
        var state = FileState()
        collect(Self.declarations(in: file.statements), parents: [], into: &state)
        return state
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        map.line(of: node.positionAfterSkippingLeadingTrivia.utf8Offset) + 1
    }

    private func collect(_ declarations: [DeclSyntax], parents: [String], into state: inout FileState) {
        for declaration in declarations {
            if let node = declaration.as(ClassDeclSyntax.self) {
                declare(node.name, .class, node.inheritanceClause, node.memberBlock, parents, &state)
            } else if let node = declaration.as(ActorDeclSyntax.self) {
                declare(node.name, .actor, node.inheritanceClause, node.memberBlock, parents, &state)
            } else if let node = declaration.as(StructDeclSyntax.self) {
                declare(node.name, .struct, node.inheritanceClause, node.memberBlock, parents, &state)
            } else if let node = declaration.as(EnumDeclSyntax.self) {
                declare(node.name, .enum, node.inheritanceClause, node.memberBlock, parents, &state)
            } else if let node = declaration.as(ExtensionDeclSyntax.self) {
                // Types nested in `extension AppState { struct Routing … }` are `AppState.Routing`.
                let extended = Self.dottedName(of: node.extendedType)?.split(separator: ".").last.map(String.init) ?? node.extendedType.trimmedDescription
                collect(Self.declarations(in: node.memberBlock.members), parents: parents + [extended], into: &state)
            }
        }
    }

    private func declare(
        _ name: TokenSyntax, _ kind: FileState.TypeState.Kind, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
        _ parents: [String], _ state: inout FileState
    ) {
        let nested = Self.declarations(in: members.members)
        state.types.append(.init(
            name: name.text, parents: parents, kind: kind, line: line(of: name),
            inherits: inheritance?.inheritedTypes.map { Self.dottedName(of: $0.type) ?? $0.type.trimmedDescription } ?? [],
            storedVars: nested.compactMap { $0.as(VariableDeclSyntax.self) }.flatMap(storedVars)
        ))
        collect(nested, parents: parents + [name.text], into: &state)
    }

    /// The declarations of a file, those of every `#if` branch included (as the line counts count every branch).
    private static func declarations(in items: CodeBlockItemListSyntax) -> [DeclSyntax] {
        items.flatMap { item -> [DeclSyntax] in
            guard case let .decl(declaration) = item.item else { return [] }
            return expanding(declaration)
        }
    }

    /// The members of a type or extension, those of every `#if` branch included.
    private static func declarations(in members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        members.flatMap { expanding($0.decl) }
    }

    private static func expanding(_ declaration: DeclSyntax) -> [DeclSyntax] {
        guard let conditional = declaration.as(IfConfigDeclSyntax.self) else { return [declaration] }
        return conditional.clauses.flatMap { clause -> [DeclSyntax] in
            switch clause.elements {
            case let .statements(items)?: declarations(in: items)
            case let .decls(members)?: declarations(in: members)
            default: []
            }
        }
    }

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
