import Foundation
import IntegrationsCore
#if XcodeGen
import Yams
#endif

/// XcodeGen's `project.yml`: the targets, their build settings for one configuration (the project's
/// `settings` and `configFiles`, then the target's), the Info.plist and entitlements each names, and the
/// property lists XcodeGen writes from `info.properties` and `entitlements.properties` when the repository
/// does not hold them.
enum XcodeGenProject {
    /// What a `project.yml` gives: the project, and generated property lists by path.
    struct Result {
        var project: XcodeProject
        var generatedFiles: [String: Data]
        /// What could not be applied (templates past their limit), with its place.
        var notes: [Diagnostic] = []
    }

    /// XcodeGen's target types and Xcode's product types.
    static let productTypes: [String: String] = [
        "application": "com.apple.product-type.application",
        "app-extension": "com.apple.product-type.app-extension",
        "extensionkit-extension": "com.apple.product-type.extensionkit-extension",
        "framework": "com.apple.product-type.framework",
        "library.static": "com.apple.product-type.library.static",
        "bundle.unit-test": "com.apple.product-type.bundle.unit-test",
        "bundle.ui-testing": "com.apple.product-type.bundle.ui-testing",
        "watchkit2-extension": "com.apple.product-type.watchkit2-extension",
        "application.watchapp2": "com.apple.product-type.application.watchapp2",
        "app-clip": "com.apple.product-type.application.on-demand-install-capable",
    ]

    /// Reads `project.yml` at `path` (relative to the imported folder).
    ///
    /// Each target is read as XcodeGen resolves it (templates, multi-platform lists: `XcodeGenProject+Targets`),
    /// with its `type`, `platform`, `sources` (files compiled, among `swiftPaths`) and `dependencies`.
    ///
    /// - Throws: ``ImportProblem`` when the file is not YAML, or not a project.
    static func read(
        _ data: Data, path: String, configuration requested: String?, xcconfig: (String, String) -> [String: String]?,
        exists: (String) -> Bool, swiftPaths: [String] = [], read: (String) -> Data? = { _ in nil }, locate: (String) -> String? = { _ in nil }
    ) throws(ImportProblem) -> Result {
        #if XcodeGen
        var yamlNodes = 0
        var includeNotes: [Diagnostic] = []
        let root = withIncludes(try mapping(data, path: path, nodes: &yamlNodes), path: path, read: read, locate: locate, nodes: &yamlNodes, notes: &includeNotes)
        let folder = Self.sourceFolder(of: root, specFolder: (path as NSString).deletingLastPathComponent, path: path, exists: exists, notes: &includeNotes)
        // XcodeGen's configurations: `configs` (name: debug|release), else Debug and Release.
        let defined = (root["configs"] as? [String: Any]).map { $0.keys.sorted() } ?? ["Debug", "Release"]
        let options = root["options"] as? [String: Any] ?? [:]
        let configuration = requested
            ?? (defined.contains("Release") ? "Release" : options["defaultConfig"] as? String ?? defined.first ?? "Release")
        func relative(_ file: String) -> String { ProjectPath.normalized(folder.isEmpty ? file : folder + "/" + file) }

        /// A `settings` block for the configuration: `base` then `configs[configuration]`, or a flat map.
        func settings(_ value: Any?) -> [String: String] {
            guard let block = value as? [String: Any] else { return [:] }
            var result: [String: String] = [:]
            let isGrouped = block["base"] != nil || block["configs"] != nil || block["groups"] != nil
            let base = isGrouped ? block["base"] as? [String: Any] ?? [:] : block
            for (key, value) in base { result[key] = Self.text(value) }
            if let configs = block["configs"] as? [String: Any],
                let chosen = configs.first(where: { $0.key.lowercased() == configuration.lowercased() })?.value as? [String: Any]
            {
                for (key, value) in chosen { result[key] = Self.text(value) }
            }
            return result.compactMapValues { $0 }
        }
        func configFile(_ value: Any?) -> [String: String] {
            guard let files = value as? [String: Any],
                let file = files.first(where: { $0.key.lowercased() == configuration.lowercased() })?.value as? String else { return [:] }
            return xcconfig(relative(file), configuration) ?? [:]
        }

        let projectName = root["name"] as? String ?? "App"
        let projectSettings = BuildSettings(["CONFIGURATION": configuration, "SRCROOT": folder.isEmpty ? "." : folder, "PROJECT_DIR": folder.isEmpty ? "." : folder, "PROJECT_NAME": projectName, "PROJECT": projectName])
            .overridden(by: iOSDeploymentTarget(options["deploymentTarget"]).map { ["IPHONEOS_DEPLOYMENT_TARGET": $0] } ?? [:])
            .overridden(by: configFile(root["configFiles"])).overridden(by: settings(root["settings"]))
        var targets: [XcodeProject.Target] = []
        var generated: [String: Data] = [:]
        var notes: [Diagnostic] = []
        for (name, target) in resolvedTargets(root, path: path, notes: &notes).sorted(by: { $0.key < $1.key }) {
            var own = settings(target["settings"])
            // XcodeGen's defaults: the bundle identifier from `options.bundleIdPrefix`, the plists it writes.
            if own["PRODUCT_BUNDLE_IDENTIFIER"] == nil, let prefix = options["bundleIdPrefix"] as? String {
                own["PRODUCT_BUNDLE_IDENTIFIER"] = "\(prefix).\(name)"
            }
            // XcodeGen writes a target's `deploymentTarget` as its build setting, under the settings written out.
            if own["IPHONEOS_DEPLOYMENT_TARGET"] == nil, let version = iOSDeploymentTarget(target["deploymentTarget"], platform: platform(of: target)) {
                own["IPHONEOS_DEPLOYMENT_TARGET"] = version
            }
            for (key, setting) in [("info", "INFOPLIST_FILE"), ("entitlements", "CODE_SIGN_ENTITLEMENTS")] {
                guard let spec = target[key] as? [String: Any], let file = spec["path"] as? String else { continue }
                own[setting] = own[setting] ?? file
                let path = relative(file)
                if !exists(path), let properties = spec["properties"] as? [String: Any] {
                    var plist = properties
                    if key == "info" {
                        plist["CFBundleIdentifier"] = plist["CFBundleIdentifier"] ?? "$(PRODUCT_BUNDLE_IDENTIFIER)"
                        plist["CFBundleName"] = plist["CFBundleName"] ?? "$(PRODUCT_NAME)"
                    }
                    if let data = try? PropertyListXML.data(plist) {
                        generated[path] = data
                    }
                }
            }
            let targetSettings = projectSettings.overridden(by: ["TARGET_NAME": name, "PRODUCT_NAME": name])
                .overridden(by: configFile(target["configFiles"])).overridden(by: own)
            let type = target["type"] as? String ?? ""
            targets.append(XcodeProject.Target(
                name: name, productType: productTypes[type] ?? (type.isEmpty ? "" : "com.apple.product-type." + type), settings: targetSettings, platform: platform(of: target),
                sources: sources(of: target, folder: folder, exists: exists, swiftPaths: swiftPaths), dependencies: dependencies(of: target)))
        }
        let project = XcodeProject(
            sourceRoot: folder, targets: targets, classPrefix: options["classPrefix"] as? String, configurations: defined,
            configuration: configuration)
        return Result(project: project, generatedFiles: generated, notes: includeNotes + notes)
        #else
        throw ImportProblem(.importFileSkipped, source: "\(path):1", message: LocalizedText(
            ja: "XcodeGen の project.yml は読んでいません（パッケージのトレイト XcodeGen がオフです）",
            en: "XcodeGen's project.yml was not read (the package's XcodeGen trait is off)"))
        #endif
    }

    #if XcodeGen
    /// The folder the spec's paths are relative to: its own, as XcodeGen reads it, unless no target's `sources`
    /// or `info.path` is there while they are in a folder above it — a spec kept aside and copied to that folder
    /// before `xcodegen generate` runs (`ci/project.yml` copied to the repository's root). A note says which.
    static func sourceFolder(of root: [String: Any], specFolder: String, path: String, exists: (String) -> Bool, notes: inout [Diagnostic]) -> String {
        var written: [String] = []
        for case let target as [String: Any] in (root["targets"] as? [String: Any] ?? [:]).values {
            let sources: [Any] = (target["sources"] as? [Any]) ?? (target["sources"].map { [$0] } ?? [])
            for source in sources {
                if let text = source as? String { written.append(text) } else if let text = (source as? [String: Any])?["path"] as? String { written.append(text) }
            }
            if let info = (target["info"] as? [String: Any])?["path"] as? String { written.append(info) }
        }
        written = written.filter { !$0.isEmpty && !$0.hasPrefix("/") && !$0.contains("$") }.prefix(64).map { $0 }
        func found(in folder: String) -> Bool {
            written.contains { exists(ProjectPath.normalized(folder.isEmpty ? $0 : folder + "/" + $0)) }
        }
        guard !written.isEmpty, !specFolder.isEmpty, !found(in: specFolder) else { return specFolder }
        var candidate = specFolder
        while !candidate.isEmpty {
            candidate = (candidate as NSString).deletingLastPathComponent
            guard found(in: candidate) else { continue }
            let shown = candidate.isEmpty ? "." : TerminalText.safeLine(candidate)
            notes.append(Diagnostic.importNote(.importFoundElsewhere, "\(path):1", LocalizedText(
                ja: "このスペックのターゲットのパスは \(TerminalText.safeLine(specFolder)) にはなく、\(shown) からのパスとして読みました（スペックを \(shown) にコピーしてから xcodegen generate を実行するプロジェクトです）",
                en: "the paths of this spec's targets are not in \(TerminalText.safeLine(specFolder)); they were read from \(shown), where the project copies the spec before running xcodegen generate")))
            return candidate
        }
        return specFolder
    }

    /// The mapping a `project.yml` (or a spec it includes) holds, its size counted before it becomes values:
    /// `nodes` adds this file's count to the files read before it, and the whole may not pass
    /// ``ProjectImporter/yamlNodeLimit``.
    ///
    /// - Throws: ``ImportProblem`` when the file is not YAML, is too large, or is not a mapping.
    static func mapping(_ data: Data, path: String, nodes: inout Int) throws(ImportProblem) -> [String: Any] {
        let text = String(decoding: data, as: UTF8.self)
        let node: Node?
        do {
            node = try BoundedYAML.compose(text, nodes: &nodes)
        } catch {
            switch error {
            case .aliasInKey:
                throw ImportProblem(.importInvalidFile, source: "\(path):1", message: LocalizedText(
                    ja: "エイリアス（*name）をキーに使う YAML は読みません（展開の大きさを前もって量れないため）。このファイルは読み飛ばしました",
                    en: "an alias (*name) is used in a mapping's key, which is not read (its expanded size cannot be bounded first); the file was skipped"))
            case .overLimit:
                throw ImportProblem(.importOverLimit, source: "\(path):1", message: LocalizedText(
                    ja: "エイリアスを展開すると値が \(ProjectImporter.yamlNodeLimit) 個を超えます（上限）。このファイルは読み飛ばしました",
                    en: "its aliases expand to more than \(ProjectImporter.yamlNodeLimit) values, over the limit; the file was skipped"))
            case .complexKey(let line):
                throw ImportProblem(.importInvalidFile, source: "\(path):\(line)", message: LocalizedText(
                    ja: "キーが値（文字列や数）ではなく、リストか表です。XcodeGen のプロジェクトにはない形なので、このファイルは読み飛ばしました",
                    en: "a key is a list or a mapping, not a plain value, which no XcodeGen project has; the file was skipped"))
            case .syntax(let line, _, _, let description):
                throw ImportProblem(.importInvalidFile, source: "\(path):\(line)", message: LocalizedText(
                    ja: "YAML として読めません（\(TerminalText.shortLine(description))）。このファイルは読み飛ばしました",
                    en: "not YAML (\(TerminalText.shortLine(description))); the file was skipped"))
            case .unavailable:
                throw ImportProblem(.importFileSkipped, source: "\(path):1", message: LocalizedText(
                    ja: "XcodeGen の project.yml は読んでいません（パッケージのトレイト XcodeGen がオフです）",
                    en: "XcodeGen's project.yml was not read (the package's XcodeGen trait is off)"))
            }
        }
        guard let loaded = node?.any as? [String: Any] else {
            throw ImportProblem(.importInvalidFile, source: "\(path):1", message: LocalizedText(
                ja: "XcodeGen のプロジェクト（キーと値の表）ではありません。このファイルは読み飛ばしました",
                en: "not an XcodeGen project (a mapping of keys); the file was skipped"))
        }
        return loaded
    }
    #endif

    /// A YAML scalar or list as a setting's text.
    static func text(_ value: Any) -> String? {
        switch value {
        case let text as String: text
        case let flag as Bool: flag ? "YES" : "NO"
        case let number as Int: String(number)
        case let number as Double: String(number)
        case let list as [Any]: list.compactMap(text).joined(separator: " ")
        default: nil
        }
    }
}
