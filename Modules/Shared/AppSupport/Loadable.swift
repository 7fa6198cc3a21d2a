/// The one loading state every screen uses: nothing requested yet, loading (remembering
/// the value shown before, so a cancelled load can fall back to it), loaded, or failed.
///
/// A failure keeps its typed error, as Alexey Naumov's `Loadable` does, so the role that
/// presents it decides the words (`CountriesError.message`, a title, nothing at all).
public enum Loadable<Value: Sendable, Failure: Error>: Sendable {
    case notRequested
    case isLoading(previous: Value?)
    case loaded(Value)
    case failed(Failure)

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

    /// The error of the last load, if it failed.
    public var error: Failure? {
        if case .failed(let error) = self { error } else { nil }
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

extension Loadable: Equatable where Value: Equatable, Failure: Equatable {}
