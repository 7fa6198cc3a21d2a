/// The base of every mock: it writes down which of its methods were called, in order
/// (`#function`, so `"performLogin()"`), for tests to compare with what they expect.
@MainActor
class Spy {
    private(set) var calls: [String] = []

    func record(_ call: String = #function) {
        calls.append(call)
    }
}
