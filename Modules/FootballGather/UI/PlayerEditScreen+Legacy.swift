import FootballGatherModel
import TerminalUI

/// Player edit: one field of a player. Text fields (Name, Age, Favourite team) show a text
/// field; list fields (Preferred position, Skill) show their options with the current one ticked.
// Temporary: the entity-taking builder, until every pattern formats its own rows.
extension PlayerEditScreen {
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
            sections: field.isTextual ? [] : [legacyOptionsSection(field, selectedIndex: selectedOptionIndex)],
            isLoading: isLoading,
            alert: errorMessage.map(Screen.Alert.error)
        )
    }

    private static func legacyOptionsSection(_ field: PlayerField, selectedIndex: Int?) -> Screen.Section {
        Screen.Section(rows: field.options.enumerated().map { index, option in
            Screen.Row(option, accessory: .checkbox(isChecked: index == selectedIndex))
        })
    }
}
