import IntegrationsCore

extension CheckRules {
    /// The rules across an app's own project files (``ProjectChecks``): each an error only when everything
    /// it concludes from is certain, otherwise a warning saying why (Docs/Check.md, "Severity discipline").
    static let projectRules: [CheckRule] = [
        CheckRule(
            "project.swiftSourceUnread", .warning, .project,
            title: ("読んでいない Swift ソース", "Swift source not read"),
            description: ("アプリの Swift ソースを読んでいません（読み手の上限を超えた、ファイルの大きさの上限を超えた、読み手が異常終了した、読み手がない）。そのファイルの問題は報告されず、コードがしないことから結論するルールは黙ります。",
                          "An app's Swift source was not read (past the reader's limits or the file size limit, the reader crashed on it, or there is no reader): nothing in it is reported, and the rules that conclude from what the code does not do stay silent."),
            help: ("ファイルを読み手の上限に収めるか、パッケージの既定のトレイトでビルドした integrations でチェックしてください。",
                   "Bring the file within the reader's limits, or check with an integrations built with the package's default traits."),
            example: """
                // Shop/Generated/Table.swift (brackets nest 129 deep: past the reader's limit of 128)
                let table: Any = [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ … ]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]
                """),
    ]
}
