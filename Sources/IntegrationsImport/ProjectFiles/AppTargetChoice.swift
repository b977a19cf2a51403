import Foundation
import IntegrationsCore

/// The target an import reads as the app, chosen by the project's own data: an application target
/// (`com.apple.product-type.application`, XcodeGen's `type: application`) that builds for iOS. Never a
/// framework, a test bundle or a Mac app in its stead; when several qualify, the one that embeds the most
/// extensions, then is named like its project, then compiles the most files, then whose project is nearest
/// the imported folder, and the report names the others (any of them can be named as the app's target).
struct AppTargetChoice {
    let project: XcodeProject
    let target: XcodeProject.Target
    /// The report's account of the choice.
    let summary: ImportReport.TargetChoice
    /// The app's extensions: the targets it depends on, or whose bundle identifier extends the app's.
    let extensions: [XcodeProject.Target]
    /// Every target whose files are the app's: the app, its extensions, and what they depend on, in their
    /// project or another (`Core/Core`, a cross-project reference), each with its project file.
    let members: [(project: String, target: XcodeProject.Target)]

    /// Whether `target` of the project at `project` is one of ``members``.
    func isMember(_ target: XcodeProject.Target, of project: String) -> Bool {
        members.contains { $0.project == project && $0.target.name == target.name }
    }

    static let applicationType = "com.apple.product-type.application"

    /// Product types of an app's extensions (app extensions, ExtensionKit extensions, an App Clip, a watch app).
    static func isExtension(_ target: XcodeProject.Target) -> Bool {
        target.productType.contains("extension") || target.productType == "com.apple.product-type.application.on-demand-install-capable"
    }

    /// Whether `platform` (`iphoneos`, XcodeGen's `iOS`) is iOS.
    static func isIOS(_ platform: String?) -> Bool {
        guard let platform = platform?.lowercased() else { return false }
        return platform == "iphoneos" || platform == "ios"
    }

    /// The app target of `projects`: the one named `name`, else the best iOS application target; `nil` when
    /// no project has one (the caller notes why, with ``absence(in:)``).
    ///
    /// - Throws: ``IntegrationsError`` when `name` names no target of the projects, or one that is not an
    ///   application.
    static func choose(from projects: [XcodeProject], named name: String?) throws(IntegrationsError) -> AppTargetChoice? {
        let all = projects.flatMap { project in project.targets.map { (project: project, target: $0) } }
        let applications = all.filter { $0.target.productType == applicationType }
        if let name {
            guard let named = all.first(where: { $0.target.name == name }), named.target.productType == applicationType else {
                let shown = TerminalText.shortLine(name)
                let list = applications.map { TerminalText.shortLine($0.target.name) }.joined(separator: ", ")
                let known = all.contains { $0.target.name == name }
                throw IntegrationsError(.invalidAppData, LocalizedText(
                    ja: known
                        ? "ターゲット「\(shown)」はアプリケーションではありません。アプリケーションのターゲット（\(list.isEmpty ? "なし" : list)）をアプリのターゲットとして指定してください。"
                        : "プロジェクトにターゲット「\(shown)」はありません（名前は大文字と小文字を区別します）。アプリケーションのターゲット（\(list.isEmpty ? "なし" : list)）をアプリのターゲットとして指定してください。",
                    en: known
                        ? "The target \"\(shown)\" is not an application. Name an application target as the app's target: \(list.isEmpty ? "the project has none" : list)."
                        : "The project has no target \"\(shown)\" (names are case-sensitive). Name an application target as the app's target: \(list.isEmpty ? "the project has none" : list)."))
            }
            return choice(named, among: [named], reason: .named, projects: projects)
        }
        let iOS = applications.filter { isIOS($0.target.platform) }
        // A project that does not say its platform at all (no SDKROOT) may still be an iOS app; one that
        // says another platform is not.
        let unsaid = applications.filter { $0.target.platform == nil }
        let candidates = iOS.isEmpty ? unsaid : iOS
        guard !candidates.isEmpty else { return nil }
        let ranked = candidates.sorted { first, second in
            let (a, b) = (rank(first), rank(second))
            return a != b ? a > b : (first.target.name, first.project.path) < (second.target.name, second.project.path)
        }
        let reason: ImportReport.TargetChoice.Reason = candidates.count == 1
            ? (iOS.isEmpty ? .onlyApplicationWithoutPlatform : .onlyIOSApplication)
            : .mostExtensions
        return choice(ranked[0], among: ranked, reason: reason, projects: projects)
    }

    /// Why no target was chosen, for a note: the application targets for other platforms, or none.
    static func absence(in projects: [XcodeProject]) -> LocalizedText {
        let others = projects.flatMap(\.targets).filter { $0.productType == applicationType }
        guard !others.isEmpty else {
            return LocalizedText(
                ja: "プロジェクトにアプリケーションのターゲットがありません（フレームワークやテストをアプリとしては読みません）。アプリの識別子は読んでいません",
                en: "the project has no application target (a framework or a test is not read as the app); the app's identity was not read")
        }
        let list = others.map { "\(TerminalText.shortLine($0.name)) (\(TerminalText.shortLine($0.platform ?? "?")))" }.joined(separator: ", ")
        return LocalizedText(
            ja: "iOS 向けのアプリケーションのターゲットがありません（\(list)）。他のプラットフォームのアプリを読むには、その名前をアプリのターゲットとして指定してください",
            en: "no application target builds for iOS (\(list)); name one as the app's target to read it anyway")
    }

    /// A candidate's rank: extensions embedded, files compiled, then a project nearer the imported folder.
    private static func rank(_ candidate: (project: XcodeProject, target: XcodeProject.Target)) -> Rank {
        let extensions = Self.extensions(of: candidate.target, in: candidate.project).count
        let files = candidate.target.sources.map { $0.files.count + $0.folders.count * 100 } ?? 0
        let depth = candidate.project.sourceRoot.split(separator: "/").count
        // Branded editions of one app embed the same extensions: the one named like its project is the app.
        let named = candidate.target.name == candidate.target.settings.values["PROJECT_NAME"] ? 1 : 0
        return Rank(extensions: extensions, namedLikeProject: named, files: files, nearness: -depth)
    }

    /// What orders candidates, most important first.
    private struct Rank: Comparable {
        var extensions: Int
        var namedLikeProject: Int
        var files: Int
        var nearness: Int

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            (lhs.extensions, lhs.namedLikeProject, lhs.files, lhs.nearness) < (rhs.extensions, rhs.namedLikeProject, rhs.files, rhs.nearness)
        }
    }

    /// The targets of `project` that are `app`'s extensions: those it depends on, and those whose bundle
    /// identifier extends the app's (Apple requires an extension's to begin with its app's).
    static func extensions(of app: XcodeProject.Target, in project: XcodeProject) -> [XcodeProject.Target] {
        let identifier = app.settings.values["PRODUCT_BUNDLE_IDENTIFIER"].map { app.settings.expand($0).text }
        return project.targets.filter { target in
            guard target.name != app.name, isExtension(target) else { return false }
            if app.dependencies.contains(target.name) { return !buildsForAnotherPlatform(target, than: app) }
            // By identifier, only an extension for the app's platform (a tvOS or watchOS extension of the same
            // family of identifiers belongs to the tvOS or watchOS app).
            guard target.platform == nil || app.platform == nil || isIOS(target.platform) == isIOS(app.platform) else { return false }
            guard let identifier, !identifier.isEmpty, let own = target.settings.values["PRODUCT_BUNDLE_IDENTIFIER"] else { return false }
            return target.settings.expand(own).text.hasPrefix(identifier + ".")
        }
    }

    private static func choice(
        _ chosen: (project: XcodeProject, target: XcodeProject.Target), among ranked: [(project: XcodeProject, target: XcodeProject.Target)],
        reason: ImportReport.TargetChoice.Reason, projects: [XcodeProject]
    ) -> AppTargetChoice {
        let extensions = Self.extensions(of: chosen.target, in: chosen.project)
        // The app, its extensions, and every target they depend on (frameworks): `Name` in the same project,
        // `Project/Name` in another one (XcodeGen's cross-project dependencies, Xcode's proxies).
        var members: [(project: XcodeProject, target: XcodeProject.Target)] = []
        var pending = ([chosen.target] + extensions).map { (project: chosen.project, target: $0) }
        while let next = pending.popLast() {
            guard !members.contains(where: { $0.project.path == next.project.path && $0.target.name == next.target.name }) else { continue }
            // A target for another platform (the watch app an iOS app embeds, and what it embeds) is that
            // app's, never this one's: its widgets, intents and categories are not merged into it.
            guard next.target.name == chosen.target.name || !buildsForAnotherPlatform(next.target, than: chosen.target) else { continue }
            members.append(next)
            for dependency in next.target.dependencies {
                let parts = dependency.split(separator: "/", maxSplits: 1).map(String.init)
                if parts.count == 2 {
                    for project in projects where projectName(project) == parts[0] {
                        pending += project.targets.filter { $0.name == parts[1] }.map { (project: project, target: $0) }
                    }
                } else {
                    pending += next.project.targets.filter { $0.name == dependency }.map { (project: next.project, target: $0) }
                }
            }
        }
        let summary = ImportReport.TargetChoice(
            name: chosen.target.name, project: chosen.project.path, configuration: chosen.project.configuration, reason: reason,
            others: ranked.filter { $0.target.name != chosen.target.name || $0.project.path != chosen.project.path }.map(\.target.name))
        return AppTargetChoice(
            project: chosen.project, target: chosen.target, summary: summary, extensions: extensions,
            members: members.map { (project: $0.project.path, target: $0.target) })
    }

    /// The platform family of `platform` (`iphoneos` and XcodeGen's `iOS` are both `ios`); `nil` when not said.
    static func family(_ platform: String?) -> String? {
        switch platform?.lowercased() {
        case nil: nil
        case "iphoneos", "ios": "ios"
        case "watchos", "watchsimulator": "watchos"
        case "macosx", "macos": "macos"
        case "appletvos", "tvos": "tvos"
        case "xros", "visionos": "visionos"
        case let other?: other
        }
    }

    /// Whether `target` builds for a platform `app` does not, both said: its `SDKROOT` (or XcodeGen's
    /// `platform`) names another family, and its `SUPPORTED_PLATFORMS`, when set, does not list the app's.
    /// A target that does not say (a framework with `SDKROOT = auto` and no list) is the app's.
    static func buildsForAnotherPlatform(_ target: XcodeProject.Target, than app: XcodeProject.Target) -> Bool {
        guard let own = family(target.platform), let wanted = family(app.platform), own != wanted else { return false }
        guard let supported = target.settings.values["SUPPORTED_PLATFORMS"].map({ target.settings.expand($0).text }) else { return true }
        return !supported.split(separator: " ").contains { family(String($0)) == wanted || family(String($0).replacingOccurrences(of: "simulator", with: "os")) == wanted }
    }

    /// A project's name: `PROJECT_NAME`, as its targets' settings give it.
    static func projectName(_ project: XcodeProject) -> String? {
        project.targets.lazy.compactMap { $0.settings.values["PROJECT_NAME"] }.first
    }
}
