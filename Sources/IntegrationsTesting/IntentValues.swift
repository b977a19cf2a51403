public import Foundation
public import IntegrationsCore

/// A value a test hands an intent as a parameter: `makeIntent(goal: "Read")`, `intent.count = 3`.
///
/// As in App Intents Testing, an entity parameter takes the entity (``AnyAppEntity``) or a string its
/// string query resolves, and an enum parameter its case (``AnyAppEnum``) or the raw value as a string.
public protocol IntentValueExpressing: Sendable {
    /// The value as the toolkit's intent request carries it: the text `--param name=…` takes (an entity
    /// gives its identifier, an enum case its raw value, a day `YYYY-MM-DD`).
    var intentRequestText: String { get }
}

/// A value a test reads back as a type of its own: a parameter (`try intent.goal as String`), an
/// entity's property, or an intent's result (`let entity: AnyAppEntity = try result.value`).
public protocol IntentValueConvertible: IntentValueExpressing {
    /// The value from one the app resolved or returned; `nil` when it is not of this type.
    init?(intentValue: IntentValue)

    /// What a missing value reads as: `nil` (the read throws) for every type but `Optional`, where it is
    /// `.none`.
    static var absentValue: Self? { get }
}

extension IntentValueConvertible {
    public static var absentValue: Self? { nil }
}

extension String: IntentValueConvertible {
    public var intentRequestText: String { self }

    /// Text, and the text of an enum case (its raw value) or a day.
    public init?(intentValue: IntentValue) {
        switch intentValue {
        case .string(let text), .enumeration(let text): self = text
        case .date(let day): self = day.description
        case .integer, .boolean, .entity: return nil
        }
    }
}

extension Int: IntentValueConvertible {
    public var intentRequestText: String { String(self) }

    /// A whole number, or text that is one (a record's field).
    public init?(intentValue: IntentValue) {
        switch intentValue {
        case .integer(let number): self = number
        case .string(let text): guard let number = Int(text) else { return nil }; self = number
        default: return nil
        }
    }
}

extension Bool: IntentValueConvertible {
    public var intentRequestText: String { String(self) }

    /// A truth value, or the text `true` or `false`.
    public init?(intentValue: IntentValue) {
        switch intentValue {
        case .boolean(let flag): self = flag
        case .string("true"): self = true
        case .string("false"): self = false
        default: return nil
        }
    }
}

extension CalendarDay: IntentValueConvertible {
    public var intentRequestText: String { description }

    /// A day, or text that is one (`2026-11-24`).
    public init?(intentValue: IntentValue) {
        switch intentValue {
        case .date(let day): self = day
        case .string(let text): guard let day = CalendarDay(text) else { return nil }; self = day
        default: return nil
        }
    }
}

extension URL: IntentValueConvertible {
    public var intentRequestText: String { absoluteString }

    /// Text that is an absolute URL (an entity's `url`).
    public init?(intentValue: IntentValue) {
        guard case .string(let text) = intentValue, let url = URL(string: text), url.scheme != nil else { return nil }
        self = url
    }
}

extension Optional: IntentValueExpressing where Wrapped: IntentValueExpressing {
    /// The wrapped value's text; none is empty text (an assignment of `nil` removes the parameter).
    public var intentRequestText: String { self?.intentRequestText ?? "" }
}

extension Optional: IntentValueConvertible where Wrapped: IntentValueConvertible {
    public init?(intentValue: IntentValue) {
        guard let wrapped = Wrapped(intentValue: intentValue) else { return nil }
        self = .some(wrapped)
    }

    /// A missing value reads as `nil`: `let title: String? = try intent.title`.
    public static var absentValue: Wrapped?? { .some(.none) }
}

/// Why a value a test reads is not of the type it asked for, or is missing.
struct ValueReadError: Error, CustomStringConvertible {
    var message: LocalizedText
    var description: String { message.en }

    static func absent(_ name: String, of owner: String) -> ValueReadError {
        ValueReadError(message: LocalizedText(ja: "\(owner) の \(name) には値がありません。", en: "\(owner) has no value for \(name)."))
    }

    static func mismatch(_ name: String, of owner: String, value: String, type: Any.Type) -> ValueReadError {
        ValueReadError(message: LocalizedText(
            ja: "\(owner) の \(name) の値「\(TerminalText.shortLine(value))」は \(type) ではありません。",
            en: "\(owner)'s \(name) is \"\(TerminalText.shortLine(value))\", not a \(type)."))
    }
}
