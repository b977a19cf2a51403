import Foundation
import IntegrationsCore
import IntegrationsImport
import Testing

/// SiriKit `.intentdefinition` files as Xcode generates their classes: `INIntentClassName` over the class
/// prefix, `INIntentName` and `Intent`; an enum parameter (`Integer` with `INIntentParameterEnumType`) typed
/// by its enum's class, a custom type's parameter by the type's class.
@Suite struct SiriKitDefinitionTests {
    /// A project whose pbxproj gives `CLASSPREFIX` (none when `nil`) and one `.intentdefinition`.
    static func project(classPrefix: String?, definition: [String: Any]) throws -> [String: Data] {
        let attributes = classPrefix.map { "attributes = { CLASSPREFIX = \($0); };" } ?? ""
        let pbxproj = """
            // !$*UTF8*$!
            { objects = {
                P1 = { isa = PBXProject; \(attributes) buildConfigurationList = L2; targets = (); };
                L2 = { isa = XCConfigurationList; buildConfigurations = (); };
            }; rootObject = P1; }
            """
        let data = try PropertyListSerialization.data(fromPropertyList: definition, format: .xml, options: 0)
        return ["App.xcodeproj/project.pbxproj": Data(pbxproj.utf8), "App/Intents.intentdefinition": data]
    }

    static var enums: [[String: Any]] { [
        ["INEnumName": "Shelf", "INEnumType": "Regular", "INEnumValues": [["INEnumValueName": "unknown"], ["INEnumValueName": "pantry", "INEnumValueIndex": 1]]],
        ["INEnumName": "Size", "INEnumClassName": "ParcelSize", "INEnumValues": [["INEnumValueName": "unknown"]]],
    ] }
    static var types: [[String: Any]] { [
        ["INTypeName": "Friend", "INTypeProperties": []],
        ["INTypeName": "Box", "INTypeClassName": "StorageBox", "INTypeProperties": []],
    ] }

    /// Each row: the intent's keys, the project's class prefix, the class expected.
    @Test(arguments: [
        (["INIntentName": "Restock"], nil, "RestockIntent"),
        (["INIntentName": "Restock"], "LD", "LDRestockIntent"),
        // The file's class name wins over prefix + name + Intent.
        (["INIntentName": "Restock", "INIntentClassName": "RefillIntent"], "LD", "RefillIntent"),
        // A customised system intent.
        (["INIntentName": "PlayMedia", "INIntentClassName": "INPlayMediaIntent", "INIntentType": "System"], "LD", "INPlayMediaIntent"),
        // An empty class name is no class name (the framework falls back the same way).
        (["INIntentName": "Restock", "INIntentClassName": ""], "LD", "LDRestockIntent"),
    ] as [([String: String], String?, String)])
    func theClassIsTheOneXcodeGenerates(intent: [String: String], classPrefix: String?, expected: String) throws {
        let files = try Self.project(classPrefix: classPrefix, definition: ["INIntents": [intent]])
        let report = try ProjectImporter().importProject(files: files)
        #expect(report.intents.map(\.type) == [expected])
    }

    /// Each row: a parameter's keys, the project's class prefix, the type expected.
    @Test(arguments: [
        (["INIntentParameterType": "String"], "LD", "String"),
        (["INIntentParameterType": "Integer"], "LD", "Integer"),
        // An enum: Integer in the file, the enum's class in code.
        (["INIntentParameterType": "Integer", "INIntentParameterEnumType": "Shelf"], nil, "Shelf"),
        (["INIntentParameterType": "Integer", "INIntentParameterEnumType": "Shelf"], "LD", "LDShelf"),
        (["INIntentParameterType": "Integer", "INIntentParameterEnumType": "Size"], "LD", "ParcelSize"),
        // An enum the file does not declare is named as Xcode would name it.
        (["INIntentParameterType": "Integer", "INIntentParameterEnumType": "Colour"], "LD", "LDColour"),
        // A custom type: Object in the file, the type's class in code.
        (["INIntentParameterType": "Object", "INIntentParameterObjectType": "Friend"], "LD", "LDFriend"),
        (["INIntentParameterType": "Object", "INIntentParameterObjectType": "Box"], "LD", "StorageBox"),
        // A system intent's parameters are the Intents framework's types.
        (["INIntentParameterType": "Integer", "INIntentParameterEnumType": "PlaybackRepeatMode", "INIntentParameterEnumTypeNamespace": "System"], "LD", "INPlaybackRepeatMode"),
        (["INIntentParameterType": "Object", "INIntentParameterObjectType": "MediaItem", "INIntentParameterObjectTypeNamespace": "System"], "LD", "INMediaItem"),
        ([:], nil, "Object"),
    ] as [([String: String], String?, String)])
    func aParameterIsTypedByItsEnumOrType(parameter: [String: String], classPrefix: String?, expected: String) throws {
        var keys: [String: Any] = parameter
        keys["INIntentParameterName"] = "value"
        let definition: [String: Any] = [
            "INEnums": Self.enums, "INTypes": Self.types,
            "INIntents": [["INIntentName": "Move", "INIntentParameters": [keys]]],
        ]
        let report = try ProjectImporter().importProject(files: try Self.project(classPrefix: classPrefix, definition: definition))
        #expect(report.intents.first?.parameters.map(\.type) == [expected])
    }
}
