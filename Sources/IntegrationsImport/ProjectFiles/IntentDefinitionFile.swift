import Foundation

/// A SiriKit `.intentdefinition` file (an XML property list): its custom intents, whose generated classes
/// are `<class prefix><name>Intent` (Xcode generates `ConfigurationIntent` for an intent named
/// `Configuration`, prefixed with the project's class prefix when it has one).
enum IntentDefinitionFile {
    /// The intents `file` defines.
    static func intents(in file: PropertyListFile, classPrefix: String?) -> [ImportReport.Intent] {
        guard let intents = file.dictionary?["INIntents"] as? [[String: Any]] else { return [] }
        return intents.compactMap { intent in
            guard let name = intent["INIntentName"] as? String else { return nil }
            let parameters = (intent["INIntentParameters"] as? [[String: Any]] ?? []).compactMap { parameter -> ImportReport.Intent.Parameter? in
                guard let name = parameter["INIntentParameterName"] as? String else { return nil }
                let type = parameter["INIntentParameterObjectType"] as? String ?? parameter["INIntentParameterType"] as? String ?? "Object"
                return ImportReport.Intent.Parameter(
                    name: name, type: type, optional: true, title: parameter["INIntentParameterDisplayName"] as? String)
            }
            return ImportReport.Intent(
                type: (classPrefix ?? "") + name + "Intent", title: intent["INIntentTitle"] as? String, kind: "SiriKit",
                parameters: parameters, source: file.source(ofValue: name, underKey: "INIntentName"))
        }
    }
}
