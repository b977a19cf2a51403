public import IntegrationsCore

/// One of the app's enumerations, looked up by name (``IntentDefinitions/enums``): its cases, to hand an
/// intent (``makeCase(_:)``).
///
/// The manifest declares an enumeration inside the parameter that takes it, so its name is the parameter's:
/// `frequency`, or `SetReminder.frequency` when another intent's parameter of that name has other cases.
public struct AppEnumDefinition: Sendable, Equatable {
    /// The enumeration's name, as asked for.
    public let typeIdentifier: String
    /// The cases, in the order the manifest declares them (none when the name is unknown).
    public let cases: [IntentEnumCase]
    /// Why the name cannot be used (no such enumeration), thrown by ``validCase(_:)``.
    let problem: IntegrationsError?

    /// The case with this raw value. Not checked here: an intent run with a raw value the enumeration
    /// lacks fails, naming its cases (``validCase(_:)`` checks at once).
    public func makeCase(_ rawValue: String) -> AnyAppEnum {
        AnyAppEnum(typeIdentifier: typeIdentifier, rawValue: rawValue)
    }

    /// The case with this raw value, or an error naming the nearest case.
    public func validCase(_ rawValue: String) throws(IntegrationsError) -> AnyAppEnum {
        if let problem { throw problem }
        guard cases.contains(where: { $0.value == rawValue }) else {
            throw AnyAppIntent.undeclared("case", rawValue, among: cases.map(\.value), in: typeIdentifier)
        }
        return makeCase(rawValue)
    }
}

/// A case of one of the app's enumerations: an enum parameter's value.
public struct AnyAppEnum: IntentValueConvertible, Equatable, CustomStringConvertible {
    /// The enumeration's name.
    public var typeIdentifier: String
    /// The case's raw value, what the manifest's `value` is.
    public var rawValue: String

    /// The case `rawValue` of the enumeration `typeIdentifier`.
    public init(typeIdentifier: String, rawValue: String) {
        self.typeIdentifier = typeIdentifier
        self.rawValue = rawValue
    }

    public var intentRequestText: String { rawValue }

    public init?(intentValue: IntentValue) {
        guard case .enumeration(let raw) = intentValue else { return nil }
        self.init(typeIdentifier: "", rawValue: raw)
    }

    /// The raw value as another type: `try frequency.as(String.self)`.
    ///
    /// - Throws: When the raw value is not a value of `T`.
    public func `as`<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
        guard let value = T(rawValue) else { throw ValueReadError.mismatch("rawValue", of: typeIdentifier, value: rawValue, type: T.self) }
        return value
    }

    public var description: String { rawValue }
}
