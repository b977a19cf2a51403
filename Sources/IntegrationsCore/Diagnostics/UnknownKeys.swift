import Foundation

/// A key an input's object does not have: refused, not ignored, when the decoder is asked to
/// (``Foundation/CodingUserInfoKey/refusesUnknownKeys``) — a misspelled `"repeatz"` must not silently turn a daily
/// reminder into a one-off.
///
/// ``JSONProblem`` turns it into a message naming the key, its path, line and column, and the nearest known
/// key.
public struct UnknownKeyError: Error, Sendable, Hashable {
    /// The JSON path of the unknown key, `$.calendar.minite`.
    public var path: String
    /// The key as written.
    public var key: String
    /// The keys the object has.
    public var known: [String]
    /// The known key nearest to it, for "did you mean …?".
    public var nearest: String? { ManifestKeys.nearest(to: key, in: Set(known)) }

    public init(path: String, key: String, known: [String]) {
        self.path = path
        self.key = key
        self.known = known
    }
}

extension CodingUserInfoKey {
    /// Set to `true` in a decoder's `userInfo` to refuse unknown keys in the objects that check for them:
    /// the inputs a person writes (a trigger, an activity, index items). Documents the toolkit wrote itself
    /// and the manifest (whose unknown keys are warnings of `check`) are read without it.
    public static let refusesUnknownKeys = CodingUserInfoKey(rawValue: "integrations.refusesUnknownKeys")!
}

/// Any key of a JSON object, to list all of an object's keys.
package struct AnyCodingKey: CodingKey {
    package var stringValue: String
    package var intValue: Int? { nil }
    package init(_ string: String) { stringValue = string }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}

extension Decoder {
    /// Throws ``UnknownKeyError`` for the first key (in key order) of this object that `Keys` does not
    /// name, when the decoder refuses unknown keys; does nothing otherwise.
    package func refuseUnknownKeys<Keys: CodingKey & CaseIterable>(_ keys: Keys.Type, also extra: [String] = []) throws {
        guard userInfo[.refusesUnknownKeys] as? Bool == true, let container = try? container(keyedBy: AnyCodingKey.self) else { return }
        let known = Keys.allCases.map(\.stringValue) + extra
        guard let stray = container.allKeys.map(\.stringValue).filter({ !known.contains($0) }).sorted().first else { return }
        throw UnknownKeyError(path: JSONProblem.path(codingPath + [AnyCodingKey(stray)]), key: stray, known: known.sorted())
    }
}
