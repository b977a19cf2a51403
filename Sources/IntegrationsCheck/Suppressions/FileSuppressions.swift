import IntegrationsCore

/// The suppressions of one file: which of its diagnostics they cover, and what they report about
/// themselves. Built once per file from its comments; ``InlineSuppressions`` drives it.
struct FileSuppressions {
    /// One suppression comment, with which of its codes covered something.
    struct Written {
        var command: SuppressionCommand
        var comment: SourceComment
        var used: [Bool]

        /// The line a line-scoped command applies to.
        var target: Int {
            switch command.scope {
            case .region, .this: comment.line
            case .next: comment.endLine + 1
            case .previous: comment.line - 1
            }
        }

        var place: SourcePlace { SourcePlace(line: comment.line, column: comment.column) }
    }

    /// The open `disable` codes of a region, each a command and the index of its code; those before
    /// `marked` have covered something already.
    struct Open {
        var members: [(command: Int, code: Int)] = []
        var marked = 0
    }

    let file: String
    var written: [Written] = []
    var problems: [(problem: SuppressionCommand.Problem, comment: SourceComment)] = []

    init(_ comments: [SourceComment], file: String) {
        self.file = file
        for comment in comments {
            switch SuppressionCommand.parse(comment.text) {
            case nil: continue
            case .success(let command)?: written.append(Written(command: command, comment: comment, used: command.codes.map { _ in false }))
            case .failure(let problem)?: problems.append((problem, comment))
            }
        }
    }

    /// Whether `code` of a command acts: every code against the check's diagnostics; against the
    /// suppressions' own warnings (`ownWarnings`), only the codes of those warnings, named.
    private static func acts(_ code: String, ownWarnings: Bool) -> Bool {
        !ownWarnings || SuppressionWarnings.codes.contains(Diagnostic.Code(rawValue: code))
    }

    /// Which of `diagnostics` (all in this file) a suppression covers, each code that covers one marked used:
    /// for each diagnostic, the index in ``written`` of a command that covers it (the first on its line,
    /// else the region's latest `disable`), or `nil`.
    ///
    /// Linear in the diagnostics and the comments' codes, after sorting the diagnostics by place: the
    /// line-scoped commands are indexed by line and code once, and each command's code is marked used at
    /// most once (4,000 comments on one line and 4,000 findings there take 8,000 steps, not 16 million).
    mutating func cover(_ diagnostics: [Diagnostic], ownWarnings: Bool) -> [Int?] {
        var covered = [Int?](repeating: nil, count: diagnostics.count)
        // The line-scoped commands: by line, each code's `disable`s (a command and the index of its code)
        // and the codes an `enable` names.
        var disabledOnLine: [Int: [String: Open]] = [:]
        var enabledOnLine: [Int: Set<String>] = [:]
        var regions: [Int] = []
        for (index, item) in written.enumerated() {
            guard item.command.scope != .region else {
                regions.append(index)
                continue
            }
            for (codeIndex, code) in item.command.codes.enumerated() {
                switch item.command.action {
                case .disable: disabledOnLine[item.target, default: [:]][code, default: Open()].members.append((index, codeIndex))
                case .enable: enabledOnLine[item.target, default: []].insert(code)
                }
            }
        }
        let order = diagnostics.indices.filter { diagnostics[$0].line != nil }
            .sorted { SourcePlace(diagnostics[$0]) != SourcePlace(diagnostics[$1]) ? SourcePlace(diagnostics[$0]) < SourcePlace(diagnostics[$1]) : $0 < $1 }
        var specific: [String: Open] = [:]
        var all = Open()
        var reenabled: Set<String> = []
        var nextRegion = 0
        for index in order {
            let diagnostic = diagnostics[index]
            let place = SourcePlace(diagnostic)
            while nextRegion < regions.count, written[regions[nextRegion]].place <= place {
                let command = regions[nextRegion]
                for (codeIndex, code) in written[command].command.codes.enumerated()
                where Self.acts(code, ownWarnings: ownWarnings) || code == SuppressionCommand.allCodes {
                    let isAll = code == SuppressionCommand.allCodes
                    switch (written[command].command.action, isAll) {
                    case (.disable, true):
                        if !ownWarnings {
                            all.members.append((command, codeIndex))
                            reenabled.removeAll()
                        }
                    case (.disable, false):
                        specific[code, default: Open()].members.append((command, codeIndex))
                        reenabled.remove(code)
                    case (.enable, true):
                        all = Open()
                        specific.removeAll()
                        reenabled.removeAll()
                    case (.enable, false):
                        specific[code] = nil
                        reenabled.insert(code)
                    }
                }
                nextRegion += 1
            }
            let code = diagnostic.code.rawValue
            // The written codes that name this diagnostic: its own (when it acts), and `all` for the check's.
            var names: [String] = []
            if Self.acts(code, ownWarnings: ownWarnings) { names.append(code) }
            if !ownWarnings, code != SuppressionCommand.allCodes { names.append(SuppressionCommand.allCodes) }
            let enabledHere = names.contains { enabledOnLine[place.line]?.contains($0) == true }
            for name in names {
                guard var open = disabledOnLine[place.line]?[name], !open.members.isEmpty else { continue }
                mark(&open)
                disabledOnLine[place.line]?[name] = open
                covered[index] = covered[index] ?? open.members[0].command
            }
            guard !enabledHere else { continue }
            if var open = specific[code], let latest = open.members.last {
                mark(&open)
                specific[code] = open
                covered[index] = covered[index] ?? latest.command
            }
            if !ownWarnings, !reenabled.contains(code), let latest = all.members.last {
                mark(&all)
                covered[index] = covered[index] ?? latest.command
            }
        }
        return covered
    }

    private mutating func mark(_ open: inout Open) {
        for member in open.members[open.marked...] { written[member.command].used[member.code] = true }
        open.marked = open.members.count
    }

    /// The suppressions' warnings about themselves, after ``cover(_:ownWarnings:)`` has run on the check's
    /// diagnostics: the comments that are not suppressions, the codes no rule has (nearest valid code
    /// from `knownCodes`) and the codes that covered nothing; those a suppression naming their code covers
    /// are left out.
    ///
    /// `suggestions` is how many more unknown codes may get the nearest valid code (a search over every
    /// code, so bounded for a check: ``SuppressionWarnings/suggestionLimit``); past it, a warning says so.
    mutating func warnings(knownCodes: Set<Diagnostic.Code>?, suggestions: inout Int) -> [Diagnostic] {
        let known = knownCodes.map { Set($0.map(\.rawValue)).union(SuppressionWarnings.codes.map(\.rawValue)) }
        var first: [Diagnostic] = problems.map { SuppressionWarnings.invalid($0.problem, file: file, line: $0.comment.line, column: $0.comment.column) }
        for item in written {
            let (line, column) = (item.comment.line, item.comment.column)
            let codes = item.command.codes
            let own = codes.filter { SuppressionWarnings.codes.contains(Diagnostic.Code(rawValue: $0)) }
            var unused: [String] = []
            for (index, code) in codes.enumerated() where !item.used[index] && !own.contains(code) {
                if let known, code != SuppressionCommand.allCodes, !known.contains(code) {
                    let nearest: SuppressionWarnings.Suggestion
                    if suggestions > 0 {
                        suggestions -= 1
                        nearest = ManifestKeys.nearest(to: code, in: known).map { .code($0) } ?? .none
                    } else {
                        nearest = .overLimit
                    }
                    first.append(SuppressionWarnings.unknownCode(code, suggestion: nearest, file: file, line: line, column: column))
                } else if item.command.action == .disable {
                    unused.append(code)
                }
            }
            if !unused.isEmpty {
                let whole = own.isEmpty && !item.used.contains(true)
                first.append(SuppressionWarnings.unused(unused, whole: whole, file: file, line: line, column: column))
            }
        }
        let covered = cover(first, ownWarnings: true)
        var result = zip(first, covered).filter { $0.1 == nil }.map(\.0)
        for item in written where item.command.action == .disable {
            let unused = item.command.codes.indices.filter { index in
                !item.used[index] && SuppressionWarnings.codes.contains(Diagnostic.Code(rawValue: item.command.codes[index]))
            }
            guard !unused.isEmpty else { continue }
            let whole = !item.used.contains(true) && unused.count == item.command.codes.count
            result.append(SuppressionWarnings.unused(unused.map { item.command.codes[$0] }, whole: whole, file: file, line: item.comment.line, column: item.comment.column))
        }
        return result
    }
}
