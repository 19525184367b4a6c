/// Where a part of a spec stands, spelled `path:line:column: field` only when a message needs it:
/// working out a line and column scans the file, which every query member of a large spec
/// cannot afford up front.
struct SpecLocation: CustomStringConvertible {
    let decoder: JSONObjectDecoder
    let offset: Int
    let field: String

    var description: String {
        let position = decoder.position(of: offset)
        return "\(decoder.path):\(position.line):\(position.column): \(field)"
    }
}
