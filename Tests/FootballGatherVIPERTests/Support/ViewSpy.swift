@testable import FootballGatherVIPER
import TestSupport

/// The calls every scene's view protocol shares, its loading indicator and its error alerts:
/// each view spy's `Call` enum has these three cases among its own.
protocol ViewCall: Equatable, Sendable {
    static var showLoadingView: Self { get }
    static var hideLoadingView: Self { get }
    static func handleError(_ message: String) -> Self
}

/// A scene's view spy: it records every call the presenter makes in `log`, in order, and
/// answers what its controls hold from the log's answers. Nothing else happens.
@MainActor
protocol ViewSpy: LoadingView, ErrorHandler {
    associatedtype Call: ViewCall
    associatedtype Answers: Sendable
    var log: CallLog<Call, Answers> { get }
}

extension ViewSpy {
    /// Every call so far, in order.
    var calls: [Call] { log.calls }

    /// Whether the loading indicator is on: the last of show and hide was show.
    var isLoading: Bool {
        calls.last { $0 == .showLoadingView || $0 == .hideLoadingView } == .showLoadingView
    }

    func showLoadingView() { log.record(.showLoadingView) }
    func hideLoadingView() { log.record(.hideLoadingView) }
    func handleError(_ message: String) { log.record(.handleError(message)) }
}
