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
    /// - Throws: ``ImportProblem`` when the file is not YAML, or not a project.
    static func read(
        _ data: Data, path: String, configuration: String, xcconfig: (String) -> [String: String]?, exists: (String) -> Bool
    ) throws(ImportProblem) -> Result {
        #if XcodeGen
        let root: [String: Any]
        do {
            guard let loaded = try Yams.load(yaml: String(decoding: data, as: UTF8.self)) as? [String: Any] else {
                throw ImportProblem(source: "\(path):1", message: LocalizedText(
                    ja: "XcodeGen のプロジェクト（キーと値の表）ではありません。このファイルは読み飛ばしました",
                    en: "not an XcodeGen project (a mapping of keys); the file was skipped"))
            }
            root = loaded
        } catch let problem as ImportProblem {
            throw problem
        } catch {
            let line = (error as? YamlError).flatMap(Self.line(of:)) ?? 1
            throw ImportProblem(source: "\(path):\(line)", message: LocalizedText(
                ja: "YAML として読めません（\(TerminalText.shortLine("\(error)"))）。このファイルは読み飛ばしました",
                en: "not YAML (\(TerminalText.shortLine("\(error)"))); the file was skipped"))
        }
        let folder = (path as NSString).deletingLastPathComponent
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
            return xcconfig(relative(file)) ?? [:]
        }

        let projectName = root["name"] as? String ?? "App"
        let options = root["options"] as? [String: Any] ?? [:]
        let projectSettings = BuildSettings(["SRCROOT": folder.isEmpty ? "." : folder, "PROJECT_DIR": folder.isEmpty ? "." : folder, "PROJECT_NAME": projectName])
            .overridden(by: configFile(root["configFiles"])).overridden(by: settings(root["settings"]))
        var targets: [XcodeProject.Target] = []
        var generated: [String: Data] = [:]
        for (name, value) in (root["targets"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let target = value as? [String: Any] else { continue }
            var own = settings(target["settings"])
            // XcodeGen's defaults: the bundle identifier from `options.bundleIdPrefix`, the plists it writes.
            if own["PRODUCT_BUNDLE_IDENTIFIER"] == nil, let prefix = options["bundleIdPrefix"] as? String {
                own["PRODUCT_BUNDLE_IDENTIFIER"] = "\(prefix).\(name)"
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
                    if let data = try? PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0) {
                        generated[path] = data
                    }
                }
            }
            let targetSettings = projectSettings.overridden(by: ["TARGET_NAME": name, "PRODUCT_NAME": name])
                .overridden(by: configFile(target["configFiles"])).overridden(by: own)
            let type = target["type"] as? String ?? ""
            targets.append(XcodeProject.Target(name: name, productType: productTypes[type] ?? type, settings: targetSettings))
        }
        let project = XcodeProject(sourceRoot: folder, targets: targets, classPrefix: options["classPrefix"] as? String)
        return Result(project: project, generatedFiles: generated)
        #else
        throw ImportProblem(source: "\(path):1", message: LocalizedText(
            ja: "XcodeGen の project.yml は読んでいません（パッケージのトレイト XcodeGen がオフです）",
            en: "XcodeGen's project.yml was not read (the package's XcodeGen trait is off)"))
        #endif
    }

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

    #if XcodeGen
    /// The line a YAML error names, from 1.
    static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        default: nil
        }
    }
    #endif
}
