extension Screen {
    /// A titled group of rows, like a table view section.
    public struct Section: Equatable, Sendable {
        public var id: String
        public var title: String?
        public var rows: [Row]

        public init(_ title: String? = nil, id: String? = nil, rows: [Row]) {
            self.id = id ?? title ?? ""
            self.title = title
            self.rows = rows
        }
    }

    /// One table row: a title, an optional detail and an accessory.
    public struct Row: Equatable, Sendable {
        /// What sits at the leading or trailing edge of the row.
        public enum Accessory: Equatable, Sendable {
            case none
            /// A selection box, ticked or not.
            case checkbox(isChecked: Bool)
            /// The row opens another screen.
            case disclosure
        }

        public var id: String
        public var title: String
        public var detail: String?
        public var accessory: Accessory
        /// `select` applies to it.
        public var isSelectable: Bool
        /// `delete` applies to it (swipe to delete).
        public var isDeletable: Bool
        /// `move` applies to it.
        public var isMovable: Bool

        public init(
            _ title: String,
            id: String? = nil,
            detail: String? = nil,
            accessory: Accessory = .none,
            isSelectable: Bool = true,
            isDeletable: Bool = false,
            isMovable: Bool = false
        ) {
            self.id = id ?? title
            self.title = title
            self.detail = detail
            self.accessory = accessory
            self.isSelectable = isSelectable
            self.isDeletable = isDeletable
            self.isMovable = isMovable
        }
    }

    /// Where a row is: its section and its index inside the section.
    public struct RowPath: Hashable, Sendable, CustomStringConvertible {
        public var section: Int
        public var row: Int

        public init(section: Int, row: Int) {
            self.section = section
            self.row = row
        }

        public var description: String { "\(section).\(row)" }
    }
}

/// Shorter name for the position of a row, used in events.
public typealias RowPath = Screen.RowPath
