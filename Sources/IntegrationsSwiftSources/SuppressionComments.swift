#if SwiftSources
import IntegrationsImport
import SwiftSyntax

/// The comments of a parsed file that may be inline suppressions (``SwiftSourceComment``), from
/// swift-syntax's trivia: only `//` comments are trivia, so the text of a string literal (of any kind) or
/// a regular expression literal (`/…/`, `#/…/#`) that holds `//` is never one.
enum SuppressionComments {
    /// The `//` comments of `tree` (parsed from `text`) whose text starts with `integrations:`, in order.
    static func of(_ tree: SourceFileSyntax, text: String, converter: @autoclosure () -> SourceLocationConverter) -> [SwiftSourceComment] {
        // Most files hold none: the tokens are walked only when the text names the prefix.
        guard text.holdsBytes(of: SwiftSourceComment.prefix) else { return [] }
        var found: [SwiftSourceComment] = []
        var bytes: [UInt8]?
        func take(_ piece: TriviaPiece, at position: AbsolutePosition) {
            let written: String
            switch piece {
            case .lineComment(let comment), .docLineComment(let comment): written = comment
            default: return
            }
            // The text after `//` (a doc comment's third `/` is text, as it is for the check's scan).
            let after = written.dropFirst(2)
            guard SwiftSourceComment.keeps(after) else { return }
            let location = converter().location(for: position)
            // swift-syntax counts columns in UTF-8 bytes; a diagnostic's are Unicode scalars.
            if bytes == nil { bytes = Array(text.utf8) }
            let end = min(position.utf8Offset, bytes?.count ?? 0)
            let start = max(0, min(end, end - (location.column - 1)))
            let before = bytes.map { String(decoding: $0[start..<end], as: UTF8.self).unicodeScalars.count } ?? 0
            var kept = String.UnicodeScalarView()
            kept.append(contentsOf: String(after).unicodeScalars.prefix(SwiftSourceComment.textLimit))
            found.append(SwiftSourceComment(line: location.line, column: before + 1, text: String(kept)))
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia {
                take(piece, at: position)
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                take(piece, at: position)
                position += piece.sourceLength
            }
        }
        return found
    }
}
#endif
