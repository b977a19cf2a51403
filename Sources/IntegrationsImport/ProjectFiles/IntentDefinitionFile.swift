import Foundation

/// A SiriKit `.intentdefinition` file (an XML property list): its custom intents and the classes Xcode
/// generates for them.
///
/// An intent's class is its `INIntentClassName` when the file gives one (a customised system intent,
/// `INPlayMediaIntent`, or a class renamed in Xcode's inspector), else `<class prefix><INIntentName>Intent`:
/// Xcode generates `ConfigurationIntent` for an intent named `Configuration`, prefixed with the project's
/// class prefix when it has one. Enums (`INEnums`) and custom types (`INTypes`) are named the same way:
/// `INEnumClassName` / `INTypeClassName`, else the class prefix and `INEnumName` / `INTypeName`. A parameter
/// of an enum is stored as `INIntentParameterType` `Integer` with `INIntentParameterEnumType` naming the
/// enum, and is typed by the enum's class; a parameter of a custom type (`Object` with
/// `INIntentParameterObjectType`) by the type's class. An enum or type in the `System` namespace
/// (`INIntentParameterEnumTypeNamespace`, `…ObjectTypeNamespace`: a customised system intent's parameters)
/// is the Intents framework's: `PlaybackRepeatMode` is `INPlaybackRepeatMode`.
enum IntentDefinitionFile {
    /// The intents `file` defines.
    static func intents(in file: PropertyListFile, classPrefix: String?) -> [ImportReport.Intent] {
        guard let root = file.dictionary, let intents = root["INIntents"] as? [[String: Any]] else { return [] }
        let prefix = classPrefix ?? ""
        let enums = classNames(root["INEnums"], nameKey: "INEnumName", classKey: "INEnumClassName", prefix: prefix)
        let types = classNames(root["INTypes"], nameKey: "INTypeName", classKey: "INTypeClassName", prefix: prefix)
        return intents.compactMap { intent in
            guard let name = intent["INIntentName"] as? String else { return nil }
            let parameters = (intent["INIntentParameters"] as? [[String: Any]] ?? []).compactMap { parameter -> ImportReport.Intent.Parameter? in
                guard let name = parameter["INIntentParameterName"] as? String else { return nil }
                return ImportReport.Intent.Parameter(
                    name: name, type: type(of: parameter, enums: enums, types: types, prefix: prefix), optional: true,
                    title: parameter["INIntentParameterDisplayName"] as? String)
            }
            return ImportReport.Intent(
                type: className(of: intent, prefix: prefix), title: intent["INIntentTitle"] as? String, kind: "SiriKit",
                parameters: parameters, source: file.source(ofValue: name, underKey: "INIntentName"))
        }
    }

    /// The class Xcode generates for `intent`: `INIntentClassName` when it is not empty, else the prefix,
    /// `INIntentName` and `Intent`.
    static func className(of intent: [String: Any], prefix: String) -> String {
        if let given = nonEmpty(intent["INIntentClassName"]) { return given }
        return prefix + (intent["INIntentName"] as? String ?? "") + "Intent"
    }

    /// A parameter's type: its enum's class, its custom type's class, else `INIntentParameterType`
    /// (`String`, `Integer`, `Person`…).
    static func type(of parameter: [String: Any], enums: [String: String], types: [String: String], prefix: String) -> String {
        // A system intent's parameters use the Intents framework's own types (`MediaItem` in the `System`
        // namespace is `INMediaItem`).
        if let name = nonEmpty(parameter["INIntentParameterEnumType"]) {
            return parameter["INIntentParameterEnumTypeNamespace"] as? String == "System" ? "IN" + name : enums[name] ?? prefix + name
        }
        if let name = nonEmpty(parameter["INIntentParameterObjectType"]) {
            return parameter["INIntentParameterObjectTypeNamespace"] as? String == "System" ? "IN" + name : types[name] ?? prefix + name
        }
        return nonEmpty(parameter["INIntentParameterType"]) ?? "Object"
    }

    /// The classes of the enums or types a list declares, by name.
    private static func classNames(_ list: Any?, nameKey: String, classKey: String, prefix: String) -> [String: String] {
        var result: [String: String] = [:]
        for entry in list as? [[String: Any]] ?? [] {
            guard let name = nonEmpty(entry[nameKey]), result[name] == nil else { continue }
            result[name] = nonEmpty(entry[classKey]) ?? prefix + name
        }
        return result
    }

    private static func nonEmpty(_ value: Any?) -> String? {
        guard let text = value as? String, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return text
    }
}
