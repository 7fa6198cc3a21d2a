import AppSupport
import CountriesModel
import CountriesUI
@testable import CountriesVIPER
import TestSupport

/// Details' view: records what the presenter tells it.
final class CountryDetailsViewSpy: CountryDetailsViewProtocol {
    enum Call: Equatable, Sendable {
        case displayTitle(String)
        case displayDetails(CountryDetailsScreen.Content?, message: String?, isLoading: Bool, loadingControl: LoadingControl?)
        case handleError(String)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func displayTitle(_ title: String) { log.record(.displayTitle(title)) }

    func displayDetails(_ content: CountryDetailsScreen.Content?, message: String?, isLoading: Bool, loadingControl: LoadingControl?) {
        log.record(.displayDetails(content, message: message, isLoading: isLoading, loadingControl: loadingControl))
    }

    func handleError(_ message: String) { log.record(.handleError(message)) }

    // What the last calls showed, read from the log.

    var title: String? {
        for case let .displayTitle(title) in calls.reversed() { return title }
        return nil
    }

    private var details: (content: CountryDetailsScreen.Content?, message: String?, isLoading: Bool, loadingControl: LoadingControl?)? {
        for case let .displayDetails(content, message, isLoading, loadingControl) in calls.reversed() {
            return (content, message, isLoading, loadingControl)
        }
        return nil
    }

    var content: CountryDetailsScreen.Content? { details?.content ?? nil }
    var message: String? { details?.message ?? nil }
    var isLoading: Bool { details?.isLoading ?? false }
    var loadingControl: LoadingControl? { details?.loadingControl ?? nil }
}

/// Answers with the country it is given; every request is only recorded.
final class CountryDetailsInteractorSpy: CountryDetailsInteractorProtocol {
    enum Call: Equatable, Sendable {
        case loadDetails
        case cancelLoading
        case toggleFavourite
    }

    struct Answers: Sendable {
        var country: CountrySummary
    }

    let log: CallLog<Call, Answers>
    var calls: [Call] { log.calls }

    init(country: CountrySummary) {
        log = CallLog(answers: Answers(country: country))
    }

    var country: CountrySummary { log.answers.country }

    func loadDetails() async { log.record(.loadDetails) }
    func cancelLoading() { log.record(.cancelLoading) }
    func toggleFavourite() async { log.record(.toggleFavourite) }
}

final class CountryDetailsRouterSpy: CountryDetailsRouterProtocol {
    enum Call: Equatable, Sendable {
        case showDetails(CountrySummary)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func showDetails(of neighbour: CountrySummary) { log.record(.showDetails(neighbour)) }
}

/// Stands in for the presenter in interactor tests: what the interactor reported, in order.
final class CountryDetailsOutputSpy: CountryDetailsPresenterServiceHandler {
    enum Call: Equatable, Sendable {
        case didLoad(CountryDetails, isFavourite: Bool)
        case didFailToLoad(CountriesError)
        case didSaveFavourite(Bool)
        case didFailToSaveFavourite(CountriesError)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    /// Every load reported, in order.
    var loaded: [(details: CountryDetails, isFavourite: Bool)] {
        calls.compactMap { call -> (details: CountryDetails, isFavourite: Bool)? in
            guard case let .didLoad(details, isFavourite) = call else { return nil }
            return (details, isFavourite)
        }
    }

    func didLoad(_ details: CountryDetails, isFavourite: Bool) { log.record(.didLoad(details, isFavourite: isFavourite)) }
    func didFailToLoad(_ error: CountriesError) { log.record(.didFailToLoad(error)) }
    func didSaveFavourite(_ isFavourite: Bool) { log.record(.didSaveFavourite(isFavourite)) }
    func didFailToSaveFavourite(_ error: CountriesError) { log.record(.didFailToSaveFavourite(error)) }
}

/// Details as their view sees them: every call is recorded, nothing else happens.
final class CountryDetailsPresenterSpy: LoadablePresenting, CountryDetailsPresenterActionable {
    enum Call: Equatable, Sendable {
        case viewDidLoad
        case viewWillAppear
        case viewDidDisappear
        case didTapRetry
        case didTapCancelLoading
        case reload
        case didTapFavourite
        case didSelectNeighbour(at: Int)
    }

    let log = CallLog<Call, Void>(answers: ())
    var calls: [Call] { log.calls }

    func viewDidLoad() { log.record(.viewDidLoad) }
    func viewWillAppear() async { log.record(.viewWillAppear) }
    func viewDidDisappear() { log.record(.viewDidDisappear) }
    func didTapRetry() async { log.record(.didTapRetry) }
    func didTapCancelLoading() { log.record(.didTapCancelLoading) }
    func reload() async { log.record(.reload) }
    func didTapFavourite() async { log.record(.didTapFavourite) }
    func didSelectNeighbour(at index: Int) { log.record(.didSelectNeighbour(at: index)) }
}
