public import Foundation
public import IntegrationsCore

/// What an intent's ``AnyAppIntent/run()`` came to: the value it returned (`result.value`), and what Siri
/// shows or does with it that Apple's framework gives a test no way to read — the dialog in both
/// languages, the URL the intent opened, the notifications it queued, the widgets it reloaded and the
/// activity it donated.
///
/// ```swift
/// let result = try await intent.run()
/// let task: AnyAppEntity = try result.value      // the returned entity
/// #expect(result.dialog?.en == "Completed Read!")
/// ```
@dynamicMemberLookup
public struct ResolvedIntentResult: Sendable, Equatable {
    /// What `\.value` names: the key path `result.value` is read through, as in Apple's framework.
    public struct ValueKeyPath: Sendable {
        /// The returned value's name; never read.
        public let value: Never
    }

    /// The intent's identifier.
    public var intent: String
    /// The value the intent returned, as the host resolved it; `nil` when it returned none.
    public var returned: IntentValue?
    /// What Siri says, in Japanese and English.
    public var dialog: LocalizedText?
    /// The URL the intent asked the system to open (a route of the app), if any.
    public var url: URL?
    /// Whether a completion it made was recorded now or had been recorded already today.
    public var completion: CompletionState?
    /// The identifiers of the notification requests it queued.
    public var queuedNotifications: [String]
    /// The kinds of the widgets whose timelines it reloaded.
    public var widgetReloads: [String]
    /// The activity it donated, if any.
    public var activity: UserActivity?

    /// The returned value as it is, `nil` when there is none: `#expect(result.value == nil)`.
    public subscript(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> (any IntentValueExpressing)? {
        returned.map(Self.expressed)
    }

    /// The returned value as a type of the test's: `let title: String = try result.value`, an entity as
    /// ``AnyAppEntity``.
    ///
    /// - Throws: When the intent returned nothing (unless `T` is optional) or a value that is not a `T`.
    public subscript<T: IntentValueConvertible>(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> T {
        get throws {
            guard let returned else {
                guard let absent = T.absentValue else { throw ValueReadError.absent("value", of: intent) }
                return absent
            }
            guard let value = T(intentValue: returned) else { throw ValueReadError.mismatch("value", of: intent, value: returned.text, type: T.self) }
            return value
        }
    }

    /// A path into the returned value's properties: `try result.value.title == "Read"`.
    public subscript(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> DynamicPropertyPath {
        DynamicPropertyPath(name: "\(intent).value", value: returned)
    }

    /// A resolved value as a test sees it.
    static func expressed(_ value: IntentValue) -> any IntentValueExpressing {
        switch value {
        case .string(let text): text
        case .integer(let number): number
        case .boolean(let flag): flag
        case .date(let day): day
        case .enumeration(let raw): AnyAppEnum(typeIdentifier: "", rawValue: raw)
        case .entity(let entity): AnyAppEntity(entity)
        }
    }
}

/// A value inside a result, reached by name: `result.value.title` is the returned entity's title.
@dynamicMemberLookup
public struct DynamicPropertyPath: Sendable {
    /// How messages name the place (`CompleteTask.value.title`).
    let name: String
    /// The value there; `nil` when there is none.
    let value: IntentValue?

    /// The property `member` of the value here (an entity's), one step further.
    public subscript(dynamicMember member: String) -> DynamicPropertyPath {
        var property: IntentValue?
        if case .entity(let entity)? = value { property = AnyAppEntity.property(member, of: entity).map(IntentValue.string) }
        return DynamicPropertyPath(name: "\(name).\(member)", value: property)
    }

    /// The property `member` of the value here, as a type of the test's.
    ///
    /// - Throws: When there is no such property (unless `T` is optional) or it is not a `T`.
    public subscript<T: IntentValueConvertible>(dynamicMember member: String) -> T {
        get throws { try self[dynamicMember: member].as(T.self) }
    }

    /// The value here as a type of the test's: `try result.value.as(AnyAppEntity.self)`.
    ///
    /// - Throws: When there is no value (unless `T` is optional) or it is not a `T`.
    public func `as`<T: IntentValueConvertible>(_ type: T.Type) throws -> T {
        guard let value else {
            guard let absent = T.absentValue else { throw ValueReadError.absent(name, of: "result") }
            return absent
        }
        guard let converted = T(intentValue: value) else { throw ValueReadError.mismatch(name, of: "result", value: value.text, type: T.self) }
        return converted
    }
}
