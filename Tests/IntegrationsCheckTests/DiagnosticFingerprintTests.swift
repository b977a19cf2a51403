import Foundation
import IntegrationsCheck
import IntegrationsCore
import Testing

@Suite struct DiagnosticFingerprintTests {
    let diagnostic = Diagnostic(
        "infoPlist.schemeMissing", .error, LocalizedText(ja: "スキームがありません", en: "the scheme is missing"), file: "App/Info.plist", line: 12, column: 5)

    @Test func aProblemKeepsItsFingerprintWhenItsLineMovesOrIsReindented() {
        var moved = diagnostic
        moved.line = 40
        moved.column = 9
        #expect(DiagnosticFingerprint.of(moved, lineText: "\t\t<string>myapp</string>  ")
            == DiagnosticFingerprint.of(diagnostic, lineText: "    <string>myapp</string>"))
    }

    @Test(arguments: ["code", "message"])
    func aProblemWithAnotherCodeOrMessageHasAnotherFingerprint(_ what: String) {
        var changed = diagnostic
        switch what {
        case "code": changed.code = "infoPlist.extraScheme"
        default: changed.message = LocalizedText(ja: "スキームがありません", en: "the scheme is absent")
        }
        #expect(DiagnosticFingerprint.of(changed, lineText: "<string>myapp</string>") != DiagnosticFingerprint.of(diagnostic, lineText: "<string>myapp</string>"))
    }

    /// A file renamed or moved keeps its problems' fingerprints (issue 44): the file is not one of the parts.
    @Test func aMovedFileKeepsTheFingerprint() {
        var moved = diagnostic
        moved.file = "Other/Info.plist"
        #expect(DiagnosticFingerprint.of(moved, lineText: "<string>myapp</string>") == DiagnosticFingerprint.of(diagnostic, lineText: "<string>myapp</string>"))
    }

    @Test func anotherLineTextIsAnotherFingerprintAndTheFormIsSixteenHexDigits() {
        let one = DiagnosticFingerprint.of(diagnostic, lineText: "<string>myapp</string>")
        #expect(one != DiagnosticFingerprint.of(diagnostic, lineText: "<string>otherapp</string>"))
        #expect(one != DiagnosticFingerprint.of(diagnostic, lineText: nil))
        #expect(one.count == 16 && one.allSatisfy(\.isHexDigit))
    }

    @Test func theLinesAreReadFromTheFileTheResultMapsANameTo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Info.plist")
        try Data("<plist>\r\n  <dict/>\r\n</plist>".utf8).write(to: file)
        var sources = SourceFiles(["Shown/Info.plist": file])
        #expect(sources.line(2, of: "Shown/Info.plist") == "  <dict/>")
        #expect(sources.line(4, of: "Shown/Info.plist") == nil)
        #expect(sources.line(1, of: "Missing/Info.plist") == nil)
    }
}
