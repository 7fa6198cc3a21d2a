import Foundation

struct APIClient {
    func get(_ endpoint: Endpoint) async throws -> Data {
        try await URLSession.shared.data(from: endpoint.url).0
    }
}
