extension AsyncStream where Element: Sendable {
    /// What a Reactor's `mutate(_:)` returns: ReactorKit's `Observable<Mutation>` on
    /// async/await. `body` runs on the main actor and yields each mutation as soon as the
    /// side effect behind it is done; the stream ends when `body` returns, and a consumer that
    /// stops listening cancels `body`.
    static func mutations(
        _ body: @escaping @MainActor @Sendable (_ yield: (Element) -> Void) async -> Void
    ) -> AsyncStream<Element> {
        AsyncStream { continuation in
            let task = Task { @MainActor in
                await body { continuation.yield($0) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
