/// Number formatting that is the same on every machine: "," between groups of three digits
/// and "." before decimals, whatever the locale, so transcripts and tests are reproducible.
enum NumberText {
    /// `83240525` → `"83,240,525"`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `357022` → `"357,022"`, `0.49` → `"0.49"`, `12.5` → `"12.5"`: at most two decimals,
    /// without trailing zeros.
    static func grouped(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        let hundredths = Int((value.magnitude * 100).rounded())
        let sign = value < 0 && hundredths > 0 ? "-" : ""
        let whole = grouped(hundredths / 100)
        let fraction = hundredths % 100
        guard fraction > 0 else { return sign + whole }
        var decimals = fraction < 10 ? "0\(fraction)" : "\(fraction)"
        if decimals.hasSuffix("0") { decimals.removeLast() }
        return "\(sign)\(whole).\(decimals)"
    }
}
