/// A route parameter's value as JSON writes it: an `int` as a number, anything else as a string.
package struct RouteValueJSON: Encodable {
    /// The value.
    package var value: RouteValue

    /// Wraps `value`.
    package init(_ value: RouteValue) {
        self.value = value
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .int(let number): try container.encode(number)
        case .uuid, .string: try container.encode(value.description)
        }
    }

    /// `parameters` as JSON writes them, by name.
    package static func parameters(_ parameters: [String: RouteValue]) -> [String: RouteValueJSON] {
        parameters.mapValues(RouteValueJSON.init)
    }
}
