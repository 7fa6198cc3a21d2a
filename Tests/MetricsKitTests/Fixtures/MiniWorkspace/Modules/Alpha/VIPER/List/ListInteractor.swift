import AlphaCore

@MainActor
final class ListInteractor {
    func items() -> [Item] {
        [Item(name: "b", count: 1), Item(name: "a", count: 2)]
    }
}
