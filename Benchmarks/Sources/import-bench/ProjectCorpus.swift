import Foundation

/// A deterministic app repository of many Swift files of the kinds an app has — models, views with links,
/// App Intents, widgets, notification set-up, activities — about 4 KB each, with its Info.plist.
struct ProjectCorpus {
    var files: Int
    var seed: UInt64

    func write(to folder: URL) throws {
        var generator = SplitMix(state: seed)
        let sources = folder.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try infoPlist.write(to: folder.appendingPathComponent("App/Info.plist"), atomically: true, encoding: .utf8)
        for index in 0..<files {
            let kind = Int(generator.next() % 10)
            let text: String
            switch kind {
            case 0: text = intent(index)
            case 1: text = widget(index)
            case 2: text = notifications(index)
            case 3: text = activity(index)
            case 4, 5, 6: text = view(index)
            default: text = model(index)
            }
            let folder = sources.appendingPathComponent("Feature\(index % 40)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: folder.appendingPathComponent("File\(index).swift"), atomically: false, encoding: .utf8)
        }
    }

    private var infoPlist: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>CFBundleIdentifier</key><string>com.example.bench</string>
        <key>CFBundleURLTypes</key><array><dict><key>CFBundleURLSchemes</key><array><string>bench</string></array></dict></array>
        <key>NSUserActivityTypes</key><array><string>com.example.bench.view</string></array>
        </dict></plist>
        """
    }

    private func model(_ index: Int) -> String {
        var generator = SplitMix(state: seed &+ UInt64(index))
        let fields = (0..<12).map { "    var field\($0): \(["String", "Int", "Date", "[String]", "Double?"][Int(generator.next() % 5)])" }.joined(separator: "\n")
        let methods = (0..<8).map { method in
            """
                func compute\(method)(_ input: Int) -> Int {
                    var total = input
                    for step in 0..<\(method + 3) where step % 2 == 0 {
                        total += step * \(index % 7 + 1)
                    }
                    return total > 100 ? total / 2 : total
                }
            """
        }.joined(separator: "\n\n")
        return "import Foundation\n\n/// Model \(index).\nstruct Model\(index): Codable, Hashable {\n\(fields)\n\n\(methods)\n}\n"
    }

    private func view(_ index: Int) -> String {
        var generator = SplitMix(state: seed &+ UInt64(index))
        let rows = (0..<10).map { row in
            "            Text(\"Row \(row) of \(index)\").font(.body).padding(\(generator.next() % 8))"
        }.joined(separator: "\n")
        return """
            import SwiftUI

            struct Screen\(index): View {
                @State private var isShown = false
                let items: [String]

                var body: some View {
                    VStack(alignment: .leading) {
            \(rows)
                        Link("Open", destination: URL(string: "bench://screen/\(index)")!)
                        Button("Toggle") { isShown.toggle() }
                        if isShown {
                            ForEach(items, id: \\.self) { item in
                                Text(item).foregroundStyle(.secondary)
                            }
                        }
                    }
                    .navigationTitle("Screen \(index)")
                }

                func url(for item: String) -> URL? {
                    URL(string: "https://example.com/items/\\(item)")
                }
            }

            """
    }

    private func intent(_ index: Int) -> String {
        """
        import AppIntents

        struct Action\(index)Intent: AppIntent {
            static var title: LocalizedStringResource = "Action \(index)"

            @Parameter(title: "Count")
            var count: Int?

            @Parameter(title: "Name")
            var name: String

            func perform() async throws -> some IntentResult {
                var total = count ?? 0
                for value in 0..<10 { total += value }
                return .result()
            }
        }

        """ + model(index + 100_000)
    }

    private func widget(_ index: Int) -> String {
        """
        import SwiftUI
        import WidgetKit

        enum Kinds\(index) {
            static let kind = "Widget\(index)"
        }

        struct Widget\(index): Widget {
            let kind: String = Kinds\(index).kind

            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider\(index)()) { entry in
                    Text("Widget \(index)").widgetURL(URL(string: "bench://widget/\(index)"))
                }
                .supportedFamilies([.systemSmall, .systemMedium])
            }
        }

        """ + model(index + 200_000)
    }

    private func notifications(_ index: Int) -> String {
        """
        import UserNotifications

        enum Notifications\(index) {
            static func register(_ center: UNUserNotificationCenter) {
                let done = UNNotificationAction(identifier: "DONE_\(index)", title: "Done", options: [.foreground])
                let later = UNNotificationAction(identifier: "LATER_\(index)", title: "Later", options: [])
                let category = UNNotificationCategory(identifier: "CATEGORY_\(index)", actions: [done, later], intentIdentifiers: [])
                center.setNotificationCategories([category])
            }
        }

        """ + model(index + 300_000)
    }

    private func activity(_ index: Int) -> String {
        """
        import Foundation

        final class Activities\(index) {
            func viewing() -> NSUserActivity {
                let activity = NSUserActivity(activityType: "com.example.bench.view")
                activity.isEligibleForHandoff = true
                activity.webpageURL = URL(string: "https://example.com/view/\(index)")
                return activity
            }
        }

        """ + model(index + 400_000)
    }
}

/// A small deterministic generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
