/// Where an element is being drawn, which decides what it becomes on the screen: a `Button`
/// is a bottom button in the content, a bar button in a toolbar, a row in a list and an
/// action in an alert.
enum Placement {
    case content
    case toolbar
    case list
    /// The label of a row or a button: texts become its title and detail.
    case label
    case alertActions
    case alertMessage
    case pickerOptions
}
