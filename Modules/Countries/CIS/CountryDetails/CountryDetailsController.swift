/// What the user does on a country's details.
enum CountryDetailsAction: Sendable, Equatable {
    case appear
    /// The screen has left the stack: its load is of no use any more.
    case disappear
    case retry
    case cancelLoading
    case tapFavourite
    case selectNeighbour(Int)
}

protocol CountryDetailsControllerable: AnyObject, Sendable {
    @discardableResult func execute(_ action: CountryDetailsAction) -> Task<Void, Never>
}

/// Turns each details action into one task: each is a use case of the Interactor.
final class CountryDetailsController: CountryDetailsControllerable {
    private let interactor: any CountryDetailsInteractable

    init(interactor: any CountryDetailsInteractable) {
        self.interactor = interactor
    }

    @discardableResult
    func execute(_ action: CountryDetailsAction) -> Task<Void, Never> {
        Task { await self.run(action) }
    }

    private func run(_ action: CountryDetailsAction) async {
        switch action {
        case .appear, .retry:
            await interactor.execute(.load(.init()))
        case .disappear, .cancelLoading:
            await interactor.execute(.cancelLoading(.init()))
        case .tapFavourite:
            await interactor.execute(.toggleFavourite(.init()))
        case .selectNeighbour(let index):
            await interactor.execute(.showNeighbour(.init(index: index)))
        }
    }
}
