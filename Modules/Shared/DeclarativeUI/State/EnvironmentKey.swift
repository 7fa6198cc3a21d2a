/// A key for a value in ``EnvironmentValues``, like SwiftUI's `EnvironmentKey`.
public protocol EnvironmentKey {
    associatedtype Value
    /// The value views read when no ancestor gave one.
    static var defaultValue: Value { get }
}
