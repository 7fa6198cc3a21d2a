/// Collects what a navigation closure was called with, in order.
@MainActor
final class ClosureSpy<Value> {
    private(set) var values: [Value] = []

    func record(_ value: Value) {
        values.append(value)
    }
}

extension ClosureSpy where Value == Void {
    var count: Int { values.count }

    func record() {
        values.append(())
    }
}
