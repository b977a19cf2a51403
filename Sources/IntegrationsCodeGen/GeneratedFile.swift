public import Foundation
public import IntegrationsCore

/// Writes generated source to its file only when the text changed, so that a build whose manifest did
/// not change compiles nothing again: the file keeps its modification date, and the compiler's
/// dependency check sees nothing new.
public enum GeneratedFile {
    /// Whether a write replaced the file's text.
    public enum Outcome: Sendable, Hashable {
        /// The file did not exist or held other text, and now holds `text`.
        case written
        /// The file already held exactly `text`; it was not touched.
        case unchanged
    }

    /// Writes `text` to `file` unless the file already holds it, atomically (a reader never sees half a
    /// file), creating its folder when needed.
    ///
    /// A rewrite always lands in a later whole second than the text it replaces: the Swift driver's
    /// incremental build compares modification times in whole seconds, so a file rewritten within the
    /// second of its last compile would otherwise keep its stale object (Docs/Decisions.md, 98).
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidAppData`` naming the file
    ///   and the system's reason when it cannot be written.
    @discardableResult
    public static func write(_ text: String, to file: URL) throws(IntegrationsError) -> Outcome {
        let data = Data(text.utf8)
        if let existing = try? Data(contentsOf: file), existing == data { return .unchanged }
        let manager = FileManager.default
        let previous = (try? manager.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
        do {
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
            if let previous, let written = try manager.attributesOfItem(atPath: file.path)[.modificationDate] as? Date,
                written.timeIntervalSince1970.rounded(.down) <= previous.timeIntervalSince1970.rounded(.down)
            {
                let later = Date(timeIntervalSince1970: previous.timeIntervalSince1970.rounded(.down) + 1)
                try manager.setAttributes([.modificationDate: later], ofItemAtPath: file.path)
            }
        } catch {
            let reason = FileReason(error, path: file.path).text
            throw IntegrationsError(.invalidAppData, LocalizedText(
                ja: "生成したソースを \(TerminalText.safeLine(file.path)) に書けません（\(reason.ja)）。ビルドの出力フォルダに書けるか確かめてください。",
                en: "Cannot write the generated source to \(TerminalText.safeLine(file.path)) (\(reason.en)). Check that the build's output folder can be written."))
        }
        return .written
    }
}
