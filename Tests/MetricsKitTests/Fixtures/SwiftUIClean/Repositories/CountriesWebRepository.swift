import Foundation

struct CountriesWebRepository {
    let client: APIClient

    func countries() async throws -> [Country] {
        try JSONDecoder().decode([Country].self, from: try await client.get(.all))
    }
}
