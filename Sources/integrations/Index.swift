import ArgumentParser
import Foundation
import IntegrationsCore
import IntegrationsFileInput
import IntegrationsReporting
import IntegrationsApp
import IntegrationsHost
import IntegrationsSearch
import IntegrationsStore

extension Integrations {
    struct Index: DocumentSubcommand {
        static let configuration = CommandConfiguration(
            commandName: "index",
            abstract: "Rebuild the app's index, index items from JSON Lines, or delete items.",
            discussion: """
                With no option, rebuilds the app's search domains from its data. --items FILE indexes one \
                item per line ({"uniqueIdentifier", "domainIdentifier", "expirationDate", "attributeSet": \
                {"title", "contentDescription", "keywords", "contentURL", "rankingHint", …}}); "-" reads \
                standard input. A file with a bad line is rejected whole, naming the line. Every run is one \
                transaction.
                --json prints {\"indexed\", \"repeatedIdentifiers\", \"expired\", \"deleted\"} (Docs/JSON.md).
                """
        )

        @Option(name: .customLong("items"), help: ArgumentHelp("A JSON Lines file of items to index, or - for standard input.", valueName: "file"))
        var itemsFile: String?

        @Option(name: .customLong("delete"), help: ArgumentHelp("Delete the item with this unique identifier. Repeatable.", valueName: "id"))
        var deleteIdentifiers: [String] = []

        @Option(name: .customLong("delete-domain"), help: ArgumentHelp("Delete the items in this domain and its subdomains. Repeatable.", valueName: "domain"))
        var deleteDomains: [String] = []

        @Flag(name: .customLong("delete-all"), help: "Delete every item.")
        var deleteAll = false

        @OptionGroup var output: JSONOption

        @OptionGroup var app: AppOptions

        func validate() throws {
            let deletes = !deleteIdentifiers.isEmpty || !deleteDomains.isEmpty || deleteAll
            if itemsFile != nil && deletes {
                throw ValidationError(CommandLanguage.text(ja: "--items と --delete 系のオプションは別々に実行してください。", en: "--items cannot be combined with --delete options; run them separately."))
            }
            if deleteDomains.contains(where: { $0.isEmpty }) {
                throw ValidationError(CommandLanguage.text(ja: "--delete-domain にドメイン名を指定してください。", en: "--delete-domain is empty: give a domain such as notes (its subdomains go too)."))
            }
            if deleteIdentifiers.contains(where: { $0.isEmpty }) {
                throw ValidationError(CommandLanguage.text(ja: "--delete に項目の識別子を指定してください。", en: "--delete is empty: give an item's identifier."))
            }
        }

        func body() async throws {
            let host = try app.openHost()
            if let itemsFile {
                let items = try SearchableItemLines.read(itemsFile, name: InputFile.name(itemsFile, language), standardInput: CommandContext.current.standardInput)
                let progress = TestStop.progress(then: output.json ? nil : Output.indexingProgress(language))
                let report = try await host.searchIndex.apply(SearchIndexBatch(operations: [.index(items)]), progress: progress, waitingForLock: true)
                try show(report, IndexReporter(language: language).report(report))
            } else if !deleteIdentifiers.isEmpty || !deleteDomains.isEmpty || deleteAll {
                var operations: [SearchIndexBatch.Operation] = []
                if !deleteIdentifiers.isEmpty { operations.append(.deleteIdentifiers(deleteIdentifiers)) }
                if !deleteDomains.isEmpty { operations.append(.deleteDomains(deleteDomains)) }
                if deleteAll { operations.append(.deleteAll) }
                let report = try await host.searchIndex.apply(SearchIndexBatch(operations: operations), progress: nil, waitingForLock: true)
                try show(report, IndexDeletionReporter(language: language).report(report))
            } else {
                let report = SearchIndexReport(indexed: try await host.rebuildIndex(progress: output.json ? nil : Output.indexingProgress(language)))
                try show(report, IndexRebuildReporter(language: language, app: host.app.manifest.app.name, store: host.store.path).report(report))
            }
        }
    }
}

/// A test hook, for tests that must act while an `index --items` write is under way (a search beside the
/// writer, a kill in the middle) without polling the clock: with `INTEGRATIONS_TEST_STOP_AFTER_ITEMS=N`,
/// the process stops itself (`SIGSTOP`) once N items are written inside its open transaction, so a test
/// that waits for the stop (`waitpid` with `WUNTRACED`) knows exactly where the writer is. Unset, nothing
/// changes. Compiled into debug builds only (the ones `swift test` runs): a release binary has no hook and
/// ignores the variable (Docs/CommandLine.md).
enum TestStop {
    static func progress(then next: SearchIndexProgress?) -> SearchIndexProgress? {
        #if DEBUG
        guard let text = CommandContext.current.environment["INTEGRATIONS_TEST_STOP_AFTER_ITEMS"], let threshold = Int(text), threshold > 0 else { return next }
        let stopped = Stopped()
        return { done, total in
            next?(done, total)
            if done >= threshold, stopped.first() { raise(SIGSTOP) }
        }
        #else
        next
        #endif
    }

    #if DEBUG
    /// Whether the stop already happened (progress is reported on one thread, but the closure must be Sendable).
    private final class Stopped: @unchecked Sendable {
        private let lock = NSLock()
        private var happened = false
        func first() -> Bool { lock.withLock { defer { happened = true }; return !happened } }
    }
    #endif
}
