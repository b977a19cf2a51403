public import IntegrationsCore

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
    public var field: IntegrationsCore.LiveActivityField {
        IntegrationsCore.LiveActivityField(name: key, type: fieldType, optional: optional)
    }

    /// What JSON the Swift type takes, as `JSONDecoder` reads it: `String`, `URL` and `UUID` a string; the
    /// integer types an integer; `Double`, `Float`, `CGFloat`, `Decimal` and `TimeInterval` a number;
    /// `Bool` a boolean; `Date` a date; a `String` enum the sources declare its raw values; any other type
    /// (a struct, an array, a `ClosedRange<Date>`, a type not read) ``LiveActivityFieldType/any``.
    public var fieldType: LiveActivityFieldType {
        if let cases { return .enumeration(cases) }
        switch type {
        case "String", "Substring", "Character", "URL", "UUID": return .string
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return .integer
        case "Double", "Float", "Float16", "Float80", "CGFloat", "Decimal", "TimeInterval": return .number
        case "Bool": return .boolean
        case "Date": return .date
        default: return .any
        }
    }
}
