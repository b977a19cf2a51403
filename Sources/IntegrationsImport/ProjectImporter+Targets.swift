import Foundation
import IntegrationsCore

/// Reading the chosen app target: its Info.plist and entitlements by the paths its build settings give
/// (relative to `SRCROOT`, the folder holding the project), its extensions' own, and which Swift files the
/// app's targets compile.
extension ProjectImporter {
    /// A path a target's setting names (`INFOPLIST_FILE`, `CODE_SIGN_ENTITLEMENTS`), relative to the imported
    /// folder: Xcode resolves a relative path against `SRCROOT`; `$(SRCROOT)`/`$(PROJECT_DIR)` are that
    /// folder. `nil` when the setting is not set, is empty, or leads outside the project (an absolute path).
    static func projectPath(_ setting: String, of target: XcodeProject.Target, in project: XcodeProject) -> String? {
        guard let value = target.settings.values[setting] else { return nil }
        let marker = "/\u{1}SRCROOT\u{1}"
        let expanded = target.settings.overridden(by: ["SRCROOT": marker, "PROJECT_DIR": marker, "SOURCE_ROOT": marker]).expand(value).text
            .trimmingCharacters(in: .whitespaces)
        guard !expanded.isEmpty else { return nil }
        let root = project.sourceRoot
        if expanded.hasPrefix(marker) {
            return ProjectPath.normalized(root + "/" + expanded.dropFirst(marker.count))
        }
        guard !expanded.hasPrefix("/") else { return nil }
        return ProjectPath.normalized(root + "/" + expanded)
    }

    /// Reads `choice`'s app target and extensions into `report`.
    func readTargets(_ choice: AppTargetChoice, files: ProjectFileList, into report: inout ImportReport, notes: inout [Diagnostic]) {
        report.target = choice.summary
        let project = choice.project
        let app = choice.target
        if let plist = infoPlist(of: app, in: project, files: files, notes: &notes) {
            if plist.file.path != project.path { report.files.propertyLists += 1 }
            readApp(plist, into: &report, notes: &notes)
        }
        if let path = Self.projectPath("CODE_SIGN_ENTITLEMENTS", of: app, in: project) {
            if let list = propertyList(at: path, named: "CODE_SIGN_ENTITLEMENTS", of: app, in: project, files: files, notes: &notes) {
                report.files.entitlements += 1
                readEntitlements(list, settings: app.settings.whole, into: &report, notes: &notes)
            }
        }
        var extensions: [ImportReport.Extension] = []
        for target in choice.extensions.sorted(by: { $0.name < $1.name }) {
            var found = ImportReport.Extension(name: target.name, productType: target.productType)
            found.bundleIdentifier = target.settings.values["PRODUCT_BUNDLE_IDENTIFIER"].map { target.settings.whole.expand($0).text }
            found.entitlements = Self.projectPath("CODE_SIGN_ENTITLEMENTS", of: target, in: project)
            found.swiftSources = target.sources.map { membership in files.paths(withExtension: "swift").filter(membership.contains).count }
            if let plist = infoPlist(of: target, in: project, files: files, notes: &notes) {
                if plist.file.path != project.path {
                    report.files.propertyLists += 1
                    found.infoPlist = plist.file.path
                }
                let point = (plist.file.dictionary?["NSExtension"] as? [String: Any])?["NSExtensionPointIdentifier"] as? String
                found.point = point ?? target.settings.values["INFOPLIST_KEY_NSExtensionPointIdentifier"]
                readExtension(plist, into: &report, notes: &notes)
            }
            extensions.append(found)
        }
        report.extensions = extensions
    }

    /// A target's Info.plist: the file `INFOPLIST_FILE` names, else — `GENERATE_INFOPLIST_FILE`, or a file
    /// not in the repository — the one Xcode writes from the target's settings (`PRODUCT_BUNDLE_IDENTIFIER`,
    /// `INFOPLIST_KEY_*`), placed at the project file.
    private func infoPlist(of target: XcodeProject.Target, in project: XcodeProject, files: ProjectFileList, notes: inout [Diagnostic]) -> ResolvedPlist? {
        if let path = Self.projectPath("INFOPLIST_FILE", of: target, in: project),
            let list = propertyList(at: path, named: "INFOPLIST_FILE", of: target, in: project, files: files, notes: &notes) {
            return ResolvedPlist(file: list, target: target, settings: target.settings.whole)
        }
        // What Xcode generates: the bundle identifier, and each INFOPLIST_KEY_ setting as its key.
        var generated: [String: Any] = ["CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)"]
        for (key, value) in target.settings.values where key.hasPrefix("INFOPLIST_KEY_") {
            generated[String(key.dropFirst("INFOPLIST_KEY_".count))] = value
        }
        if let point = generated.removeValue(forKey: "NSExtensionPointIdentifier") {
            generated["NSExtension"] = ["NSExtensionPointIdentifier": point]
        }
        let projectText = files.data(at: project.path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        guard let data = try? PropertyListXML.data(generated),
            let list = try? PropertyListFile(path: project.path, data: data, origin: (project.path, projectText)) else { return nil }
        return ResolvedPlist(file: list, target: target, settings: target.settings.whole)
    }

    /// The property list at `path`, which `setting` of `target` names; `nil` with a note when it is not in
    /// the folder or does not parse.
    private func propertyList(
        at path: String, named setting: String, of target: XcodeProject.Target, in project: XcodeProject, files: ProjectFileList,
        notes: inout [Diagnostic]
    ) -> PropertyListFile? {
        var path = path
        if !files.contains(path), files.origins[path] == nil, let other = files.existingPath(matchingCaseInsensitively: path), files.contains(other) {
            notes.append(Diagnostic.importNote(.importFoundElsewhere, "\(project.path):1", LocalizedText(
                ja: "ターゲット \(TerminalText.safeLine(target.name)) の \(setting) は \(TerminalText.safeLine(path)) ですが、フォルダにあるのは大文字と小文字の違う \(TerminalText.safeLine(other)) です（Mac の大文字と小文字を区別しないディスクでは Xcode が見つけます）。これを読みました",
                en: "\(setting) of target \(TerminalText.safeLine(target.name)) is \(TerminalText.safeLine(path)), but the folder has \(TerminalText.safeLine(other)), which differs in case (Xcode finds it on a Mac's case-insensitive disk); read that")))
            path = other
        }
        guard files.contains(path) || files.origins[path] != nil, var data = files.data(at: path) else {
            if !files.contains(path), files.origins[path] == nil {
                notes.append(Diagnostic.importNote(.importFileMissing, "\(project.path):1", LocalizedText(
                    ja: "ターゲット \(TerminalText.safeLine(target.name)) の \(setting) が示す \(TerminalText.safeLine(path)) はフォルダにありません（SRCROOT \(TerminalText.safeLine(project.sourceRoot.isEmpty ? "." : project.sourceRoot)) からの相対パスとして解決しました）",
                    en: "\(TerminalText.safeLine(path)), which \(setting) of target \(TerminalText.safeLine(target.name)) names, is not in the folder (resolved relative to SRCROOT, \(TerminalText.safeLine(project.sourceRoot.isEmpty ? "." : project.sourceRoot)))")))
            }
            return nil
        }
        // Hook (InfoPlistPreprocessor.swift): an Info.plist the target preprocesses is read as Xcode's build reads it.
        if setting == "INFOPLIST_FILE" { data = InfoPlistPreprocessing.apply(data, at: path, of: target, in: project, read: files.data(at:), notes: &notes) }
        do {
            let list = try PropertyListFile(path: path, data: data, origin: files.origins[path])
            return list
        } catch {
            notes.append(error.note)
            return nil
        }
    }

    /// A folder with no Xcode or XcodeGen project: the app's Info.plist is the one with `CFBundleIdentifier`
    /// and no `NSExtension` (outside tests), the others its extensions', every entitlements file the app's.
    func readWithoutProject(_ files: ProjectFileList, into report: inout ImportReport, notes: inout [Diagnostic]) {
        var infoPlists: [ResolvedPlist] = []
        for path in files.paths(withExtension: "plist") {
            guard let data = files.data(at: path) else { continue }
            let list: PropertyListFile
            do { list = try PropertyListFile(path: path, data: data, origin: files.origins[path]) } catch { notes.append(error.note); continue }
            guard let dictionary = list.dictionary, Self.isInfoPlist(dictionary) else { continue }
            report.files.propertyLists += 1
            infoPlists.append(ResolvedPlist(file: list, target: nil, settings: BuildSettings()))
        }
        let app = Self.appPlist(infoPlists)
        if let app {
            readApp(app, into: &report, notes: &notes)
        } else {
            notes.append(Diagnostic.importNote(.importNoAppInfoPlist, ".", LocalizedText(
                ja: "アプリの Info.plist（CFBundleIdentifier を持ち NSExtension を持たないもの）が見つかりません",
                en: "no app Info.plist (one with CFBundleIdentifier and no NSExtension) was found")))
        }
        for plist in infoPlists where plist.file.path != app?.file.path {
            readExtension(plist, into: &report, notes: &notes)
        }
        for path in files.paths(withExtension: "entitlements") {
            guard let data = files.data(at: path) else { continue }
            report.files.entitlements += 1
            do {
                readEntitlements(try PropertyListFile(path: path, data: data, origin: files.origins[path]), settings: BuildSettings(), into: &report, notes: &notes)
            } catch {
                notes.append(error.note)
            }
        }
    }

    /// The Swift files that are the app's: those its targets (the app, its extensions, what they depend on)
    /// compile, and those of local Swift packages (a folder with a `Package.swift`), which an app links as
    /// products. With no target chosen, or a target whose project does not say what it compiles, every file
    /// outside tests. Files only other targets compile, and files no target compiles (dead code), are not
    /// read; a note says how many and names the first.
    static func appSwiftPaths(_ all: [String], choice: AppTargetChoice?, projects: [XcodeProject], notes: inout [Diagnostic]) -> [String] {
        let packages = all.filter { ($0 as NSString).lastPathComponent == "Package.swift" }.map { ($0 as NSString).deletingLastPathComponent }
        let sources = all.filter { ($0 as NSString).lastPathComponent != "Package.swift" }
        guard let choice, choice.target.sources != nil else {
            // Tests create activities and handle actions of their own; they are not the app's surface.
            let outsideTests = sources.filter { !isTestSource($0) }
            if sources.count > outsideTests.count {
                notes.append(Diagnostic.importNote(.importSourcesNotRead, ".", LocalizedText(
                    ja: "テストのソース \(sources.count - outsideTests.count) 件は読んでいません（Tests で終わるフォルダ）",
                    en: "\(sources.count - outsideTests.count) test sources were not read (folders ending in Tests)")))
            }
            return outsideTests
        }
        let memberships = choice.members.compactMap(\.target.sources)
        // Every other target of every project: tests, other platforms, samples, other apps.
        let others = projects.flatMap { project in
            project.targets.filter { target in !choice.isMember(target, of: project.path) }
        }.compactMap(\.sources)
        var app: [String] = []
        var otherTargets: [String] = []
        var dead: [String] = []
        for path in sources {
            let inPackage = packages.contains(where: { $0.isEmpty || path.hasPrefix($0 + "/") })
            if memberships.contains(where: { $0.contains(path) }) || (inPackage && !isTestSource(path)) {
                app.append(path)
            } else if inPackage || others.contains(where: { $0.contains(path) }) {
                // A package's tests are its test targets'.
                otherTargets.append(path)
            } else {
                dead.append(path)
            }
        }
        let target = TerminalText.safeLine(choice.target.name)
        if !otherTargets.isEmpty {
            let first = otherTargets.prefix(3).map(TerminalText.safeLine).joined(separator: ", ")
            notes.append(Diagnostic.importNote(.importSourcesNotRead, ".", LocalizedText(
                ja: "ほかのターゲット（テスト、別のプラットフォーム、サンプル）だけがコンパイルする Swift ソース \(otherTargets.count) 件は \(target) のものとして読んでいません: \(first)\(otherTargets.count > 3 ? " …" : "")",
                en: "\(otherTargets.count) Swift sources only other targets compile (tests, other platforms, samples) were not read as \(target)'s: \(first)\(otherTargets.count > 3 ? ", …" : "")")))
        }
        if !dead.isEmpty {
            let first = dead.prefix(3).map(TerminalText.safeLine).joined(separator: ", ")
            notes.append(Diagnostic.importNote(.importSourcesNotRead, ".", LocalizedText(
                ja: "どのターゲットもコンパイルしない Swift ソース \(dead.count) 件（使われていないコード）は読んでいません: \(first)\(dead.count > 3 ? " …" : "")",
                en: "\(dead.count) Swift sources no target compiles (dead code) were not read: \(first)\(dead.count > 3 ? ", …" : "")")))
        }
        return app
    }

    /// Whether a Swift file is one of Tuist's manifests: it imports `ProjectDescription` (or its helpers).
    static func isTuistManifest(_ data: Data) -> Bool {
        guard let range = data.range(of: Data("import ProjectDescription".utf8)) else { return false }
        // At the start of a line: the import itself, not a mention in a comment or a string.
        return range.lowerBound == data.startIndex || [UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(data[data.index(before: range.lowerBound)])
    }

    /// URLs in files a widget extension compiles are the widget's (WidgetKit opens them in the app, whatever
    /// their scheme), even in a file that declares no widget (an entry view).
    static func markWidgetCode(in report: inout ImportReport, choice: AppTargetChoice) {
        let widgetNames = Set((report.extensions ?? []).filter { $0.point == "com.apple.widgetkit-extension" }.map(\.name))
        let memberships = choice.extensions.filter { widgetNames.contains($0.name) }.compactMap(\.sources)
        guard !memberships.isEmpty else { return }
        for index in report.urls.indices where !report.urls[index].inWidget {
            let file = ImportReport.place(of: report.urls[index].source).file
            if memberships.contains(where: { $0.contains(file) }) { report.urls[index].inWidget = true }
        }
    }

    /// An activity type the app creates only in files that a target outside the app also compiles (a watch
    /// app's extension beside the iOS app, another app of the project; not a test bundle) may be created by
    /// that target alone: Loop's `NSUserActivity` factory, in a file both compile, is called only by the watch
    /// extension. Which target calls the code is not read, so what is concluded from it is at most a warning
    /// that says so (Decision 508).
    static func markSharedActivities(in report: inout ImportReport, choice: AppTargetChoice, projects: [XcodeProject]) {
        let others = projects.flatMap { project in
            project.targets.filter { target in !choice.isMember(target, of: project.path) && !target.productType.contains("test") }
                .compactMap { target in target.sources.map { (target.name, $0) } }
        }
        guard !others.isEmpty else { return }
        for index in report.activityTypes.indices where report.activityTypes[index].uncertainty == nil && report.activityTypes[index].created {
            let files = report.activityTypes[index].createdAt.map { ImportReport.place(of: $0).file }
            guard let sharer = owner(of: files, among: others), let file = files.first else { continue }
            report.activityTypes[index].uncertainty = Uncertainty(.sharedFile, "\(file) (\(sharer))")
        }
    }

    /// The name of the target among `targets` that compiles the first of `files`, when each of them is compiled
    /// by one of `targets`; `nil` when `files` is empty or one is compiled by none of them.
    static func owner(of files: [String], among targets: [(String, XcodeProject.SourceMembership)]) -> String? {
        let owners = files.compactMap { file in targets.first { $0.1.contains(file) }?.0 }
        guard !files.isEmpty, owners.count == files.count else { return nil }
        return owners.first
    }

    /// An activity type that only extensions create (never a file the app target compiles) is not one the
    /// app offers: an Intents extension makes one for `continueInApp`. What is concluded from it is at most a
    /// warning that says so.
    static func markExtensionActivities(in report: inout ImportReport, choice: AppTargetChoice) {
        guard let app = choice.target.sources else { return }
        let extensions = choice.extensions.compactMap { target in target.sources.map { (target.name, $0) } }
        for index in report.activityTypes.indices where report.activityTypes[index].uncertainty == nil {
            let files = report.activityTypes[index].createdAt.map { ImportReport.place(of: $0).file }
            guard !files.contains(where: app.contains), let owner = owner(of: files, among: extensions) else { continue }
            report.activityTypes[index].uncertainty = Uncertainty(.extensionOnly, owner)
        }
    }
}
