import Foundation
import IntegrationsCore
@testable import IntegrationsImport
import Testing

/// `.gitmodules` read for the submodules a snapshot or a shallow clone left empty: each gets an
/// `import.fileMissing` note at its `path` line, and nothing outside the imported folder is looked at.
@Suite struct GitSubmodulesTests {
    @Test(arguments: [
        ("[submodule \"a\"]\n\tpath = Vendor/A\n\turl = x\n", [GitSubmodules.Declared(path: "Vendor/A", line: 2)]),
        ("[submodule \"a\"]\npath=\"Vendor/With Space\"\n", [GitSubmodules.Declared(path: "Vendor/With Space", line: 2)]),
        ("[submodule \"a\"]\n  PATH = a//b/\n", [GitSubmodules.Declared(path: "a/b", line: 2)]),
        ("[submodule \"a\"]\n# path = commented\n; path = also\n", []),
        ("[submodule \"a\"]\npath = ../outside\n[submodule \"b\"]\npath = /etc\n[submodule \"c\"]\npath = a/../../b\n", []),
        ("[remote \"origin\"]\npath = NotASubmodule\n", []),
        ("path = before/any/section\n", []),
        ("[submodule \"a\"]\r\npath = Windows/Ends\r\n", [GitSubmodules.Declared(path: "Windows/Ends", line: 2)]),
        ("", []),
    ] as [(String, [GitSubmodules.Declared])])
    func eachSubmodulesPathIsRead(text: String, declared: [GitSubmodules.Declared]) {
        #expect(GitSubmodules.declared(in: text) == declared)
    }

    /// Missing, empty and `.git`-only folders are not checked out; a folder with files is, and a link or a
    /// file where the folder would be is not followed.
    @Test func onlyAnEmptyOrMissingFolderIsNoted() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("submodules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        for folder in ["Empty", "GitOnly", "Full"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("gitdir: ../.git/modules/GitOnly\n".utf8).write(to: root.appendingPathComponent("GitOnly/.git"))
        try Data("x".utf8).write(to: root.appendingPathComponent("Full/a.swift"))
        try Data("x".utf8).write(to: root.appendingPathComponent("AFile"))
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("Link").path, withDestinationPath: "/tmp")
        let sections = ["Missing", "Empty", "GitOnly", "Full", "AFile", "Link"].map { "[submodule \"\($0)\"]\n\tpath = \($0)\n" }.joined()
        try Data(sections.utf8).write(to: root.appendingPathComponent(".gitmodules"))
        let notes = GitSubmodules.notCheckedOut(root: root.path)
        #expect(notes.map(\.source) == [".gitmodules:2", ".gitmodules:4", ".gitmodules:6"])
        #expect(notes.allSatisfy { $0.code == .importFileMissing && $0.severity == .note })
        #expect(notes.first?.message.en == "the submodule Missing is not checked out (its folder is empty), so nothing in it was read; git submodule update --init fetches it")
        #expect(notes.first?.message.ja == "サブモジュール Missing はチェックアウトされていない（フォルダが空です）ため、その中は何も読んでいません。git submodule update --init で取得できます")
    }

    /// No `.gitmodules`, or one past the limit, is no note.
    @Test func noFileOrAnOversizedOneIsNoNote() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("submodules-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        #expect(GitSubmodules.notCheckedOut(root: root.path).isEmpty)
        let big = "[submodule \"a\"]\npath = Missing\n" + String(repeating: "# padding\n", count: GitSubmodules.sizeLimit / 10 + 1)
        try Data(big.utf8).write(to: root.appendingPathComponent(".gitmodules"))
        #expect(GitSubmodules.notCheckedOut(root: root.path).isEmpty)
    }
}
