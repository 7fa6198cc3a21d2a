import AppSupport
import Testing

@Suite struct ResultCatchingTests {
    enum Failure: Error, Equatable { case nope }

    @Test func keepsTheValueOrTheTypedError() async {
        let value = await Result { () async throws(Failure) in 1 }
        let error = await Result { () async throws(Failure) -> Int in throw .nope }

        #expect(value == .success(1))
        #expect(error == .failure(.nope))
    }

    @Test func anElementOutsideTheCollectionIsNil() {
        #expect([1, 2].element(at: 1) == 2)
        #expect([1, 2].element(at: 2) == nil)
        #expect([1, 2].element(at: -1) == nil)
    }
}

@MainActor @Suite struct LatestTaskValueTests {
    @Test func returnsTheValueOfWorkThatFinished() async {
        #expect(await LatestTask().value { 42 } == 42)
    }

    @Test func aNewerRunMakesTheOlderOneReturnNil() async {
        let latest = LatestTask()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let older = Task { await latest.value { for await _ in gate { break }; return 1 } }
        for _ in 0..<20 { await Task.yield() }

        let newer = await latest.value { 2 }
        open.finish()

        #expect(newer == 2)
        #expect(await older.value == nil)
    }

    @Test func cancelMakesTheRunningWorkReturnNil() async {
        let latest = LatestTask()
        let (gate, open) = AsyncStream<Void>.makeStream()
        let running = Task { await latest.value { for await _ in gate { break }; return 1 } }
        for _ in 0..<20 { await Task.yield() }

        latest.cancel()
        open.finish()

        #expect(await running.value == nil)
    }
}
