enum Loadable<Value> {
    case notRequested
    case loaded(Value)

    var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }
}
