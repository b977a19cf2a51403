import Foundation
import IntegrationsApp
import IntegrationsAppClips
import IntegrationsCore
import IntegrationsHandoff
import IntegrationsIntents
import IntegrationsNotifications
import IntegrationsPointKit
import IntegrationsPoints
import IntegrationsProgress
import IntegrationsRouting
import IntegrationsWidgets

/// The manifest decoder, and the map from a JSON path to its line and column that every diagnostic of
/// `integrations check` is placed with.
enum ManifestTarget: FuzzTarget {
    static let name = "manifest"
    static let paths = ["$", "$.app", "$.app.name", "$.routes[0]", "$.routes[0].forms[0].template", "$.searchDomains[1].title",
                        "$.widgets[0].configuration[1].default", "$.notifications.categories[0].actions[0]", "$[0]", "$.a.b[3]"]

    static func run(_ data: Data) {
        let lines = lineCount(data)
        if let syntax = JSONSyntax.firstError(in: data) {
            require(syntax.line >= 1 && syntax.line <= lines && syntax.column >= 1, "a syntax error placed at \(syntax.line):\(syntax.column) in \(lines) lines")
        }
        let locations = JSONLocations(data)
        for path in paths {
            for location in [locations.location(of: path), locations.keyLocation(of: path)].compactMap({ $0 }) {
                require(location.line >= 1 && location.line <= lines && location.column >= 1, "\(path) placed at \(location.line):\(location.column) in \(lines) lines")
            }
        }
        do {
            let manifest = try AppManifest.decode(data, file: "integrations.json")
            _ = manifest.intentProblems()
            // Each registered point reads its own section: a finding is at a JSON path inside the manifest.
            for diagnostic in IntegrationPoints.all.flatMap({ $0.checkManifest(manifest) }) {
                require(diagnostic.path?.hasPrefix("$.") == true, "a point's finding at \(diagnostic.path ?? "no path")")
            }
        } catch {
            require(error.kind == .invalidManifest, "the manifest failed with \(error.kind)")
        }
    }
}

/// An App Clip's transfer document (`clip import`): the decoder with its JSON problem (line and column),
/// and the clip's limits. A refusal is `invalidTransfer`; a JSON problem lies inside the document; a
/// document without a problem keeps every limit it is checked against.
enum ClipTransferTarget: FuzzTarget {
    static let name = "clip-transfer"

    /// The sample's declaration: 3 goals with five fields, 2 trainers, one selected, 5 MB.
    static let declaration = AppClipTransferDeclaration(
        storage: 5 * 1024 * 1024,
        records: [.init(entity: "goal", key: "goals", maximum: 3, fields: ["title", "category", "targetDescription", "difficulty", "motivation"],
                        required: ["title"], sameWhen: ["title", "category"])],
        references: [.init(entity: "trainer", key: "trainerIds", maximum: 2, selectedKey: "selectedTrainerId")])

    static func run(_ data: Data) {
        let transfer: AppClipTransfer
        let userInfo: [CodingUserInfoKey: any Sendable] = [AppClipTransfer.declarationKey: declaration]
        do {
            transfer = try JSONProblem.decode(AppClipTransfer.self, from: data, kind: .invalidTransfer, file: "transfer.json", userInfo: userInfo)
        } catch {
            require(error.kind == .invalidTransfer, "the document failed with \(error.kind)")
            let syntax = JSONSyntax.firstError(in: data)
            // Text with a NUL is refused at its place (the store would cut it there).
            let nul = syntax == nil ? JSONSyntax.firstNUL(in: data) : nil
            var placed = (syntax ?? nul).map { [($0.line, $0.column)] } ?? []
            do {
                let decoder = JSONDecoder()
                decoder.userInfo = userInfo
                _ = try decoder.decode(AppClipTransfer.self, from: data)
                // Strict JSON that Foundation decodes is never refused; only what JSONSyntax finds is, or a NUL.
                require(syntax != nil || nul != nil, "a strict JSON document Foundation decodes was refused: \(error.message.en)")
            } catch let decoding {
                if let location = JSONProblem(decoding, data: data).location { placed.append((location.line, location.column)) }
            }
            let lines = lineCount(data)
            for (line, column) in placed {
                require(line >= 1 && line <= lines && column >= 1, "a problem placed at \(line):\(column) in \(lines) lines")
            }
            return
        }
        guard transfer.problem(declaration, size: data.count) == nil else { return }
        let goals = transfer.records["goals"] ?? []
        let trainers = transfer.references["trainerIds"]
        require(AppClipTransfer.knownVersions.contains(transfer.version), "version \(transfer.version) was accepted")
        require(goals.count <= 3, "\(goals.count) goals were accepted")
        require((trainers?.count ?? 0) <= 2, "\(trainers?.count ?? 0) trainers were accepted")
        require(goals.allSatisfy { !($0["title"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }, "a goal without a title was accepted")
        require(goals.allSatisfy { Set($0.keys) == Set(declaration.records[0].fields) }, "a goal with other fields than the declared was accepted")
        if let trainers, let selected = transfer.selections["selectedTrainerId"] {
            require(trainers.contains(selected), "the selected trainer \(selected) is not among the clip's")
        }
    }
}

/// Every zone the system knows, loaded once: `TimeZone(identifier:)` per input cost most of a run.
let clockZones = TimeZone.knownTimeZoneIdentifiers.sorted().compactMap(TimeZone.init(identifier:))

/// A user's clock from an input's first 9 bytes: an instant within ±200 years of 2001 (what a person's
/// clock can say) from 8, and a time zone from the 9th.
func clock(_ data: Data) -> (Date, TimeZone) {
    var seconds: Int64 = 0
    for byte in data.prefix(8) { seconds = seconds << 8 | Int64(byte) }
    let instant = Date(timeIntervalSinceReferenceDate: TimeInterval(seconds % (200 * 365 * 86_400)))
    return (instant, clockZones[Int(data[data.startIndex + 8]) % clockZones.count])
}

/// A trigger given as JSON (`notification schedule --trigger`), and its next fire dates in a fuzzed time
/// zone from a fuzzed instant: each later than the one before.
enum TriggerTarget: FuzzTarget {
    static let name = "trigger"
    static func prepare() { _ = clockZones }

    static func run(_ data: Data) {
        guard data.count >= 9 else { return }
        let (after, zone) = clock(data)
        guard let trigger = try? NotificationTrigger.read(json: String(decoding: data.dropFirst(9), as: UTF8.self)) else { return }
        let dates = TriggerSchedule.nextDates(of: trigger, after: after, userTimeZone: zone, count: 4)
        var previous = after
        for date in dates {
            require(date > previous, "fire dates not increasing: \(date) after \(previous) for \(trigger) in \(zone.identifier)")
            previous = date
        }
    }
}

/// The APNs payload validator: every diagnostic placed inside the payload.
enum APNsTarget: FuzzTarget {
    static let name = "apns"

    static func run(_ data: Data) {
        let lines = lineCount(data)
        for diagnostic in APNsPayload.validate(data, file: "payload.json") {
            if let line = diagnostic.line {
                require(line >= 1 && line <= lines && (diagnostic.column ?? 1) >= 1, "a diagnostic at \(line):\(diagnostic.column ?? 0) in \(lines) lines")
            }
        }
    }
}

/// An activity handed over from another device (`activity continue`): it is continued by a route, sent to
/// its web page, or refused with a reason — and a route continuation opens a URL the router resolves to it.
enum ActivityTarget: FuzzTarget {
    static let name = "activity"
    static let continuer = ActivityContinuer(
        activities: Sample.app.manifest.activities, routes: Sample.app.manifest.routes, routing: Sample.router)

    static func prepare() { _ = continuer }

    static func run(_ data: Data) {
        guard data.count <= 65_536 else { return }
        guard let activity = try? JSONProblem.decode(UserActivity.self, from: data, kind: .invalidActivity, file: "activity.json") else { return }
        switch continuer.continuation(of: activity, now: Date(timeIntervalSince1970: 1_795_000_000)) {
        case .route(let match, let url):
            guard case .match(let opened) = Sample.router.resolve(url) else {
                require(false, "continued to \(url.absoluteString), which opens no route")
                return
            }
            require(opened.route == match.route, "continued to route \(match.route) by \(url.absoluteString), which opens \(opened.route)")
        case .webpage(let url, _):
            require(["http", "https"].contains(url.scheme?.lowercased() ?? ""), "a web page that is not http(s): \(url.absoluteString)")
        case .cannotContinue:
            break
        }
    }
}

/// Every widget's timeline at a fuzzed clock in a fuzzed time zone: the first entry is now, entries are in
/// order, and one falls on the next local midnight.
enum WidgetTimelineTarget: FuzzTarget {
    static let name = "widget-timeline"
    static let builder = TimelineBuilder(reporter: StringProgressReporter())
    static let sources: [WidgetSource] = ((try? Sample.app.searchableItems()) ?? []).prefix(12).map {
        WidgetSource(identifier: $0.uniqueIdentifier, title: $0.attributeSet.title ?? "", url: $0.attributeSet.contentURL?.absoluteString)
    }

    static func prepare() { _ = (sources, clockZones) }

    static func run(_ data: Data) {
        let widgets = Sample.app.manifest.widgets
        guard data.count >= 11, !widgets.isEmpty else { return }
        let (now, zone) = clock(data)
        let widget = widgets[Int(data[data.startIndex + 9]) % widgets.count]
        guard !widget.families.isEmpty else { return }
        let family = widget.families[Int(data[data.startIndex + 10]) % widget.families.count]
        let today = CalendarDay(date: now, timeZone: zone)
        let completed: [CalendarDay: Set<String>] = [today: Set(sources.enumerated().filter { data.count > 11 + $0.offset && data[data.startIndex + 11 + $0.offset] & 1 == 1 }.map(\.element.identifier))]
        guard let configuration = try? TimelineBuilder.configuration(of: widget, given: [:]) else { return }
        for language in [Language.ja, .en] {
            let timeline = builder.timeline(of: widget, family: family, sources: sources, completed: completed,
                                            configuration: configuration, now: now, timeZone: zone, language: language)
            require(timeline.entries.first?.date == now, "the first entry of \(widget.kind) is not now (\(now)) in \(zone.identifier)")
            require(zip(timeline.entries, timeline.entries.dropFirst()).allSatisfy { $0.date <= $1.date }, "entries out of order in \(zone.identifier)")
            if let midnight = today.adding(days: 1).start(in: zone) {
                require(timeline.entries.contains { $0.date == midnight }, "no entry at the next midnight \(midnight) in \(zone.identifier) at \(now)")
            }
        }
    }
}
