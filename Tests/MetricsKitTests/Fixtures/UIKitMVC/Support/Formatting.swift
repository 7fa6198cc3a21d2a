// Helpers with no role suffix: counted as Other.

func initials(of name: String) -> String {
    String(name.prefix(1))
}
