/// A string value of a JSON input that takes one of a closed set of values (a Live Activity's
/// `dateEncoding`): decoded so that a value outside the set is refused naming the values allowed, in the
/// words of every other JSON problem (``JSONProblem``: `expected one of secondsSince2001, iso8601 (not
/// "unix") at $.liveActivities[0].dateEncoding`).
///
/// Every enumeration the manifest and the toolkit's other JSON inputs read conforms, in the core or in an
/// integration point's own module: the refusal carries its values, so the core need not know the type
/// (two types named `Kind` once shared one list of values: Decision 511).
///
/// ```swift
/// public enum Speed: String, Codable, CaseIterable, ClosedManifestValue { case slow, fast }
/// ```
public protocol ClosedManifestValue: RawRepresentable, CaseIterable, Decodable where RawValue == String {}

extension ClosedManifestValue {
    /// Reads one of the cases by its raw value.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for any other string, which ``JSONProblem`` says as the
    ///   values allowed.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let value = Self(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: ClosedValueProblem.prefix + Self.allCases.map(\.rawValue).joined(separator: ", ") + ClosedValueProblem.separator + raw)
        }
        self = value
    }
}

/// How a ``ClosedManifestValue`` writes its refusal for ``JSONProblem`` to read back.
enum ClosedValueProblem {
    static let prefix = "Expected one of "
    static let separator = "; given: "
}
