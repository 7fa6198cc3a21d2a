import FootballGatherCore
import TerminalUI

/// Player edit: one field of a player. Text fields (Name, Age, Favourite team) show a text
/// field; list fields (Preferred position, Skill) show their options with the current one ticked.
public enum PlayerEditScreen {
    /// Element ids the Views switch on. Option rows are addressed by index (one section).
    public enum ID {
        /// The text field of a text field's value.
        public static let value = "value"
        public static let done = "done"
    }

    /// Visible texts (the title and the field label are the field's own title).
    public enum Text {
        public static let done = "Done"
    }

    /// The Player edit screen of `field`.
    /// - Parameters:
    ///   - text: the text field's value (ignored for list fields).
    ///   - selectedOptionIndex: the ticked option of a list field, nil for none.
    ///   - errorMessage: shown as the error alert.
    public static func make(
        field: PlayerField,
        text: String,
        selectedOptionIndex: Int?,
        isLoading: Bool = false,
        errorMessage: String? = nil
    ) -> Screen {
        Screen(
            title: field.title,
            barButtons: [Screen.Button(Text.done, id: ID.done)],
            fields: field.isTextual ? [Screen.TextField(field.title, id: ID.value, value: text)] : [],
            sections: field.isTextual ? [] : [optionsSection(field, selectedIndex: selectedOptionIndex)],
            isLoading: isLoading,
            alert: errorMessage.map(Screen.Alert.error)
        )
    }

    private static func optionsSection(_ field: PlayerField, selectedIndex: Int?) -> Screen.Section {
        Screen.Section(rows: field.options.enumerated().map { index, option in
            Screen.Row(option, accessory: .checkbox(isChecked: index == selectedIndex))
        })
    }
}
