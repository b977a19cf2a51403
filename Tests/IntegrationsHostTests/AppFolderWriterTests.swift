import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsTestSupport
import Testing

/// The writer of app folders (`init`, `import --output`) writes inside its destination only, and all of
/// its files or none.
@Suite struct AppFolderWriterTests {
    static let remedies = AppFolderWriter.Remedies(
        existing: LocalizedText(ja: "新しいフォルダを指定してください。", en: "Give a new folder."),
        unwritable: LocalizedText(ja: "書けるフォルダを指定してください。", en: "Give a folder you can write to."))

    static func entries(_ path: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
    }

    @Test(arguments: ["", ".", "..", "../escaped.json", "sub/items.json", "/tmp/escaped.json", "items\0.json"])
    func aFileNameThatIsNotOnePlainComponentIsRefusedAndNothingIsWritten(name: String) throws {
        let folder = try TemporaryFolder(prefix: "integrations-writer")
        defer { folder.remove() }
        let destination = folder.url.appendingPathComponent("app")
        let files = [(name: "integrations.json", data: Data("{}".utf8)), (name: name, data: Data("[]".utf8))]
        let error = #expect(throws: IntegrationsError.self) {
            try AppFolderWriter.write(files, to: destination, remedies: Self.remedies)
        }
        let shown = TerminalText.shortLine(name)
        #expect(error?.message.en == "\"\(shown)\" is not a file name that can be written in \(destination.path): a file of an app folder is named by one plain path component (not empty, . or .., without / or NUL, and unlike the others). It could land outside the folder, so nothing was written. Name it plainly, such as items.json.")
        #expect(Self.entries(folder.url.path) == [])
        #expect(!FileManager.default.fileExists(atPath: "/tmp/escaped.json"))
    }

    @Test func aFailureOnTheSecondFileLeavesNoFileAndNoFolderMadeForIt() throws {
        let folder = try TemporaryFolder(prefix: "integrations-writer")
        defer { folder.remove() }
        let destination = folder.url.appendingPathComponent("a/b/app")
        // A name longer than a file system allows (255 bytes): the second file cannot be made.
        let files = [(name: "integrations.json", data: Data("{}".utf8)), (name: String(repeating: "x", count: 300), data: Data("[]".utf8))]
        let error = #expect(throws: IntegrationsError.self) {
            try AppFolderWriter.write(files, to: destination, remedies: Self.remedies)
        }
        #expect(error?.message.en == "Cannot write to \(destination.path) (the path is too long); nothing was written. Give a folder you can write to.")
        #expect(Self.entries(folder.url.path) == [])
    }

    @Test func aFileAlreadyThereRefusesTheWholeSetAndAFileToKeepIsKept() throws {
        let folder = try TemporaryFolder(prefix: "integrations-writer")
        defer { folder.remove() }
        try Data("mine".utf8).write(to: folder.url.appendingPathComponent("items.json"))
        let files = [(name: "items.json", data: Data("[]".utf8)), (name: "integrations.json", data: Data("{}".utf8))]
        let error = #expect(throws: IntegrationsError.self) {
            try AppFolderWriter.write(files, to: folder.url, remedies: Self.remedies)
        }
        #expect(error?.message.en == "\(folder.path("items.json")) already exists, and is never overwritten. Give a new folder.")
        #expect(Self.entries(folder.url.path) == ["items.json"])

        try AppFolderWriter.write(files, to: folder.url, keeping: ["items.json"], remedies: Self.remedies)
        #expect(Self.entries(folder.url.path) == ["integrations.json", "items.json"])
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("items.json")) == Data("mine".utf8))
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("integrations.json")) == Data("{}".utf8))
    }
}
