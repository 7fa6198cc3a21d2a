import FootballGatherModel
import FootballGatherStorage

/// The kinds of database a test body can run against, so one test covers both the
/// in-memory queue and a WAL file pool: `@Test(arguments: DatabaseKind.allCases)`.
public enum DatabaseKind: String, CaseIterable, Sendable {
    case inMemory
    case file

    /// A new empty database of this kind; a file one lives in `folder`.
    public func makeDatabase(in folder: TemporaryFolder) throws -> FootballGatherDatabase {
        switch self {
        case .inMemory: try .empty()
        case .file: try .openFile(at: folder.file("gather.sqlite"))
        }
    }
}
