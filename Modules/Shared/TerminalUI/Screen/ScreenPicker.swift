extension Screen {
    /// A picker with one or more named components, like UIPickerView.
    /// `pick <component> <row>` chooses a row in one component.
    public struct Picker: Equatable, Sendable {
        /// One wheel of the picker.
        public struct Component: Equatable, Sendable {
            public var label: String
            public var rows: [String]
            public var selectedIndex: Int?

            public init(_ label: String, rows: [String], selectedIndex: Int?) {
                self.label = label
                self.rows = rows
                self.selectedIndex = selectedIndex
            }

            public var selectedRow: String? {
                selectedIndex.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
            }
        }

        public var id: String
        public var components: [Component]

        public init(id: String, components: [Component]) {
            self.id = id
            self.components = components
        }
    }
}
