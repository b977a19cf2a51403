import Foundation
import IntegrationsCore

/// The C preprocessor Xcode runs over a target's Info.plist when the target sets
/// `INFOPLIST_PREPROCESS = YES`, reduced to what Info.plists use and bounded for a stranger's project.
///
/// Xcode runs `cc -E -P -x c -Wno-trigraphs` over the file with `-D` for each entry of
/// `INFOPLIST_PREPROCESSOR_DEFINITIONS` (`foo` or `foo=bar`), `-include` of `INFOPLIST_PREFIX_HEADER` and the
/// flags of `INFOPLIST_OTHER_PREPROCESSOR_FLAGS` (Swift Build's `Cpp.xcspec`; Xcode's build settings
/// reference). This reader applies, in that order, the definitions, the prefix header and the Info.plist:
///
/// - object-like `#define NAME value` and `#undef`; a name is replaced as a whole token (not inside another
///   identifier, a number, a quoted run or a comment), its value rescanned, never inside its own expansion;
///   a function-like macro (`#define F(x)`) is kept as written, with a note;
/// - `#ifdef`, `#ifndef`, `#if`/`#elif` over integers, `defined`, `! && || == != < > <= >= + - * / %` and
///   parentheses (an unknown name is 0, as in C), `#else`, `#endif`;
/// - `#include "file"` / `#import "file"` of files inside the project, read the way every project file is
///   read (``ProjectFileList``: confined to the project folder, regular files, within the limits);
/// - comments: `/* … */` always; `//` only when the preprocessor is not in traditional mode (`-traditional`
///   in `INFOPLIST_OTHER_PREPROCESSOR_FLAGS`), where C lexes it as a comment. In an Info.plist's text a `//`
///   outside quotes (`<string>https://…</string>`) is kept, with a note that Xcode's build cuts the line
///   there (Apple's TN2175); in a directive it ends the line as C says.
///
/// The output keeps the input's lines (a directive or a skipped line becomes an empty line), so places in the
/// preprocessed list are places in the file a person edits. Runs of spaces are kept as written.
struct InfoPlistPreprocessor {
    /// The deepest chain of `#include`s followed; a deeper one is a note.
    static let includeDepthLimit = 64
    /// The most macros defined; later definitions are notes.
    static let defineLimit = 10_000
    /// The longest expansion of one name; a longer one keeps the name as written, with a note.
    static let expansionLengthLimit = 65_536
    /// The deepest nesting of `#if`s, of macros expanding macros and of parentheses in an `#if`; deeper, the
    /// file is read as written (an `#if`), the name kept as written (a macro) or the expression false.
    static let conditionDepthLimit = 256
    /// The longest output, and the most text read through `#include`s: a property list's size limit.
    static let outputLimit = PropertyListFile.sizeLimit

    /// A macro's definition.
    enum Macro: Equatable {
        case object(String)
        case function
    }

    /// Whether `//` is kept as text (`-traditional`).
    let traditional: Bool
    /// Reads a project file by path relative to the imported folder.
    let read: (String) -> Data?
    private(set) var macros: [String: Macro] = [:]
    /// What went wrong, with its place.
    var notes: [Diagnostic] = []
    /// Set when a limit stopped the whole run: the file is then read as written.
    private(set) var abandoned = false
    private var noted: Set<String> = []
    /// The bytes of every file run so far (a header included 64 times counts 64 times).
    private var bytesRun = 0

    init(traditional: Bool, read: @escaping (String) -> Data?) {
        self.traditional = traditional
        self.read = read
    }

    // MARK: - Definitions

    /// Defines each entry of `INFOPLIST_PREPROCESSOR_DEFINITIONS` (its value already expanded): `NAME` is 1,
    /// `NAME=value` is value, entries separated by spaces and grouped by quotes as a build setting's list.
    mutating func define(definitions: String, source: String) {
        for entry in Self.settingList(definitions) where !entry.isEmpty {
            let name: String
            let value: String
            if let equals = entry.firstIndex(of: "=") {
                name = String(entry[..<equals])
                value = String(entry[entry.index(after: equals)...])
            } else {
                name = entry
                value = "1"
            }
            guard Self.isIdentifier(name) else {
                note(.importPreprocessor, source, key: "badDefinition \(name)", LocalizedText(
                    ja: "INFOPLIST_PREPROCESSOR_DEFINITIONS の「\(TerminalText.shortLine(entry))」はマクロの名前ではありません。使っていません",
                    en: "\"\(TerminalText.shortLine(entry))\" in INFOPLIST_PREPROCESSOR_DEFINITIONS does not name a macro; it was not used"))
                continue
            }
            store(name, .object(value), source: source)
        }
    }

    /// The words of a build setting's list: spaces separate, quotes group (and are removed), `\` escapes.
    static func settingList(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        var started = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
                started = true
            } else if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                started = true
            } else if character == " " || character == "\t" || TextLines.isBreak(character) {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }

    // MARK: - Files

    /// Preprocesses the prefix header at `path` (relative to the imported folder) for its definitions; its
    /// text is not output.
    mutating func include(prefixHeader path: String) {
        guard let data = read(path) else { return }
        _ = run(String(decoding: data, as: UTF8.self), path: path, depth: 1)
    }

    /// Preprocesses an Info.plist's text: the text Xcode's build reads as the property list, line for line,
    /// or `nil` when a limit stopped the run (a note says which).
    mutating func process(_ text: String, path: String) -> String? {
        let output = run(text, path: path, depth: 0)
        return abandoned ? nil : output
    }

    /// A conditional group: whether its lines are read, whether a branch was taken, whether `#else` was seen.
    private struct Condition {
        var active: Bool
        var taken: Bool
        var sawElse: Bool
        let outerActive: Bool
    }

    private mutating func run(_ text: String, path: String, depth: Int) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        bytesRun += text.utf8.count
        if bytesRun > Self.outputLimit {
            abandon("\(path):1", LocalizedText(
                ja: "プリプロセスで読むファイルが合わせて \(Self.outputLimit) バイトを超えます（上限）",
                en: "the files it preprocesses hold more than \(Self.outputLimit) bytes in all, over the limit"))
            return ""
        }
        var output = ""
        var conditions: [Condition] = []
        var inComment = false
        var notedSlashes = false
        let lines = TextLines.split(text)
        var index = 0
        while index < lines.count, !abandoned {
            let number = index + 1
            let line = String(lines[index])
            let active = conditions.last?.active ?? true
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if !inComment, trimmed.first == "#" {
                // A directive runs on over lines ending in a backslash.
                var directive = String(trimmed.dropFirst())
                var joined = 0
                while directive.hasSuffix("\\"), index + 1 < lines.count {
                    directive.removeLast()
                    index += 1
                    joined += 1
                    directive += String(lines[index])
                }
                let place = "\(path):\(number)"
                handle(directive, place: place, folder: folder, depth: depth, conditions: &conditions, active: active)
                output += String(repeating: "\n", count: joined + 1)
                index += 1
                continue
            }
            if active {
                var slashes = false
                output += substituteLine(line, place: "\(path):\(number)", inComment: &inComment, slashesKept: &slashes)
                if slashes, !notedSlashes, depth == 0 {
                    notedSlashes = true
                    notes.append(Diagnostic.importNote(.importPreprocessor, "\(path):\(number)", LocalizedText(
                        ja: "この行の // は、Xcode が Info.plist にかける C プリプロセッサ（INFOPLIST_PREPROCESS = YES、INFOPLIST_OTHER_PREPROCESSOR_FLAGS に -traditional なし）ではコメントの始まりで、ビルドされた Info.plist ではそこから行末までが消えます。ここでは書かれたまま読みました。INFOPLIST_OTHER_PREPROCESSOR_FLAGS に -traditional を加えてください（Apple の TN2175）",
                        en: "the // on this line starts a comment for the C preprocessor Xcode runs over this Info.plist (INFOPLIST_PREPROCESS = YES, without -traditional in INFOPLIST_OTHER_PREPROCESSOR_FLAGS): the built Info.plist loses the rest of the line. It was read as written here; add -traditional to INFOPLIST_OTHER_PREPROCESSOR_FLAGS (Apple's TN2175)")))
                }
            } else {
                // Skipped lines still open and close comments.
                var ignored = false
                _ = substituteLine(line, place: "", inComment: &inComment, slashesKept: &ignored, replacing: false)
            }
            if index + 1 < lines.count { output += "\n" }
            if output.utf8.count > Self.outputLimit {
                abandon("\(path):\(number)", LocalizedText(
                    ja: "プリプロセスした結果が \(Self.outputLimit) バイトを超えます（上限）",
                    en: "its preprocessed text grows past \(Self.outputLimit) bytes, over the limit"))
            }
            index += 1
        }
        if !conditions.isEmpty, !abandoned {
            notes.append(Diagnostic.importNote(.importPreprocessor, "\(path):\(lines.count)", LocalizedText(
                ja: "#if が \(conditions.count) 個閉じられないままファイルが終わります（#endif がありません）",
                en: "the file ends with \(conditions.count) #if not closed (no #endif)")))
        }
        return output
    }

    // MARK: - Directives

    private mutating func handle(
        _ directive: String, place: String, folder: String, depth: Int, conditions: inout [Condition], active: Bool
    ) {
        var inComment = false
        var ignored = false
        let body = stripComments(directive, inComment: &inComment, slashesKept: &ignored)
        let name = String(body.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0 == "_" })
        let rest = body.drop { $0 == " " || $0 == "\t" }.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        switch name {
        case "if", "ifdef", "ifndef":
            guard conditions.count < Self.conditionDepthLimit else {
                abandon(place, LocalizedText(
                    ja: "#if の入れ子が上限の \(Self.conditionDepthLimit) 段を超えます",
                    en: "#if nests deeper than the limit of \(Self.conditionDepthLimit)"))
                return
            }
            var holds = false
            if active {
                switch name {
                case "ifdef": holds = macros[Self.firstWord(rest)] != nil
                case "ifndef": holds = macros[Self.firstWord(rest)] == nil
                default: holds = evaluate(rest, place: place)
                }
            }
            conditions.append(Condition(active: active && holds, taken: holds, sawElse: false, outerActive: active))
        case "elif":
            guard var last = conditions.popLast() else { return unmatched(name, place) }
            let holds = last.outerActive && !last.taken && !last.sawElse && evaluate(rest, place: place)
            last.active = holds
            last.taken = last.taken || holds
            conditions.append(last)
        case "else":
            guard var last = conditions.popLast() else { return unmatched(name, place) }
            last.active = last.outerActive && !last.taken
            last.taken = true
            last.sawElse = true
            conditions.append(last)
        case "endif":
            guard conditions.popLast() != nil else { return unmatched(name, place) }
        case _ where !active:
            return
        case "define":
            define(directive: rest, place: place)
        case "undef":
            macros[Self.firstWord(rest)] = nil
        case "include", "import":
            include(rest, place: place, folder: folder, depth: depth)
        case "error":
            notes.append(Diagnostic.importNote(.importPreprocessor, place, LocalizedText(
                ja: "#error \(TerminalText.shortLine(rest)): Xcode のビルドはここで止まります",
                en: "#error \(TerminalText.shortLine(rest)): Xcode's build stops here")))
        case "", "warning", "pragma", "line", "include_next":
            return
        default:
            note(.importPreprocessor, place, key: "directive \(name)", LocalizedText(
                ja: "#\(TerminalText.shortLine(name)) は読まない指令です。読み飛ばしました",
                en: "#\(TerminalText.shortLine(name)) is a directive this reader does not apply; it was skipped"))
        }
    }

    private mutating func unmatched(_ name: String, _ place: String) {
        notes.append(Diagnostic.importNote(.importPreprocessor, place, LocalizedText(
            ja: "対応する #if のない #\(name) です。読み飛ばしました", en: "#\(name) without a matching #if; it was skipped")))
    }

    private mutating func define(directive rest: String, place: String) {
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
        guard Self.isIdentifier(name) else {
            note(.importPreprocessor, place, key: "badDefine", LocalizedText(
                ja: "#define のあとにマクロの名前がありません。読み飛ばしました", en: "#define names no macro; it was skipped"))
            return
        }
        let after = rest.dropFirst(name.count)
        if after.first == "(" {
            store(name, .function, source: place)
            return
        }
        store(name, .object(after.trimmingCharacters(in: .whitespaces)), source: place)
    }

    private mutating func store(_ name: String, _ macro: Macro, source: String) {
        if macros[name] == nil, macros.count >= Self.defineLimit {
            note(.importOverLimit, source, key: "defineLimit", LocalizedText(
                ja: "マクロが上限の \(Self.defineLimit) 個を超えて定義されています。\(name) から先の定義は使っていません",
                en: "more than \(Self.defineLimit) macros are defined, over the limit; \(name) and the definitions after it were not used"))
            return
        }
        macros[name] = macro
    }

    private mutating func include(_ rest: String, place: String, folder: String, depth: Int) {
        guard let open = rest.first, open == "\"" || open == "<" else {
            note(.importPreprocessor, place, key: "includeForm \(place)", LocalizedText(
                ja: "#include の形（\"file\" か <file>）ではありません。読み飛ばしました",
                en: "the #include is neither \"file\" nor <file>; it was skipped"))
            return
        }
        let close: Character = open == "\"" ? "\"" : ">"
        let named = String(rest.dropFirst().prefix { $0 != close })
        let shown = TerminalText.safeLine(named)
        guard open == "\"" else {
            note(.importPreprocessor, place, key: "system \(named)", LocalizedText(
                ja: "<\(shown)> はシステムのヘッダーで、プロジェクトにはありません。そのマクロなしで読みました",
                en: "<\(shown)> is a system header, not in the project; read without its macros"))
            return
        }
        guard !named.hasPrefix("/") else {
            note(.importOutsideProject, place, key: "absolute \(named)", LocalizedText(
                ja: "\(shown) はプロジェクトの外のパスです（プロジェクトの外は読みません）。そのマクロなしで読みました",
                en: "\(shown) is a path outside the project, and nothing outside the project is read; read without its macros"))
            return
        }
        let path = ProjectPath.normalized(folder.isEmpty ? named : folder + "/" + named)
        guard depth + 1 <= Self.includeDepthLimit else {
            note(.importOverLimit, place, key: "depth \(place)", LocalizedText(
                ja: "#include の連鎖が上限の \(Self.includeDepthLimit) 段を超えるため、\(shown) から先は読んでいません",
                en: "the chain of #includes is deeper than the limit of \(Self.includeDepthLimit) files; \(shown) and what it includes were not read"))
            return
        }
        guard let data = read(path) else {
            note(.importFileMissing, place, key: "missing \(path)", LocalizedText(
                ja: "#include された \(shown) がプロジェクトにありません。そのマクロなしで読みました",
                en: "the included \(shown) is not in the project; read without its macros"))
            return
        }
        _ = run(String(decoding: data, as: UTF8.self), path: path, depth: depth + 1)
    }

    // MARK: - Text

    /// `line` with comments removed and macros replaced (when `replacing`); `//` outside quotes is kept as
    /// text in an Info.plist's lines (`slashesKept` is set when it would be a comment in C).
    private mutating func substituteLine(
        _ line: String, place: String, inComment: inout Bool, slashesKept: inout Bool, replacing: Bool = true
    ) -> String {
        let stripped = stripComments(line, inComment: &inComment, slashesKept: &slashesKept, keepSlashes: true)
        guard replacing else { return "" }
        return substitute(stripped, active: [], limit: nil, place: place) ?? stripped
    }

    /// `text` without its comments. `//` ends the line unless the reader is traditional or `keepSlashes`
    /// (then `slashesKept` says it was there); quoted runs are kept whole.
    private func stripComments(_ text: String, inComment: inout Bool, slashesKept: inout Bool, keepSlashes: Bool = false) -> String {
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if inComment {
                if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                    inComment = false
                    index += 2
                    if !traditional { output.append(UInt8(ascii: " ")) }
                } else {
                    index += 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let end = Self.endOfQuote(bytes, from: index)
                output += bytes[index..<end]
                index = end
                continue
            }
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                inComment = true
                index += 2
                continue
            }
            if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/"), !traditional {
                if keepSlashes {
                    slashesKept = true
                    output += bytes[index...]
                    break
                }
                break
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The index after a quoted run starting at `start`: its closing quote, or the end of the line.
    private static func endOfQuote(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == quote { return index + 1 }
            index += 1
        }
        return bytes.count
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// `text` with each defined object-like macro replaced by its value, rescanned; a name in `active` (being
    /// expanded) is kept. `nil` when the result would be longer than `limit` (a name's expansion past
    /// ``expansionLengthLimit``); at the top (`limit` nil) such a name is kept as written, with a note at `place`.
    private mutating func substitute(_ text: String, active: Set<String>, limit: Int?, place: String) -> String? {
        // Each level of expansion adds one name to `active`: its size is the depth.
        guard active.count <= Self.conditionDepthLimit else { return nil }
        let bytes = Array(text.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if let limit, output.count > limit { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let end = Self.endOfQuote(bytes, from: index)
                output += bytes[index..<end]
                index = end
                continue
            }
            // A number (`1.0`, `0x1F`, `2e+3`) is one token: no name inside it is replaced.
            let isDigit = byte >= 0x30 && byte <= 0x39
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if isDigit || (byte == UInt8(ascii: ".") && next >= 0x30 && next <= 0x39) {
                var end = index + 1
                while end < bytes.count {
                    let current = bytes[end]
                    if Self.isIdentifierByte(current) || current == UInt8(ascii: ".") {
                        end += 1
                    } else if current == UInt8(ascii: "+") || current == UInt8(ascii: "-"),
                        [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[end - 1])
                    {
                        end += 1
                    } else {
                        break
                    }
                }
                output += bytes[index..<end]
                index = end
                continue
            }
            guard Self.isIdentifierStart(byte) else {
                output.append(byte)
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, Self.isIdentifierByte(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[index..<end], as: UTF8.self)
            index = end
            switch macros[name] {
            case .object(let value) where !active.contains(name):
                let room = limit.map { $0 - output.count } ?? Self.expansionLengthLimit
                if let expanded = substitute(value, active: active.union([name]), limit: room, place: place) {
                    output += Array(expanded.utf8)
                    if limit == nil, output.count > Self.outputLimit {
                        abandon(place, LocalizedText(
                            ja: "プリプロセスした行が \(Self.outputLimit) バイトを超えます（上限）",
                            en: "a preprocessed line grows past \(Self.outputLimit) bytes, over the limit"))
                        return nil
                    }
                } else if limit == nil {
                    note(.importOverLimit, place, key: "long \(name)", LocalizedText(
                        ja: "マクロ \(name) は展開すると \(Self.expansionLengthLimit) 文字より長くなるか、\(Self.conditionDepthLimit) 段より深くマクロをたどります（上限）。書かれたまま残しています",
                        en: "the macro \(name) expands to more than \(Self.expansionLengthLimit) characters or through more than \(Self.conditionDepthLimit) macros, over the limit; kept as written"))
                    output += Array(name.utf8)
                } else {
                    return nil
                }
            case .function:
                output += Array(name.utf8)
                note(.importPreprocessor, place, key: "function \(name)", LocalizedText(
                    ja: "\(name) は引数をとるマクロで、ここでは展開していません（書かれたまま残しています）",
                    en: "\(name) is a macro with arguments, which this reader does not expand; kept as written"))
            default:
                output += Array(name.utf8)
            }
        }
        if let limit, output.count > limit { return nil }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: - #if expressions

    /// The value of an `#if` expression: `defined` first, then macros, then an unknown name is 0. An
    /// expression that cannot be read is false, with a note.
    private mutating func evaluate(_ expression: String, place: String) -> Bool {
        // `defined NAME` and `defined(NAME)` before any replacement.
        var text = ""
        var scanner = Substring(expression)
        while let range = scanner.range(of: "defined") {
            let before = scanner[..<range.lowerBound]
            var rest = scanner[range.upperBound...]
            let joinedBefore = before.unicodeScalars.last.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "$" } ?? false
            let joinedAfter = rest.unicodeScalars.first.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == "$" } ?? false
            text += before
            if joinedBefore || joinedAfter {
                text += "defined"
                scanner = rest
                continue
            }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            let parenthesised = rest.first == "("
            if parenthesised { rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" } }
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }
            rest = rest.dropFirst(name.count)
            if parenthesised {
                rest = rest.drop { $0 == " " || $0 == "\t" }
                guard rest.first == ")" else { return unreadable(expression, place) }
                rest = rest.dropFirst()
            }
            guard !name.isEmpty else { return unreadable(expression, place) }
            text += macros[String(name)] != nil ? " 1 " : " 0 "
            scanner = rest
        }
        text += scanner
        guard let expanded = substitute(text, active: [], limit: Self.expansionLengthLimit, place: place) else {
            return unreadable(expression, place)
        }
        var parser = ExpressionParser(text: expanded)
        guard let value = parser.parse() else { return unreadable(expression, place) }
        return value != 0
    }

    private mutating func unreadable(_ expression: String, _ place: String) -> Bool {
        notes.append(Diagnostic.importNote(.importPreprocessor, place, LocalizedText(
            ja: "#if の式「\(TerminalText.shortLine(expression))」を計算できません。成り立たないものとして読みました",
            en: "the #if expression \"\(TerminalText.shortLine(expression))\" cannot be evaluated; read as false")))
        return false
    }

    // MARK: - Notes

    /// A note once per `key`; an empty source is filled in by the caller's place (the Info.plist).
    private mutating func note(_ code: Diagnostic.Code, _ source: String, key: String, _ message: LocalizedText) {
        guard noted.insert(key).inserted else { return }
        notes.append(Diagnostic.importNote(code, source, message))
    }

    private mutating func abandon(_ place: String, _ reason: LocalizedText) {
        guard !abandoned else { return }
        abandoned = true
        notes.append(Diagnostic.importNote(.importOverLimit, place, LocalizedText(
            ja: "\(reason.ja)。この Info.plist はプリプロセスせず、書かれたまま読みました",
            en: "\(reason.en); this Info.plist was read as written, not preprocessed")))
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, isIdentifierStart(first) else { return false }
        return text.utf8.allSatisfy(isIdentifierByte)
    }

    private static func firstWord(_ text: String) -> String {
        String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" })
    }
}

/// Integer expressions of `#if`: C's binary operators by precedence, unary `! - + ~`, parentheses,
/// decimal, octal and hexadecimal numbers with `u`/`l` suffixes; a name left after replacement is 0.
private struct ExpressionParser {
    private var tokens: [String] = []
    private var position = 0
    /// Operators and parentheses nested so far; past ``InfoPlistPreprocessor/conditionDepthLimit`` the
    /// expression is not read (a line of 100,000 `(` would otherwise exhaust the stack).
    private var depth = 0

    init(text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        let pairs = ["&&", "||", "==", "!=", "<=", ">=", "<<", ">>"]
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 { index += 1; continue }
            let isWord = { (b: UInt8) in (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x24 }
            if isWord(byte) {
                var end = index + 1
                while end < bytes.count, isWord(bytes[end]) { end += 1 }
                tokens.append(String(decoding: bytes[index..<end], as: UTF8.self))
                index = end
                continue
            }
            if index + 1 < bytes.count {
                let pair = String(decoding: bytes[index...index + 1], as: UTF8.self)
                if pairs.contains(pair) { tokens.append(pair); index += 2; continue }
            }
            tokens.append(String(decoding: [byte], as: UTF8.self))
            index += 1
        }
    }

    private static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7,
        "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10,
    ]

    /// The expression's value, or `nil` when it is not one.
    mutating func parse() -> Int64? {
        guard let value = binary(minimum: 1), position == tokens.count else { return nil }
        return value
    }

    private mutating func binary(minimum: Int) -> Int64? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= InfoPlistPreprocessor.conditionDepthLimit, var left = unary() else { return nil }
        while position < tokens.count, let level = Self.precedence[tokens[position]], level >= minimum {
            let operation = tokens[position]
            position += 1
            guard let right = binary(minimum: level + 1) else { return nil }
            switch operation {
            case "||": left = (left != 0 || right != 0) ? 1 : 0
            case "&&": left = (left != 0 && right != 0) ? 1 : 0
            case "|": left |= right
            case "^": left ^= right
            case "&": left &= right
            case "==": left = left == right ? 1 : 0
            case "!=": left = left != right ? 1 : 0
            case "<": left = left < right ? 1 : 0
            case ">": left = left > right ? 1 : 0
            case "<=": left = left <= right ? 1 : 0
            case ">=": left = left >= right ? 1 : 0
            case "<<": left = right >= 0 && right < 64 ? left << right : 0
            case ">>": left = right >= 0 && right < 64 ? left >> right : 0
            case "+": left = left &+ right
            case "-": left = left &- right
            case "*": left = left &* right
            case "/", "%":
                guard right != 0, !(left == .min && right == -1) else { return nil }
                left = operation == "/" ? left / right : left % right
            default: return nil
            }
        }
        return left
    }

    private mutating func unary() -> Int64? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= InfoPlistPreprocessor.conditionDepthLimit, position < tokens.count else { return nil }
        let token = tokens[position]
        position += 1
        switch token {
        case "!": return unary().map { $0 == 0 ? 1 : 0 }
        case "-": return unary().map { 0 &- $0 }
        case "+": return unary()
        case "~": return unary().map { ~$0 }
        case "(":
            guard let value = binary(minimum: 1), position < tokens.count, tokens[position] == ")" else { return nil }
            position += 1
            return value
        default:
            guard let first = token.utf8.first else { return nil }
            if first >= 0x30 && first <= 0x39 { return Self.number(token) }
            // A name no macro replaced is 0.
            return 0
        }
    }

    private static func number(_ token: String) -> Int64? {
        var digits = Substring(token.lowercased())
        while let last = digits.last, last == "u" || last == "l" { digits.removeLast() }
        if digits.hasPrefix("0x") { return Int64(digits.dropFirst(2), radix: 16) }
        if digits.count > 1, digits.hasPrefix("0") { return Int64(digits.dropFirst(), radix: 8) }
        return Int64(digits)
    }
}

/// Where the importer meets ``InfoPlistPreprocessor``: the Info.plist a target preprocesses is read as
/// Xcode's build reads it.
enum InfoPlistPreprocessing {
    /// `data`, the Info.plist at `path`, preprocessed as `target`, which names it in `INFOPLIST_FILE`, says
    /// (`INFOPLIST_PREPROCESS = YES`, `INFOPLIST_PREFIX_HEADER`, `INFOPLIST_PREPROCESSOR_DEFINITIONS`,
    /// `-traditional` in `INFOPLIST_OTHER_PREPROCESSOR_FLAGS`); `data` itself when no such target preprocesses
    /// it, when it is a binary list, or when a limit stopped the run (a note says which).
    static func apply(
        _ data: Data, at path: String, of target: XcodeProject.Target, in project: XcodeProject, read: @escaping (String) -> Data?,
        notes: inout [Diagnostic]
    ) -> Data {
        let settings = target.settings
        func setting(_ key: String) -> String { settings.values[key].map { settings.expand($0).text } ?? "" }
        guard isYes(setting("INFOPLIST_PREPROCESS")), !data.starts(with: Data("bplist".utf8)) else { return data }
        let place = "\(path):1"
        let flags = InfoPlistPreprocessor.settingList(setting("INFOPLIST_OTHER_PREPROCESSOR_FLAGS"))
        var preprocessor = InfoPlistPreprocessor(traditional: flags.contains("-traditional") || flags.contains("-traditional-cpp"), read: read)
        preprocessor.define(definitions: setting("INFOPLIST_PREPROCESSOR_DEFINITIONS"), source: place)
        if let header = settings.values["INFOPLIST_PREFIX_HEADER"], !header.trimmingCharacters(in: .whitespaces).isEmpty {
            // A path relative to the project's folder (SRCROOT), as Xcode resolves it.
            let marker = "/\u{1}SRCROOT\u{1}"
            let (expanded, unresolved, _) = settings.overridden(by: ["SRCROOT": marker, "PROJECT_DIR": marker, "SOURCE_ROOT": marker])
                .expand(header.trimmingCharacters(in: .whitespaces))
            let isAbsolute = !expanded.hasPrefix(marker) && expanded.hasPrefix("/")
            let inProject = expanded.hasPrefix(marker) ? String(expanded.dropFirst(marker.count)) : expanded
            let headerPath = ProjectPath.normalized(project.sourceRoot + "/" + inProject)
            let shown = TerminalText.safeLine(header)
            if unresolved.isEmpty, !isAbsolute, read(headerPath) != nil {
                preprocessor.include(prefixHeader: headerPath)
            } else {
                let why = unresolved.isEmpty
                    ? LocalizedText(ja: "プロジェクトにありません", en: "is not in the project")
                    : LocalizedText(
                        ja: "ビルドのときに作られる場所（$(\(unresolved.joined(separator: "), $(")))）にあり、リポジトリにはありません",
                        en: "is in a place made at build time ($(\(unresolved.joined(separator: "), $(")))), not in the repository")
                // Absolute (outside the project) or missing: the header is not there to read.
                notes.append(Diagnostic.importNote(isAbsolute ? .importOutsideProject : .importFileMissing, place, LocalizedText(
                    ja: "この Info.plist は INFOPLIST_PREPROCESS = YES でプリプロセスされますが、INFOPLIST_PREFIX_HEADER の \(shown) は\(why.ja)。そのヘッダーなしでプリプロセスし、ヘッダーが定義するはずのマクロは書かれたまま残しています",
                    en: "this Info.plist is preprocessed (INFOPLIST_PREPROCESS = YES), but INFOPLIST_PREFIX_HEADER's \(shown) \(why.en); it was preprocessed without that header, and the macros it would define are kept as written")))
            }
        }
        let result = preprocessor.process(String(decoding: data, as: UTF8.self), path: path)
        for note in preprocessor.notes where !notes.contains(note) { notes.append(note) }
        return result.map { Data($0.utf8) } ?? data
    }

    /// Whether a URL scheme read from a preprocessed Info.plist is a macro's name no definition gave
    /// (`APP_URL_SCHEME`, from a prefix header made at build time): a C identifier in capitals, which is
    /// kept as written instead of lower-cased into a scheme. A note at `source` says so.
    static func keepsMacroName(_ value: String, settings: BuildSettings, source: String, notes: inout [Diagnostic]) -> Bool {
        guard isYes(settings.values["INFOPLIST_PREPROCESS"].map { settings.expand($0).text } ?? ""),
            InfoPlistPreprocessor.isIdentifier(value), value.contains(where: \.isUppercase), !value.contains(where: \.isLowercase)
        else { return false }
        let shown = TerminalText.safeLine(value)
        notes.append(Diagnostic.importNote(.importSettingUndefined, source, LocalizedText(
            ja: "CFBundleURLSchemes の \(shown) はプリプロセッサのマクロの名前ですが、INFOPLIST_PREFIX_HEADER も INFOPLIST_PREPROCESSOR_DEFINITIONS もここでは定義していません（ビルドのときに作られるヘッダー？）。スキームとして小文字にせず、書かれたまま残しています",
            en: "\(shown) in CFBundleURLSchemes is a preprocessor macro's name that neither INFOPLIST_PREFIX_HEADER nor INFOPLIST_PREPROCESSOR_DEFINITIONS defines here (a header made at build time?); kept as written, not lower-cased into a scheme")))
        return true
    }

    private static func isYes(_ value: String) -> Bool {
        ["YES", "TRUE", "1"].contains(value.trimmingCharacters(in: .whitespaces).uppercased())
    }
}
