#if SwiftSources
@_spi(RawSyntax) import SwiftSyntax

extension SyntaxProtocol {
    /// This node as a tree of its own, in memory of its own: what the reader keeps of a file once it has
    /// read it (a constant's value, a protocol extension's members), so that the file's tree is released.
    ///
    /// swift-syntax's `detached` keeps the whole file's arena (its text and every node) alive for as long as
    /// the node lives; a copy keeps only the node. The copy is the same tree, token for token: kinds, text,
    /// trivia, missing tokens and the lexer's diagnostics; only its positions start at 0 and it has no
    /// parent, as `detached` gives. A node the copy cannot make the same (a token whose text is not its
    /// kind's, a tree past the parser's nesting limit) is `detached` instead.
    var copiedOut: Self {
        if hasMaximumNestingLevelOverflow { return detached }
        let arena = RawSyntaxArena()
        guard let copy = SyntaxCopy.copy(raw, into: arena) else { return detached }
        return Syntax(raw: copy, rawNodeArena: arena).cast(Self.self)
    }
}

extension Constants.Entry.Value {
    /// The value in memory of its own (``SyntaxProtocol/copiedOut``).
    var copiedOut: Self {
        switch self {
        case .expression(let expression): return .expression(expression.copiedOut)
        case .body(let items): return .body(items.copiedOut)
        }
    }
}

enum SyntaxCopy {
    static func copy(_ node: RawSyntax, into arena: RawSyntaxArena) -> RawSyntax? {
        if let token = node.tokenView {
            let kind = token.rawKind
            let text = arena.intern(token.rawText)
            // What `makeMaterializedToken` requires of a token.
            if let fixed = kind.defaultText, !text.isEmpty, fixed != text { return nil }
            if kind == .keyword, Keyword(text) == nil { return nil }
            let leading = token.leadingRawTriviaPieces.map { piece($0, arena) }
            let trailing = token.trailingRawTriviaPieces.map { piece($0, arena) }
            return RawSyntax.makeMaterializedToken(
                kind: kind, text: text, leadingTriviaPieceCount: leading.count, trailingTriviaPieceCount: trailing.count,
                presence: token.presence, tokenDiagnostic: token.tokenDiagnostic, arena: arena,
                initializingLeadingTriviaWith: { _ = $0.initialize(from: leading) },
                initializingTrailingTriviaWith: { _ = $0.initialize(from: trailing) })
        }
        guard let layout = node.layoutView else { return nil }
        var children: [RawSyntax?] = []
        children.reserveCapacity(layout.children.count)
        for child in layout.children {
            guard let child else { children.append(nil); continue }
            guard let copied = copy(child, into: arena) else { return nil }
            children.append(copied)
        }
        return RawSyntax.makeLayout(kind: node.kind, uninitializedCount: children.count, arena: arena) { _ = $0.initialize(from: children) }
    }

    /// A trivia piece whose text (a comment, unexpected text) lives in `arena`.
    private static func piece(_ piece: RawTriviaPiece, _ arena: RawSyntaxArena) -> RawTriviaPiece {
        switch piece {
        case .blockComment(let text): return .blockComment(arena.intern(text))
        case .docBlockComment(let text): return .docBlockComment(arena.intern(text))
        case .docLineComment(let text): return .docLineComment(arena.intern(text))
        case .lineComment(let text): return .lineComment(arena.intern(text))
        case .unexpectedText(let text): return .unexpectedText(arena.intern(text))
        default: return piece
        }
    }
}
#endif
