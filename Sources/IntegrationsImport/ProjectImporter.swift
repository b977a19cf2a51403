public import Foundation
public import IntegrationsCore

/// Reads an app's repository or project folder — its Info.plist files (XML or binary), entitlements,
/// build settings (`.xcconfig` chains and `project.pbxproj`), SiriKit `.intentdefinition` files and, through
/// a ``SwiftSourceReading``, its Swift sources — into an ``ImportReport``.
///
/// ```swift
/// let importer = ProjectImporter(swiftSources: SwiftSyntaxSourceReader())
/// let report = try importer.importProject(at: URL(fileURLWithPath: "MyApp"))
/// let diagnostics = ProjectCheck(report: report).run() // IntegrationsCheck
/// ```
///
/// Each file is read once. Nothing is compiled or run. A file that cannot be read or parsed, a value that
/// is not a literal, a build setting with no value: each is a note in the report, with its place.
public struct ProjectImporter: Sendable {
    /// The target read as the app; `nil` (the default) chooses the iOS application target by the project's
    /// own data (``ImportReport/TargetChoice``). A name here must be an application target's, or the
    /// import is refused.
    public var target: String?
    /// The configuration whose build settings resolve `$(VAR)`s. `nil` (the default) reads `Release` where
    /// a project defines it, else the project's default configuration (the one Xcode uses for command-line
    /// builds); a configuration named here must be one a project defines, or the import is refused.
    public var configuration: String?
    /// Reads the Swift sources; `nil` reads none (a note says so).
    public var swiftSources: (any SwiftSourceReading)?
    /// The integration points that read their own keys from each Info.plist (``ProjectFactReading``); what
    /// they find is ``ImportReport/pointFacts``. The check hands it every registered point.
    public var factReaders: [any ProjectFactReading] = []

    /// The most files of each kind read (Swift sources, property lists, entitlements, `.xcconfig`…): a
    /// bigger tree is refused before anything is read, naming the limit.
    public static let fileLimit = 50_000
    /// The largest Swift source read; a bigger one is a note (generated code, not an app's surface).
    public static let swiftFileSizeLimit = 4 * 1024 * 1024
    /// The most bytes read from a project in all, each file counted once: a bigger tree is refused before
    /// anything is read, and files reached past it (an `#include`) are notes.
    public static let totalByteLimit = 128 * 1024 * 1024
    /// The deepest chain of `.xcconfig` `#include`s followed; a deeper one is a note.
    public static let includeDepthLimit = 64
    /// The most values a `project.yml` may hold with its aliases expanded; a bigger one is a note.
    public static let yamlNodeLimit = 200_000

    /// Creates an importer.
    public init(configuration: String? = nil, target: String? = nil, swiftSources: (any SwiftSourceReading)? = nil) {
        self.configuration = configuration
        self.target = target
        self.swiftSources = swiftSources
    }

    /// Folders never read: dependencies, build products, version control.
    static let skippedFolders: Set<String> = [
        ".git", ".build", ".swiftpm", "Pods", "Carthage", "DerivedData", "build", "node_modules", "xcuserdata", ".github",
    ]

    /// Imports the project at `folder`.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidAppData`` when `folder` is
    ///   not a readable folder, holds more files than ``fileLimit`` of a kind or more bytes than
    ///   ``totalByteLimit``, or defines no ``configuration`` of that name.
    public func importProject(at folder: URL) throws(IntegrationsError) -> ImportReport {
        try importProject(try ProjectFileList(folder: folder))
    }

    /// Imports a project given as files in memory, by path relative to its folder: an app's tests, or
    /// a tool that has the files already. Only the kinds of files the importer reads are looked at.
    ///
    /// - Throws: ``IntegrationsError`` of kind ``IntegrationsError/Kind/invalidAppData`` when the project
    ///   defines no ``configuration`` of that name.
    public func importProject(files: [String: Data]) throws(IntegrationsError) -> ImportReport {
        try importProject(ProjectFileList(files: files))
    }

    private func importProject(_ files: ProjectFileList) throws(IntegrationsError) -> ImportReport {
        var report = ImportReport()
        var notes: [Diagnostic] = []
        let read: (String) -> Data? = { files.data(at: $0) }

        // Build settings: every .xcconfig reachable from a project, and each target's settings.
        report.files.xcconfigs = files.paths(withExtension: "xcconfig").count
        var projects: [XcodeProject] = []
        for path in files.paths(named: "project.pbxproj") {
            report.files.projects += 1
            guard let data = read(path) else { continue }
            do {
                let list = try PropertyListFile(path: path, data: data)
                let projectFolder = ((path as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
                let project = XcodeProject.read(list, configuration: configuration) { reference, configuration in
                    guard let found = files.locate(reference, near: projectFolder, withExtension: "xcconfig") else {
                        let note = Diagnostic.importNote(.importFileMissing, "\(path):1", LocalizedText(
                            ja: "プロジェクトが使う \(TerminalText.safeLine(reference)) がフォルダにありません（コミットされていない設定でしょう）。その設定なしで解決しています",
                            en: "the project's \(TerminalText.safeLine(reference)) is not in the folder (a setting file kept out of the repository?); resolved without it"))
                        if !notes.contains(note) { notes.append(note) }
                        return nil
                    }
                    return XCConfigFile.settings(at: found, configuration: configuration, projectFolder: projectFolder, read: read, notes: &notes)
                }
                if var project {
                    project.path = path
                    projects.append(project)
                }
            } catch {
                notes.append(error.note)
            }
        }

        // XcodeGen's project.yml, and the property lists it writes from the spec.
        for path in files.paths(named: "project.yml") + files.paths(named: "project.yaml") {
            report.files.projects += 1
            guard let data = read(path) else { continue }
            do {
                let result = try XcodeGenProject.read(data, path: path, configuration: configuration, xcconfig: { reference, configuration in
                    guard files.contains(reference) else { return nil }
                    return XCConfigFile.settings(
                        at: reference, configuration: configuration, projectFolder: (path as NSString).deletingLastPathComponent, read: read, notes: &notes)
                }, exists: files.contains, swiftPaths: files.paths(withExtension: "swift"), read: read, locate: files.existingPath(matchingCaseInsensitively:))
                notes += result.notes
                var project = result.project
                project.path = path
                projects.append(project)
                for (generated, plist) in result.generatedFiles.sorted(by: { $0.key < $1.key }) {
                    files.provide(generated, data: plist, origin: (path, String(decoding: data, as: UTF8.self)))
                    notes.append(Diagnostic.importNote(.importFileMissing, "\(path):1", LocalizedText(
                        ja: "\(generated) はリポジトリになく、XcodeGen が書く内容（properties）から読みました",
                        en: "\(generated) is not in the repository; read from what XcodeGen writes (its properties)")))
                }
            } catch {
                notes.append(error.note)
            }
        }

        if let configuration, !projects.isEmpty, !projects.contains(where: { $0.configurations.contains(configuration) }) {
            var defined: [String] = []
            for name in projects.flatMap(\.configurations) where !defined.contains(name) { defined.append(name) }
            let shown = TerminalText.shortLine(configuration)
            let list = defined.map { TerminalText.shortLine($0) }.joined(separator: ", ")
            throw IntegrationsError(.invalidAppData, LocalizedText(
                ja: "プロジェクトに構成「\(shown)」はありません（構成の名前は大文字と小文字を区別します）。定義されている構成 \(list) のどれかを指定してください。",
                en: "The project defines no configuration \"\(shown)\" (configuration names are case-sensitive). Choose one it defines: \(list)."))
        }

        // The app target, its extensions, and the property lists and entitlements each names.
        let choice = try AppTargetChoice.choose(from: projects, named: target)
        if let choice {
            readTargets(choice, files: files, into: &report, notes: &notes)
        } else if projects.allSatisfy(\.targets.isEmpty) {
            // No project, or none that defines a target: nothing says which files are the app's.
            readWithoutProject(files, into: &report, notes: &notes)
        } else {
            notes.append(Diagnostic.importNote(.importNoAppTarget, "\(projects[0].path):1", AppTargetChoice.absence(in: projects)))
        }

        // SiriKit definitions.
        let classPrefix = projects.lazy.compactMap(\.classPrefix).first
        for path in files.paths(withExtension: "intentdefinition") {
            guard let data = read(path) else { continue }
            report.files.intentDefinitions += 1
            do {
                let definition = try PropertyListFile(path: path, data: data)
                report.regions.merge(definition.regions) { known, _ in known }
                report.intents += IntentDefinitionFile.intents(in: definition, classPrefix: classPrefix)
            } catch {
                notes.append(error.note)
            }
        }

        // Swift sources.
        var facts = SwiftSourceFacts()
        let swiftPaths = Self.appSwiftPaths(files.paths(withExtension: "swift"), choice: choice, projects: projects, notes: &notes)
        if let swiftSources {
            var sources: [SwiftSourceFile] = []
            var manifests: [String] = []
            for path in swiftPaths {
                guard let data = read(path) else { continue }
                // Tuist's manifests (Project.swift and its helpers) are Swift that Tuist runs to write the
                // project, not the app's code.
                if Self.isTuistManifest(data) {
                    manifests.append(path)
                    continue
                }
                if let invalid = Self.firstInvalidUTF8(data) {
                    notes.append(Diagnostic.importNote(.importInvalidFile, "\(path):\(invalid.line)", LocalizedText(
                        ja: "\(invalid.line) 行 \(invalid.column) 列のバイトが UTF-8 ではありません。U+FFFD に置き換えて読みました",
                        en: "bytes at line \(invalid.line), column \(invalid.column) are not UTF-8; read with U+FFFD in their place")))
                }
                sources.append(SwiftSourceFile(path: path, text: String(decoding: data, as: UTF8.self)))
            }
            facts = swiftSources.read(sources)
            if !manifests.isEmpty {
                let first = manifests.prefix(3).map(TerminalText.safeLine).joined(separator: ", ")
                notes.append(Diagnostic.importNote(.importSourcesNotRead, ".", LocalizedText(
                    ja: "Tuist のマニフェスト \(manifests.count) 件（import ProjectDescription）はアプリのソースとして読んでいません: \(first)。Tuist はこれらを実行してプロジェクトを書きます。tuist generate で書かれた .xcodeproj のあるフォルダを読み込んでください",
                    en: "\(manifests.count) Tuist manifests (import ProjectDescription) were not read as the app's sources: \(first). Tuist runs them to write the project; import the folder after `tuist generate` has written the .xcodeproj")))
            }
        } else if !swiftPaths.isEmpty {
            notes.append(Diagnostic.importNote(.importReaderFailed, ".", LocalizedText(
                ja: "Swift のソース \(swiftPaths.count) 件は読んでいません（Swift ソースの読み手がありません）",
                en: "\(swiftPaths.count) Swift sources were not read (no Swift-source reader)")))
            facts.unread = swiftPaths.map { path in
                UnreadSwiftSource(path: path, code: .importReaderFailed, reason: LocalizedText(
                    ja: "Swift ソースの読み手がないため読んでいません", en: "not read: there is no Swift-source reader"))
            }
        }
        // Objective-C: the app's implementation files' call sites, with the constants of every header
        // (ObjectiveCSourceReader, Decision 490). A file of the app's that could not be read leaves every code
        // kind unread, as an unread Swift source does.
        // The files refused when the folder was listed (over a limit, not a regular file) count among the
        // app's by membership, as for Swift below.
        let refusedObjectiveC = Set(files.problems.filter { Self.unreadNoteCodes.contains($0.code) }.map { ImportReport.place(of: $0.source).file }
            .filter { ["m", "mm"].contains(($0 as NSString).pathExtension) })
        var membershipNotes: [Diagnostic] = []
        let objectiveCPaths = Self.appSwiftPaths(
            files.paths(withExtension: "m") + files.paths(withExtension: "mm") + refusedObjectiveC.sorted(), choice: choice, projects: projects,
            notes: &membershipNotes)
        if !objectiveCPaths.isEmpty {
            let sources = objectiveCPaths.filter { !refusedObjectiveC.contains($0) }.compactMap { path in
                read(path).map { ObjectiveCSourceFile(path: path, text: String(decoding: $0, as: UTF8.self)) }
            }
            let headers = (files.paths(withExtension: "h") + files.paths(withExtension: "pch")).filter { !Self.isTestSource($0) }.compactMap { path in
                read(path).map { ObjectiveCSourceFile(path: path, text: String(decoding: $0, as: UTF8.self)) }
            }
            // `#ifdef IS_ALPHA` decided by the chosen configuration's settings (Decision 495).
            let macros = choice.map { PreprocessorMacros(configuration: PreprocessorMacros.defined(by: $0.target.settings), projectNames: $0.project.preprocessorNames) }
            facts.add(objectiveC: ObjectiveCSourceReader.read(sources, headers: headers, macros: macros ?? .unknown))
            if sources.count < objectiveCPaths.count { facts.unreadKinds.formUnion(Self.codeKinds) }
        }
        // A React Native app takes native modules from node_modules (never read): one of them may register
        // the categories, tasks and handlers the app's own code does not, so no rule concludes from absence.
        for podfile in ["Podfile", "ios/Podfile"] {
            guard let data = read(podfile) else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard text.contains("react_native_pods") || text.contains("use_react_native!") else { continue }
            facts.unreadKinds.formUnion(Self.codeKinds)
            notes.append(Diagnostic.importNote(.importSourcesNotRead, "\(podfile):1", LocalizedText(
                ja: "React Native のアプリです。Podfile が node_modules から取り込むネイティブモジュールは読んでいません。そこで登録・処理される通知カテゴリ、タスク、アクティビティタイプはこの報告にありません",
                en: "a React Native app: the native modules its Podfile takes from node_modules were not read, and the notification categories, tasks and activity types they register or handle are not in this report")))
            break
        }
        // The app's sources that were not read at all: skipped when listed or read, or by the reader.
        var unread = facts.unread
        var skipped: [String: (line: Int, note: Diagnostic)] = [:]
        for note in files.problems where Self.unreadNoteCodes.contains(note.code) {
            let place = ImportReport.place(of: note.source)
            guard (place.file as NSString).pathExtension == "swift", skipped[place.file] == nil else { continue }
            skipped[place.file] = (place.line ?? 1, note)
        }
        if !skipped.isEmpty {
            var ignored: [Diagnostic] = []
            let app = Set(Self.appSwiftPaths(files.paths(withExtension: "swift") + skipped.keys.sorted(), choice: choice, projects: projects, notes: &ignored))
            for (path, found) in skipped.sorted(by: { $0.key < $1.key }) where app.contains(path) {
                unread.append(UnreadSwiftSource(path: path, line: found.line, code: found.note.code, reason: found.note.message))
            }
        }
        if !unread.isEmpty {
            // What an unread file does is not known: no rule concludes that the code never does something.
            facts.unreadKinds.formUnion(Self.codeKinds)
        }
        report.unreadSwiftSources = unread.sorted { ($0.path, $0.line) < ($1.path, $1.line) }
        report.swiftComments = facts.comments
        report.regions.merge(facts.regions) { known, _ in known }
        report.files.swiftSources = facts.filesRead
        merge(facts, into: &report)
        if let choice {
            Self.markWidgetCode(in: &report, choice: choice)
            Self.markExtensionActivities(in: &report, choice: choice)
            Self.markSharedActivities(in: &report, choice: choice, projects: projects)
            // ProjectImporter+Membership.swift: which targets compile each intent; the deployment target.
            Self.markCompiledBy(in: &report, choice: choice, swiftPaths: files.paths(withExtension: "swift"))
            Self.readDeploymentTarget(choice, files: files, into: &report)
        }
        if files.objectiveCSources > 0 {
            // What the Objective-C reader does not read (ObjectiveCSourceReader.kindsNotRead) is unread.
            notes.append(Diagnostic.importNote(.importSourcesNotRead, ".", LocalizedText(
                ja: "Objective-C のソース \(files.objectiveCSources) 件（.m、.mm）からは通知カテゴリとアクション、アクティビティタイプ、バックグラウンドタスク、クイックアクションだけを読みました。そこで開く・受け取る URL と SiriKit のインテントはこの報告にありません",
                en: "\(files.objectiveCSources) Objective-C sources (.m, .mm) were read for notification categories and actions, activity types, background tasks and quick actions only: the URLs they open or receive and their SiriKit intents are not in this report")))
        }

        // The App Shortcuts' phrases in other languages: AppShortcuts.xcstrings, a key per phrase in code.
        for path in files.paths(named: "AppShortcuts.xcstrings") {
            guard let data = read(path) else { continue }
            do {
                for (key, byLanguage) in try AppShortcutsCatalog.phrases(in: data, file: path) {
                    guard let index = report.appShortcuts.firstIndex(where: { $0.phrases.contains(key) }) else {
                        notes.append(Diagnostic.importNote(.importUnmatchedCatalogKey, "\(path):1", LocalizedText(
                            ja: "カタログのキー「\(TerminalText.safeLine(key))」はどの App Shortcut のフレーズでもありません",
                            en: "the catalog's key \"\(TerminalText.safeLine(key))\" is no App Shortcut's phrase")))
                        continue
                    }
                    for (language, phrases) in byLanguage {
                        var known = report.appShortcuts[index].localizedPhrases[language.rawValue] ?? []
                        for phrase in phrases where !known.contains(phrase) { known.append(phrase) }
                        report.appShortcuts[index].localizedPhrases[language.rawValue] = known
                    }
                }
            } catch {
                notes.append(Diagnostic.importNote(.importInvalidFile, "\(path):1", error.message))
            }
        }
        report.notes = (notes + files.problems + facts.notes).sorted { ($0.source, $0.message.en) < ($1.source, $1.message.en) }
        return report
    }

    /// The kinds of value (``ImportReport/unreadKinds``) the rules that conclude from what the code does not
    /// do look at: all of them are unknown when a Swift source was not read.
    static let codeKinds: Set<String> = [
        "activityType", "backgroundTask", "handledNotificationAction", "liveActivityAttributes", "notificationCategory", "notificationAction", "quickActionType",
        "type", "urlHandler", "urlScheme",
    ]

    /// The codes of the notes that say a file was not read at all.
    static let unreadNoteCodes: Set<Diagnostic.Code> = [.importOverLimit, .importFileSkipped, .importOutsideProject, .importReaderFailed]

    /// The line and column (in bytes, from 1) of the first byte of `data` that is not UTF-8; `nil` when all is.
    static func firstInvalidUTF8(_ data: Data) -> (line: Int, column: Int)? {
        guard String(validating: data, as: UTF8.self) == nil else { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var bytes = data.makeIterator()
        var line = 1
        var column = 1
        var afterCR = false
        while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                // A line ends at LF, CRLF or a lone CR (TextLines): the LF of a CRLF pair starts no new line.
                let byte = encoded.count == 1 ? encoded.first : nil
                defer { afterCR = byte == UInt8(ascii: "\r") }
                if byte == UInt8(ascii: "\n"), afterCR {
                    continue
                } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    line += 1
                    column = 1
                } else {
                    column += encoded.count
                }
            case .emptyInput: return nil
            case .error: return (line, column)
            }
        }
    }

    /// An Info.plist and the settings its values are resolved with.
    struct ResolvedPlist {
        let file: PropertyListFile
        let target: XcodeProject.Target?
        let settings: BuildSettings
    }

    /// Whether a Swift file is a test's: a folder of its path ends in `Tests` (`Tests`, `AppTests`, `UITests`).
    static func isTestSource(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
    }

    static func isInfoPlist(_ dictionary: [String: Any]) -> Bool {
        ["CFBundleIdentifier", "NSExtension", "CFBundleURLTypes", "NSUserActivityTypes", "CFBundleExecutable"].contains { dictionary[$0] != nil }
    }

    static func projectSettings(_ project: XcodeProject) -> BuildSettings {
        BuildSettings(["SRCROOT": project.sourceRoot.isEmpty ? "." : project.sourceRoot])
    }

    /// The app's own Info.plist: an application target's, else one with no `NSExtension` outside tests.
    static func appPlist(_ plists: [ResolvedPlist]) -> ResolvedPlist? {
        // An iOS app first, where a repository builds one for several platforms.
        let built = plists.filter { $0.target?.productType == "com.apple.product-type.application" }
        if let app = built.max(by: { iOSRank($0) < iOSRank($1) }) { return app }
        let apps = plists.filter { $0.file.dictionary?["NSExtension"] == nil && $0.file.dictionary?["CFBundleIdentifier"] != nil }
        let outsideTests = apps.filter { !$0.file.path.localizedCaseInsensitiveContains("test") }
        return (outsideTests.isEmpty ? apps : outsideTests).min { ($0.file.path.count, $0.file.path) < ($1.file.path.count, $1.file.path) }
    }

    /// How surely a target builds for iOS: its SDK, its platforms, then its name or path.
    static func iOSRank(_ plist: ResolvedPlist) -> Int {
        let settings = plist.settings.values
        if settings["SDKROOT"] == "iphoneos" { return 3 }
        if settings["SUPPORTED_PLATFORMS"]?.contains("iphoneos") == true { return 2 }
        let name = (plist.target?.name ?? "") + " " + plist.file.path
        return name.localizedCaseInsensitiveContains("ios") ? 1 : 0
    }

    /// A resolved string value, with a note for each variable left unresolved.
    func resolved(_ value: String, settings: BuildSettings, source: String, key: String, notes: inout [Diagnostic]) -> String {
        let (text, unresolved, tooLong) = settings.expand(value)
        if tooLong {
            notes.append(Diagnostic.importNote(.importOverLimit, source, LocalizedText(
                ja: "\(key) の値は展開すると \(BuildSettings.valueLengthLimit) 文字より長くなります（上限）。書かれたまま残しています",
                en: "\(key) expands to more than \(BuildSettings.valueLengthLimit) characters, over the limit; kept as written")))
        }
        let shownConfiguration = TerminalText.shortLine(settings.values["CONFIGURATION"] ?? configuration ?? "Release")
        for name in unresolved {
            if settings.isWhole, !BuildSettings.signingNames.contains(name) {
                // Xcode expands a setting no level defines to nothing (BUNDLE_ID_SUFFIX set for Debug only).
                notes.append(Diagnostic.importNote(.importSettingUndefined, source, LocalizedText(
                    ja: "\(key) の $(\(name)) は構成 \(shownConfiguration) で定義されていないビルド設定です。Xcode と同じく空として読みました",
                    en: "$(\(name)) in \(key) is a build setting configuration \(shownConfiguration) does not define; read as empty, as Xcode expands it")))
            } else {
                notes.append(Diagnostic.importNote(.importSettingUndefined, source, LocalizedText(
                    ja: "\(key) の $(\(name)) は解決できませんでした（構成 \(shownConfiguration) にこのビルド設定がありません）。書かれたまま残しています",
                    en: "$(\(name)) in \(key) is unresolved (no such build setting for configuration \(shownConfiguration)); kept as written")))
            }
        }
        return text
    }

    func readApp(_ plist: ResolvedPlist, into report: inout ImportReport, notes: inout [Diagnostic]) {
        let file = plist.file
        report.regions.merge(file.regions) { known, _ in known }
        guard let info = file.dictionary else { return }
        report.app.source = info["CFBundleIdentifier"] == nil ? "\(file.path):1" : file.source(ofKey: "CFBundleIdentifier")
        if let identifier = info["CFBundleIdentifier"] as? String {
            report.app.bundleIdentifier = Self.nonEmpty(resolved(identifier, settings: plist.settings, source: file.source(ofKey: "CFBundleIdentifier"), key: "CFBundleIdentifier", notes: &notes))
        } else if plist.target != nil, let identifier = plist.settings.values["PRODUCT_BUNDLE_IDENTIFIER"] {
            // GENERATE_INFOPLIST_FILE: Xcode writes CFBundleIdentifier from the build setting.
            report.app.bundleIdentifier = Self.nonEmpty(resolved(identifier, settings: plist.settings, source: report.app.source ?? "\(file.path):1", key: "PRODUCT_BUNDLE_IDENTIFIER", notes: &notes))
        }
        for key in ["CFBundleDisplayName", "CFBundleName"] {
            if report.app.name == nil, let name = info[key] as? String ?? plist.settings.values["INFOPLIST_KEY_\(key)"] {
                report.app.name = Self.nonEmpty(resolved(name, settings: plist.settings, source: file.source(ofKey: key), key: key, notes: &notes))
            }
        }
        if report.app.name == nil, plist.target != nil, let name = plist.settings.values["PRODUCT_NAME"] {
            report.app.name = Self.nonEmpty(resolved(name, settings: plist.settings, source: "\(file.path):1", key: "PRODUCT_NAME", notes: &notes))
        }
        for type in info["CFBundleURLTypes"] as? [[String: Any]] ?? [] {
            for scheme in type["CFBundleURLSchemes"] as? [String] ?? [] {
                let written = resolved(scheme, settings: plist.settings, source: file.source(ofValue: scheme, underKey: "CFBundleURLSchemes"), key: "CFBundleURLSchemes", notes: &notes)
                // Hook (InfoPlistPreprocessor.swift): a macro's name left by the preprocessor is not a scheme to lower-case.
                let keptMacro = InfoPlistPreprocessing.keepsMacroName(written, settings: plist.settings, source: file.source(ofValue: scheme, underKey: "CFBundleURLSchemes"), notes: &notes)
                let value = keptMacro ? written : written.lowercased()
                if !value.isEmpty, !report.app.urlSchemes.contains(value) { report.app.urlSchemes.append(value) }
                // A scheme no URL can carry (RFC 3986 §3.1), for `project.urlSchemeInvalid`; one still holding
                // a build setting, or a macro's name the preprocessor could not replace, is not known.
                if !keptMacro, !written.contains("$"), !URLSchemeSyntax.isValid(written) {
                    report.invalidURLSchemes = (report.invalidURLSchemes ?? []) + [SourceValue(written, source: file.source(ofValue: scheme, underKey: "CFBundleURLSchemes"))]
                }
            }
        }
        report.app.queriedSchemes = (info["LSApplicationQueriesSchemes"] as? [String] ?? []).map { $0.lowercased() }
        for type in info["NSUserActivityTypes"] as? [String] ?? [] {
            let source = file.source(ofValue: type, underKey: "NSUserActivityTypes")
            let value = resolved(type, settings: plist.settings, source: source, key: "NSUserActivityTypes", notes: &notes)
            if !value.isEmpty, !report.activityTypes.contains(where: { $0.type == value }) {
                report.activityTypes.append(ImportReport.ActivityType(type: value, declared: true, created: false, handled: false, source: source))
            }
        }
        for name in info["INIntentsSupported"] as? [String] ?? [] {
            report.intentClasses.append(ImportReport.IntentClass(name: Self.className(name), key: "INIntentsSupported", source: file.source(ofValue: name, underKey: "INIntentsSupported")))
        }
        readPointFacts(plist, into: &report)
        readBackgroundTasks(plist, info: info, into: &report, notes: &notes)
        readLiveActivityKeys(plist, info: info, into: &report, notes: &notes)
        readQuickActions(plist, info: info, into: &report, notes: &notes)
    }

    func readExtension(_ plist: ResolvedPlist, into report: inout ImportReport, notes: inout [Diagnostic]) {
        let file = plist.file
        report.regions.merge(file.regions) { known, _ in known }
        readPointFacts(plist, into: &report)
        guard let info = file.dictionary, let extensionInfo = info["NSExtension"] as? [String: Any] else { return }
        readExtensionLiveActivityKey(plist, info: info, into: &report)
        let attributes = extensionInfo["NSExtensionAttributes"] as? [String: Any] ?? [:]
        for name in attributes["IntentsSupported"] as? [String] ?? [] {
            report.intentClasses.append(ImportReport.IntentClass(
                name: Self.className(name), key: "IntentsSupported", source: file.source(ofValue: name, underKey: "IntentsSupported")))
        }
        // A content extension's categories: a string or an array of strings.
        let categories: [String]
        switch attributes["UNNotificationExtensionCategory"] {
        case let one as String: categories = [one]
        case let many as [String]: categories = many
        default: categories = []
        }
        for category in categories {
            let source = file.source(ofValue: category, underKey: "UNNotificationExtensionCategory")
            let value = resolved(category, settings: plist.settings, source: source, key: "UNNotificationExtensionCategory", notes: &notes)
            report.notificationCategories.append(ImportReport.NotificationCategory(identifier: value, actions: [], registered: true, source: source))
        }
    }

    /// What each point of ``factReaders`` reads from `plist`, under its name.
    func readPointFacts(_ plist: ResolvedPlist, into report: inout ImportReport) {
        guard !factReaders.isEmpty, let dictionary = plist.file.dictionary else { return }
        let file = plist.file
        let reading = InfoPlistReading(
            path: file.path, target: plist.target?.name, values: dictionary.mapValues(JSONValue.init(propertyList:)),
            places: { keys in file.source(ofKeyPath: keys) })
        for reader in factReaders {
            guard let facts = reader.facts(in: reading) else { continue }
            report.pointFacts[reader.name, default: []].append(facts)
        }
    }

    func readEntitlements(_ file: PropertyListFile, settings: BuildSettings, into report: inout ImportReport, notes: inout [Diagnostic]) {
        report.regions.merge(file.regions) { known, _ in known }
        guard let dictionary = file.dictionary else { return }
        let key = "com.apple.developer.associated-domains"
        for domain in dictionary[key] as? [String] ?? [] {
            let source = file.source(ofValue: domain, underKey: key)
            var value = resolved(domain, settings: settings, source: source, key: key, notes: &notes)
            // A domain named with a setting this repository leaves empty is the builder's, as an App Group's.
            let empty = Self.emptySettings(in: domain, settings: settings)
            if !empty.isEmpty, !value.isEmpty {
                let names = empty.map { "$(\($0))" }.joined(separator: ", ")
                notes.append(Diagnostic.importNote(.importSettingUndefined, source, LocalizedText(
                    ja: "\(key) の「\(domain)」は、このリポジトリでは空のビルド設定 \(names) でできています。ビルドする人が設定する値とみなし、関連ドメインとして扱いません",
                    en: "\"\(domain)\" in \(key) is built from \(names), empty in this repository: taken as a value whoever builds sets, and not read as an associated domain")))
                continue
            }
            // `applinks:example.com?mode=developer` is the same domain, served by the developer's CDN bypass.
            if let query = value.firstIndex(of: "?") { value = String(value[..<query]) }
            // A value that expanded to nothing (an undefined setting, with its note) declares nothing.
            if !value.isEmpty, !report.app.associatedDomains.contains(value) { report.app.associatedDomains.append(value) }
        }
        let groups = "com.apple.security.application-groups"
        for group in dictionary[groups] as? [String] ?? [] {
            let source = file.source(ofValue: group, underKey: groups)
            let value = resolved(group, settings: settings, source: source, key: groups, notes: &notes)
            // A group named with a setting this repository leaves empty (the team identifier, an ID a
            // builder's own uncommitted xcconfig sets) is not the group the app ships with: it is not judged
            // (`group.com..example` is the repository's gap, not the app's; Docs/RealApps.md, issue 44).
            let empty = Self.emptySettings(in: group, settings: settings)
            if !empty.isEmpty {
                let names = empty.map { "$(\($0))" }.joined(separator: ", ")
                notes.append(Diagnostic.importNote(.importSettingUndefined, source, LocalizedText(
                    ja: "\(groups) の「\(group)」は、このリポジトリでは空のビルド設定 \(names) でできています。ビルドする人が設定する値とみなし、App Group として扱いません",
                    en: "\"\(group)\" in \(groups) is built from \(names), empty in this repository: taken as a value whoever builds sets, and not read as an App Group")))
                continue
            }
            if !value.isEmpty, !report.app.appGroups.contains(value) { report.app.appGroups.append(value) }
        }
    }

    /// The build settings `value` refers to (`$(NAME)`, `${NAME}`, `$(NAME:modifier)`) that are empty or not
    /// defined in `settings`, in order, each once — also through the settings it refers to: Loop's
    /// `$(APP_GROUP_IDENTIFIER)` is `group.$(MAIN_APP_BUNDLE_IDENTIFIER)Group`, that is
    /// `com.${DEVELOPMENT_TEAM}.loopkit`, and `DEVELOPMENT_TEAM` is `$(LOOP_DEVELOPMENT_TEAM)`, left empty.
    static func emptySettings(in value: String, settings: BuildSettings) -> [String] {
        var names: [String] = []
        var expanded: Set<String> = []
        collectEmptySettings(in: value, settings: settings, depth: 0, expanded: &expanded, into: &names)
        return names
    }

    /// ``emptySettings(in:settings:)``'s walk: each setting is expanded once in the whole walk (a cycle, or
    /// settings that all name each other, stays linear), at most 16 settings deep.
    private static func collectEmptySettings(
        in value: String, settings: BuildSettings, depth: Int, expanded: inout Set<String>, into names: inout [String]
    ) {
        var rest = Substring(value)
        while let dollar = rest.firstIndex(of: "$") {
            let after = rest[rest.index(after: dollar)...]
            guard let open = after.first, open == "(" || open == "{" else {
                rest = after
                continue
            }
            let close: Character = open == "(" ? ")" : "}"
            let body = after.dropFirst()
            guard let end = body.firstIndex(of: close) else { break }
            let name = String(body[..<end].prefix { $0 != ":" })
            let defined = settings.values[name] ?? ""
            if !name.isEmpty, defined.isEmpty, !names.contains(name) { names.append(name) }
            // A setting made of others: followed.
            if !defined.isEmpty, defined.contains("$"), depth < 16, expanded.insert(name).inserted {
                collectEmptySettings(in: defined, settings: settings, depth: depth + 1, expanded: &expanded, into: &names)
            }
            rest = body[body.index(after: end)...]
        }
    }

    /// `value`, or `nil` when it is empty (a value made only of undefined settings, whose note says so).
    static func nonEmpty(_ value: String) -> String? {
        value.isEmpty ? nil : value
    }

    /// `Module.ClassName` is `ClassName`; `$(PRODUCT_MODULE_NAME).ClassName` too.
    static func className(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    private func merge(_ facts: SwiftSourceFacts, into report: inout ImportReport) {
        report.intents += facts.intents
        report.appShortcuts = facts.appShortcuts
        report.widgets = facts.widgets
        for category in facts.notificationCategories {
            if let index = report.notificationCategories.firstIndex(where: { $0.identifier == category.identifier }) {
                report.notificationCategories[index].actions += category.actions
                report.notificationCategories[index].registered = report.notificationCategories[index].registered || category.registered
            } else {
                report.notificationCategories.append(category)
            }
        }
        func entry(_ type: String, source: String) -> Int {
            if let index = report.activityTypes.firstIndex(where: { $0.type == type }) { return index }
            report.activityTypes.append(ImportReport.ActivityType(type: type, declared: false, created: false, handled: false, source: source))
            return report.activityTypes.count - 1
        }
        // `Bundle.main.bundleIdentifier` in an activity type is the app's identifier when it is known;
        // otherwise the type keeps the build setting's name and is uncertain.
        let bundleIdentifier = report.app.bundleIdentifier.flatMap { $0.contains("$(") ? nil : $0 }
        func identified(_ text: String) -> String {
            guard let bundleIdentifier else { return text }
            return text.replacingOccurrences(of: ImportReport.bundleIdentifierMarker, with: bundleIdentifier)
        }
        func identified(_ value: SourceValue) -> SourceValue {
            guard value.value.contains(ImportReport.bundleIdentifierMarker) else { return value }
            var found = value
            found.value = identified(value.value)
            if bundleIdentifier == nil, found.uncertainty == nil { found.uncertainty = Uncertainty(.unresolved, "Bundle.main.bundleIdentifier") }
            return found
        }
        // An activity type is uncertain when every place the code creates or continues it is.
        var certainUse: Set<String> = []
        var reasons: [String: Uncertainty] = [:]
        func use(_ value: SourceValue) {
            if let uncertainty = value.uncertainty {
                if reasons[value.value] == nil { reasons[value.value] = uncertainty }
            } else {
                certainUse.insert(value.value)
            }
        }
        for created in facts.createdActivities.map(identified) {
            let index = entry(created.value, source: created.source)
            report.activityTypes[index].created = true
            report.activityTypes[index].createdAt.append(created.source)
            use(created)
        }
        for handled in facts.handledActivities.map(identified) {
            let index = entry(handled.value, source: handled.source)
            report.activityTypes[index].handled = true
            if !report.activityTypes[index].handledAt.contains(handled.source) { report.activityTypes[index].handledAt.append(handled.source) }
            use(handled)
        }
        for index in report.activityTypes.indices where !certainUse.contains(report.activityTypes[index].type) {
            report.activityTypes[index].uncertainty = reasons[report.activityTypes[index].type]
        }
        for (type, hosts) in facts.webpageHosts {
            let index = entry(identified(type), source: hosts.first?.source ?? "")
            for host in hosts where !report.activityTypes[index].webpageHosts.contains(where: { $0.value == host.value }) {
                report.activityTypes[index].webpageHosts.append(host)
            }
        }
        for (type, flags) in facts.eligibility {
            let index = entry(identified(type), source: report.activityTypes.first { $0.type == identified(type) }?.source ?? "")
            report.activityTypes[index].eligibility = Array(Set(report.activityTypes[index].eligibility).union(flags)).sorted()
        }
        for (type, flags) in facts.disabledEligibility {
            let index = entry(identified(type), source: report.activityTypes.first { $0.type == identified(type) }?.source ?? "")
            report.activityTypes[index].disabledEligibility = Array(Set(report.activityTypes[index].disabledEligibility ?? []).union(flags)).sorted()
        }
        report.siriKitHandlers = facts.siriKitHandlers.isEmpty ? nil : facts.siriKitHandlers
        // App Intents are made in code all the time (`AppShortcut(intent: X())`); only SiriKit's count here.
        let appIntents = Set(facts.intents.map(\.type))
        let createdIntents = Set(facts.createdIntents.map(\.value)).subtracting(appIntents)
        report.createdIntents = createdIntents.isEmpty ? nil : createdIntents.sorted()
        report.urls = facts.urls
        report.urlHandlers = facts.urlHandlers.isEmpty ? nil : facts.urlHandlers
        report.liveActivities = facts.liveActivities.isEmpty ? nil : facts.liveActivities
        report.frequentPushesReadAt = facts.frequentPushesReadAt.isEmpty ? nil : facts.frequentPushesReadAt
        report.addBackgroundTaskUses(facts.backgroundTaskUses.map { use in
            var found = use
            found.identifier = identified(use.identifier)
            return found
        })
        // ImportReport+QuickActions.swift: the types the code creates and handles, and where it receives one.
        report.addQuickActionUses(facts.quickActionUses.map { use in
            var found = use
            found.type = identified(use.type)
            return found
        })
        if facts.quickActionEntryPoints.receivesQuickActions { report.quickActionEntryPoints = facts.quickActionEntryPoints }
        report.addContentExtensionActions(facts.contentExtensionActions)
        report.addControlFacts(uses: facts.intentUses, spotlight: facts.spotlightEntities, liveActivityIntents: facts.liveActivityIntents)
        report.handledCategories = facts.handledCategories
        report.handledActions = facts.handledActions
        report.createdActions = facts.createdActions
        report.entityTypes = facts.entityTypes.sorted()
        report.enumCases = facts.enumCases
        report.declaredTypes = facts.declaredTypes.sorted()
        report.unreadKinds = facts.unreadKinds.sorted()
    }
}
