import Foundation
import IntegrationsCore
import Testing

/// The one problem shape: an error converts to a `Diagnostic` with its kind as the code, and a
/// diagnostic's place written `file:line` reads back as written.
@Suite struct DiagnosticShapeTests {
    @Test(arguments: [
        (IntegrationsError.Kind.invalidManifest, "error.invalidManifest"),
        (.storeLocked, "error.storeLocked"),
        (.invalidRoute, "error.invalidRoute"),
        (.invalidTransfer, "error.invalidTransfer"),
    ] as [(IntegrationsError.Kind, String)])
    func anErrorIsADiagnosticWithItsKind(kind: IntegrationsError.Kind, code: String) {
        let message = LocalizedText(ja: "だめです", en: "it is wrong")
        let diagnostic = IntegrationsError(kind, message, remedy: .appFolder).diagnostic
        #expect(diagnostic.code.rawValue == code)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message == message)
        #expect(diagnostic.formatted(.en) == "error: it is wrong [\(code)]")
    }

    @Test(arguments: [
        ("App/Info.plist:12", "App/Info.plist", 12 as Int?),
        (".", ".", nil),
        ("C:/odd/path.swift:3", "C:/odd/path.swift", 3),
        ("name:+3", "name:+3", nil),
    ] as [(String, String, Int?)])
    func aPlaceReadsBack(source: String, file: String, line: Int?) {
        let diagnostic = Diagnostic("x.y", .note, LocalizedText(ja: "メモ", en: "note"), source: source)
        #expect(diagnostic.file == file)
        #expect(diagnostic.line == line)
        #expect(diagnostic.source == source)
    }

    /// The new parts (an end, attached notes) default to none: a diagnostic made as before prints as before.
    @Test func theEndAndNotesAreOptional() {
        var diagnostic = Diagnostic("x.y", .warning, LocalizedText(ja: "注意", en: "careful"), file: "a.json", line: 2, column: 3)
        #expect(diagnostic.endLine == nil && diagnostic.endColumn == nil && diagnostic.notes.isEmpty)
        diagnostic.notes = [Diagnostic.Note(LocalizedText(ja: "ここも", en: "here too"), file: "a.json", line: 9)]
        diagnostic.endLine = 2
        diagnostic.endColumn = 8
        #expect(diagnostic.formatted(.en) == "a.json:2:3: warning: careful [x.y]")
        var plain = DiagnosticDocument(
            Diagnostic("x.y", .warning, LocalizedText(ja: "注意", en: "careful"), file: "a.json", line: 2, column: 3), language: .en)
        #expect(plain.related.isEmpty)
        // The notes are the document's `related`, each at its place.
        plain.related = [DiagnosticDocument.Related(message: "here too", file: "a.json", line: 9, column: nil)]
        #expect(DiagnosticDocument(diagnostic, language: .en) == plain)
    }
}
