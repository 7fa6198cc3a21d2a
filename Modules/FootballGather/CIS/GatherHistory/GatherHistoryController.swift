/// What happens on History: it appears (and loads).
enum GatherHistoryAction: Sendable, Equatable {
    case appear
}

protocol GatherHistoryControllerable: AnyObject, Sendable {
    @discardableResult func execute(_ action: GatherHistoryAction) -> Task<Void, Never>
}

/// Turns each History action into one task.
final class GatherHistoryController: GatherHistoryControllerable {
    private let interactor: any GatherHistoryInteractable

    init(interactor: any GatherHistoryInteractable) {
        self.interactor = interactor
    }

    @discardableResult
    func execute(_ action: GatherHistoryAction) -> Task<Void, Never> {
        Task { await self.run(action) }
    }

    private func run(_ action: GatherHistoryAction) async {
        switch action {
        case .appear:
            await interactor.execute(.loadHistory(.init()))
        }
    }
}
