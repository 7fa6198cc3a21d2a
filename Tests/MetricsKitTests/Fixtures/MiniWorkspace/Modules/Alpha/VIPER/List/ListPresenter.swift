import AlphaCore

@MainActor
public final class ListPresenter: ListPresenterProtocol {
    public weak var view: (any ListViewProtocol)?
    let interactor: ListInteractor

    init(interactor: ListInteractor) {
        self.interactor = interactor
    }

    public func viewDidLoad() {
        // Ask the interactor, then format for the view.
        let names = interactor.items().map(\.name)
        view?.show(names.sorted())
    }
}
