public import Foundation
public import IntegrationsCore

/// The one reader of an app folder's record files: every command that loads records (``App/records(of:)``,
/// so search, index, intents, notifications, widgets) and the check read them here, so what one refuses
/// the other refuses too.
///
/// A record file must be strict JSON (``JSONSyntax``): Foundation's decoder takes a trailing comma, and a
/// key written twice silently as one of its values, where this reader refuses both at their line and
/// column. Then it must decode as an array of ``EntityRecord``s.
///
/// ```swift
/// switch RecordFile.read(data) {
/// case .success(let file): print(file.records.count)
/// case .failure(let problem): throw problem.integrationsError(.invalidAppData, file: "goals.json")
/// }
/// ```
public enum RecordFile {
    /// A record file's records, read.
    public struct Contents: Sendable {
        /// The records, in file order.
        public var records: [EntityRecord]
        /// The first NUL character in the file's text, which the store would cut text at: the app refuses
        /// to load such a file; the check reports it and goes on checking the records.
        public var nul: JSONSyntax.Failure?
    }

    /// Why a record file cannot be read.
    public enum Problem: Error, Sendable {
        /// The file is not strict JSON: where it breaks the grammar (a trailing comma, a key written twice
        /// in one object, bytes that are not UTF-8 …).
        case syntax(JSONSyntax.Failure)
        /// The file is JSON, but not an array of records: the JSON path and what was expected there.
        case value(JSONProblem)

        /// The problem as an error of `kind` naming `file`, with the line and column.
        public func integrationsError(_ kind: IntegrationsError.Kind, file: String) -> IntegrationsError {
            switch self {
            case .syntax(let failure): App.notStrictJSON(failure, kind: kind, file: file)
            case .value(let problem): problem.integrationsError(kind, file: file)
            }
        }
    }

    /// Reads a record file's bytes strictly.
    public static func read(_ data: Data) -> Result<Contents, Problem> {
        if let failure = JSONSyntax.firstError(in: data) { return .failure(.syntax(failure)) }
        do {
            let records = try JSONDecoder().decode([EntityRecord].self, from: data)
            return .success(Contents(records: records, nul: JSONSyntax.firstNUL(in: data)))
        } catch {
            return .failure(.value(JSONProblem(error, data: data)))
        }
    }
}

extension App {
    /// The error for a JSON file of the app folder that is not strict JSON: the file, the line and column,
    /// what is wrong there and the fix — the same words for the manifest and the record files.
    static func notStrictJSON(_ failure: JSONSyntax.Failure, kind: IntegrationsError.Kind, file: String) -> IntegrationsError {
        var problem = JSONProblem(DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "")), data: nil)
        problem.syntax = failure
        return problem.integrationsError(kind, file: file)
    }
}
