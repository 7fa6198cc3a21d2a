import FootballGatherModel
import GRDB

extension FootballGatherDatabase {
    /// Runs `updates` in one transaction, and reports any failure as an error of `operation`.
    func write<T: Sendable>(
        _ operation: StorageOperation,
        _ updates: @Sendable (Database) throws -> T
    ) async throws(FootballGatherError) -> T {
        do {
            return try await writer.write(updates)
        } catch {
            throw FootballGatherError(error, during: operation)
        }
    }

    /// Runs `value` on a consistent snapshot, and reports any failure as an error of `operation`.
    func read<T: Sendable>(
        _ operation: StorageOperation,
        _ value: @Sendable (Database) throws -> T
    ) async throws(FootballGatherError) -> T {
        do {
            return try await writer.read(value)
        } catch {
            throw FootballGatherError(error, during: operation)
        }
    }
}

extension FootballGatherError {
    /// Keeps a ``FootballGatherError`` thrown by the work itself (a rule it checked),
    /// turns cancellation into ``cancelled``, and anything else into ``storage(_:)``.
    init(_ error: any Error, during operation: StorageOperation) {
        switch error {
        case let error as FootballGatherError: self = error
        case is CancellationError: self = .cancelled
        default: self = .storage(operation)
        }
    }
}
