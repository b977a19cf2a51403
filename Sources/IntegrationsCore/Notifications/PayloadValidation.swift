public import Foundation

/// A push payload checked: its name as shown, the Live Activity it was checked for (if any) and every
/// problem found, in order (`APNsPayload.validate(_:file:)`, `LiveActivityPayload.validate(…)`).
/// `PayloadValidationReporter` words it, and it encodes as `validate-payload --json` prints it: the
/// problems, each a ``DiagnosticDocument`` in the encoder's language (``Foundation/CodingUserInfoKey/language``).
///
/// ```json
/// [{"code": "payload.missingAPS", "severity": "error", "file": "payload.json", "path": "$", …}]
/// ```
public struct PayloadValidation: Sendable, Hashable, Encodable {
    /// The payload's name as shown (a file's name, or standard input's).
    public var name: String
    /// The Live Activity's attributes type the payload was checked against; `nil` for an alert's payload.
    public var attributesType: String?
    /// Its problems (a Live Activity's headers' too), in order.
    public var diagnostics: [Diagnostic]

    /// Creates the value from its fields.
    public init(name: String, attributesType: String? = nil, diagnostics: [Diagnostic]) {
        self.name = name
        self.attributesType = attributesType
        self.diagnostics = diagnostics
    }

    /// Whether no problem is an error: the payload is sent as it is (warnings allowed).
    public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(diagnostics.map { DiagnosticDocument($0, language: encoder.language) })
    }
}
