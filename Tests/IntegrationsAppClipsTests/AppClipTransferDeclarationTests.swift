import Foundation
import IntegrationsAppClips
import IntegrationsCore
import Testing

/// What a manifest may not declare for the App Clip's hand-over, each refused at its JSON path where the
/// hand-over is read, and reported by the check from the App Clips point; an app's load does not read it
/// (Decision 528).
@Suite struct AppClipTransferDeclarationTests {
    static func manifest(_ transfer: String) -> String {
        #"{"app": {"name": "A", "bundleIdentifier": "x"}, "appClipTransfer": "# + transfer + "}"
    }

    static let refused: [(json: String, code: String, path: String, expected: String)] = [
        (#"{"storage": 0}"#, "appClipTransfer.storage", "$.appClipTransfer.storage",
         "invalid at $.appClipTransfer.storage: expected a number of bytes from 1 to 104857600 (not 0)"),
        (#"{"storage": 9, "records": [{"entity": "t", "key": "ts", "maximum": 0, "fields": ["a"]}]}"#,
         "appClipTransfer.maximum", "$.appClipTransfer.records[0].maximum",
         "invalid at $.appClipTransfer.records[0].maximum: expected a number of at least 1"),
        (#"{"storage": 9, "records": [{"entity": "t", "key": "ts", "maximum": 1, "fields": []}]}"#,
         "appClipTransfer.noFields", "$.appClipTransfer.records[0].fields",
         "invalid at $.appClipTransfer.records[0].fields: expected the names of the fields handed over (not none)"),
        (#"{"storage": 9, "records": [{"entity": "t", "key": "ts", "maximum": 1, "fields": ["a"], "sameWhen": ["b"]}]}"#,
         "appClipTransfer.unknownField", "$.appClipTransfer.records[0].sameWhen[0]",
         "invalid at $.appClipTransfer.records[0].sameWhen[0]: expected one of the fields handed over (\"b\" is not)"),
        (#"{"storage": 9, "records": [{"entity": "t", "key": "version", "maximum": 1, "fields": ["a"]}]}"#,
         "appClipTransfer.duplicateKey", "$.appClipTransfer.records[0].key",
         "invalid at $.appClipTransfer.records[0].key: expected a key no other part of the document uses (\"version\" is taken)"),
        (#"{"storage": 9, "records": [{"entity": "t", "key": "ts", "maximum": 1, "fields": ["a"]}], "references": [{"entity": "t", "key": "ids", "maximum": 1}]}"#,
         "appClipTransfer.duplicateEntity", "$.appClipTransfer.references[0].entity",
         "invalid at $.appClipTransfer.references[0].entity: expected an entity no other records or references part uses (\"t\" is taken)"),
    ]

    @Test(arguments: 0..<refused.count)
    func aDeclarationTheHandOverCannotKeepIsRefusedWhereItIsRead(index: Int) throws {
        let (json, code, path, expected) = Self.refused[index]
        let manifest = try AppManifest.decode(Data(Self.manifest(json).utf8), file: "integrations.json")
        #expect {
            try manifest.appClipTransferDeclaration(file: "integrations.json")
        } throws: { error in
            guard let error = error as? IntegrationsError, error.kind == .invalidManifest else { return false }
            return error.message.en.contains(expected)
        }
        let found = AppClipsPoint().checkManifest(manifest)
        #expect(found.map(\.code.rawValue) == [code] && found.first?.path == path && found.first?.severity == .error, "\(found)")
    }

    /// A hand-over that does not decode is refused at its line and column where it is read, and is the
    /// check's `manifest.invalidValue` at its path; nothing else of the app is refused for it.
    @Test func aHandOverThatDoesNotDecodeIsRefusedWithItsPlace() throws {
        let text = Self.manifest(#"{"storage": "big"}"#)
        let manifest = try AppManifest.decode(Data(text.utf8), file: "integrations.json")
        #expect(manifest.appClipTransfer == nil)
        #expect {
            try manifest.appClipTransferDeclaration(file: "integrations.json")
        } throws: { error in
            guard let error = error as? IntegrationsError, error.kind == .invalidManifest else { return false }
            return error.message.en.contains("expected a number at $.appClipTransfer.storage (line 1, column 80)")
        }
        let found = AppClipsPoint().checkManifest(manifest)
        #expect(found.map(\.code.rawValue) == ["manifest.invalidValue"] && found.first?.path == "$.appClipTransfer.storage", "\(found)")
    }

    @Test func aValidDeclarationLoads() throws {
        let manifest = try AppManifest.decode(Data(Self.manifest(
            #"{"storage": 1024, "records": [{"entity": "t", "key": "ts", "maximum": 2, "fields": ["a", "b"], "required": ["a"]}], "references": [{"entity": "u", "key": "us", "maximum": 1, "selectedKey": "u"}]}"#
        ).utf8), file: "integrations.json")
        let declaration = try #require(try manifest.appClipTransferDeclaration(file: "integrations.json"))
        #expect(declaration == manifest.appClipTransfer)
        #expect(declaration.documentKeys == ["version", "createdAt", "ts", "us", "u"])
        #expect(declaration.records.first?.identityFields == ["a", "b"])
        #expect(AppClipsPoint().checkManifest(manifest).isEmpty)
    }

    /// Setting the view writes the point's section, which encodes as the core wrote the key; `nil` removes it.
    @Test func theViewWritesTheSection() throws {
        var manifest = AppManifest(app: AppIdentity(name: "A", bundleIdentifier: "x"))
        #expect(try manifest.appClipTransferDeclaration(file: "m") == nil)
        let declaration = AppClipTransferDeclaration(storage: 10, records: [.init(entity: "t", key: "ts", maximum: 1, fields: ["a"])])
        manifest.appClipTransfer = declaration
        #expect(manifest.appClipTransfer == declaration)
        let decoded = try AppManifest.decode(try JSONEncoder().encode(manifest), file: "m")
        #expect(try decoded.appClipTransferDeclaration(file: "m") == declaration)
        manifest.appClipTransfer = nil
        #expect(manifest.sections[AppClipsPoint.key] == nil)
    }
}
