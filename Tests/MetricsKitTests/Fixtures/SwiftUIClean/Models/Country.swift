struct Country: Decodable {
    let name: String
    let code: String
}
