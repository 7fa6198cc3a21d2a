import Foundation

/// What the user (or the app, for deep links) does on the Countries list.
enum CountryListAction: Sendable, Equatable {
    case appear
    /// The screen has left the stack: its load is of no use any more.
    case disappear
    case search(String)
    case pickRegion(Int)
    case selectRow(Int)
    case retry
    case cancelLoading
    case openLink(URL)
}

protocol CountryListControllerable: AnyObject, Sendable {
    @discardableResult func execute(_ action: CountryListAction) -> Task<Void, Never>
}

/// Turns each list action into one task. Typing a search is a Store mutation followed by
/// the load use case; everything else is a use case of the Interactor.
final class CountryListController: CountryListControllerable {
    private let interactor: any CountryListInteractable
    private weak let store: (any CountryListMutatable)?

    init(interactor: any CountryListInteractable, store: any CountryListMutatable) {
        self.interactor = interactor
        self.store = store
    }

    @discardableResult
    func execute(_ action: CountryListAction) -> Task<Void, Never> {
        Task { await self.run(action) }
    }

    private func run(_ action: CountryListAction) async {
        switch action {
        case .appear, .retry:
            await interactor.execute(.load(.init()))
        case .search(let text):
            await store?.execute(.setSearch(text))
            await interactor.execute(.load(.init()))
        case .pickRegion(let index):
            await interactor.execute(.selectRegion(.init(index: index)))
        case .selectRow(let index):
            await interactor.execute(.showCountry(.init(index: index)))
        case .cancelLoading, .disappear:
            await interactor.execute(.cancelLoading(.init()))
        case .openLink(let url):
            await interactor.execute(.openLink(.init(url: url)))
        }
    }
}
