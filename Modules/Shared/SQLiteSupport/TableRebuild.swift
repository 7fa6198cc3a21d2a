import GRDB

extension Database {
    /// Replaces the table `name` by the one `definition` creates, keeping its rows, its
    /// explicit indexes and its AUTOINCREMENT counter: SQLite's documented way to change a
    /// constraint, which `ALTER TABLE` cannot. `definition` creates `new_<name>` with the
    /// same columns in the same order.
    ///
    /// Foreign keys must be off, as ``SchemaHistory`` has them while it migrates (and
    /// checks them before committing): with them on, dropping the old table would delete
    /// the rows of every table that cascades from it.
    public func rebuildTable(_ name: String, as definition: String) throws {
        guard try Bool.fetchOne(self, sql: "PRAGMA foreign_keys") == false else {
            throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "rebuilding \(name) with foreign keys on would cascade")
        }
        let table = name.quotedDatabaseIdentifier
        let rebuilt = "new_\(name)".quotedDatabaseIdentifier
        let indexes = try String.fetchAll(self, sql: """
            SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL
            """, arguments: [name])
        let hasSequence = try tableExists("sqlite_sequence")
        let sequence = hasSequence ? try Int64.fetchOne(self, sql: "SELECT seq FROM sqlite_sequence WHERE name = ?", arguments: [name]) : nil
        try execute(sql: definition)
        try execute(sql: "INSERT INTO \(rebuilt) SELECT * FROM \(table)")
        try execute(sql: "DROP TABLE \(table)")
        try execute(sql: "ALTER TABLE \(rebuilt) RENAME TO \(table)")
        for index in indexes {
            try execute(sql: index)
        }
        // The copy set the counter to the highest id left; ids of deleted rows stay unused.
        if let sequence {
            try execute(sql: "UPDATE sqlite_sequence SET seq = ? WHERE name = ?", arguments: [sequence, name])
        }
    }
}
