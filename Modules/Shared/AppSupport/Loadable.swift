/// The one loading state every screen uses: nothing requested yet, loading (remembering
/// the value shown before, so a cancelled load can fall back to it), loaded, or failed.
public enum Loadable<Value: Sendable>: Sendable {
    case notRequested
    case isLoading(previous: Value?)
    case loaded(Value)
    case failed(message: String)

    /// The value to show, if any: the loaded one, or the previous one while reloading.
    public var value: Value? {
        switch self {
        case .loaded(let value): value
        case .isLoading(let previous): previous
        case .notRequested, .failed: nil
        }
    }

    public var isLoading: Bool {
        if case .isLoading = self { true } else { false }
    }

    /// The failure message to show, if the last load failed.
    public var errorMessage: String? {
        if case .failed(let message) = self { message } else { nil }
    }

    /// Starts a load, keeping the current value as the one to return to on cancel.
    public func loading() -> Loadable {
        .isLoading(previous: value)
    }

    /// Cancels a load in flight: back to the value shown before, or to not requested.
    public func cancelled() -> Loadable {
        guard case .isLoading(let previous) = self else { return self }
        return previous.map(Loadable.loaded) ?? .notRequested
    }
}

extension Loadable: Equatable where Value: Equatable {}
