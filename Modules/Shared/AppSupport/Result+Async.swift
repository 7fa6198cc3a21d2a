extension Result {
    /// Runs `body` and keeps what it returns or what it throws: the `async` sibling of
    /// `Result(catching:)`, for turning a call that can fail into a value to pass on
    /// (a response, a message) instead of a `do`/`catch` at every call site.
    ///
    /// With a typed error, say it in the closure: `Result { () throws(MyError) in … }`.
    public init(catching body: () async throws(Failure) -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
