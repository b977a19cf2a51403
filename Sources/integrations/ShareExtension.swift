import ArgumentParser
import IntegrationsApp
import IntegrationsCore
import IntegrationsPointKit
import IntegrationsReporting
import IntegrationsShareExtensions

extension Integrations {
    /// `integrations share-extension`: the share-extension point's command (Docs/ShareExtensions.md).
    struct ShareExtension: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "share-extension",
            abstract: "Share and action extensions: the app's activation rules, and whether the share sheet offers each for what is shared.",
            discussion: "`share-extension offer --web-url 1 --text` answers as the share sheet would. Docs/ShareExtensions.md.",
            subcommands: [List.self, Offer.self]
        )

        struct List: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "list",
                abstract: "The share and action extensions the app declares, with their activation rules.",
                discussion: "--json prints {\"shareExtensions\": [{\"name\", \"activationRule\"}]}, the manifest's declarations.")

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func body() async throws {
                let declared = try ShareExtensionsPoint().declarations(in: app.loadApp().manifest, file: app.manifestSource)
                let lines = declared.isEmpty
                    ? [LocalizedText(ja: "このアプリは共有拡張を宣言していません。", en: "The app declares no share extensions.")[language]]
                    : declared.map { "\(TerminalText.safeLine($0.name)): \(TerminalText.safeLine(ShareSheet.summary(of: $0.activationRule)))" }
                try show(["shareExtensions": declared], ReportText(lines.map { .init($0) }))
            }
        }

        struct Offer: DocumentSubcommand {
            static let configuration = CommandConfiguration(
                commandName: "offer",
                abstract: "Whether the share sheet offers each of the app's share extensions for the items given.",
                discussion: """
                    Each count is 0 to \(SharedItemsOptions.limit). Exit 0 when at least one extension is offered, 3 \
                    when none is (or the app declares none). --json prints {"items": {kind: count}, "extensions": \
                    [{"name", "outcome": "offered"|"notOffered"|"unread", "reasons": [...]}]}, the reasons in the \
                    language of messages.
                    """)

            @OptionGroup var items: SharedItemsOptions

            @OptionGroup var output: JSONOption

            @OptionGroup var app: AppOptions

            func body() async throws {
                let declared = try ShareExtensionsPoint().declarations(in: app.loadApp().manifest, file: app.manifestSource)
                let sheet = ShareSheet(extensions: declared, items: items.shared)
                let none = LocalizedText(ja: "このアプリは共有拡張を宣言していません。", en: "The app declares no share extensions.")
                try show(sheet, userInfo: [.language: language], ReportText((declared.isEmpty ? [none[language]] : sheet.lines(language)).map { .init($0) }))
                if sheet.offered.isEmpty { throw ExitCodes.noMatch }
            }
        }
    }
}

/// The items `share-extension offer` shares, one option per kind.
struct SharedItemsOptions: ParsableArguments {
    /// The largest count of one kind: the share sheet is asked about a person's selection, not a library.
    static let limit = 10_000

    @Flag(help: "Share text.") var text = false
    @Option(name: .customLong("web-url"), help: "How many web URLs to share.") var webURL = 0
    @Option(name: .customLong("web-page"), help: "How many web pages to share.") var webPage = 0
    @Option(help: "How many images to share.") var image = 0
    @Option(help: "How many movies to share.") var movie = 0
    @Option(help: "How many other files to share.") var file = 0

    func validate() throws {
        for (name, count) in [("--web-url", webURL), ("--web-page", webPage), ("--image", image), ("--movie", movie), ("--file", file)]
        where !(0...Self.limit).contains(count) {
            throw ValidationError(CommandLanguage.text(
                ja: "\(name) の \(count) は数えられません。0 から \(Self.limit) までの数にしてください。",
                en: "\(name) \(count) is not a count to share: give a number from 0 to \(Self.limit)."))
        }
        if !text, [webURL, webPage, image, movie, file].allSatisfy({ $0 == 0 }) {
            throw ValidationError(CommandLanguage.text(
                ja: "共有するものがありません。--web-url 1 や --text のように、少なくとも一つ指定してください。",
                en: "Nothing is shared: give at least one item, such as --web-url 1 or --text."))
        }
    }

    var shared: SharedItems {
        SharedItems([.text: text ? 1 : 0, .webURL: webURL, .webPage: webPage, .image: image, .movie: movie, .file: file])
    }
}
