import Foundation
import IntegrationsCore

/// Build settings by name, as one configuration of one target sees them, and the expansion of
/// `$(VAR)`, `${VAR}` and `$VAR` in property-list values with them.
///
/// Xcode's order applies: the project's `.xcconfig`, then the project's settings, then the target's
/// `.xcconfig`, then the target's settings; a later level overrides an earlier one, and `$(inherited)`
/// is the earlier level's value.
struct BuildSettings {
    private(set) var values: [String: String] = [:]
    /// Whether these are all of one target's settings for one configuration, so that a name they do not
    /// define is undefined, and expands to nothing as in Xcode; otherwise (no project said) it stays as
    /// written.
    private(set) var isWhole = false

    /// Names the code signer fills in, not the build: they stay as written even in a whole set.
    static let signingNames: Set<String> = ["AppIdentifierPrefix", "TeamIdentifierPrefix"]

    /// These settings as a target's whole set (``isWhole``).
    var whole: BuildSettings {
        var copy = self
        copy.isWhole = true
        return copy
    }

    init(_ values: [String: String] = [:]) {
        self.values = values
    }

    /// This level's settings over `self`: `$(inherited)` in one of them is `self`'s value.
    func overridden(by level: [String: String]) -> BuildSettings {
        var merged = values
        for (key, value) in level {
            // Past the length limit `$(inherited)` stays as written, and its expansion is a note.
            merged[key] = (Self.inheriting(value, values[key] ?? "") ?? value).trimmingCharacters(in: .whitespaces)
        }
        var result = BuildSettings(merged)
        result.isWhole = isWhole
        return result
    }

    /// The longest value a setting may take, inherited or expanded: real settings (search paths, flags) are
    /// a few kilobytes, and a value that doubles with each `$(inherited)` or reference would otherwise grow
    /// without end (Docs/Importing.md, "Limits").
    static let valueLengthLimit = 65_536

    /// `value` with `$(inherited)` and `${inherited}` as `inherited`; `nil` when the result would be longer
    /// than ``valueLengthLimit``.
    static func inheriting(_ value: String, _ inherited: String) -> String? {
        guard value.contains("inherited") else { return value }
        let occurrences = value.components(separatedBy: "$(inherited)").count + value.components(separatedBy: "${inherited}").count - 2
        guard value.utf8.count + occurrences * inherited.utf8.count <= valueLengthLimit else { return nil }
        return value.replacingOccurrences(of: "$(inherited)", with: inherited).replacingOccurrences(of: "${inherited}", with: inherited)
    }

    /// `text` with every variable expanded; the names that have no value stay as written and are
    /// returned, so the caller can say which. A text whose expansion would be longer than
    /// ``valueLengthLimit`` (references that multiply) is returned as written, `tooLong` set.
    func expand(_ text: String) -> (text: String, unresolved: [String], tooLong: Bool) {
        var unresolved: [String] = []
        var budget = Self.valueLengthLimit
        let result = expand(text, depth: 0, unresolved: &unresolved, budget: &budget)
        return budget < 0 ? (text, [], true) : (result, unresolved, false)
    }

    /// Expands `text`, spending `budget` on every character written; once it is below zero the result
    /// is not used, and the expansion stops at once.
    private func expand(_ text: String, depth: Int, unresolved: inout [String], budget: inout Int) -> String {
        guard text.contains("$"), depth < 16 else {
            budget -= text.utf8.count
            return text
        }
        var output = ""
        var index = text.startIndex
        while index < text.endIndex, budget >= 0 {
            let character = text[index]
            guard character == "$" else {
                output.append(character)
                budget -= character.utf8.count
                index = text.index(after: index)
                continue
            }
            let next = text.index(after: index)
            guard next < text.endIndex else { output.append(character); break }
            var reference: Substring
            var end: String.Index
            if text[next] == "(" || text[next] == "{" {
                let close: Character = text[next] == "(" ? ")" : "}"
                guard let closing = text[next...].firstIndex(of: close) else { output.append(contentsOf: text[index...]); break }
                reference = text[text.index(after: next)..<closing]
                end = text.index(after: closing)
            } else {
                let nameEnd = text[next...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
                guard nameEnd > next else { output.append(character); index = next; continue }
                reference = text[next..<nameEnd]
                end = nameEnd
            }
            // `$(NAME:modifier)`: rfc1034identifier, c99extidentifier, lower, upper, identifier.
            let parts = reference.split(separator: ":", maxSplits: 1)
            let name = String(parts.first ?? "")
            if let value = value(of: name) {
                var expanded = expand(value, depth: depth + 1, unresolved: &unresolved, budget: &budget)
                if parts.count == 2 { expanded = Self.apply(modifier: String(parts[1]), to: expanded) }
                output += expanded
            } else {
                if !unresolved.contains(name) { unresolved.append(name) }
                if !isWhole || Self.signingNames.contains(name) {
                    output += text[index..<end]
                    budget -= text[index..<end].utf8.count
                }
            }
            index = end
        }
        return output
    }

    private func value(of name: String) -> String? {
        if let value = values[name] { return value }
        switch name {
        case "PRODUCT_NAME", "EXECUTABLE_NAME", "PRODUCT_MODULE_NAME": return values["PRODUCT_NAME"] ?? values["TARGET_NAME"]
        case "DEVELOPMENT_LANGUAGE": return "en"
        default: return nil
        }
    }

    private static func apply(modifier: String, to value: String) -> String {
        switch modifier {
        case "rfc1034identifier":
            String(value.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
        case "c99extidentifier", "identifier":
            String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        case "lower": value.lowercased()
        case "upper": value.uppercased()
        default: value
        }
    }
}

/// An `.xcconfig` file's settings for one configuration, its `#include` and `#include?` chain followed.
enum XCConfigFile {
    /// The settings of the file at `path` (relative to `root`) and the files it includes, in order; a
    /// later line overrides an earlier one. A missing `#include` is a problem, a missing `#include?` is
    /// not; a cycle stops at the second visit, and a chain deeper than
    /// ``ProjectImporter/includeDepthLimit`` files stops there with a note.
    ///
    /// An `#include` that names no file beside the including one is looked for from `projectFolder` (the
    /// folder holding the project, `SRCROOT`), where projects that build keep such paths; a note says so.
    static func settings(
        at path: String, configuration: String, projectFolder: String? = nil, read: (String) -> Data?, notes: inout [Diagnostic]
    ) -> [String: String] {
        var visited: Set<String> = []
        var settings: [String: String] = [:]
        load(path, depth: 1, configuration: configuration, projectFolder: projectFolder, read: read, settings: &settings, visited: &visited, notes: &notes)
        return settings
    }

    private static func load(
        _ path: String, depth: Int, configuration: String, projectFolder: String?, read: (String) -> Data?, settings: inout [String: String],
        visited: inout Set<String>, notes: inout [Diagnostic]
    ) {
        guard visited.insert(path).inserted, let data = read(path) else { return }
        let folder = (path as NSString).deletingLastPathComponent
        // A CRLF or CR file has the same lines as an LF one: "\r\n" is one Character, never equal to "\n".
        for (offset, rawLine) in TextLines.split(String(decoding: data, as: UTF8.self)).enumerated() {
            var line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let optional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { continue }
                let included = String(line[line.index(after: open)..<close])
                let target = included.hasPrefix("/") ? included : (folder.isEmpty ? included : folder + "/" + included)
                var normalized = ProjectPath.normalized(target)
                if read(normalized) == nil, let projectFolder, !included.hasPrefix("/"),
                    case let fromProject = ProjectPath.normalized(projectFolder + "/" + included), fromProject != normalized, read(fromProject) != nil {
                    notes.append(Diagnostic.importNote(.importFoundElsewhere, "\(path):\(offset + 1)", LocalizedText(
                        ja: "#include された \(TerminalText.safeLine(included)) はこのファイルの隣になく、プロジェクトのフォルダからの \(TerminalText.safeLine(fromProject)) を読みました",
                        en: "the included \(TerminalText.safeLine(included)) is not beside this file; read \(TerminalText.safeLine(fromProject)), from the project's folder")))
                    normalized = fromProject
                }
                if read(normalized) == nil {
                    if !optional {
                        notes.append(Diagnostic.importNote(.importFileMissing, "\(path):\(offset + 1)", LocalizedText(
                            ja: "#include された \(TerminalText.safeLine(included)) がありません。その設定は使っていません",
                            en: "the included \(TerminalText.safeLine(included)) does not exist; its settings were not used")))
                    }
                    continue
                }
                guard depth < ProjectImporter.includeDepthLimit else {
                    notes.append(Diagnostic.importNote(.importOverLimit, "\(path):\(offset + 1)", LocalizedText(
                        ja: "#include の連鎖が上限の \(ProjectImporter.includeDepthLimit) 段を超えるため、\(TerminalText.safeLine(included)) から先は読んでいません",
                        en: "the chain of #includes is deeper than the limit of \(ProjectImporter.includeDepthLimit) files; \(TerminalText.safeLine(included)) and what it includes were not read")))
                    continue
                }
                load(normalized, depth: depth + 1, configuration: configuration, projectFolder: projectFolder, read: read, settings: &settings, visited: &visited, notes: &notes)
                continue
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces) }
            // `KEY[config=Debug] = …`: the `=` that assigns comes after the last condition's `]`.
            var assignmentStart = line.firstIndex { $0 == "[" || $0 == "=" } ?? line.endIndex
            while assignmentStart < line.endIndex, line[assignmentStart] == "[", let close = line[assignmentStart...].firstIndex(of: "]") {
                assignmentStart = line.index(after: close)
            }
            guard let equals = line[assignmentStart...].firstIndex(of: "=") else { continue }
            var key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            // `KEY[config=Debug][sdk=iphoneos*] = …`: only the configuration condition is weighed; a line for
            // another configuration is skipped, other conditions are taken as met.
            if let bracket = key.firstIndex(of: "[") {
                let conditions = key[bracket...]
                key = String(key[..<bracket]).trimmingCharacters(in: .whitespaces)
                if let range = conditions.range(of: "config=") {
                    let rest = conditions[range.upperBound...]
                    let name = rest.prefix { $0 != "]" && $0 != "," }
                    guard name == configuration || name == "*" else { continue }
                }
            }
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            guard let merged = BuildSettings.inheriting(value, settings[key] ?? "") else {
                let message = LocalizedText(
                    ja: "\(TerminalText.shortLine(key)) は $(inherited) で \(BuildSettings.valueLengthLimit) 文字より長くなるため、その行は使っていません",
                    en: "\(TerminalText.shortLine(key)) grows past \(BuildSettings.valueLengthLimit) characters through $(inherited); such lines were not used")
                // Once per setting: every later line would say the same.
                if !notes.contains(where: { $0.message == message }) {
                    notes.append(Diagnostic.importNote(.importOverLimit, "\(path):\(offset + 1)", message))
                }
                continue
            }
            settings[key] = merged.trimmingCharacters(in: .whitespaces)
        }
    }
}
