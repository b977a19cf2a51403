import Foundation
import IntegrationsCheck
import IntegrationsCore
import Testing

/// `primaryLocationLineHash` as GitHub's upload action computes it.
///
/// Every expected value below was printed by the action's own code, not by this package: `src/fingerprints.ts`
/// of github/codeql-action at commit f3f1edbedfb4a1d188d344570834df2996d45d39 (2026-06-13), with the `long`
/// package it imports at 5.3.2 (the version its package-lock.json pins), bundled unchanged by esbuild with a
/// driver outside this repository that called its exported `hash(callback, filepath)` on each file and
/// printed every `(line, hash)` it was called with. The texts were written to files byte for byte as below;
/// the fixture files are read where they are, at commit 86acddef of Fixtures/Projects/Larder (a change
/// to those lines changes their hashes: recompute them the same way). The first rows are the action's
/// own test cases (`src/fingerprints.test.ts`).
@Suite struct PrimaryLocationLineHashTests {
    static let texts: [(String, String, [String])] = [
        ("the action's test: empty", "", ["c129715d7a2bc9a3:1"]),
        ("the action's test: line breaks and white space", " a\nb\n  \t\tc\n d",
         ["271789c17abda88f:1", "54703d4cd895b18:1", "180aee12dab6264:1", "a23a3dc5e078b07b:1"]),
        ("the action's test: CR line breaks", " hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r",
         ["e9496ae3ebfced30:1", "fb7c023a8b9ccb3f:1", "ce8ba1a563dcdaca:1", "e20e36e16fcb0cc8:1", "b3edc88f2938467e:1", "c8e28b0b4002a3a0:1", "c129715d7a2bc9a3:1"]),
        ("crlf", "let a = 1\r\nlet b = 2\r\n\r\nlet c = 3\r\n", ["d1979e89e99a1549:1", "fc2caedb8728523b:1", "dd4bda13eee277a3:1", "3d65edb879ab825:1", "c129715d7a2bc9a3:1"]),
        ("lone CR, CRLF and LF mixed", "one\rtwo\r\nthree\nfour\r", ["686f55e4c9175c43:1", "ff6b2a9aba40029f:1", "9735ccf08ee3a097:1", "3efc5ba11728a159:1", "c129715d7a2bc9a3:1"]),
        ("tabs", "\tfunc f() {\n\t\treturn  1\n\t}\n", ["d125921d0c344e55:1", "ff71138938768275:1", "32dce9ccfdbc9d3e:1", "c129715d7a2bc9a3:1"]),
        ("spaces (the same hashes as tabs)", "    func f() {\n        return 1\n    }\n", ["d125921d0c344e55:1", "ff71138938768275:1", "32dce9ccfdbc9d3e:1", "c129715d7a2bc9a3:1"]),
        ("a line longer than 100 characters", "let long = \"" + String(repeating: "abcdefghij", count: 12) + "\"\nlet short = 1\n", ["a72f39e9428d34f4:1", "3603e75ccd732430:1", "c129715d7a2bc9a3:1"]),
        ("no line break at the end", "a\nb", ["c74339777b6a2c60:1", "8ee5a81e681643c1:1"]),
        ("empty lines", "first\n\n\nlast\n", ["63623b30107bdab7:1", "149f1a624798b565:1", "2deaa2e59f1a52f:1", "720e72ad00cc4d61:1", "c129715d7a2bc9a3:1"]),
        ("identical windows get :2 and :3", String(repeating: String(repeating: "z", count: 120) + "\n", count: 3), ["430534b53b700418:1", "430534b53b700418:2", "430534b53b700418:3", "c129715d7a2bc9a3:1"]),
        ("Japanese and a character outside the BMP", "// 在庫を確認する\nlet title = \"棚の缶詰 🥫\"\n", ["fe3bd31e139e3d88:1", "26821e339e748324:1", "c129715d7a2bc9a3:1"]),
        ("a byte order mark", "\u{FEFF}<?xml version=\"1.0\"?>\n<plist/>\n", ["e9011e6430a1a1e:1", "ff346361c506810e:1", "c129715d7a2bc9a3:1"]),
        ("white space only", "  \n\t\n   ", ["5b5d4caf73a13177:1", "3c5bef55b72b93c9:1", "c129715d7a2bc9a3:1"]),
        ("a CR then spaces then LF is two breaks", "a\r  \nb\n", ["818c3a85b988abe4:1", "bf4c4d48992e2ca5:1", "ade70578248be16f:1", "c129715d7a2bc9a3:1"]),
    ]

    @Test(arguments: texts)
    func eachLineHasTheHashTheUploadActionComputes(_ name: String, text: String, expected: [String]) {
        #expect(PrimaryLocationLineHash.lineHashes(of: text) == expected, "\(name)")
        #expect(PrimaryLocationLineHash.lineHashes(of: Data(text.utf8)) == expected, "\(name)")
    }

    /// Invalid UTF-8 (a lone 0xFF 0xFE, a truncated sequence, an overlong start, an encoded surrogate) is
    /// read as the action's Node.js reads it: each maximal invalid part one U+FFFD.
    @Test func invalidUTF8IsReadAsTheActionReadsIt() {
        let bytes: [UInt8] = Array("ok\n".utf8) + [0xFF, 0xFE] + Array(" bad ".utf8) + [0xE3, 0x81] + Array("\n".utf8) + [0xC3, 0x28]
            + Array(" end\n".utf8) + [0xED, 0xA0, 0x80] + Array(" surrogate\n".utf8)
        #expect(PrimaryLocationLineHash.lineHashes(of: Data(bytes))
            == ["a79908ac67462d26:1", "dfd6c641b796d436:1", "956efe21d027d67a:1", "8fbf852a5d224a14:1", "c129715d7a2bc9a3:1"])
    }

    static let fixtureLines: [(String, Int, String)] = [
        ("Larder/Larder/Handoff.swift", 1, "1866d735c8321bfe:1"),
        ("Larder/Larder/Handoff.swift", 13, "4e353d2456673d92:1"),
        ("Larder/Larder/Handoff.swift", 15, "5ec99ca136ab8df6:1"),
        ("Larder/Larder/Handoff.swift", 42, "7ddb81a1443a4a73:1"),
        ("Larder/Larder/Handoff.swift", 62, "b4d784191f4c2c37:1"),
        ("Larder/Larder/Handoff.swift", 65, "c129715d7a2bc9a3:1"),
        ("Larder/Larder/Info.plist", 1, "3f4a2fe40b899702:1"),
        ("Larder/Larder/Info.plist", 33, "a048576cf3b1f74a:1"),
        ("Larder/Larder/Info.plist", 34, "7fac90a5df96b814:1"),
        ("Larder/Larder/Info.plist", 43, "c129715d7a2bc9a3:1"),
        ("Larder/LarderWidgets/StockWidget.swift", 24, "f68ad69df8c70484:1"),
        ("Larder/LarderWidgets/StockWidget.swift", 33, "d42f6bbf4dd8ea05:1"),
        ("Larder/LarderWidgets/StockWidget.swift", 53, "c129715d7a2bc9a3:1"),
        ("Larder/LarderIntents/Info.plist", 14, "1d09d20901e3faca:1"),
    ]

    /// Diagnostics in real files get the hash of their line, read through ``SourceFiles``; past the last
    /// line, without a line or without a readable file, none.
    @Test(arguments: fixtureLines)
    func aDiagnosticInAFixtureFileHasItsLinesHash(file: String, line: Int, expected: String) {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Projects")
        let message = LocalizedText(ja: "問題", en: "problem")
        let diagnostic = Diagnostic("project.activityTypeUnused", .warning, message, file: file, line: line)
        let sources = SourceFiles([file: folder.appendingPathComponent(file)])
        #expect(PrimaryLocationLineHash.of([diagnostic], sources: sources) == [diagnostic: expected])
    }

    @Test func noLineNoFileOrNoSuchLineIsNoHash() throws {
        let message = LocalizedText(ja: "問題", en: "problem")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("line-hash-\(UUID().uuidString).swift")
        try Data("a\nb".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let sources = SourceFiles(["a.swift": file])
        let noLine = Diagnostic("json.syntax", .error, message, file: "a.swift")
        let pastTheEnd = Diagnostic("json.syntax", .error, message, file: "a.swift", line: 3)
        let noFile = Diagnostic("json.syntax", .error, message, line: 1)
        let missing = Diagnostic("json.syntax", .error, message, file: "missing.swift", line: 1)
        let second = Diagnostic("json.syntax", .error, message, file: "a.swift", line: 2)
        #expect(PrimaryLocationLineHash.of([noLine, pastTheEnd, noFile, missing, second], sources: sources) == [second: "8ee5a81e681643c1:1"])
    }
}
