import Foundation
import IntegrationsCore
import IntegrationsImport
import IntegrationsTestSupport
import Testing
#if SwiftSources
import IntegrationsSwiftSources
#endif

/// Projects written by someone who wants the import to read, write or hang where it must not: each is
/// built here, in a temporary folder, as a pull request from a stranger could hold it (Docs/Importing.md,
/// "Limits").
@Suite struct HostileProjectTests {
    /// A folder with an app's Info.plist and an XcodeGen `project.yml` whose Release configuration is based
    /// on `Config/Release.xcconfig`; the plist shows `$(SECRET)` as the app's name.
    static func project(_ folder: TemporaryFolder) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder.path("App"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: folder.path("Config"), withIntermediateDirectories: true)
        let info = try PropertyListSerialization.data(
            fromPropertyList: ["CFBundleIdentifier": "com.example.app", "CFBundleDisplayName": "$(SECRET)"], format: .xml, options: 0)
        try info.write(to: folder.url.appendingPathComponent("App/Info.plist"))
        try Data("""
            name: App
            configFiles:
              Release: Config/Release.xcconfig
            targets:
              App:
                type: application
                info:
                  path: App/Info.plist

            """.utf8).write(to: folder.url.appendingPathComponent("project.yml"))
    }

    /// A file outside the project holding a secret, in a folder of its own.
    static func secret(_ outside: TemporaryFolder, name: String = "secret.xcconfig") throws -> String {
        try Data("SECRET = s3cr3t-from-outside\n".utf8).write(to: outside.url.appendingPathComponent(name))
        return outside.path(name)
    }

    #if XcodeGen
    /// `Config/Release.xcconfig` is a link to a file outside the project: not read, a note says so, and the
    /// secret it holds is nowhere in the report.
    @Test func aLinkToASettingsFileOutsideTheProjectIsNotRead() throws {
        let folder = try TemporaryFolder(prefix: "hostile-link")
        let outside = try TemporaryFolder(prefix: "hostile-outside")
        defer { folder.remove(); outside.remove() }
        try Self.project(folder)
        try FileManager.default.createSymbolicLink(atPath: folder.path("Config/Release.xcconfig"), withDestinationPath: try Self.secret(outside))
        let report = try ProjectImporter().importProject(at: folder.url)
        // Undefined once the outside file is not read: empty, as Xcode expands it, so the name is the product's.
        #expect(report.app.name == "App")
        #expect(!String(decoding: try JSONEncoder().encode(report), as: UTF8.self).contains("s3cr3t"))
        #expect(report.notes.contains {
            $0.source == "Config/Release.xcconfig:1"
                && $0.message.en == "it leads outside the project folder once links are resolved, and nothing outside the project is read; the file was skipped"
        })
    }

    /// A hidden folder that links outside (`Config/.r -> /elsewhere`) is skipped by the listing, and an
    /// `#include` through it is refused all the same.
    @Test func anIncludeThroughAHiddenFolderLinkIsNotRead() throws {
        let folder = try TemporaryFolder(prefix: "hostile-hidden")
        let outside = try TemporaryFolder(prefix: "hostile-outside")
        defer { folder.remove(); outside.remove() }
        try Self.project(folder)
        _ = try Self.secret(outside)
        try FileManager.default.createSymbolicLink(atPath: folder.path("Config/.r"), withDestinationPath: outside.url.path)
        try Data("#include \".r/secret.xcconfig\"\n".utf8).write(to: folder.url.appendingPathComponent("Config/Release.xcconfig"))
        let report = try ProjectImporter().importProject(at: folder.url)
        // Undefined once the outside file is not read: empty, as Xcode expands it, so the name is the product's.
        #expect(report.app.name == "App")
        #expect(report.notes.contains { $0.source == "Config/.r/secret.xcconfig:1" && $0.message.en.hasPrefix("it leads outside the project folder") })
    }
    #endif

    /// A property list that is a link to the process's environment, to standard input, or a FIFO: none is
    /// read, none blocks, and each is a note.
    @Test(arguments: ["environ", "stdin", "fifo"])
    func somethingThatIsNotARegularFileInTheProjectIsNotRead(kind: String) throws {
        let folder = try TemporaryFolder(prefix: "hostile-special")
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("App"), withIntermediateDirectories: true)
        let path = folder.path("App/Special.plist")
        switch kind {
        case "environ": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/proc/self/environ")
        case "stdin": try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/proc/self/fd/0")
        default: #expect(mkfifo(path, 0o600) == 0)
        }
        let report = try ProjectImporter().importProject(at: folder.url)
        let note = try #require(report.notes.first { $0.source == "App/Special.plist:1" })
        let notRegular = "it is not a regular file (a FIFO, a device, standard input…), and only regular files are read; the file was skipped"
        let outside = "it leads outside the project folder once links are resolved, and nothing outside the project is read; the file was skipped"
        switch kind {
        // The FIFO is inside the project and not a regular file; the environment is a file outside it.
        case "fifo": #expect(note.message.en == notRegular)
        case "environ": #expect(note.message.en == outside)
        // Standard input is a pipe (no path: not a regular file) or a file or device elsewhere (outside).
        default: #expect(note.message.en == notRegular || note.message.en == outside)
        }
        #expect(note.message.ja.hasSuffix("このファイルは読み飛ばしました"))
        #expect(report.files.propertyLists == 0)
    }

    /// An app whose only Objective-C file is a FIFO: the file is a note, not read, and since what it registers
    /// is not known every code kind is unread, so no rule concludes from absence (a readable `.m` leaves them
    /// read).
    @Test func anObjectiveCFileThatCannotBeReadLeavesEveryCodeKindUnread() throws {
        let folder = try TemporaryFolder(prefix: "hostile-objc")
        defer { folder.remove() }
        try Self.project(folder)
        try Data("@implementation A\n@end\n".utf8).write(to: folder.url.appendingPathComponent("App/A.m"))
        let read = try ProjectImporter().importProject(at: folder.url)
        #expect(!read.unreadKinds.contains("backgroundTask"))
        try FileManager.default.removeItem(atPath: folder.path("App/A.m"))
        #expect(mkfifo(folder.path("App/Tasks.m"), 0o600) == 0)
        let report = try ProjectImporter().importProject(at: folder.url)
        #expect(report.notes.contains { $0.source == "App/Tasks.m:1" })
        #expect(report.unreadKinds.contains("backgroundTask"))
        #expect(report.unreadKinds.contains("handledNotificationAction"))
    }

    /// A hundred hard links and a symbolic link to one Swift file: the file is read once, and each other
    /// path is a note naming the first.
    @Test func aFileReachedByManyLinksIsReadOnce() throws {
        let folder = try TemporaryFolder(prefix: "hostile-hardlinks")
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path("App"), withIntermediateDirectories: true)
        try Data("let kind = \"Widget\"\n".utf8).write(to: folder.url.appendingPathComponent("App/A.swift"))
        for index in 0..<100 { #expect(link(folder.path("App/A.swift"), folder.path("App/Link\(index).swift")) == 0) }
        try FileManager.default.createSymbolicLink(atPath: folder.path("App/Symbolic.swift"), withDestinationPath: "A.swift")
        #if SwiftSources
        let report = try ProjectImporter(swiftSources: SwiftSyntaxSourceReader()).importProject(at: folder.url)
        #expect(report.files.swiftSources == 1)
        #else
        let report = try ProjectImporter().importProject(at: folder.url)
        #endif
        let once = report.notes.filter { $0.message.en == "the same file as App/A.swift (a link); read once" }
        #expect(once.count == 101)
        #expect(once.contains { $0.source == "App/Symbolic.swift:1" })
    }

    /// More files of a kind than the limit: refused before anything is read, naming the limit.
    @Test func moreFilesOfAKindThanTheLimitAreRefusedBeforeReading() throws {
        let folder = try TemporaryFolder(prefix: "hostile-many")
        defer { folder.remove() }
        for batch in 0...(ProjectImporter.fileLimit / 1_000) {
            let directory = folder.path("S\(batch)")
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let made = (0..<1_000).allSatisfy { FileManager.default.createFile(atPath: "\(directory)/F\($0).swift", contents: nil) }
            #expect(made, "could not make the files of \(directory)")
        }
        #expect {
            try ProjectImporter().importProject(at: folder.url)
        } throws: { error in
            (error as? IntegrationsError)?.message.en
                == "\(folder.url.path) holds more than 50000 Swift files, over the limit of 50000 files of each kind; nothing was read. Give the app's own folder."
        }
    }

    /// Files whose sizes add up past the limit in all: refused before a byte is read (the files are sparse:
    /// their size is real, their bytes are never written).
    @Test func moreBytesThanTheLimitInAllAreRefusedBeforeReading() throws {
        let folder = try TemporaryFolder(prefix: "hostile-bytes")
        defer { folder.remove() }
        let count = ProjectImporter.totalByteLimit / ProjectImporter.swiftFileSizeLimit + 1
        for index in 0..<count {
            let path = folder.path("F\(index).swift")
            #expect(FileManager.default.createFile(atPath: path, contents: nil))
            #expect(truncate(path, off_t(ProjectImporter.swiftFileSizeLimit)) == 0)
        }
        let total = count * ProjectImporter.swiftFileSizeLimit
        #expect {
            try ProjectImporter().importProject(at: folder.url)
        } throws: { error in
            (error as? IntegrationsError)?.message.en
                == "\(folder.url.path) holds \(total) bytes of files to read, over the limit of 134217728 bytes in all; nothing was read. Give the app's own folder."
        }
    }

    /// A chain of `#include`s 15,000 files deep ends at the limit with a note instead of exhausting the
    /// stack (it crashed the import before).
    @Test func anIncludeChainDeeperThanTheLimitEndsWithANote() throws {
        var files = try BuildSettingsTests.project(xcconfig: "#include \"C1.xcconfig\"\nID = com.example.app", identifier: "$(ID)")
        for index in 1...15_000 { files["Config/C\(index).xcconfig"] = Data("#include \"C\(index + 1).xcconfig\"\n".utf8) }
        let report = try ProjectImporter().importProject(files: files)
        #expect(report.app.bundleIdentifier == "com.example.app")
        #expect(report.notes.map { "\($0.source): \($0.message.en)" } == [
            "Config/C63.xcconfig:1: the chain of #includes is deeper than the limit of 64 files; C64.xcconfig and what it includes were not read",
        ])
    }

    /// Settings that refer to each other ten times a level expand to 10⁸ characters: kept as written
    /// with a note, instead of filling memory.
    @Test func aSettingThatExpandsPastTheLimitIsKeptAsWritten() throws {
        var xcconfig = "A0 = abcdefghij\n"
        for level in 1...7 { xcconfig += "A\(level) = " + String(repeating: "$(A\(level - 1))", count: 10) + "\n" }
        let report = try ProjectImporter().importProject(files: try BuildSettingsTests.project(xcconfig: xcconfig, identifier: "$(A7)"))
        #expect(report.app.bundleIdentifier == "$(A7)")
        #expect(report.notes.map { "\($0.source): \($0.message.en)" } == [
            "App/Info.plist:5: CFBundleIdentifier expands to more than 65536 characters, over the limit; kept as written",
        ])
    }

    /// A setting that doubles through `$(inherited)` on every line stops growing at the limit, with one note.
    @Test func aSettingThatDoublesThroughInheritedStopsAtTheLimit() throws {
        let xcconfig = "ID = x\n" + String(repeating: "ID = $(inherited)$(inherited)\n", count: 40)
        let report = try ProjectImporter().importProject(files: try BuildSettingsTests.project(xcconfig: xcconfig, identifier: "$(ID)"))
        // Line 16 doubles it to 32,768 characters; line 17 would pass the limit (its text counted too).
        let identifier = report.app.bundleIdentifier ?? ""
        #expect(identifier.count == 32_768 && identifier.allSatisfy { $0 == "x" }, "\(identifier.count) characters")
        #expect(report.notes.map { "\($0.source): \($0.message.en)" } == [
            "Config/Base.xcconfig:17: ID grows past 65536 characters through $(inherited); such lines were not used",
        ])
    }

    #if XcodeGen
    /// A few hundred bytes of nested YAML aliases expand to millions of values: refused after counting at
    /// most the limit, with a note, and the rest of the project is read.
    @Test(arguments: [4, 9])
    func yamlAliasesThatExpandPastTheLimitAreRefused(levels: Int) throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...levels {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        yaml += "name: App\ntargets: {}\n"
        let report = try ProjectImporter().importProject(files: ["project.yml": Data(yaml.utf8), "App/Info.plist": try Self.info()])
        let expanded = (0...levels + 1).reduce(0) { $0 + Int(pow(10, Double($1))) }
        let notes = report.notes.filter { $0.source == "project.yml:1" }.map(\.message.en)
        #expect(notes == (expanded > ProjectImporter.yamlNodeLimit ? ["its aliases expand to more than 200000 values, over the limit; the file was skipped"] : []))
        #expect(report.app.bundleIdentifier == "com.example.app")
    }

    /// A YAML error at the end of a text that does not end with a line break is placed on its last line,
    /// not on a line after it (the project-yml fuzz target's first find).
    @Test func aYamlErrorAtTheEndIsPlacedOnTheLastLine() throws {
        let yaml = "name: App\ntargets:\n  App:\n    settings:\n      base: &s {A: B}\n      configs"
        let report = try ProjectImporter().importProject(files: ["project.yml": Data(yaml.utf8)])
        let note = try #require(report.notes.first { $0.message.en.hasPrefix("not YAML") })
        #expect(note.source == "project.yml:6")
    }

    /// A list or a mapping as a key (`? [a, b]`) made Yams stop the process when it made values of it (the
    /// project-yml fuzz target's second find): the file is a note at the key.
    @Test(arguments: ["? [a, b]\n: x\n", "? {a: b}\n: x\n", "targets:\n  ? properties:\n      a: b\n  : x\n"])
    func aYamlKeyThatIsNotAPlainValueIsANote(yaml: String) throws {
        let report = try ProjectImporter().importProject(files: ["project.yml": Data(("name: App\n" + yaml).utf8)])
        #expect(report.notes.map(\.message.en).contains("a key is a list or a mapping, not a plain value, which no XcodeGen project has; the file was skipped"))
    }

    /// An alias inside a mapping's key would be compared whole, expanded, before it can be counted: refused.
    @Test(arguments: ["*a: x", "? *a\n: x", "[*a, *a]: x"])
    func aYamlAliasInAKeyIsRefused(key: String) throws {
        let yaml = "base: &a [x]\nother: {\(key.contains("\n") ? "" : key)}\n" + (key.contains("\n") ? key + "\n" : "")
        let report = try ProjectImporter().importProject(files: ["project.yml": Data(yaml.utf8)])
        #expect(report.notes.map(\.message.en).contains(
            "an alias (*name) is used in a mapping's key, which is not read (its expanded size cannot be bounded first); the file was skipped"))
    }

    /// In a flow sequence `?` opens a key even with the value right after it (`?*a`): the fuzzer's 593-byte
    /// alias bomb (Fuzz/Regressions/project-yml-alias-bomb-as-an-explicit-key-in-a-flow-sequence) hung the
    /// import hashing that key; it is refused as any alias in a key is, and a `?` that starts a plain value
    /// outside a flow collection is not mistaken for one.
    @Test(arguments: [
        ("base: &a [x]\nother: [*a, ?*a]\n", true), ("base: &a [x]\nother: {?*a: x}\n", true),
        ("base: &a [x]\nother: [*a]\nquestion: ?plain\n", false),
    ])
    func anExplicitKeyInAFlowCollectionIsSeen(yaml: String, refused: Bool) throws {
        let report = try ProjectImporter().importProject(files: ["project.yml": Data(("name: App\n" + yaml).utf8)])
        #expect(report.notes.map(\.message.en).contains(
            "an alias (*name) is used in a mapping's key, which is not read (its expanded size cannot be bounded first); the file was skipped") == refused)
    }
    #endif

    static func info() throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: ["CFBundleIdentifier": "com.example.app"], format: .xml, options: 0)
    }

    /// A configuration the project does not define is refused, naming the ones it does; none named reads
    /// Release.
    @Test func aConfigurationTheProjectDoesNotDefineIsRefused() throws {
        let files = try BuildSettingsTests.project(xcconfig: "ID = com.example.app", identifier: "$(ID)")
        #expect {
            try ProjectImporter(configuration: "debug").importProject(files: files)
        } throws: { error in
            let message = (error as? IntegrationsError)?.message
            return message?.en == "The project defines no configuration \"debug\" (configuration names are case-sensitive). Choose one it defines: Debug, Release."
                && message?.ja == "プロジェクトに構成「debug」はありません（構成の名前は大文字と小文字を区別します）。定義されている構成 Debug, Release のどれかを指定してください。"
        }
        // Debug is not based on the .xcconfig that defines ID: the setting is undefined there, empty, and an
        // empty identifier is none.
        #expect(try ProjectImporter(configuration: "Debug").importProject(files: files).app.bundleIdentifier == nil)
        #expect(try ProjectImporter().importProject(files: files).app.bundleIdentifier == "com.example.app")
    }

    /// Bytes that are not UTF-8 in a Swift source are a note at their line and column.
    @Test func bytesThatAreNotUTF8InASwiftSourceAreANote() throws {
        let text = Data("let a = 1\nlet b = \"".utf8) + Data([0xFF, 0xFE]) + Data("\"\n".utf8)
        #if SwiftSources
        let report = try ProjectImporter(swiftSources: SwiftSyntaxSourceReader()).importProject(files: ["App/A.swift": text])
        let note = try #require(report.notes.first { $0.source == "App/A.swift:2" })
        #expect(note.message.en == "bytes at line 2, column 10 are not UTF-8; read with U+FFFD in their place")
        #expect(note.message.ja == "2 行 10 列のバイトが UTF-8 ではありません。U+FFFD に置き換えて読みました")
        #endif
    }
}
