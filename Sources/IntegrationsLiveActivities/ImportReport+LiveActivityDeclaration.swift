public import IntegrationsCore
public import IntegrationsImport

extension ImportReport.LiveActivity {
    /// The Live Activity as the manifest declares one (``LiveActivityDeclaration``), for checking a push
    /// against an app's own sources: each property under its JSON key, its Swift type mapped by
    /// ``ImportReport/LiveActivityField/fieldType``. How the app decodes dates cannot be read from the
    /// sources: it is `dateEncoding`.
    public func declaration(dateEncoding: LiveActivityDeclaration.DateEncoding = .secondsSince2001) -> LiveActivityDeclaration {
        LiveActivityDeclaration(
            attributesType: attributesType, attributes: attributes.map(\.field), contentState: contentState.map(\.field), dateEncoding: dateEncoding)
    }
}

extension ImportReport.LiveActivityField {
    /// The field under its JSON key.
    public var field: IntegrationsLiveActivities.LiveActivityField {
        IntegrationsLiveActivities.LiveActivityField(name: key, type: fieldType, optional: optional)
    }

    /// What JSON the Swift type takes, as `JSONDecoder` reads it: `String`, `URL` and `UUID` a string; `Int`
    /// an integer (64 bits on every device), the other integer types and `Float` their own range
    /// (``LiveActivityFieldType/sized(_:)``); `Double`, `CGFloat` (a `Double` on 64-bit devices),
    /// `TimeInterval`, `Float16` and `Decimal` a number; `Bool` a boolean; `Date` a date; a `String` enum
    /// the sources declare its raw values; any other type (a struct, an array, a `ClosedRange<Date>`, a
    /// type not read) ``LiveActivityFieldType/any``.
    public var fieldType: LiveActivityFieldType {
        if let cases { return .enumeration(cases) }
        if let sized = LiveActivityFieldType.SizedNumber(swiftName: type) { return .sized(sized) }
        switch type {
        case "String", "Substring", "Character", "URL", "UUID": return .string
        case "Int": return .integer
        case "Double", "Float16", "Float80", "CGFloat", "Decimal", "TimeInterval": return .number
        case "Bool": return .boolean
        case "Date": return .date
        default: return .any
        }
    }
}
