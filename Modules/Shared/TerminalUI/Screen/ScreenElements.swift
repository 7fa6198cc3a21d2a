extension Screen {
    /// A tappable button, in the bar or at the bottom of the screen.
    public struct Button: Equatable, Sendable {
        /// Stable identity the View switches on; defaults to the title.
        public var id: String
        public var title: String
        public var isEnabled: Bool

        public init(_ title: String, id: String? = nil, isEnabled: Bool = true) {
            self.id = id ?? title
            self.title = title
            self.isEnabled = isEnabled
        }
    }

    /// An editable text field; `type <label> <text>` sets it.
    public struct TextField: Equatable, Sendable {
        public var id: String
        public var label: String
        public var value: String
        public var placeholder: String?
        /// Rendered masked, like a password field.
        public var isSecure: Bool
        /// The most characters the field takes (a text field delegate's cap, in UIKit terms),
        /// counted as the user sees them: longer text is refused with an error and the field
        /// keeps its value. Every field, capped or not, also takes at most
        /// ``TypedText/maximumScalars`` code points (``TypedText``).
        public var maximumLength: Int?

        public init(
            _ label: String,
            id: String? = nil,
            value: String,
            placeholder: String? = nil,
            isSecure: Bool = false,
            maximumLength: Int? = nil
        ) {
            self.id = id ?? label
            self.label = label
            self.value = value
            self.placeholder = placeholder
            self.isSecure = isSecure
            self.maximumLength = maximumLength
        }
    }

    /// An on/off switch; `tap <label>` flips it.
    public struct Toggle: Equatable, Sendable {
        public var id: String
        public var label: String
        public var isOn: Bool

        public init(_ label: String, id: String? = nil, isOn: Bool) {
            self.id = id ?? label
            self.label = label
            self.isOn = isOn
        }
    }

    /// A numeric stepper; `step <label> up|down` moves it within `range`.
    public struct Stepper: Equatable, Sendable {
        public var id: String
        public var label: String
        public var value: Int
        public var range: ClosedRange<Int>

        public init(_ label: String, id: String? = nil, value: Int, range: ClosedRange<Int>) {
            self.id = id ?? label
            self.label = label
            self.value = value
            self.range = range
        }
    }

    /// An alert with its actions; `alert <action>` answers it.
    public struct Alert: Equatable, Sendable {
        public var title: String
        public var message: String?
        public var actions: [String]

        public init(title: String, message: String? = nil, actions: [String]) {
            self.title = title
            self.message = message
            self.actions = actions
        }

        /// The one action of the error alert.
        public static let ok = "OK"

        /// The error alert every screen uses: one "OK" action.
        public static func error(_ message: String) -> Alert {
            Alert(title: "Error", message: message, actions: [ok])
        }
    }
}
