import Foundation
import IntegrationsCore

/// A property list read from a project: XML, binary or old-style (OpenStep, as `project.pbxproj` is),
/// with the lines of its XML text so that a value can be placed at the line that holds it.
struct PropertyListFile {
    /// The path relative to the imported folder.
    let path: String
    /// The top-level value.
    let root: Any
    /// The text's lines when it is XML; empty for binary and old-style lists (every value is at line 1).
    private let lines: [Substring]
    /// The file a generated list was written from (XcodeGen's `project.yml`) and its lines: places are
    /// given there, where a person edits the value.
    private let origin: (path: String, lines: [Substring])?

    /// The largest property list read: Info.plist files are a few kilobytes, project files rarely over a
    /// few megabytes.
    static let sizeLimit = 32 * 1024 * 1024

    /// Reads and parses `data`.
    ///
    /// - Throws: ``ImportProblem`` naming the file when it is not a property list.
    init(path: String, data: Data, origin: (path: String, text: String)? = nil) throws(ImportProblem) {
        self.path = path
        self.origin = origin.map { ($0.path, TextLines.split($0.text)) }
        do {
            root = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw ImportProblem(.importInvalidFile, source: "\(path):1", message: LocalizedText(
                ja: "プロパティリストとして読めません（\(FileReasonText.of(error))）。このファイルは読み飛ばしました",
                en: "not a property list (\(FileReasonText.of(error))); the file was skipped"))
        }
        let isXML = data.starts(with: Data("<?xml".utf8)) || data.starts(with: Data("<plist".utf8))
        // Lines end at LF, CRLF or a lone CR, as the XML parser and editors count them (XML 1.0 §2.11).
        lines = isXML ? TextLines.split(String(decoding: data, as: UTF8.self)) : []
    }

    /// The columns of each line of the XML text that holds one element and nothing else (`<string>x</string>`,
    /// `<key>K</key>`, `<true/>`), by place (`path:line`): the element a fact read at that line was read
    /// from. None for a binary or old-style list, nor for a generated one (its places are in the file it was
    /// generated from).
    var regions: [String: SourceRegion] {
        guard origin == nil else { return [:] }
        var regions: [String: SourceRegion] = [:]
        for (index, line) in lines.enumerated() {
            let scalars = Array(line.unicodeScalars)
            guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
                let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" }),
                scalars[first] == "<", scalars[last] == ">"
            else { continue }
            let element = scalars[first...last]
            let tags = element.filter { $0 == "<" }.count
            // `<a>text</a>` (two tags, the second closing) or `<a/>` (one, self-closing).
            let isOne = (tags == 2 && element.contains("/") && !element.dropFirst().starts(with: ["/"]))
                || (tags == 1 && element.dropLast().last == "/")
            guard isOne, !element.starts(with: ["<", "!"]), !element.starts(with: ["<", "?"]) else { continue }
            regions["\(path):\(index + 1)"] = SourceRegion(line: index + 1, column: first + 1, endLine: index + 1, endColumn: last + 2)
        }
        return regions
    }

    /// The top-level dictionary, or `nil` when the list is not one.
    var dictionary: [String: Any]? { root as? [String: Any] }

    /// The line of `<key>key</key>`, 1 when it cannot be found (binary lists).
    func line(ofKey key: String) -> Int {
        let needle = "<key>\(Self.escaped(key))</key>"
        return lines.firstIndex { $0.contains(needle) }.map { $0 + 1 } ?? 1
    }

    /// The line of the string `value` at or after `<key>key</key>`: where a person edits that value.
    func line(ofValue value: String, underKey key: String) -> Int {
        let start = line(ofKey: key) - 1
        let needle = "<string>\(Self.escaped(value))</string>"
        guard start < lines.count else { return 1 }
        return lines[start...].firstIndex { $0.contains(needle) }.map { $0 + 1 } ?? start + 1
    }

    /// `path:line` of a value under a key.
    func source(ofValue value: String, underKey key: String) -> String {
        if let origin { return Self.originPlace(origin, [key, value]) }
        return "\(path):\(line(ofValue: value, underKey: key))"
    }

    /// `path:line` of the innermost key of `keys`, a path from the root: each key looked for from the line
    /// of the one before it; a key not found there is placed at the one before it (line 1 for the first).
    func source(ofKeyPath keys: [String]) -> String {
        if let origin { return Self.originPlace(origin, keys) }
        var line = 0
        for key in keys {
            let needle = "<key>\(Self.escaped(key))</key>"
            guard line < lines.count, let found = lines[line...].firstIndex(where: { $0.contains(needle) }) else { break }
            line = found + 1
        }
        return "\(path):\(max(line, 1))"
    }

    /// `path:line` of a key.
    func source(ofKey key: String) -> String {
        if let origin { return Self.originPlace(origin, [key]) }
        return "\(path):\(line(ofKey: key))"
    }

    /// `path:line` of the `index`-th dictionary of the array under `key` (an item of
    /// `UIApplicationShortcutItems`), or of `value` inside it when given: where a person edits that item.
    /// The key's place when the item cannot be found (a binary list; a generated list's origin).
    func source(ofItem index: Int, underKey key: String, value: String? = nil) -> String {
        if let origin { return Self.originPlace(origin, [key] + (value.map { [$0] } ?? [])) }
        let start = line(ofKey: key)
        // A binary list has no lines; a key not found is at line 1.
        guard start < lines.count, lines[start - 1].contains("<key>\(Self.escaped(key))</key>") else { return source(ofKey: key) }
        var depth = 0
        var item = -1
        var found: Int?
        scan: for number in start..<lines.count {
            let text = lines[number]
            var rest = text[...]
            while let open = rest.firstIndex(of: "<") {
                let tag = rest[open...].prefix { $0 != ">" }
                rest = rest[rest.index(after: open)...]
                let name = tag.dropFirst().trimmingPrefix("/")
                guard name.hasPrefix("dict") || name.hasPrefix("array") else { continue }
                if tag.hasSuffix("/") {
                    if depth == 1, name.hasPrefix("dict") { item += 1; if item == index { found = number; break scan } }
                } else if tag.hasPrefix("</") {
                    depth -= 1
                    if depth <= 0 { break scan }
                } else {
                    if depth == 1, name.hasPrefix("dict") { item += 1; if item == index { found = number; break scan } }
                    depth += 1
                }
            }
        }
        guard let found else { return source(ofKey: key) }
        if let value {
            let needle = "<string>\(Self.escaped(value))</string>"
            if let line = lines[found...].firstIndex(where: { $0.contains(needle) }) { return "\(path):\(line + 1)" }
        }
        return "\(path):\(found + 1)"
    }

    /// The line of the generating file where `words` appear in order (the key, then its value), else the
    /// key's line, else line 1.
    private static func originPlace(_ origin: (path: String, lines: [Substring]), _ words: [String]) -> String {
        var start = 0
        var found = 1
        for word in words {
            guard let index = origin.lines[start...].firstIndex(where: { $0.contains(word) }) else { break }
            found = index + 1
            start = index
        }
        return "\(origin.path):\(found)"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}

/// A file of the project the importer could not use: thrown where it is read, and reported as the note it
/// carries.
struct ImportProblem: Error {
    /// The note: an `import.*` code, the place and why.
    let note: Diagnostic

    init(_ code: Diagnostic.Code, source: String, message: LocalizedText) {
        note = .importNote(code, source, message)
    }
}

/// Why Foundation could not parse a property list, in a few words.
enum FileReasonText {
    static func of(_ error: any Error) -> String {
        let nsError = error as NSError
        if let debug = nsError.userInfo["NSDebugDescription"] as? String { return TerminalText.safeLine(debug) }
        return "\(nsError.domain) \(nsError.code)"
    }
}
