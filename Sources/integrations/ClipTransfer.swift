import ArgumentParser
import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsHost
import IntegrationsState

extension Integrations {
    struct ClipTransfer: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "clip-transfer",
            abstract: "The App Clip's hand-over to the full app: the transfer document, written and imported.",
            discussion: "`clip-transfer export --goal goal-12 --trainer trainer-1 > t.json` writes what the clip hands over (at most 3 goals and 2 trainers); `clip-transfer import t.json` adds it to the full app's store, without duplicates, in one transaction. Docs/AppClips.md.",
            subcommands: [Export.self, Import.self]
        )

        struct Export: AsyncParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Write the transfer document an App Clip holding these goals would hand over.")

            @Option(name: .customLong("goal"), help: ArgumentHelp("A goal the person created in the clip, e.g. goal-12. Repeatable, at most 3.", valueName: "id"))
            var goals: [String] = []

            @Option(name: .customLong("trainer"), help: ArgumentHelp("A trainer the clip holds, e.g. trainer-1. Repeatable, at most 2; the first is the one selected unless --selected-trainer says otherwise.", valueName: "id"))
            var trainers: [String] = []

            @Option(help: ArgumentHelp("The trainer the person selected: one of the --trainer values.", valueName: "id"))
            var selectedTrainer: String?

            @OptionGroup var app: AppOptions

            func validate() throws {
                for (option, values) in [("--goal", goals), ("--trainer", trainers)] {
                    var seen: Set<String> = []
                    for value in values where !seen.insert(value).inserted {
                        throw ValidationError("\(option) \(value) is given twice; give each once. / \(option) \(value) が2回あります。1回だけ指定してください。")
                    }
                }
            }

            func run() async throws {
                let language = app.language
                try await runReportingErrors(language: language) {
                    let loaded = try app.loadApp()
                    let limits = AppClipLimits.appcadia
                    guard goals.count <= limits.goals else {
                        throw IntegrationsError(.invalidTransfer, LocalizedText(
                            ja: "App Clip が持てる目標は\(limits.goals)個までです（\(goals.count)個指定されました）。--goal を\(limits.goals)個以下にしてください。",
                            en: "An App Clip holds at most \(limits.goals) goals (\(goals.count) were given). Give --goal \(limits.goals) times or fewer."))
                    }
                    let records = try loaded.recordFields(of: "goal")
                    var transferred: [AppClipTransfer.Goal] = []
                    for id in goals {
                        guard let fields = records[id] else {
                            throw IntegrationsError(.invalidTransfer, LocalizedText(
                                ja: "目標「\(id)」はありません。integrations search で識別子を確かめてください。",
                                en: "There is no goal \"\(id)\". Find identifiers with integrations search."))
                        }
                        transferred.append(AppClipTransfer.Goal(
                            title: fields["title"] ?? "", category: fields["category"] ?? "", targetDescription: fields["targetDescription"] ?? "",
                            difficulty: fields["difficulty"] ?? "", motivation: fields["motivation"] ?? ""))
                    }
                    guard trainers.count <= limits.trainers else {
                        throw IntegrationsError(.invalidTransfer, LocalizedText(
                            ja: "App Clip が持てるトレーナーは\(limits.trainers)人までです（\(trainers.count)人指定されました）。--trainer を\(limits.trainers)個以下にしてください。",
                            en: "An App Clip holds at most \(limits.trainers) trainers (\(trainers.count) were given). Give --trainer \(limits.trainers) times or fewer."))
                    }
                    let known = try loaded.recordFields(of: "trainer")
                    for trainer in trainers where known[trainer] == nil {
                        throw IntegrationsError(.invalidTransfer, LocalizedText(
                            ja: "トレーナー「\(trainer)」はありません。integrations search トレーナー で識別子を確かめてください。",
                            en: "There is no trainer \"\(trainer)\". Find identifiers with integrations search トレーナー."))
                    }
                    if let selectedTrainer, !trainers.contains(selectedTrainer) {
                        throw IntegrationsError(.invalidTransfer, LocalizedText(
                            ja: "--selected-trainer \(selectedTrainer) は --trainer で渡したトレーナーのどれでもありません。選べるのは App Clip が持つトレーナーだけです。",
                            en: "--selected-trainer \(selectedTrainer) is none of the --trainer values; only a trainer the App Clip holds can be selected."))
                    }
                    let document = AppClipTransfer(
                        createdAt: ISODate.format(try app.clock().now()), selectedTrainerId: selectedTrainer ?? trainers.first,
                        trainerIds: trainers.isEmpty ? nil : trainers, goals: transferred)
                    try Output.json(document)
                }
            }

        }

        struct Import: AsyncParsableCommand {
            static let configuration = CommandConfiguration(
                abstract: "Import an App Clip's transfer document into the full app's store: all of it or nothing.",
                discussion: "A goal the app already has (same title and category) is skipped, so importing twice adds nothing. An unknown version, a malformed document or one over the clip's limits is refused (exit 1) and nothing is written.")

            @Argument(help: "The transfer document, or - for standard input.")
            var file: String

            @Flag(help: "Print {\"added\", \"skipped\", \"selectedTrainer\"}.")
            var json = false

            @OptionGroup var app: AppOptions

            func run() async throws {
                let language = app.language
                try await runReportingErrors(language: language, json: json) {
                    let name = InputFile.name(file, language)
                    let limits = AppClipLimits.appcadia
                    let data = try InputFile.read(file, limit: limits.storage, InputFile.What(
                        kind: .invalidTransfer, noun: LocalizedText(ja: "引き継ぎ文書", en: "the transfer document"),
                        why: LocalizedText(ja: "App Clip の保存容量", en: "the App Clip's storage"),
                        outcome: LocalizedText(ja: "何も取り込みませんでした。", en: "Nothing was imported.")), language: language)
                    let transfer = try JSONProblem.decode(AppClipTransfer.self, from: data, kind: .invalidTransfer, file: name)
                    if let problem = transfer.problem(limits: limits, size: data.count) {
                        throw IntegrationsError(.invalidTransfer, LocalizedText(
                            ja: "引き継ぎ文書 \(name) は取り込めません: \(problem.ja)。何も取り込みませんでした。",
                            en: "The transfer document \(name) cannot be imported: \(problem.en). Nothing was imported."))
                    }
                    let host = try app.openHost()
                    let known = try host.app.recordFields(of: "trainer")
                    if let unknown = ([transfer.selectedTrainerId].compactMap { $0 } + (transfer.trainerIds ?? [])).first(where: { known[$0] == nil }) {
                        throw IntegrationsError(.invalidTransfer, LocalizedText(
                            ja: "引き継ぎ文書 \(name) は取り込めません: トレーナー「\(unknown)」はこのアプリにいません。何も取り込みませんでした。",
                            en: "The transfer document \(name) cannot be imported: the app has no trainer \"\(unknown)\". Nothing was imported."))
                    }
                    let report = try await AppClipImporter(store: host.store).import(transfer, at: try app.clock().now())
                    if json {
                        try Output.json(report)
                        return
                    }
                    Output.print(language == .ja
                        ? "目標を\(report.added.count)個取り込みました。\(report.skipped.isEmpty ? "" : "すでにある\(report.skipped.count)個は取り込みませんでした。")"
                        : "Imported \(report.added.count) goal\(report.added.count == 1 ? "" : "s").\(report.skipped.isEmpty ? "" : " \(report.skipped.count) the app already had were left as they were.")")
                    for title in report.added { Output.print("  + \(title)") }
                    for title in report.skipped { Output.print("  = \(title)") }
                    if let trainer = report.selectedTrainer {
                        Output.print(language == .ja ? "選んだトレーナー: \(trainer)" : "Selected trainer: \(trainer)")
                    }
                }
            }
        }
    }
}
