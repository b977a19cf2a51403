public struct Room: Sendable {
    public var name: String
}
