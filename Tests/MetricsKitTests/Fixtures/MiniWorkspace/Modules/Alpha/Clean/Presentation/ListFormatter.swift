import AlphaCleanDomain
import AlphaCore

@MainActor
public final class ListFormatter {
    private let useCase: any ListUseCase
    public private(set) var names: [String] = []

    public init(useCase: any ListUseCase) {
        self.useCase = useCase
    }

    public func load() {
        names = useCase.items().map(\.name)
    }
}
