import Foundation
import IntegrationsCore
import Testing

/// What a manifest may not declare for the App Clip's hand-over, each refused at its JSON path.
@Suite struct AppClipTransferDeclarationTests {
    static func manifest(_ transfer: String) -> String {
        #"{"app": {"name": "A", "bundleIdentifier": "x"}, "appClipTransfer": "# + transfer + "}"
    }

    @Test(arguments: [
        (#"{"storage": 0}"#, "invalid at $.appClipTransfer.storage: expected a number of bytes from 1 to 104857600 (not 0)"),
        (#"{"storage": 9, "records": [{"entity": "t", "key": "ts", "maximum": 0, "fields": ["a"]}]}"#,
         "invalid at $.appClipTransfer.records[0].maximum: expected a number of at least 1"),
        (#"{"storage": 9, "records": [{"entity": "t", "key": "ts", "maximum": 1, "fields": []}]}"#,
         "invalid at $.appClipTransfer.records[0].fields: expected the names of the fields handed over (not none)"),
        (#"{"storage": 9, "records": [{"entity": "t", "key": "ts", "maximum": 1, "fields": ["a"], "sameWhen": ["b"]}]}"#,
         "invalid at $.appClipTransfer.records[0].sameWhen[0]: expected one of the fields handed over (\"b\" is not)"),
        (#"{"storage": 9, "records": [{"entity": "t", "key": "version", "maximum": 1, "fields": ["a"]}]}"#,
         "invalid at $.appClipTransfer.records[0].key: expected a key no other part of the document uses (\"version\" is taken)"),
        (#"{"storage": 9, "records": [{"entity": "t", "key": "ts", "maximum": 1, "fields": ["a"]}], "references": [{"entity": "t", "key": "ids", "maximum": 1}]}"#,
         "invalid at $.appClipTransfer.references[0].entity: expected an entity no other records or references part uses (\"t\" is taken)"),
    ])
    func aDeclarationTheHandOverCannotKeepIsRefused(json: String, expected: String) {
        #expect {
            try AppManifest.decode(Data(Self.manifest(json).utf8), file: "integrations.json")
        } throws: { error in
            guard let error = error as? IntegrationsError, error.kind == .invalidManifest else { return false }
            return error.message.en.contains(expected)
        }
    }

    @Test func aValidDeclarationLoads() throws {
        let manifest = try AppManifest.decode(Data(Self.manifest(
            #"{"storage": 1024, "records": [{"entity": "t", "key": "ts", "maximum": 2, "fields": ["a", "b"], "required": ["a"]}], "references": [{"entity": "u", "key": "us", "maximum": 1, "selectedKey": "u"}]}"#
        ).utf8), file: "integrations.json")
        #expect(manifest.appClipTransfer?.documentKeys == ["version", "createdAt", "ts", "us", "u"])
        #expect(manifest.appClipTransfer?.records.first?.identityFields == ["a", "b"])
    }
}
