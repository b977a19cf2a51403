import Foundation
import IntegrationsCheck
import IntegrationsCore

/// `.integrations.yml` as a pull request may write it (issue 42): `CheckConfiguration.read` on any text.
enum ConfigurationTarget: FuzzTarget {
    static let name = "configuration"
    static let file = URL(fileURLWithPath: ".integrations.yml", relativeTo: URL(fileURLWithPath: "/repo/"))
    static let reporters = ["text", "json", "sarif", "github-actions", "junit", "codeclimate", "checkstyle"]

    static func run(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        do {
            _ = try CheckConfiguration.read(text, file: file, reporters: reporters)
        } catch {
            let problems = error.diagnostics
            require(!problems.isEmpty, "a refusal with no problem")
            require(problems.count <= CheckConfiguration.problemLimit + 1, "\(problems.count) problems, over the limit")
            let lines = yamlLineCount(Array(text.utf8))
            for problem in problems {
                require(problem.file == ".integrations.yml", "a problem in \(problem.file ?? "no file")")
                require((problem.line ?? 1) >= 1 && (problem.line ?? 1) <= max(lines, 1), "line \(problem.line ?? 0) of \(lines)")
                // A message quotes at most a short piece of a value, however long the value and its aliases.
                require(problem.message.en.utf8.count < 2_000, "a message of \(problem.message.en.utf8.count) bytes")
            }
        }
    }
}

/// A baseline file as a pull request may write it: `BaselineFile(json:name:)`, then compared with a result.
enum BaselineTarget: FuzzTarget {
    static let name = "baseline"

    static func run(_ data: Data) {
        let file: BaselineFile
        do {
            file = try BaselineFile(json: data, name: "base.json")
        } catch {
            require(error.kind == .invalidBaseline, "a refusal of kind \(error.kind)")
            return
        }
        // Counts never trap: summed, compared with a result holding one of each entry, written and read back.
        let total = file.baseline.problemCount
        require(total >= file.baseline.entries.count, "\(total) problems in \(file.baseline.entries.count) entries")
        let diagnostics = file.baseline.entries.prefix(64).map {
            Diagnostic($0.code, .error, LocalizedText(ja: $0.message, en: $0.message), file: $0.file)
        }
        let comparison = file.apply(to: CheckResult(diagnostics: diagnostics, checked: LocalizedText(ja: "x", en: "x")))
        require(comparison.goneCount >= 0, "a negative count of gone problems")
        do {
            let again = try BaselineFile(json: file.baseline.json, name: "base.json")
            require(again.baseline == file.baseline, "the baseline written reads back different")
        } catch {
            require(false, "the baseline written is refused: \(error)")
        }
    }
}

/// Inline suppression comments as a pull request may write them: a Swift file and a property list (split
/// at the first NUL), a finding on each of their first lines, through `InlineSuppressions`.
enum SuppressionsTarget: FuzzTarget {
    static let name = "suppressions"
    nonisolated(unsafe) static var folder = URL(fileURLWithPath: "/tmp")

    static func prepare() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("integrations-fuzz-suppressions-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    static func run(_ data: Data) {
        let (swift, plist) = split(data)
        let files = ["App/Source.swift": swift, "App/Info.plist": plist]
        var places: [String: URL] = [:]
        var diagnostics: [Diagnostic] = []
        let codes: [Diagnostic.Code] = ["project.urlSchemeNotQueried", "project.activityTypeUnused", "route.invalidForm"]
        for (name, content) in files {
            let url = folder.appendingPathComponent((name as NSString).lastPathComponent)
            guard (try? content.write(to: url)) != nil else { return }
            places[name] = url
            for line in 1...32 {
                diagnostics.append(Diagnostic(codes[line % codes.count], .warning, LocalizedText(ja: "x", en: "x"), file: name, line: line))
            }
        }
        var sources = SourceFiles(places)
        let kept = InlineSuppressions().apply(to: diagnostics, sources: &sources)
        for diagnostic in kept {
            require(diagnostic.file.map { files[$0] != nil } ?? false, "a finding in \(diagnostic.file ?? "no file")")
        }
    }
}
