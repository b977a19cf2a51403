import Foundation
import Testing

/// What a command printed under `--json`, read for a behaviour test (Decision 210): the test asserts on the
/// error's `kind` and `exitCode`, on `check`'s codes, or on a document's fields, and the exact sentences are
/// pinned once in a `…TextTests` suite.
extension CommandRunner.Result {
    /// The `{"error": {"kind", "message", "exitCode"}}` document a command prints under `--json` when it fails.
    struct Failure: CustomStringConvertible {
        var kind: String?
        var message: String
        var exitCode: Int?
        var description: String { "\(kind ?? "-") (exit \(exitCode.map(String.init) ?? "-")): \(message)" }
    }

    /// Standard output as the JSON object the command printed.
    func object() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any], "not a JSON object: \(output)\(error)")
    }

    /// The error document on standard output; for `check`, whose `--json` is its diagnostics array in
    /// failure too, the one diagnostic that stopped it (its code as the kind).
    func failure() throws -> Failure {
        if let stopped = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], stopped.count == 1 {
            return Failure(kind: stopped[0]["code"] as? String, message: stopped[0]["message"] as? String ?? "", exitCode: Int(status))
        }
        let failure = try #require(try object()["error"] as? [String: Any], "no error document: \(output)")
        return Failure(kind: failure["kind"] as? String, message: failure["message"] as? String ?? "", exitCode: failure["exitCode"] as? Int)
    }

    /// The diagnostics `check --json` printed, in order: each one's fields.
    func diagnostics() throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], "not a diagnostics array: \(output)\(error)")
    }

    /// The codes of ``diagnostics()``, in order.
    func codes() throws -> [String] {
        try diagnostics().map { $0["code"] as? String ?? "-" }
    }

    /// Expects the command to have failed with `kind` and `exitCode` (also its status), its message naming
    /// each of `naming`, and the message on standard error too (the person reads it there).
    func expectFailure(_ kind: String, exitCode: Int32 = 1, naming: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(status == exitCode, "exit \(status): \(error)", sourceLocation: sourceLocation)
        let failure = try failure()
        #expect(failure.kind == kind, "\(failure)", sourceLocation: sourceLocation)
        #expect(failure.exitCode == Int(exitCode), "\(failure)", sourceLocation: sourceLocation)
        for name in naming {
            #expect(failure.message.contains(name), "the message does not name \(name): \(failure)", sourceLocation: sourceLocation)
        }
        #expect(!failure.message.isEmpty && error.contains(failure.message.split(separator: "\n").first.map(String.init) ?? "\u{0}"),
                "standard error: \(error)", sourceLocation: sourceLocation)
    }
}
