/// A tiny shared helper.
public enum Kit {
    public static func double(_ value: Int) -> Int {
        value * 2
    }
}
