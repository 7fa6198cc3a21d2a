/// Entry point of the Alpha MVVM module.
@MainActor
public func makeAlphaMVVM() -> ListViewModel {
    ListViewModel()
}
