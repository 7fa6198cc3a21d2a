import Foundation

/// A link into the Countries app. The only one is `countries://country/<ALPHA3>`, which
/// opens that country's details on top of the countries list.
public enum CountriesDeepLink: Hashable, Sendable {
    /// Open the details of the country with this (upper-case) alpha-3 code.
    case country(String)

    public static let scheme = "countries"

    /// Parses `countries://country/<code>`. The scheme and host are matched ignoring case;
    /// the code (ASCII letters and digits) is upper-cased, so `countries://country/deu`
    /// opens Germany. Whether the code names a country is the repository's call, which
    /// answers ``CountriesError/unknownCountry(_:)``.
    ///
    /// - Throws: ``CountriesError/invalidLink(_:)`` for anything else: another scheme or
    ///   host, no code or more than one path segment, a query, fragment, user or port.
    public init(parsing link: String) throws(CountriesError) {
        let invalid = CountriesError.invalidLink(link)
        guard
            let components = URLComponents(string: link.trimmingCharacters(in: .whitespaces)),
            components.scheme?.lowercased() == Self.scheme,
            components.host?.lowercased() == "country",
            components.query == nil, components.fragment == nil,
            components.user == nil, components.password == nil, components.port == nil
        else { throw invalid }
        let segments = components.path.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.count == 2, segments[0].isEmpty else { throw invalid }
        let code = segments[1]
        guard !code.isEmpty, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw invalid
        }
        self = .country(code.uppercased())
    }

    /// Parses `url`'s absolute string; see ``init(parsing:)``. A link it cannot open is named
    /// as the user typed it: `URL(string:)` percent-encodes what a URL cannot hold
    /// (`ＪＰＮ` becomes `%EF%BC%AA%EF%BC%B0%EF%BC%AE`), so the error shows the link
    /// percent-decoded, the way browsers show links.
    public init(url: URL) throws(CountriesError) {
        do {
            try self.init(parsing: url.absoluteString)
        } catch {
            throw .invalidLink(url.absoluteString.removingPercentEncoding ?? url.absoluteString)
        }
    }

    /// The link as text, for example `"countries://country/DEU"`.
    public var link: String {
        switch self {
        case .country(let alpha3): "\(Self.scheme)://country/\(alpha3)"
        }
    }
}
