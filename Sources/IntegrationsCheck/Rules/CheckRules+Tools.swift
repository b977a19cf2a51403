import IntegrationsCore

extension CheckRules {
    /// The codes of the check's own tools rather than of an app's files: inline suppressions
    /// (`suppression.*`), the baseline (`baseline.*`) and the configuration file (`config.*`), each with
    /// the lines of the file that give it as its example.
    static let toolRules: [CheckRule] = suppressionRules + baselineRules + configurationRules

    /// The inline suppressions' warnings (``SuppressionWarnings``).
    static let suppressionRules: [CheckRule] = [
        CheckRule(
            "suppression.unused", .warning, .codes,
            title: ("何も抑止しない抑止コメント", "Suppression that suppresses nothing"),
            description: ("integrations:disable のコメントが、その範囲で何も抑止していません。問題が直ったか、コードか範囲が違います。",
                          "An integrations:disable comment suppresses nothing where it applies: the problem is gone, or the code or the range is wrong."),
            help: ("コメントを取り除くか、コードと範囲を直してください。", "Remove the comment, or correct its code or range."),
            example: """
                // Sources/App/Links.swift: nothing on the next line is reported as project.urlSchemeNotQueried
                // integrations:disable:next project.urlSchemeNotQueried
                let greeting = "hello"
                """),
        CheckRule(
            "suppression.unknownCode", .warning, .codes,
            title: ("抑止コメントの不明なコード", "Unknown code in a suppression"),
            description: ("integrations:disable か integrations:enable のコメントが、どのルールのものでもないコードを挙げています。書き間違いなら、意図した問題は抑止されません。",
                          "An integrations:disable or integrations:enable comment names a code no rule has: misspelt, it suppresses nothing it was meant to."),
            help: ("コードの綴りを直すか（メッセージが最も近いコードを示します）、取り除いてください。", "Correct the code (the message names the nearest valid one) or remove it."),
            example: """
                // Sources/App/Links.swift
                // integrations:disable:next project.urlSchemeNotQuerried
                let url = URL(string: "transit://")!
                """),
        CheckRule(
            "suppression.invalid", .warning, .codes,
            title: ("抑止コメントとして読めないコメント", "Comment that is not a valid suppression"),
            description: ("integrations: で始まるコメントが、disable か enable、:next、:this、:previous とコードの形になっていないため、何も抑止しません。",
                          "A comment starting with integrations: is not of the form disable or enable, then :next, :this or :previous, then codes, so it suppresses nothing."),
            help: ("integrations:disable:next CODE の形に直してください（Docs/Check.md）。", "Write it as integrations:disable:next CODE (Docs/Check.md)."),
            example: """
                // Sources/App/Links.swift
                // integrations:disabel:next project.urlSchemeNotQueried
                let url = URL(string: "transit://")!
                """),
    ]

    /// The baseline's own finding (``BaselineComparison/staleCode``).
    static let baselineRules: [CheckRule] = [
        CheckRule(
            "baseline.stale", .warning, .codes,
            title: ("なくなった問題が残るベースライン", "Baseline holds problems that are gone"),
            description: ("ベースラインに記録された問題のいくつかが、今日のチェックでは見つかりません。直ったか、行か文言が変わりました。記録に残ったままだと、同じ問題が戻っても報告されません。",
                          "Some problems the baseline records are not found by today's check: they were fixed, or their line or message changed. Left in the baseline, the same problem could come back unreported."),
            help: ("今日のチェックからベースラインを書き直してください。", "Write the baseline again from today's check."),
            example: """
                // integrations-baseline.json: an entry for a problem that was fixed since
                {
                  "problems" : [
                    {
                      "code" : "manifest.unknownKey",
                      "count" : 1,
                      "file" : "MyApp/integrations.json",
                      "lineText" : "\\\"isUniversalLinks\\\": true,",
                      "message" : "unknown key \\\"isUniversalLinks\\\" in $.routes[1]; it is ignored"
                    }
                  ],
                  "version" : 1
                }
                """),
    ]

    /// The problems of a configuration file, `.integrations.yml` (``CheckConfiguration``): each an error,
    /// and a file with any of them is not used.
    static let configurationRules: [CheckRule] = [
        CheckRule(
            "config.conflictingRule", .error, .codes,
            title: ("無効にしたうえでレベルも決めたルール", "Rule both turned off and given a level"),
            description: ("同じコードが disabled_rules にあり、rules でも error か warning にされています。どちらが意図かわからないため、設定ファイルは使われません。",
                          "The same code is in disabled_rules and set to error or warning in rules; which one is meant is unclear, so the configuration is not used."),
            help: ("disabled_rules から外すか、rules の行を取り除いてください。", "Remove the code from disabled_rules, or remove its line from rules."),
            example: """
                # .integrations.yml
                disabled_rules: [route.unreachable]
                rules:
                  route.unreachable: error
                """),
        CheckRule(
            "config.invalidValue", .error, .codes,
            title: ("キーに合わない値", "Value of the wrong kind for its key"),
            description: ("設定のキーに、そのキーが受け付けない種類の値があります（strict に maybe、パスを書く所にリスト、rules に error、warning、off 以外のレベル）。",
                          "A key of the configuration has a value of a kind it does not take (strict: maybe, a list where a path goes, a level in rules other than error, warning or off)."),
            help: ("メッセージが示す種類の値を書いてください（Docs/CI.md にキーごとの値があります）。", "Write a value of the kind the message names (Docs/CI.md lists each key's values)."),
            example: """
                # .integrations.yml
                strict: maybe
                """),
        CheckRule(
            "config.invalidYAML", .error, .codes,
            title: ("YAML として読めない設定ファイル", "Configuration that is not YAML"),
            description: ("設定ファイルが YAML として読めないか、キーがリストか表になっているか、キーにエイリアス（*name）があります。",
                          "The configuration file is not YAML, a key is a list or a mapping, or an alias (*name) stands in a key."),
            help: ("示された行と列の YAML を直してください。", "Correct the YAML at the line and column shown."),
            example: """
                # .integrations.yml
                disabled_rules: [route.unreachable
                strict: true
                """),
        CheckRule(
            "config.limitReached", .error, .codes,
            title: ("問題が多すぎる設定ファイル", "Configuration with too many problems"),
            description: ("設定ファイルの問題は最初の 100 件だけを挙げ、不明な名前は最初の 20 件だけ近い名前を探します。それを超えたとき、ほかに何件あるかをこの問題が示します。",
                          "A configuration file's first 100 problems are listed, and the first 20 unknown names are searched for a near one; past either limit, this problem says how many more there are."),
            help: ("挙げた問題を直してから、もう一度チェックしてください。", "Fix the problems listed, then check again."),
            example: """
                # .integrations.yml: 21 unknown codes, one more than are searched for a near one
                disabled_rules: [a.a, a.b, a.c, a.d, a.e, a.f, a.g, a.h, a.i, a.j, a.k, a.l, a.m, a.n, a.o, a.p, a.q, a.r, a.s, a.t, a.u]
                """),
        CheckRule(
            "config.outsideProject", .error, .codes,
            title: ("プロジェクトの外を指す設定ファイル", "Configuration file leading outside the project"),
            description: ("プロジェクトで見つけた設定ファイルが、リンクをたどるとリポジトリのルートの外を指しています。プロジェクトの設定ファイルはその中の通常のファイルだけを読み、外のファイルは何も引用しません。",
                          "A configuration file found in the project leads outside the repository's root once links are resolved; a project's configuration is read only as a regular file inside it, and nothing of a file outside is quoted."),
            help: ("設定をプロジェクトの中のファイルに書いてください（コマンドから実行するチェックには、信頼できる設定ファイルを指定することもできます）。",
                   "Write the configuration in a file inside the project (a check run from a command can also be given a configuration file you trust)."),
            example: """
                # .integrations.yml is a symbolic link out of the repository
                $ ls -l .integrations.yml
                .integrations.yml -> /etc/integrations.yml
                """),
        CheckRule(
            "config.unknownKey", .error, .codes,
            title: ("設定の不明なキー", "Unknown key in the configuration"),
            description: ("設定ファイルに、設定にないキーがあります。書き間違いなら、意図した設定が使われません。",
                          "The configuration file has a key the configuration does not have: misspelt, the setting meant is not applied."),
            help: ("キーの綴りを直すか（メッセージが最も近いキーを示します）、取り除いてください。", "Correct the key (the message names the nearest one) or remove it."),
            example: """
                # .integrations.yml
                disabled_rule: [route.unreachable]
                """),
        CheckRule(
            "config.unknownReporter", .error, .codes,
            title: ("設定の不明なレポーター", "Unknown reporter in the configuration"),
            description: ("設定ファイルの reporter が、チェックにないレポーターの名前です。",
                          "The configuration's reporter names no reporter the check has."),
            help: ("レポーターの名前を直してください（メッセージが最も近い名前か一覧を示します）。", "Correct the reporter's name (the message names the nearest one, or lists them)."),
            example: """
                # .integrations.yml
                reporter: sarf
                """),
        CheckRule(
            "config.unknownRule", .error, .codes,
            title: ("設定の不明なルールのコード", "Unknown rule code in the configuration"),
            description: ("設定ファイルの disabled_rules か rules が、どのルールのものでもないコードを挙げています。書き間違いなら、意図したルールは無効にも変更にもなりません。",
                          "The configuration's disabled_rules or rules names a code no rule has: misspelt, the rule meant is neither turned off nor changed."),
            help: ("コードの綴りを直してください（メッセージが最も近いコードを示します。integrations rules がすべてのコードを挙げます）。", "Correct the code (the message names the nearest one; integrations rules lists every code)."),
            example: """
                # .integrations.yml
                disabled_rules: [route.unreachabel]
                """),
        CheckRule(
            "config.unreadable", .error, .codes,
            title: ("読めない設定ファイル", "Configuration file that cannot be read"),
            description: ("設定ファイルがないか、通常のファイルでないか（FIFO、フォルダ）、1 MiB を超えるか、エイリアスを展開すると値が 100,000 個を超えます。",
                          "The configuration file is missing, is not a regular file (a FIFO, a folder), is over 1 MiB, or its aliases expand to more than 100,000 values."),
            help: ("パスと読み取りの権限を確かめ、設定を 1 MiB 以下の通常のファイルに、エイリアスを減らして書いてください。", "Check the path and that it can be read, and write the configuration in a regular file under 1 MiB with fewer aliases."),
            example: """
                # .integrations.yml: five levels of ten aliases expand to 100,000 values
                a0: &a0 [x, x, x, x, x, x, x, x, x, x]
                a1: &a1 [*a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0, *a0]
                a2: &a2 [*a1, *a1, *a1, *a1, *a1, *a1, *a1, *a1, *a1, *a1]
                a3: &a3 [*a2, *a2, *a2, *a2, *a2, *a2, *a2, *a2, *a2, *a2]
                a4: &a4 [*a3, *a3, *a3, *a3, *a3, *a3, *a3, *a3, *a3, *a3]
                a5: &a5 [*a4, *a4, *a4, *a4, *a4, *a4, *a4, *a4, *a4, *a4]
                """),
        CheckRule(
            "config.yamlUnavailable", .error, .codes,
            title: ("YAML を読まないビルドでの設定ファイル", "Configuration file in a build that reads no YAML"),
            description: ("このツールキットのビルドは YAML を読みません（パッケージのトレイト XcodeGen がオフです）。見つけた設定ファイルを黙って無視せず、エラーにします。",
                          "This build of the toolkit reads no YAML (the package's XcodeGen trait is off); a configuration file found is an error, never silently ignored."),
            help: ("トレイト XcodeGen のあるビルド（既定でオン）を使うか、設定ファイルを削除してください。", "Use a build with the XcodeGen trait, which is on by default, or remove the configuration file."),
            example: """
                # .integrations.yml, found by a build whose XcodeGen trait is off: any content
                strict: true
                """),
    ]
}
