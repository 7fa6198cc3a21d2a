@MainActor
public struct ModuleFactory {
    public init() {}

    public func makeList() -> ListPresenter {
        ListPresenter(interactor: ListInteractor())
    }
}
