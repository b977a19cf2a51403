import Foundation
public import IntegrationsCore

/// What an integration point reads from an app's project: the facts it needs from each target's
/// Info.plist, kept in the import report under its name (``ImportReport/pointFacts``) for its own rules.
///
/// The importer hands every Info.plist it reads — the app's and each extension's, build settings already
/// resolved in the places the importer resolves them — to every reader it was given
/// (``ProjectImporter/init(factReaders:)``), so a point added to the toolkit reads its keys without a
/// line of the importer changed.
///
/// ```swift
/// struct TeamMarker: ProjectFactReading {
///     let name = "teamMarkers"
///     func facts(in plist: InfoPlistReading) -> JSONValue? {
///         plist.values["TeamMarker"].map { _ in .string(plist.source(ofKey: "TeamMarker")) }
///     }
/// }
/// ```
public protocol ProjectFactReading: Sendable {
    /// The key the facts are kept under: the point's manifest key (`shareExtensions`).
    var name: String { get }

    /// The point's facts from one Info.plist, or `nil` when it holds none of the point's keys.
    func facts(in plist: InfoPlistReading) -> JSONValue?
}

/// One Info.plist of a project, as an integration point reads it: its values, whose target it is, and
/// the place (`path:line`) of a key or a value for a finding to name.
public struct InfoPlistReading {
    /// The file, as the import report names files.
    public let path: String
    /// The target the file belongs to, when the project says.
    public let target: String?
    /// The file's values, as JSON: a date or data value is its description, a number its form.
    public let values: [String: JSONValue]
    /// Whether the file is an app extension's (it has `NSExtension`).
    public var isExtension: Bool { values["NSExtension"] != nil }
    private let places: ([String]) -> String

    /// A reading of `values` at `path`, placing keys with `places` (the key path, outermost first).
    public init(path: String, target: String?, values: [String: JSONValue], places: @escaping ([String]) -> String) {
        self.path = path
        self.target = target
        self.values = values
        self.places = places
    }

    /// The place (`path:line`) of the innermost of `keys`, a key path from the file's root
    /// (`["NSExtension", "NSExtensionAttributes", "NSExtensionActivationRule"]`); the file's first line
    /// when it has no lines (a binary list) or the key is not found.
    public func source(ofKeyPath keys: [String]) -> String {
        places(keys)
    }
}

extension JSONValue {
    /// A property list's value, as ``InfoPlistReading`` gives it.
    init(propertyList value: Any) {
        // Foundation reads `<true/>` as a Bool and a number as an NSNumber, which also casts to Bool: the
        // type is asked first.
        if type(of: value) == Bool.self, let boolean = value as? Bool {
            self = .boolean(boolean)
            return
        }
        switch value {
        case let string as String: self = .string(string)
        case let dictionary as [String: Any]: self = .object(dictionary.mapValues(JSONValue.init(propertyList:)))
        case let array as [Any]: self = .array(array.map(JSONValue.init(propertyList:)))
        case let number as NSNumber:
            // `<real>` is a double even when whole; `<integer>` is an integer.
            let kind = String(cString: number.objCType)
            self = kind == "d" || kind == "f" ? .number(number.doubleValue) : .integer(number.intValue)
        default: self = .string(String(describing: value))
        }
    }
}
