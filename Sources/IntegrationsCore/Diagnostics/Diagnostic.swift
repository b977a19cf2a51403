import Foundation

/// One problem found in an app's files, with where it is: the file, the JSON path, and the line and
/// column a person or an editor jumps to.
///
/// Problems are collected, not thrown one at a time: a check reports every problem it can find in one
/// run. Printed for people, a diagnostic is the line compilers write and editors read:
///
/// ```
/// Fixtures/Broken/integrations.json:42:7: error: the route "goal" has no web form on appcadia.com
/// ```
///
/// The words `error`, `warning` and `note` stay in English in both languages, since editors look for
/// them; the message is Japanese or English.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
        /// Something the platform will refuse or get wrong: `integrations check` exits 1.
        case error
        /// Something likely wrong: reported, and an error only with `--strict`.
        case warning
        /// Something to know.
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// The file at fault, when there is one.
    public var file: String?
    /// The JSON path of the value at fault, such as `$.routes[2].forms[0].template`.
    public var path: String?
    /// The line in the file, from 1.
    public var line: Int?
    /// The column in the file, from 1, counted in Unicode scalars.
    public var column: Int?
    /// What is wrong, in Japanese and English.
    public var message: LocalizedText
    /// How to fix it, when the check knows.
    public var suggestion: LocalizedText?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: LocalizedText, file: String? = nil, path: String? = nil,
        line: Int? = nil, column: Int? = nil, suggestion: LocalizedText? = nil
    ) {
        self.severity = severity
        self.message = message
        self.file = file
        self.path = path
        self.line = line
        self.column = column
        self.suggestion = suggestion
    }

    /// The diagnostic as compilers print it: `file:line:column: error: message (fix)`.
    public func formatted(_ language: Language) -> String {
        var location = ""
        if let file {
            location = file
            if let line {
                location += ":\(line)"
                if let column { location += ":\(column)" }
            }
            location += ": "
        }
        var text = "\(location)\(severity.rawValue): \(message[language])"
        if let suggestion { text += language == .ja ? "（\(suggestion.ja)）" : " (\(suggestion.en))" }
        return text
    }

    /// Places the diagnostic at its path's value in a file's JSON text (the line and column of the value,
    /// or of the nearest enclosing value the text has), unless it already has a line.
    public func located(in locations: JSONLocations, file: String) -> Diagnostic {
        var copy = self
        copy.file = file
        if line == nil, let path, let location = locations.location(of: path) {
            copy.line = location.line
            copy.column = location.column
        }
        return copy
    }
}
