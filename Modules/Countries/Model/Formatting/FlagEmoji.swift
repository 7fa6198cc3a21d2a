/// Builds flag emoji from ISO 3166-1 alpha-2 codes.
enum FlagEmoji {
    /// Each letter of the code becomes its regional-indicator symbol ("DE" → "🇩🇪"); systems
    /// draw the pair as the flag. Anything but two ASCII letters has no flag: `""`.
    static func flag(forAlpha2 code: String) -> String {
        let letters = code.uppercased().unicodeScalars
        guard letters.count == 2, letters.allSatisfy({ ("A"..."Z").contains($0) }) else { return "" }
        let regionalIndicatorA: UInt32 = 0x1F1E6
        var flag = String.UnicodeScalarView()
        for letter in letters {
            guard let scalar = Unicode.Scalar(regionalIndicatorA + letter.value - 65) else { return "" }
            flag.append(scalar)
        }
        return String(flag)
    }
}
