import Foundation
import IntegrationsCore

/// Which of the app's targets compile a file, and what follows from it: `compiledBy` on intents and on the
/// intents controls and interactive widgets run; and the app target's iOS deployment target.
extension ProjectImporter {
    /// The app's targets by the files each compiles: the app target first, then its extensions by name, each
    /// with its own sources and those of the frameworks and libraries it depends on (an app's dependency on
    /// an extension embeds it and adds no files). A file in a local Swift package (a folder with a
    /// `Package.swift`) counts for every target, since any of them may link the package's products.
    ///
    /// Reusable for any fact declared in a file (an intent, a Live Activity's attributes type).
    struct TargetMembership {
        /// Each target's name and the memberships that make its files.
        let targets: [(name: String, sources: [XcodeProject.SourceMembership])]
        /// The folders holding a `Package.swift`, relative to the imported folder (`""` for the folder itself).
        let packages: [String]

        /// The membership of `choice`'s targets; `nil` when the app target's project does not say which
        /// files it compiles (then nothing is known of any file). An extension whose project does not say is
        /// left out.
        init?(choice: AppTargetChoice, swiftPaths: [String]) {
            guard choice.target.sources != nil else { return nil }
            packages = swiftPaths.filter { ($0 as NSString).lastPathComponent == "Package.swift" }.map { ($0 as NSString).deletingLastPathComponent }
            let linked = choice.members.map(\.target).filter { target in
                target.productType != AppTargetChoice.applicationType && !AppTargetChoice.isExtension(target)
            }
            func sources(of target: XcodeProject.Target) -> [XcodeProject.SourceMembership]? {
                guard let own = target.sources else { return nil }
                var result = [own]
                var seen: Set<String> = [target.name]
                var pending = target.dependencies
                while let next = pending.popLast() {
                    let name = next.split(separator: "/").last.map(String.init) ?? next
                    guard seen.insert(name).inserted, let dependency = linked.first(where: { $0.name == name }) else { continue }
                    if let membership = dependency.sources { result.append(membership) }
                    pending += dependency.dependencies
                }
                return result
            }
            var targets: [(name: String, sources: [XcodeProject.SourceMembership])] = []
            for target in [choice.target] + choice.extensions.sorted(by: { $0.name < $1.name }) {
                if let found = sources(of: target) { targets.append((target.name, found)) }
            }
            self.targets = targets
        }

        /// The names of the targets that compile the file at `path` (relative to the imported folder), the
        /// app's first; empty when none does.
        func targets(compiling path: String) -> [String] {
            if packages.contains(where: { $0.isEmpty || path.hasPrefix($0 + "/") }) { return targets.map(\.name) }
            return targets.filter { $0.sources.contains { $0.contains(path) } }.map(\.name)
        }

        /// The names of the targets that compile the file of `source` (`relative/path:line`).
        func targets(compilingFileOf source: String) -> [String] {
            targets(compiling: ImportReport.place(of: source).file)
        }
    }

    /// Sets `compiledBy` on every intent, and on every intent use the call's and the intent's targets; a list
    /// that would be empty (no target the projects describe compiles the file) is left out.
    static func markCompiledBy(in report: inout ImportReport, choice: AppTargetChoice, swiftPaths: [String]) {
        guard let membership = TargetMembership(choice: choice, swiftPaths: swiftPaths) else { return }
        let order = membership.targets.map(\.name)
        for index in report.intents.indices {
            let compiling = membership.targets(compilingFileOf: report.intents[index].source)
            report.intents[index].compiledBy = compiling.isEmpty ? nil : compiling
        }
        guard let uses = report.intentUses else { return }
        for index in uses.indices {
            let callers = membership.targets(compilingFileOf: uses[index].source)
            report.intentUses![index].compiledBy = callers.isEmpty ? nil : callers
            let declarations = report.intents.filter { $0.type == uses[index].intent && $0.kind != "SiriKit" }
            guard !declarations.isEmpty else { continue }
            let compiling = Set(declarations.flatMap { $0.compiledBy ?? [] })
            let owners = order.filter(compiling.contains)
            report.intentUses![index].intentCompiledBy = owners.isEmpty ? nil : owners
        }
    }

    /// The app target's `IPHONEOS_DEPLOYMENT_TARGET` (its own, else its project's, else an `.xcconfig`'s;
    /// XcodeGen's `deploymentTarget` and `options.deploymentTarget` are read as that setting), resolved, and
    /// the first line that sets that value.
    static func readDeploymentTarget(_ choice: AppTargetChoice, files: ProjectFileList, into report: inout ImportReport) {
        guard let written = choice.target.settings.values["IPHONEOS_DEPLOYMENT_TARGET"] else { return }
        let value = choice.target.settings.whole.expand(written).text.trimmingCharacters(in: .whitespaces)
        guard !value.isEmpty else { return }
        report.app.deploymentTarget = value
        let keys = ["IPHONEOS_DEPLOYMENT_TARGET", "deploymentTarget", "iOS:"]
        let candidates = [choice.project.path] + files.paths(withExtension: "xcconfig")
        func line(in path: String, where accepts: (Substring) -> Bool) -> String? {
            guard let data = files.data(at: path) else { return nil }
            let lines = TextLines.split(String(decoding: data, as: UTF8.self))
            return lines.firstIndex(where: accepts).map { "\(path):\($0 + 1)" }
        }
        // A line naming the setting with the value, then one naming the setting at all, then the project file.
        report.app.deploymentTargetSource = candidates.lazy.compactMap { path in
            line(in: path) { text in keys.contains { text.contains($0) } && text.contains(value) }
        }.first ?? candidates.lazy.compactMap { path in
            line(in: path) { text in keys.dropLast().contains { text.contains($0) } }
        }.first ?? "\(choice.project.path):1"
    }
}

extension ImportReport {
    /// Adds the Swift reader's intent uses and Spotlight entities (each absent when there is none): each use
    /// with where its intent is declared and its kind (`LiveActivityIntent` when it conforms to it).
    mutating func addControlFacts(uses: [IntentUse], spotlight: [SpotlightEntity], liveActivityIntents: Set<String>) {
        intentUses = uses.isEmpty ? nil : uses.map { use in
            var found = use
            if let declared = intents.first(where: { $0.type == use.intent && $0.kind != "SiriKit" }) {
                found.intentDeclaredAt = declared.source
                found.intentKind = liveActivityIntents.contains(use.intent) ? "LiveActivityIntent" : declared.kind
            }
            return found
        }
        spotlightEntities = spotlight.isEmpty ? nil : spotlight
    }
}
