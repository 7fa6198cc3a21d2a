import Foundation

enum Endpoint {
    case all

    var url: URL { URL(string: "https://example.com/all")! }
}
