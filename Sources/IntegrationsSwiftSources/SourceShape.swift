#if SwiftSources
import IntegrationsCore
import IntegrationsImport

/// The shape of a Swift file that decides what swift-syntax's parse and the reader's walks cost, read in
/// one lexical pass before parsing, so that a hostile file is left out with a note instead of hanging or
/// crashing the reader.
///
/// The pass knows comments (`//`, nested `/* */`), string literals (`"`, `"""`, raw `#"…"#`, their escapes
/// and interpolations) and brackets; everything else is bytes. It measures what swift-syntax 603 pays for
/// more than linearly or recursively:
/// - nested `[`: the parser tries two readings at each level, so the time doubles with each
///   (``squareBracketCost``);
/// - nesting of `(`, `[`, `{`, `\(` and `#if` (``nesting``), generic arguments (`A<B<C>>`, ``generics``)
///   and string interpolations inside string interpolations (``interpolation``, whose memory grows with the
///   square of the depth: ``interpolationCost``);
/// - chains that make a tree as deep as they are long: postfix chains (`a.b.c`, `f()()`, `a[0][0]`, `a?!`,
///   ``postfixChain``), `else if` chains (``elseIfChain``), prefixes in a row (`try await …`,
///   ``prefixRun``), function arrows in a row (`(A) -> (B) -> C`, ``arrowChain``);
/// - the depth of the tree all of these make together (``depth``), which the parser and the walks recurse.
///
/// An estimate errs only by less: what the pass cannot see (a `/regex/` holding a quote) is caught by the
/// reader process's time and memory budgets.
struct SourceShape: Equatable {
    /// The largest value a measure reached, and the line where it first did.
    struct Extreme: Equatable {
        var value = 0
        var line = 1

        mutating func reach(_ value: Int, at line: Int) {
            if value > self.value { self = Extreme(value: value, line: line) }
        }
    }

    /// Nesting of `(`, `[`, `{`, `\(` and `#if`.
    var nesting = Extreme()
    /// Nesting of `[` alone.
    var squareBrackets = Extreme()
    /// The sum over every `[` of 2 to the power of its depth, saturating at `Int.max`.
    var squareBracketCost = 0
    /// Nesting of string interpolations inside string interpolations.
    var interpolation = Extreme()
    /// The sum over every `\(` of its depth.
    var interpolationCost = 0
    /// Nesting of generic argument clauses.
    var generics = Extreme()
    /// The longest chain of member accesses, calls, subscripts and postfix `?` / `!` on one expression.
    var postfixChain = Extreme()
    /// The longest `if … else if …` chain.
    var elseIfChain = Extreme()
    /// The most prefixes (`try`, `await`, `some`, `inout`…) in a row.
    var prefixRun = Extreme()
    /// The most function arrows (`->`) in a row.
    var arrowChain = Extreme()
    /// The depth of the syntax tree, estimated: every bracket, and every link of every chain above, nests
    /// what follows one level deeper.
    var depth = Extreme()

    /// Reads `text`'s shape.
    init(_ text: String) {
        var scanner = ShapeScanner(Array(text.utf8))
        scanner.run()
        self = scanner.shape
    }

    init() {}
}

/// What the reader accepts: limits generous for real code and far below what hangs or crashes swift-syntax
/// (Docs/Decisions.md, "The Swift reader's limits").
enum SourceLimits {
    /// About 0.3 s of parsing on the project's machine (70 ns a step).
    static let squareBracketCost = 1 << 22
    /// Real code nests 20 to 30 deep; swift-syntax's own limit (which it then stops parsing at) is 256.
    static let nesting = 128
    /// Real code nests interpolations 2 or 3 deep.
    static let interpolation = 16
    /// About 200 MB of swift-syntax's memory (100 bytes a level).
    static let interpolationCost = 1 << 21
    /// Real code nests generic arguments 4 or 5 deep; the parser's lookahead grows with the square of it.
    static let generics = 32
    /// SwiftUI modifier chains run to 100 or 150 links (a modifier is a member and a call).
    static let postfixChain = 1_000
    static let elseIfChain = 1_000
    static let prefixRun = 64
    static let arrowChain = 64
    /// Each level costs the parser and the walks a few stack frames: 2,000 levels of chains inside calls
    /// take 1 MB of a debug build's stack, and the reader's stack is 512 MB.
    static let depth = 2_000

    /// Why `text` is not read, or `nil` when it is within every limit.
    static func refusal(_ text: String) -> (line: Int, reason: LocalizedText)? {
        let shape = SourceShape(text)
        if shape.squareBracketCost > squareBracketCost {
            return (shape.squareBrackets.line, LocalizedText(
                ja: "角括弧が\(shape.squareBrackets.value)重に入れ子になっていて、swift-syntax の構文解析の時間が段ごとに倍になるため読みませんでした（上限は読み込み1秒相当）",
                en: "square brackets nest \(shape.squareBrackets.value) deep, and swift-syntax's parse time doubles with each level; not read (the limit is about a second of parsing)"))
        }
        if shape.interpolationCost > interpolationCost {
            return (shape.interpolation.line, LocalizedText(
                ja: "文字列補間の中の文字列補間が延べ\(shape.interpolationCost)段あり、swift-syntax のメモリが段の深さに応じて増えるため読みませんでした（上限は\(interpolationCost)段）",
                en: "string interpolations inside string interpolations add up to \(shape.interpolationCost) levels, and swift-syntax's memory grows with each level's depth; not read (the limit is \(interpolationCost))"))
        }
        let checks: [(SourceShape.Extreme, Int, (String) -> LocalizedText)] = [
            (shape.interpolation, interpolation, { LocalizedText(ja: "文字列補間が\($0)重に入れ子になっています", en: "string interpolations nest \($0) deep") }),
            (shape.nesting, nesting, { LocalizedText(ja: "括弧・文字列補間・#if が\($0)重に入れ子になっています", en: "brackets, string interpolations and #if nest \($0) deep") }),
            (shape.generics, generics, { LocalizedText(ja: "ジェネリック引数が\($0)重に入れ子になっています", en: "generic arguments nest \($0) deep") }),
            (shape.postfixChain, postfixChain, {
                LocalizedText(ja: "メンバー参照・呼び出し・添字・?/! が\($0)個連なっています", en: "a chain of \($0) member accesses, calls, subscripts and ?/! on one expression")
            }),
            (shape.elseIfChain, elseIfChain, { LocalizedText(ja: "else if が\($0)個連なっています", en: "an if statement with \($0) else-if branches") }),
            (shape.prefixRun, prefixRun, { LocalizedText(ja: "try・await などの前置きが\($0)個続いています", en: "\($0) prefixes such as try and await in a row") }),
            (shape.arrowChain, arrowChain, { LocalizedText(ja: "関数の矢印 -> が\($0)個続いています", en: "\($0) function arrows (->) in a row") }),
            (shape.depth, depth, {
                LocalizedText(ja: "式と型が括弧と連なりを合わせて\($0)段の深さになっています", en: "expressions and types nest \($0) deep, counting brackets and chains")
            }),
        ]
        for (extreme, limit, what) in checks where extreme.value > limit {
            let text = what(String(extreme.value))
            return (extreme.line, LocalizedText(
                ja: text.ja + "。swift-syntax がその深さまで再帰するため読みませんでした（上限は\(limit)）",
                en: text.en + ", and swift-syntax recurses that deep; not read (the limit is \(limit))"))
        }
        return nil
    }
}

/// The one pass of ``SourceShape``.
private struct ShapeScanner {
    /// A string literal's delimiters: the number of `#` around it, and whether it is `"""`.
    struct StringKind {
        var pounds: Int
        var multiline: Bool
    }

    enum Kind {
        case top, paren, square, brace, generic, poundIf
        case interpolation(StringKind)

        var closer: UInt8? {
            switch self {
            case .paren, .interpolation: UInt8(ascii: ")")
            case .square: UInt8(ascii: "]")
            case .brace: UInt8(ascii: "}")
            case .top, .generic, .poundIf: nil
            }
        }
    }

    /// An open bracket (or the file) and the chains running inside it.
    struct Frame {
        var kind: Kind
        /// The depth of the tree where the frame opens.
        var base: Int
        var chain = 0
        var chainLine = 1
        var elseIf = 0
        var prefix = 0
        var arrows = 0

        var depth: Int { base + chain + elseIf + prefix + arrows }
    }

    /// What the previous token was, as far as the next one cares.
    enum Previous {
        /// An operand's end: a name, a literal, a closing bracket, a postfix `?` / `!`.
        case operand
        /// A `.` before a member's name.
        case dot
        case elseKeyword
        /// A prefix keyword (`try`, `await`…).
        case prefixKeyword
        /// Anything else: an operator, a comma, an opening bracket, the file's start.
        case other
    }

    let bytes: [UInt8]
    var index = 0
    var line = 1
    var frames: [Frame]
    var string: StringKind?
    var previous = Previous.other
    /// Whether space, a line break or a comment came since the previous token, and a line break.
    var spaced = true
    var newline = true
    /// A `}` closed a brace: an `else` may follow; anything else ends the `else if` chain.
    var afterBrace = false
    var shape = SourceShape()
    var nestingDepth = 0
    var squareDepth = 0
    var interpolationDepth = 0
    var genericDepth = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        frames = [Frame(kind: .top, base: 0)]
    }

    func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// Whether each byte is one an operator is made of (`/=-+*%<>!&|^~?.`), by byte.
    static let operatorBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "/=-+*%<>!&|^~?.".utf8 { table[Int(byte)] = true }
        return table
    }()

    static func isOperatorByte(_ byte: UInt8) -> Bool { operatorBytes[Int(byte)] }

    /// The words the scanner tells apart.
    enum Word {
        /// `try`, `await` and the other prefixes of an expression or a type.
        case prefix
        case `try`, `else`, `if`
        case other
    }

    static let prefixKeywords = [
        "await", "consume", "copy", "each", "repeat", "some", "any", "inout", "borrowing", "consuming",
        "sending", "isolated", "__shared", "__owned", "unsafe",
    ]

    /// The words above by their length in bytes, to be compared byte by byte: an identifier is not made a
    /// `String` to be looked up.
    static let wordsByLength: [[(bytes: [UInt8], word: Word)]] = {
        var table = [[(bytes: [UInt8], word: Word)]](repeating: [], count: 10)
        let words = prefixKeywords.map { ($0, Word.prefix) } + [("try", .try), ("else", .else), ("if", .if)]
        for (text, word) in words { table[text.utf8.count].append((Array(text.utf8), word)) }
        return table
    }()

    static func word(_ bytes: ArraySlice<UInt8>) -> Word {
        guard bytes.count < wordsByLength.count else { return .other }
        return wordsByLength[bytes.count].first { $0.bytes.elementsEqual(bytes) }?.word ?? .other
    }

    /// Counts a line break at `index` (`\n`, `\r\n` or a lone `\r`) and steps over it; `false` when there is none.
    mutating func skipLineBreak() -> Bool {
        guard let current = byte() else { return false }
        if current == UInt8(ascii: "\n") {
            line += 1
            index += 1
            return true
        }
        if current == UInt8(ascii: "\r") {
            line += 1
            index += byte(1) == UInt8(ascii: "\n") ? 2 : 1
            return true
        }
        return false
    }

    mutating func run() {
        while index < bytes.count {
            if let kind = string {
                scanString(kind)
            } else {
                scanCode()
            }
        }
    }

    // MARK: Frames and chains

    var top: Frame {
        get { frames[frames.count - 1] }
        set { frames[frames.count - 1] = newValue }
    }

    mutating func noteDepth() {
        shape.depth.reach(top.depth, at: line)
    }

    mutating func push(_ kind: Kind) {
        let counted: Bool
        switch kind {
        case .generic:
            genericDepth += 1
            shape.generics.reach(genericDepth, at: line)
            counted = false
        case .interpolation:
            interpolationDepth += 1
            shape.interpolation.reach(interpolationDepth, at: line)
            shape.interpolationCost = shape.interpolationCost &+ interpolationDepth
            counted = true
        case .square:
            squareDepth += 1
            shape.squareBrackets.reach(squareDepth, at: line)
            let step = squareDepth >= 62 ? Int.max : 1 << squareDepth
            shape.squareBracketCost = shape.squareBracketCost > Int.max - step ? Int.max : shape.squareBracketCost + step
            counted = true
        case .top: counted = false
        case .paren, .brace, .poundIf: counted = true
        }
        if counted {
            nestingDepth += 1
            shape.nesting.reach(nestingDepth, at: line)
        }
        frames.append(Frame(kind: kind, base: top.depth + 1, chainLine: line))
        noteDepth()
    }

    mutating func pop() {
        let frame = frames.removeLast()
        switch frame.kind {
        case .generic: genericDepth -= 1
        case .interpolation: interpolationDepth -= 1; nestingDepth -= 1
        case .square: squareDepth -= 1; nestingDepth -= 1
        case .paren, .brace, .poundIf: nestingDepth -= 1
        case .top: break
        }
    }

    /// Generic argument clauses left open by a `<` that was a comparison end at `;`, `{`, `}`, `=`, `&&`, `||`.
    mutating func dropGenerics() {
        while case .generic = top.kind { pop() }
    }

    /// Closes the innermost frame `closer` closes, and any left open inside it; a closer with no opener is
    /// ignored. An interpolation is never closed past: its string goes on.
    mutating func close(_ closer: UInt8) {
        guard let target = frames.lastIndex(where: { frame in
            if frame.kind.closer == closer { return true }
            if case .interpolation = frame.kind { return true }
            return false
        }), frames[target].kind.closer == closer else { return }
        while frames.count > target + 1 { pop() }
        let kind = top.kind
        pop()
        if case .interpolation(let stringKind) = kind { string = stringKind }
    }

    /// A new operand starts: the chains of the current frame start again from it.
    mutating func startOperand() {
        top.chain = 0
        top.chainLine = line
    }

    mutating func extendChain() {
        top.chain += 1
        shape.postfixChain.reach(top.chain, at: top.chainLine)
        noteDepth()
    }

    /// Called before every token but the prefix keywords.
    mutating func endPrefixRun() {
        top.prefix = 0
    }

    mutating func token(_ next: Previous) {
        previous = next
        spaced = false
        newline = false
    }

    // MARK: Code

    mutating func scanCode() {
        guard let current = byte() else { return }
        // Space, line breaks and comments.
        if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") || current == 0x0B || current == 0x0C || current == 0 {
            index += 1
            spaced = true
            return
        }
        if skipLineBreak() {
            spaced = true
            newline = true
            return
        }
        if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
            while let next = byte(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { index += 1 }
            spaced = true
            return
        }
        if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
            skipBlockComment()
            spaced = true
            return
        }
        if afterBrace {
            afterBrace = false
            if !isWord("else") { top.elseIf = 0 }
        }
        // Arrows in a row end with their line (protocol requirements follow one another a line each).
        if newline { top.arrows = 0 }
        if current == UInt8(ascii: "#") {
            scanPound()
            return
        }
        if current == UInt8(ascii: "\"") {
            openString(pounds: 0)
            return
        }
        if Self.isIdentifierStart(current) || current == UInt8(ascii: "`") {
            scanWord()
            return
        }
        if Self.isDigit(current) {
            endPrefixRun()
            if previous != .dot { startOperand() }
            index += 1
            while let next = byte(), Self.isIdentifierByte(next) || (next == UInt8(ascii: ".") && byte(1).map(Self.isDigit) == true) {
                index += 1
            }
            token(.operand)
            return
        }
        switch current {
        case UInt8(ascii: "("), UInt8(ascii: "["):
            endPrefixRun()
            if previous == .operand && !newline {
                extendChain()
            } else {
                startOperand()
            }
            index += 1
            push(current == UInt8(ascii: "(") ? .paren : .square)
            token(.other)
        case UInt8(ascii: "{"):
            endPrefixRun()
            dropGenerics()
            index += 1
            push(.brace)
            token(.other)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            index += 1
            if current == UInt8(ascii: "}") { dropGenerics() }
            close(current)
            // Back in the string an interpolation was in.
            if string != nil { return }
            if current == UInt8(ascii: "}") { afterBrace = true }
            token(.operand)
        case UInt8(ascii: ","), UInt8(ascii: ":"):
            endPrefixRun()
            top.arrows = current == UInt8(ascii: ",") ? 0 : top.arrows
            index += 1
            token(.other)
        case UInt8(ascii: ";"):
            endPrefixRun()
            dropGenerics()
            top.arrows = 0
            top.elseIf = 0
            index += 1
            token(.other)
        case UInt8(ascii: "@"):
            endPrefixRun()
            index += 1
            token(.other)
        default:
            if Self.isOperatorByte(current) {
                scanOperator(current)
            } else {
                index += 1
                token(.other)
            }
        }
    }

    mutating func skipBlockComment() {
        var level = 0
        while let current = byte() {
            if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                level += 1
                index += 2
            } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                level -= 1
                index += 2
                if level == 0 { return }
            } else if !skipLineBreak() {
                index += 1
            }
        }
    }

    /// Whether the identifier at `index` is `word`.
    func isWord(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = word.withUTF8Buffer { buffer in buffer.elementsEqual(bytes[index..<(index + count)]) }
        return matches && (index + count == bytes.count || !Self.isIdentifierByte(bytes[index + count]))
    }

    mutating func scanWord() {
        let start = index
        if byte() == UInt8(ascii: "`") {
            index += 1
            while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { index += 1 }
            if byte() == UInt8(ascii: "`") { index += 1 }
        } else {
            while let next = byte(), Self.isIdentifierByte(next) { index += 1 }
        }
        if previous == .dot {
            // A member's name: the `.` counted it.
            endPrefixRun()
            token(.operand)
            return
        }
        let word = Self.word(bytes[start..<index])
        if word == .prefix || word == .try {
            // `try?` and `try!` are prefixes too.
            if word == .try, let next = byte(), next == UInt8(ascii: "?") || next == UInt8(ascii: "!") { index += 1 }
            top.prefix = previous == .prefixKeyword ? top.prefix + 1 : 1
            shape.prefixRun.reach(top.prefix, at: line)
            startOperand()
            noteDepth()
            token(.prefixKeyword)
            return
        }
        endPrefixRun()
        switch word {
        case .else:
            token(.elseKeyword)
        case .if:
            if previous == .elseKeyword {
                top.elseIf += 1
                shape.elseIfChain.reach(top.elseIf, at: line)
                noteDepth()
            } else {
                top.elseIf = 0
            }
            startOperand()
            token(.other)
        default:
            startOperand()
            token(.operand)
        }
    }

    mutating func scanOperator(_ current: UInt8) {
        // `.name` and `.0`: a member; `?` and `!` right after an operand: postfix.
        if current == UInt8(ascii: "."), let next = byte(1), Self.isIdentifierStart(next) || Self.isDigit(next) || next == UInt8(ascii: "`") {
            endPrefixRun()
            if previous == .operand {
                extendChain()
            } else {
                startOperand()
                extendChain()
            }
            index += 1
            token(.dot)
            return
        }
        if (current == UInt8(ascii: "?") || current == UInt8(ascii: "!")), previous == .operand, !spaced {
            // Not the start of an operator such as `!=` or `??`.
            if let next = byte(1), Self.isOperatorByte(next), next != UInt8(ascii: "."), next != UInt8(ascii: "?"), next != UInt8(ascii: "!") {
                // An operator.
            } else {
                endPrefixRun()
                extendChain()
                index += 1
                token(.operand)
                return
            }
        }
        if current == UInt8(ascii: ">"), case .generic = top.kind {
            // The end of a generic argument clause (`>>` ends two, one at a time).
            endPrefixRun()
            pop()
            index += 1
            token(.operand)
            return
        }
        if current == UInt8(ascii: "-"), byte(1) == UInt8(ascii: ">") {
            endPrefixRun()
            top.arrows += 1
            shape.arrowChain.reach(top.arrows, at: line)
            startOperand()
            noteDepth()
            index += 2
            token(.other)
            return
        }
        // `A<B>`: a `<` right after a name, on its own.
        if current == UInt8(ascii: "<"), previous == .operand, !spaced,
            let next = byte(1), !Self.isOperatorByte(next) || next == UInt8(ascii: ".")
        {
            endPrefixRun()
            index += 1
            push(.generic)
            token(.other)
            return
        }
        // Any other operator: an operand ends here, another starts after it.
        let start = index
        while let next = byte(), Self.isOperatorByte(next) {
            // A comment starts here, not an operator.
            if next == UInt8(ascii: "/"), let after = byte(1), after == UInt8(ascii: "/") || after == UInt8(ascii: "*") { break }
            index += 1
        }
        if index == start { index += 1 }
        let run = bytes[start..<index]
        if run.contains(UInt8(ascii: "=")) || run.elementsEqual("&&".utf8) || run.elementsEqual("||".utf8) {
            dropGenerics()
            if run.elementsEqual("=".utf8) { top.arrows = 0 }
        }
        endPrefixRun()
        startOperand()
        token(.other)
    }

    /// `#if`, `#endif`, a raw string `#"…"#`, a raw regex `#/…/#`, or a `#name`.
    mutating func scanPound() {
        var pounds = 0
        while byte(pounds) == UInt8(ascii: "#") { pounds += 1 }
        if byte(pounds) == UInt8(ascii: "\"") {
            index += pounds
            openString(pounds: pounds)
            return
        }
        if byte(pounds) == UInt8(ascii: "/") {
            // `#/regex/#`: up to `/` and as many `#`.
            index += pounds + 1
            while let current = byte() {
                if current == UInt8(ascii: "/"), (0..<pounds).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                    index += 1 + pounds
                    break
                }
                if !skipLineBreak() { index += 1 }
            }
            endPrefixRun()
            startOperand()
            token(.operand)
            return
        }
        index += 1
        let start = index
        while let next = byte(), Self.isIdentifierByte(next) { index += 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        endPrefixRun()
        switch name {
        case "if":
            push(.poundIf)
            token(.other)
        case "endif":
            guard let target = frames.lastIndex(where: { frame in
                if case .poundIf = frame.kind { return true }
                if case .interpolation = frame.kind { return true }
                return false
            }), case .poundIf = frames[target].kind else {
                token(.other)
                return
            }
            while frames.count > target { pop() }
            token(.other)
        case "else", "elseif":
            token(.other)
        default:
            // `#available`, `#selector(…)`, `#Preview`: an operand.
            if previous != .dot { startOperand() }
            token(.operand)
        }
    }

    // MARK: Strings

    mutating func openString(pounds: Int) {
        endPrefixRun()
        if previous != .dot { startOperand() }
        let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        string = StringKind(pounds: pounds, multiline: multiline)
    }

    /// Whether `#` repeats `count` times at `offset` from here.
    func pounds(_ count: Int, at offset: Int) -> Bool {
        (0..<count).allSatisfy { byte(offset + $0) == UInt8(ascii: "#") }
    }

    mutating func scanString(_ kind: StringKind) {
        while let current = byte() {
            if current == UInt8(ascii: "\\"), pounds(kind.pounds, at: 1) {
                index += 1 + kind.pounds
                if byte() == UInt8(ascii: "(") {
                    index += 1
                    string = nil
                    push(.interpolation(kind))
                    token(.other)
                    return
                }
                // An escaped character; a line break after `\` continues a multi-line string's line.
                if !skipLineBreak(), byte() != nil { index += 1 }
                continue
            }
            if current == UInt8(ascii: "\"") {
                let quotes = kind.multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ byte($0) == UInt8(ascii: "\"") }), pounds(kind.pounds, at: quotes) {
                    index += quotes + kind.pounds
                    string = nil
                    token(.operand)
                    return
                }
                index += 1
                continue
            }
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                _ = skipLineBreak()
                if !kind.multiline {
                    // An unterminated literal ends at its line, as the parser ends it.
                    string = nil
                    token(.operand)
                    newline = true
                    return
                }
                continue
            }
            index += 1
        }
        string = nil
    }
}
#endif
