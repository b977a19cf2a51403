#if SwiftSources
import SwiftSyntax

extension SyntaxProtocol {
    /// The node's text as written, without its first token's leading trivia and its last token's trailing
    /// trivia: what swift-syntax's `trimmedDescription` gives, read from the node's own bytes. swift-syntax
    /// builds it from a detached copy of the node with its trivia replaced (two new trees for every call),
    /// which was a tenth of an import's time (Docs/Benchmarks.md, issue 46).
    var writtenText: String {
        // The first and last tokens in every view, a missing one too, as `trimmed` takes them: in broken
        // code a missing `)` keeps the space before it.
        let bytes = syntaxTextBytes
        let start = min(firstToken(viewMode: .all)?.leadingTriviaLength.utf8Length ?? 0, bytes.count)
        let end = max(start, bytes.count - (lastToken(viewMode: .all)?.trailingTriviaLength.utf8Length ?? 0))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
#endif

#if SwiftSources
extension String {
    /// Whether the text's UTF-8 bytes hold `needle`'s: a byte search, which the reader uses to skip work on a
    /// file that cannot need it. Where Unicode's rules make `contains` say no (a combining mark after the
    /// last letter), this says yes, so a file is never skipped that `contains` would have read; the search
    /// over a whole file was 8% of an import's time with `contains` (Docs/Benchmarks.md, issue 46).
    func holdsBytes(of needle: String) -> Bool {
        var text = self
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted in
                guard let first = wanted.first else { return true }
                guard haystack.count >= wanted.count else { return false }
                var index = 0
                let last = haystack.count - wanted.count
                while index <= last {
                    if haystack[index] == first {
                        var matched = 1
                        while matched < wanted.count, haystack[index + matched] == wanted[matched] { matched += 1 }
                        if matched == wanted.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
#endif
