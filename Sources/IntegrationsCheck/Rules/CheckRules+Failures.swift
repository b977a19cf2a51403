public import IntegrationsCore

extension CheckRules {
    /// The code of a baseline that cannot be read: missing, unreadable, too large, not a baseline this
    /// release reads, or (named by the project's configuration) outside the project.
    public static let baselineUnreadable: Diagnostic.Code = "baseline.unreadable"
    /// The code of a baseline that cannot be written (`--write-baseline`).
    public static let baselineUnwritable: Diagnostic.Code = "baseline.unwritable"
    /// The code of a check that cannot run: the project or app folder is missing, holds nothing to check, or
    /// cannot be imported.
    public static let checkFailed: Diagnostic.Code = "check.failed"

    /// The codes a configuration may name in `disabled_rules` and `rules`: every rule's but those that report
    /// the configuration itself (`config.*`) or stop the check (``failureRules``), which no configuration
    /// can turn off or down: a check that cannot be trusted is never quietly green (Decision 383).
    public static var configurable: [Diagnostic.Code] {
        let stopping = Set(failureRules.map(\.code))
        return all.map(\.code).filter { !$0.rawValue.hasPrefix("config.") && !stopping.contains($0) }
    }

    /// The tool's own failures, each reported as one error in the format asked for (so that a CI step never
    /// uploads an empty report) and ending the check with its failure exit, never its findings' (Decision 380).
    static let failureRules: [CheckRule] = [
        CheckRule(
            baselineUnreadable, .error, .codes,
            title: ("読めないベースライン", "Baseline cannot be read"),
            description: ("--baseline か設定の baseline: が指すベースラインを読めないため、チェックは実行されませんでした。ベースラインなしで実行すると、記録済みの問題がすべて新しい問題として報告されてしまうためです。",
                          "The baseline --baseline or the configuration's baseline: names cannot be read, so the check did not run: without it, every problem it records would be reported as new."),
            help: ("パスを確かめるか、今日のチェックからベースラインを書いてください（--write-baseline）。", "Check the path, or write the baseline from today's check (--write-baseline)."),
            example: """
                # .integrations.yml
                baseline: integrations-baseline.json   # the file is not in the repository
                """),
        CheckRule(
            baselineUnwritable, .error, .codes,
            title: ("書けないベースライン", "Baseline cannot be written"),
            description: ("--write-baseline のファイルを書けませんでした。今日の問題は記録されていません。",
                          "The file --write-baseline names could not be written: today's problems are not recorded."),
            help: ("書き込めるパスを指定してください。", "Give a path that can be written."),
            example: """
                # the command line
                integrations check --project . --write-baseline /read-only/integrations-baseline.json
                """),
        CheckRule(
            checkFailed, .error, .codes,
            title: ("実行できなかったチェック", "Check could not run"),
            description: ("チェックするフォルダがないか、チェックするものがないか、プロジェクトを読み込めないため、チェックは実行されませんでした。何も見ていないチェックを「問題なし」とはしません。",
                          "The folder to check is missing, holds nothing to check, or its project cannot be imported, so the check did not run: a check that saw nothing is never \"no problems found\"."),
            // Both front ends take the check's folder, the command as --project or --app, the package plugin as
            // --project or its targets' folders: the help names the folder, not one front end's flag.
            help: ("チェックに渡したプロジェクトかアプリのフォルダのパスを確かめてください。", "Check the path of the project or app folder the check was given."),
            example: """
                # the command line
                integrations check --project Sources   # a folder with no Xcode or XcodeGen project
                """),
    ]
}
