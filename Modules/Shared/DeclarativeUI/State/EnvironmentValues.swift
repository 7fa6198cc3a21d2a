/// The values a view's ancestors provide, like SwiftUI's `EnvironmentValues`. An app adds its
/// own as SwiftUI apps did before `@Entry`: a key, and a property reading it.
///
/// ```swift
/// private struct RepositoriesKey: EnvironmentKey {
///     static var defaultValue: Repositories { .empty }
/// }
/// extension EnvironmentValues {
///     var repositories: Repositories {
///         get { self[RepositoriesKey.self] }
///         set { self[RepositoriesKey.self] = newValue }
///     }
/// }
/// ```
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// No values given: every key reads its default.
    public init() {}

    /// The value for `key`, or its default when no ancestor gave one.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            guard let value = values[ObjectIdentifier(key)] else { return Key.defaultValue }
            // Stored by this subscript's setter under this key's own type.
            return value as! Key.Value
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    func object<Object: AnyObject>(_ type: Object.Type) -> Object? {
        objects[ObjectIdentifier(type)] as? Object
    }

    mutating func setObject<Object: AnyObject>(_ object: Object) {
        objects[ObjectIdentifier(Object.self)] = object
    }
}

extension EnvironmentValues {
    /// False under `.disabled(true)`: buttons show disabled, rows cannot be selected.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Pops the page this view is on (SwiftUI's `@Environment(\.dismiss)`).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}
