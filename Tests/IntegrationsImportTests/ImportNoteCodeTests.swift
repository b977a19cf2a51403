import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsTestSupport
import Testing

/// Every import note is a `Diagnostic` with an `import.*` code: projects built in a temporary folder, each
/// with one thing the importer cannot read as Xcode would, give the note of that kind at its place, and the
/// JSON document names the code.
@Suite struct ImportNoteCodeTests {
    /// A project with one problem, and the note it must give.
    enum Case: String, CaseIterable, CustomTestStringConvertible {
        case undefinedSetting, unresolvedSetting, fileOverTheLimit, linkOutsideTheProject, sameFileTwice
        case notAPropertyList, missingInclude, noAppInfoPlist, objectiveCSources, noSwiftReader

        var testDescription: String { rawValue }

        /// The code and the place of the note.
        var expected: (code: Diagnostic.Code, source: String) {
            switch self {
            case .undefinedSetting, .unresolvedSetting: (.importSettingUndefined, "App/Info.plist:5")
            case .fileOverTheLimit: (.importOverLimit, "App/Info.plist:1")
            case .linkOutsideTheProject: (.importOutsideProject, "App/Other.plist:1")
            case .sameFileTwice: (.importDuplicateFile, "App/Info.plist:1")
            case .notAPropertyList: (.importInvalidFile, "App/App.entitlements:1")
            case .missingInclude: (.importFileMissing, "Config/Base.xcconfig:1")
            case .noAppInfoPlist: (.importNoAppInfoPlist, ".")
            case .objectiveCSources: (.importSourcesNotRead, ".")
            case .noSwiftReader: (.importReaderFailed, ".")
            }
        }

        /// Writes the project into `folder`; `outside` is a folder beside it, outside the project.
        func write(into folder: TemporaryFolder, outside: TemporaryFolder) throws {
            var identifier = "com.example.app"
            var xcconfig = ""
            var settings = ""
            switch self {
            case .undefinedSetting: identifier = "com.example.app$(NOPE)"
            case .unresolvedSetting: identifier = "$(AppIdentifierPrefix)com.example.app"
            case .missingInclude: xcconfig = "#include \"Missing.xcconfig\"\n"
            case .notAPropertyList: settings = "CODE_SIGN_ENTITLEMENTS = App/App.entitlements;"
            default: break
            }
            let manager = FileManager.default
            if self == .noAppInfoPlist || self == .objectiveCSources || self == .noSwiftReader {
                // No project at all: only the file that gives the note.
                try manager.createDirectory(atPath: folder.path("App"), withIntermediateDirectories: true)
                switch self {
                case .noAppInfoPlist: try Data("<plist><dict/></plist>".utf8).write(to: folder.url.appendingPathComponent("App/App.entitlements"))
                case .objectiveCSources: try Data("int main(void) { return 0; }\n".utf8).write(to: folder.url.appendingPathComponent("App/main.m"))
                default: try Data("let x = 1\n".utf8).write(to: folder.url.appendingPathComponent("App/A.swift"))
                }
                return
            }
            var files = Self.project(xcconfig: xcconfig, identifier: identifier, settings: settings)
            if self == .notAPropertyList { files["App/App.entitlements"] = Data("not a plist at all".utf8) }
            for (path, data) in files {
                try manager.createDirectory(atPath: folder.path((path as NSString).deletingLastPathComponent), withIntermediateDirectories: true)
                try data.write(to: folder.url.appendingPathComponent(path))
            }
            switch self {
            case .fileOverTheLimit:
                // The app's Info.plist, padded past the 32 MiB a property list may hold.
                var info = files["App/Info.plist"] ?? Data()
                info.append(Data(repeating: UInt8(ascii: " "), count: 32 * 1024 * 1024 + 1 - info.count))
                try info.write(to: folder.url.appendingPathComponent("App/Info.plist"))
            case .linkOutsideTheProject:
                try Data("<plist><dict/></plist>".utf8).write(to: outside.url.appendingPathComponent("Other.plist"))
                try manager.createSymbolicLink(atPath: folder.path("App/Other.plist"), withDestinationPath: outside.path("Other.plist"))
            case .sameFileTwice:
                // `App/A.plist` sorts first: the Info.plist is the second path to the same file.
                try manager.createSymbolicLink(atPath: folder.path("App/A.plist"), withDestinationPath: folder.path("App/Info.plist"))
            default: break
            }
        }

        /// An Xcode project whose app target reads `App/Info.plist` (its identifier `identifier`) with the
        /// settings of `Config/Base.xcconfig`.
        static func project(xcconfig: String, identifier: String, settings: String) -> [String: Data] {
            let pbxproj = """
                // !$*UTF8*$!
                { objects = {
                    F1 = { isa = PBXFileReference; path = Config/Base.xcconfig; };
                    T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
                    L1 = { isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
                    C1 = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = F1;
                           buildSettings = { INFOPLIST_FILE = App/Info.plist; \(settings) }; };
                    P1 = { isa = PBXProject; buildConfigurationList = L2; targets = (T1); };
                    L2 = { isa = XCConfigurationList; buildConfigurations = (); };
                }; rootObject = P1; }
                """
            let info = (try? PropertyListSerialization.data(fromPropertyList: ["CFBundleIdentifier": identifier], format: .xml, options: 0)) ?? Data()
            return ["App.xcodeproj/project.pbxproj": Data(pbxproj.utf8), "Config/Base.xcconfig": Data(xcconfig.utf8), "App/Info.plist": info]
        }
    }

    @Test(arguments: Case.allCases)
    func aNoteCarriesTheCodeOfItsKind(_ project: Case) throws {
        let folder = try TemporaryFolder(prefix: "import-codes")
        let outside = try TemporaryFolder(prefix: "import-codes-outside")
        defer { folder.remove(); outside.remove() }
        try project.write(into: folder, outside: outside)
        let report = try ProjectImporter().importProject(at: folder.url)
        let expected = project.expected
        let found = report.notes.filter { $0.code == expected.code }
        #expect(found.map(\.source).contains(expected.source), "\(report.notes.map { "\($0.source): \($0.code): \($0.message.en)" })")
        // Every note is a note, with a code the documentation lists.
        #expect(report.notes.allSatisfy { $0.severity == .note && Diagnostic.Code.importCodes.contains($0.code) })
        // The JSON document writes the code beside the place and the message.
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any]
        let notes = try #require(json?["notes"] as? [[String: String]])
        #expect(notes.contains { $0["code"] == expected.code.rawValue && $0["source"] == expected.source })
        #expect(notes.allSatisfy { Set($0.keys) == ["code", "message", "source"] })
    }

    /// A note's place is `file:line` (or `.`), read back as it was written.
    @Test(arguments: ["App/Info.plist:5", ".", "a:b/c.swift:12", "Config/Base.xcconfig:1", "odd:+3", "odd:012", "no-line"])
    func aPlaceRoundTrips(_ source: String) {
        let note = Diagnostic.importNote(.importNotLiteral, source, LocalizedText(ja: "メモ", en: "note"))
        #expect(note.source == source)
        if source == "App/Info.plist:5" {
            #expect(note.file == "App/Info.plist")
            #expect(note.line == 5)
        }
    }

    /// The report's JSON reads back with its notes' codes, places and messages (in the language written).
    @Test func theDocumentReadsBack() throws {
        var report = ImportReport()
        report.notes = [.importNote(.importFileMissing, "project.yml:1", LocalizedText(ja: "ない", en: "missing"))]
        let decoded = try JSONDecoder().decode(ImportReport.self, from: JSONEncoder().encode(report))
        #expect(decoded.notes.map(\.code) == [.importFileMissing])
        #expect(decoded.notes.map(\.source) == ["project.yml:1"])
        #expect(decoded.notes.map(\.message.en) == ["missing"])
    }

    /// Docs/Importing.md lists every `import.*` code.
    @Test func everyCodeIsDocumented() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let documented = try String(contentsOf: root.appendingPathComponent("Docs/Importing.md"), encoding: .utf8)
        #expect(Diagnostic.Code.importCodes.filter { !documented.contains("`\($0)`") } == [])
        #expect(Set(Diagnostic.Code.importCodes).count == Diagnostic.Code.importCodes.count)
    }
}
