public import Foundation
public import IntegrationsCore
import IntegrationsFileInput
package import IntegrationsImport

extension CheckConfiguration {
    /// The largest configuration file read, in bytes (1 MiB); a larger one is refused unread.
    public static let byteLimit = 1_048_576
    /// The most values a configuration file may hold with its aliases expanded.
    public static let valueLimit = 100_000
    /// The most unknown names (rule codes, keys, reporters) a configuration's problems suggest a near name
    /// for ("did you mean"); later ones are reported without the search, and a last problem says so.
    public static let suggestionLimit = 20
    /// The most problems reported for one configuration file, in the file's order; when there are more, a
    /// last problem (`config.limitReached`) says how many more there are.
    public static let problemLimit = 100
    /// The longest name (a rule code, a key, a reporter) compared with the known ones, in UTF-8 bytes: a
    /// longer one is no rule's, and is reported unknown without a search.
    public static let nameLengthLimit = 200
    /// The longest `excluded` pattern, in UTF-8 bytes (a path on Linux is at most 4,096).
    public static let patternLengthLimit = 4_096
    /// The keys a configuration file may have.
    public static let keys = ["baseline", "disabled_rules", "excluded", "reporter", "rules", "strict"]

    /// The configuration file that applies to `folder`: the nearest ``fileName`` in `folder` or a folder
    /// above it, up to the repository's root (the first folder, from `folder` up, that holds `.git`, a
    /// folder or a file); `nil` when there is none. Outside a repository only `folder` itself is looked in.
    ///
    /// One file applies, the nearest: it is not merged with files further up, and files in folders below
    /// `folder` are not read. When `folder` is relative, so is the file returned, from the same directory
    /// when the file is under it. A file found belongs to the project: read it confined to
    /// ``confinement(for:)`` (``load(_:confinedTo:codes:reporters:)``). A symbolic link is found whether or
    /// not its target exists.
    public static func find(from folder: URL) -> URL? {
        let manager = FileManager.default
        let start = folder.standardizedFileURL.path
        var folders: [String] = []
        var current = start
        var inRepository = false
        while true {
            folders.append(current)
            if manager.fileExists(atPath: (current as NSString).appendingPathComponent(".git")) {
                inRepository = true
                break
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent.isEmpty || parent == current { break }
            current = parent
        }
        for candidate in inRepository ? folders : [start] {
            let path = (candidate as NSString).appendingPathComponent(fileName)
            // A link counts as found whether or not its target exists: loading it says why it is not read,
            // and a dangling link outside tells nothing of its target by being passed over.
            guard (try? manager.attributesOfItem(atPath: path)) != nil else { continue }
            if let base = folder.baseURL?.standardizedFileURL.path {
                let prefix = base.hasSuffix("/") ? base : base + "/"
                if path.hasPrefix(prefix) { return URL(fileURLWithPath: String(path.dropFirst(prefix.count)), relativeTo: folder.baseURL) }
            }
            return URL(fileURLWithPath: path)
        }
        return nil
    }

    /// The repository's root that `folder` is in: the first folder, from `folder` up, that holds `.git`
    /// (a folder, or a file in a worktree); `nil` outside a repository. Paths in reports for CI (SARIF's
    /// `%SRCROOT%`) are relative to it.
    public static func repositoryRoot(containing folder: URL) -> URL? {
        var current = folder.standardizedFileURL.path
        while true {
            if FileManager.default.fileExists(atPath: (current as NSString).appendingPathComponent(".git")) { return URL(fileURLWithPath: current) }
            let parent = (current as NSString).deletingLastPathComponent
            if parent.isEmpty || parent == current { return nil }
            current = parent
        }
    }

    /// The folder a configuration found from `folder` (``find(from:)``) is confined to: the repository's
    /// root when `folder` is in one (``repositoryRoot(containing:)``), else `folder` itself.
    public static func confinement(for folder: URL) -> URL {
        repositoryRoot(containing: folder) ?? URL(fileURLWithPath: folder.standardizedFileURL.path)
    }

    /// Reads the configuration file `file`, at most ``byteLimit`` bytes of it.
    ///
    /// A file found in the project (``find(from:)``) is the project's, written by whoever wrote the project:
    /// give `root` (``confinement(for:)``), and it is read only when it is a regular file inside `root` once
    /// every link is resolved; otherwise it is refused unread, nothing of it quoted, with the same words
    /// whether the place a link leads to exists or not. The baseline it names is then confined to `root`
    /// too (``confinement``). A file a person names (`--config`) is theirs: read with `root` `nil`, from
    /// anywhere.
    ///
    /// - Parameters:
    ///   - file: The file, found by ``find(from:)`` or named by a person; diagnostics name it as its
    ///     `relativePath`.
    ///   - root: The folder the file and its baseline must be inside; `nil` for none.
    ///   - codes: The codes a configuration may name: every rule's (``CheckRules/configurable``).
    ///   - reporters: The names of the reporters a front end offers.
    ///   - trustedConfigurationFix: The fix of a file that leads outside `root`, in the words of a front end
    ///     that can be given a configuration file (``IntegrationsError/Remedy/trustedConfiguration``); `nil`:
    ///     "write the configuration in a file inside the project", which names no way of giving one.
    /// - Throws: ``CheckConfigurationError`` with every problem in the file: a configuration is used whole
    ///   or not at all.
    public static func load(
        _ file: URL, confinedTo root: URL? = nil, codes: [Diagnostic.Code] = CheckRules.configurable, reporters: [String],
        trustedConfigurationFix: LocalizedText? = nil
    ) throws(CheckConfigurationError) -> CheckConfiguration {
        let data: Data
        switch ConfinedRead.bytes(file.path, confinedTo: root, limit: byteLimit) {
        case .success(let read):
            data = read
        case .failure(.outside):
            throw CheckConfigurationError(file: file.relativePath, diagnostics: [Diagnostic(
                "config.outsideProject", .error,
                LocalizedText(
                    ja: "設定ファイルは読んでいません。リンクをたどるとプロジェクトのフォルダの外を指しているためです（プロジェクトで見つけた設定ファイルは、プロジェクトの中の通常のファイルだけを読みます）",
                    en: "the configuration file was not read: it leads outside the project folder once links are resolved, and a configuration found in the project is read only as a regular file inside it"),
                file: file.relativePath,
                suggestion: trustedConfigurationFix ?? LocalizedText(
                    ja: "設定をプロジェクトの中のファイルに書いてください",
                    en: "write the configuration in a file inside the project"))])
        case .failure(.notRegular):
            let reason = ConfinedFile.Refusal.notRegular.reason(limit: byteLimit)
            throw CheckConfigurationError(file: file.relativePath, diagnostics: [Diagnostic(
                "config.unreadable", .error,
                LocalizedText(ja: "設定ファイルを読めません（\(reason.ja)）", en: "the configuration file cannot be read: \(reason.en)"),
                file: file.relativePath,
                suggestion: LocalizedText(ja: "設定は通常のファイルに書いてください", en: "write the configuration in a regular file"))])
        case .failure(.read(let error)):
            let fix: LocalizedText
            if case .tooLarge = error {
                fix = LocalizedText(ja: "\(byteLimit) バイト以下にしてください", en: "keep the file under \(byteLimit) bytes")
            } else {
                fix = LocalizedText(ja: "ファイルのパスと読み取りの権限を確かめてください", en: "check the file's path and that it can be read")
            }
            let reason = error.reason(limit: byteLimit)
            throw CheckConfigurationError(file: file.relativePath, diagnostics: [Diagnostic(
                "config.unreadable", .error,
                LocalizedText(ja: "設定ファイルを読めません（\(reason.ja)）", en: "the configuration file cannot be read: \(reason.en)"),
                file: file.relativePath, suggestion: fix)])
        }
        var configuration = try read(String(decoding: data, as: UTF8.self), file: file, codes: codes, reporters: reporters)
        configuration.confinement = root
        return configuration
    }

    /// The configuration `text` holds, read as the file `file` (which names it in diagnostics, and whose
    /// folder the paths in it are relative to).
    ///
    /// - Throws: ``CheckConfigurationError`` with every problem in `text`.
    public static func read(
        _ text: String, file: URL, codes: [Diagnostic.Code] = CheckRules.configurable, reporters: [String]
    ) throws(CheckConfigurationError) -> CheckConfiguration {
        var reader = ConfigurationReader(file: file, codes: Set(codes.map(\.rawValue)), reporters: reporters)
        let configuration = reader.read(text)
        guard reader.problems.isEmpty, let configuration else {
            throw CheckConfigurationError(file: file.relativePath, diagnostics: reader.problems)
        }
        return configuration
    }
}

/// Reads one configuration file's YAML, collecting every problem.
private struct ConfigurationReader {
    let file: URL
    let codes: Set<String>
    let reporters: [String]
    var problems: [Diagnostic] = []
    /// How many unknown names were given a "did you mean" search, at most ``CheckConfiguration/suggestionLimit``.
    var searched = 0
    /// How many unknown names were reported without one, the limit reached.
    var unsearched = 0

    init(file: URL, codes: Set<String>, reporters: [String]) {
        self.file = file
        self.codes = codes
        self.reporters = reporters
    }

    var shown: String { file.relativePath }

    /// Whether a problem found now is listed (the first ``CheckConfiguration/problemLimit``): past that a
    /// problem is only counted (``unlisted``), so that a file of thousands of problems (6,000 aliases of one
    /// long name) costs no sentence for those nobody reads.
    var listing: Bool { problems.count < CheckConfiguration.problemLimit }

    /// What stands for a problem past the limit: counted, never shown, and sorted after every listed one
    /// (the listed are the first found, in file order).
    static let unlisted = Diagnostic("config.limitReached", .error, LocalizedText(ja: "", en: ""), line: Int.max)

    mutating func read(_ text: String) -> CheckConfiguration? {
        var nodes = 0
        let document: YAMLValue?
        do {
            document = try BoundedYAML.read(text, nodes: &nodes, limit: CheckConfiguration.valueLimit)
        } catch {
            problems.append(CheckConfigurationError.problem(error, file: shown))
            return nil
        }
        var configuration = CheckConfiguration(file: file)
        guard let document, !document.isNull else { return configuration }
        guard case .mapping(let pairs) = document.kind else {
            invalid(document, LocalizedText(ja: "設定", en: "the configuration"), expected: LocalizedText(ja: "キーと値の表", en: "a mapping of keys"))
            return nil
        }
        var disabledAt: Set<String> = []
        var seenPatterns: Set<String> = []
        var levels: [(code: String, level: String, key: YAMLValue)] = []
        for pair in pairs {
            guard case .scalar(let key, _) = pair.key.kind else { continue }
            let value = pair.value
            switch key {
            case "disabled_rules":
                for entry in list(value, "disabled_rules", expected: LocalizedText(ja: "ルールのコードのリスト", en: "a list of rule codes")) {
                    guard let code = scalar(entry, LocalizedText(ja: "disabled_rules の項目", en: "an entry of disabled_rules"),
                        expected: LocalizedText(ja: "ルールのコード", en: "a rule code")) else { continue }
                    guard known(code, at: entry) else { continue }
                    disabledAt.insert(code)
                    configuration.disabledRules.insert(Diagnostic.Code(rawValue: code))
                }
            case "rules":
                if value.isNull { continue }
                guard case .mapping(let entries) = value.kind else {
                    invalid(value, .key("rules"), expected: LocalizedText(ja: "ルールのコードと error、warning、off の表", en: "a mapping of rule codes to error, warning or off"))
                    continue
                }
                for entry in entries {
                    guard case .scalar(let code, _) = entry.key.kind, known(code, at: entry.key) else { continue }
                    let expected = LocalizedText(ja: "error、warning、off のどれか", en: "error, warning or off")
                    let label = LocalizedText(ja: "rules の「\(code)」の値", en: "the level of \"\(code)\" in rules")
                    guard let level = scalar(entry.value, label, expected: expected) else { continue }
                    switch level {
                    case "off": configuration.disabledRules.insert(Diagnostic.Code(rawValue: code))
                    case "error": configuration.severities[Diagnostic.Code(rawValue: code)] = .error
                    case "warning": configuration.severities[Diagnostic.Code(rawValue: code)] = .warning
                    default:
                        invalid(entry.value, label, expected: expected)
                        continue
                    }
                    levels.append((code, level, entry.key))
                }
            case "excluded":
                for entry in list(value, "excluded", expected: LocalizedText(ja: "パスかグロブパターンのリスト", en: "a list of paths or glob patterns")) {
                    let expected = LocalizedText(ja: "パスかグロブパターン", en: "a path or glob pattern")
                    let label = LocalizedText(ja: "excluded の項目", en: "an entry of excluded")
                    guard let pattern = scalar(entry, label, expected: expected) else { continue }
                    guard pattern.utf8.count <= CheckConfiguration.patternLengthLimit,
                        !pattern.trimmingCharacters(in: CharacterSet(charactersIn: "/.")).isEmpty else {
                        invalid(entry, label, expected: expected)
                        continue
                    }
                    // A pattern written again (an alias repeated) is matched once.
                    guard seenPatterns.insert(pattern).inserted else { continue }
                    configuration.excluded.append(PathGlob(pattern))
                }
            case "baseline":
                if value.isNull { continue }
                guard let path = scalar(value, .key("baseline"), expected: LocalizedText(ja: "ファイルのパス", en: "a file path")) else { continue }
                configuration.baseline = baseline(path)
            case "reporter":
                if value.isNull { continue }
                guard let name = scalar(value, .key("reporter"), expected: LocalizedText(ja: "レポーターの名前", en: "a reporter name")) else { continue }
                guard reporters.contains(name) else {
                    unknownReporter(name, at: value)
                    continue
                }
                configuration.reporter = name
            case "strict":
                if value.isNull { continue }
                let expected = LocalizedText(ja: "true か false", en: "true or false")
                guard let flag = scalar(value, .key("strict"), expected: expected) else { continue }
                switch flag {
                case "true", "True", "TRUE": configuration.strict = true
                case "false", "False", "FALSE": configuration.strict = false
                default: invalid(value, .key("strict"), expected: expected)
                }
            default:
                unknownKey(key, at: pair.key)
            }
        }
        for (code, level, key) in levels where level != "off" && disabledAt.contains(code) {
            problems.append(listing ? Diagnostic(
                "config.conflictingRule", .error,
                LocalizedText(
                    ja: "ルール「\(code)」は disabled_rules で無効にされ、rules で \(level) にされています",
                    en: "the rule \"\(code)\" is turned off in disabled_rules and set to \(level) in rules"),
                file: shown, line: key.line, column: key.column,
                suggestion: LocalizedText(ja: "どちらか一方にしてください", en: "keep one of the two")) : Self.unlisted)
        }
        problems.sort { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
        limitProblems()
        return configuration
    }

    /// The first ``CheckConfiguration/problemLimit`` problems, and one that says how many more there are
    /// and how many names were not searched for a near one, when either limit was reached.
    mutating func limitProblems() {
        let hidden = max(0, problems.count - CheckConfiguration.problemLimit)
        guard hidden > 0 || unsearched > 0 else { return }
        if hidden > 0 { problems.removeLast(hidden) }
        let problemLimit = CheckConfiguration.problemLimit, suggestionLimit = CheckConfiguration.suggestionLimit
        var ja: [String] = [], en: [String] = []
        if hidden > 0 {
            ja.append("ほかに問題が\(hidden)件あります（最初の\(problemLimit)件だけを挙げました）")
            en.append("\(hidden) more problem\(hidden == 1 ? " is" : "s are") not listed (only the first \(problemLimit) are)")
        }
        if unsearched > 0 {
            ja.append("不明な名前\(unsearched)件には近い名前を探していません（探すのは最初の\(suggestionLimit)件だけです）")
            en.append("\(unsearched) unknown name\(unsearched == 1 ? " was" : "s were") not searched for a near one (only the first \(suggestionLimit) are)")
        }
        problems.append(Diagnostic(
            "config.limitReached", .error,
            LocalizedText(ja: "設定ファイルの問題が多すぎます。" + ja.joined(separator: "。"), en: "the configuration file has too many problems: " + en.joined(separator: "; ")),
            file: shown,
            suggestion: LocalizedText(ja: "挙げた問題を直してから、もう一度チェックしてください", en: "fix the problems listed, then check again")))
    }

    /// The known name nearest to `name`, searched for the first ``CheckConfiguration/suggestionLimit``
    /// unknown names of at most ``CheckConfiguration/nameLengthLimit`` bytes; `nil` for the others.
    mutating func nearest(to name: String, in known: Set<String>) -> String? {
        guard searched < CheckConfiguration.suggestionLimit else {
            unsearched += 1
            return nil
        }
        searched += 1
        guard name.utf8.count <= CheckConfiguration.nameLengthLimit else { return nil }
        return ManifestKeys.nearest(to: name, in: known)
    }

    /// The baseline's file: `path` from the configuration file's folder, unless it is absolute.
    func baseline(_ path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        let folder = (file.relativePath as NSString).deletingLastPathComponent
        return URL(fileURLWithPath: folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path), relativeTo: file.baseURL)
    }

    /// The entries of a list; none when it is empty or no value (a key whose entries are all commented out).
    mutating func list(_ value: YAMLValue, _ key: String, expected: LocalizedText) -> [YAMLValue] {
        if value.isNull { return [] }
        guard case .sequence(let entries) = value.kind else {
            invalid(value, .key(key), expected: expected)
            return []
        }
        return entries
    }

    /// The text of a scalar; `nil`, with a problem, for a list, a mapping or no value.
    mutating func scalar(_ value: YAMLValue, _ label: LocalizedText, expected: LocalizedText) -> String? {
        guard case .scalar(let text, _) = value.kind, !value.isNull, !text.isEmpty else {
            invalid(value, label, expected: expected)
            return nil
        }
        return text
    }

    /// Whether `code` is a rule's code; a problem naming the nearest one when it is not.
    mutating func known(_ code: String, at value: YAMLValue) -> Bool {
        if code.utf8.count <= CheckConfiguration.nameLengthLimit, codes.contains(code) { return true }
        if code.utf8.count <= CheckConfiguration.nameLengthLimit, CheckRules.rule(Diagnostic.Code(rawValue: code)) != nil {
            // A rule of the configuration itself, or one that stops the check: never turned off or down.
            problems.append(listing ? Diagnostic(
                "config.unknownRule", .error,
                LocalizedText(
                    ja: "コード「\(quoted(code))」は設定できません。設定そのものの問題か、チェックを止めた問題を報告するコードです",
                    en: "the code \"\(quoted(code))\" cannot be configured: it reports a problem of the configuration itself or one that stopped the check"),
                file: shown, line: value.line, column: value.column,
                suggestion: LocalizedText(ja: "このコードを設定から外してください", en: "remove it from the configuration")) : Self.unlisted)
            return false
        }
        let nearest = nearest(to: code, in: codes)
        problems.append(listing ? Diagnostic(
            "config.unknownRule", .error,
            LocalizedText(ja: "コード「\(quoted(code))」のルールはありません", en: "no rule has the code \"\(quoted(code))\""),
            file: shown, line: value.line, column: value.column,
            suggestion: nearest.map(LocalizedText.didYouMean)
                ?? LocalizedText(ja: "コードの一覧は integrations rules で表示します", en: "integrations rules lists the codes")) : Self.unlisted)
        return false
    }

    mutating func unknownKey(_ key: String, at value: YAMLValue) {
        let nearest = nearest(to: key, in: Set(CheckConfiguration.keys))
        let keys = CheckConfiguration.keys
        problems.append(listing ? Diagnostic(
            "config.unknownKey", .error,
            LocalizedText(ja: "設定にキー「\(quoted(key))」はありません", en: "the configuration has no key \"\(quoted(key))\""),
            file: shown, line: value.line, column: value.column,
            suggestion: nearest.map(LocalizedText.didYouMean)
                ?? LocalizedText(ja: "キーは \(keys.joined(separator: "、")) です", en: "the keys are \(Self.listed(keys))")) : Self.unlisted)
    }

    mutating func unknownReporter(_ name: String, at value: YAMLValue) {
        let nearest = nearest(to: name, in: Set(reporters))
        problems.append(listing ? Diagnostic(
            "config.unknownReporter", .error,
            LocalizedText(ja: "レポーター「\(quoted(name))」はありません", en: "there is no reporter \"\(quoted(name))\""),
            file: shown, line: value.line, column: value.column,
            suggestion: nearest.map(LocalizedText.didYouMean)
                ?? LocalizedText(ja: "レポーターは \(reporters.joined(separator: "、")) です", en: "the reporters are \(Self.listed(reporters))")) : Self.unlisted)
    }

    /// A problem: `label` has a value of the wrong kind, `expected` is what it takes.
    mutating func invalid(_ value: YAMLValue, _ label: LocalizedText, expected: LocalizedText) {
        guard listing else { return problems.append(Self.unlisted) }
        let found: LocalizedText
        switch value.kind {
        case .scalar(let text, _) where !value.isNull && !text.isEmpty: found = LocalizedText(ja: "「\(quoted(text))」", en: "\"\(quoted(text))\"")
        case .scalar: found = LocalizedText(ja: "空の値", en: "empty")
        case .sequence: found = LocalizedText(ja: "リスト", en: "a list")
        case .mapping: found = LocalizedText(ja: "表", en: "a mapping")
        }
        problems.append(listing ? Diagnostic(
            "config.invalidValue", .error,
            LocalizedText(ja: "\(Self.spaced(label.ja))に\(found.ja)は使えません", en: "\(label.en) cannot be \(found.en)"),
            file: shown, line: value.line, column: value.column,
            suggestion: LocalizedText(ja: "\(Self.spaced(expected.ja))を書いてください", en: "write \(expected.en)")) : Self.unlisted)
    }


    /// A value as a message quotes it: on one line, and not a whole long value (nor a long value counted
    /// whole for each time an alias repeats it).
    func quoted(_ text: String) -> String { TerminalText.shortLine(String(text.prefix(TerminalText.echoLimit + 1))) }

    /// `a, b and c`.
    static func listed(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// Japanese text followed by a particle: a space after a Latin word (`strict に`), none after Japanese.
    static func spaced(_ text: String) -> String {
        text.last.map { $0.isASCII } == true ? text + " " : text
    }
}

extension LocalizedText {
    /// A configuration key, the same in both languages.
    fileprivate static func key(_ name: String) -> LocalizedText { LocalizedText(ja: name, en: name) }
}

extension CheckConfigurationError {
    /// The problem a YAML reader's `failure` is in the configuration file `file` (as it is shown).
    package static func problem(_ failure: BoundedYAML.Failure, file shown: String) -> Diagnostic {
        let message: LocalizedText, fix: LocalizedText
        var code: Diagnostic.Code = "config.invalidYAML"
        var line = 1, column = 1
        switch failure {
        case .unavailable:
            code = "config.yamlUnavailable"
            message = LocalizedText(
                ja: "設定ファイルは読んでいません。このビルドは YAML を読みません（パッケージのトレイト XcodeGen がオフです）",
                en: "the configuration file was not read: this build of the toolkit reads no YAML (the package's XcodeGen trait is off)")
            fix = LocalizedText(
                ja: "トレイト XcodeGen のあるビルド（既定でオン）を使うか、このファイルを削除してください",
                en: "use a build with the XcodeGen trait, which is on by default, or remove the file")
        case .overLimit:
            code = "config.unreadable"
            message = LocalizedText(
                ja: "設定ファイルを読めません（エイリアスを展開すると値が上限の \(CheckConfiguration.valueLimit) 個を超えます）",
                en: "the configuration file cannot be read: its aliases expand to more than \(CheckConfiguration.valueLimit) values, over the limit")
            fix = LocalizedText(ja: "エイリアスを減らしてください", en: "use fewer aliases")
        case .aliasInKey:
            message = LocalizedText(
                ja: "キーにエイリアス（*name）があるため読みません（展開した大きさを前もって量れません）",
                en: "an alias (*name) stands in a key, which is not read: its expanded size cannot be counted first")
            fix = LocalizedText(ja: "エイリアスではなくキーそのものを書いてください", en: "write the key itself instead of the alias")
        case .complexKey(let at):
            line = at
            message = LocalizedText(ja: "キーがテキストではなく、リストか表です", en: "a key is a list or a mapping, not plain text")
            fix = LocalizedText(ja: "キーはテキストで書いてください", en: "write each key as plain text")
        case .syntax(let at, let atColumn, let problem, _):
            line = at
            column = atColumn ?? 1
            let problem = TerminalText.shortLine(problem)
            message = LocalizedText(ja: "設定が YAML として読めません（\(problem)）", en: "the configuration is not YAML: \(problem)")
            fix = LocalizedText(ja: "ここの YAML を直してください", en: "correct the YAML here")
        }
        return Diagnostic(code, .error, message, file: shown, line: line, column: column, suggestion: fix)
    }
}
