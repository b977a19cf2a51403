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
        let folder = (path as NSString).deletingLastPathComponent
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
    /// The mapping a `project.yml` (or a spec it includes) holds, its size counted before it becomes values:
    /// `nodes` adds this file's count to the files read before it, and the whole may not pass
    /// ``ProjectImporter/yamlNodeLimit``.
    ///
    /// - Throws: ``ImportProblem`` when the file is not YAML, is too large, or is not a mapping.
    static func mapping(_ data: Data, path: String, nodes: inout Int) throws(ImportProblem) -> [String: Any] {
        let text = String(decoding: data, as: UTF8.self)
        // Aliases share a node where YAML is read, and are copied where it becomes values: a few hundred
        // bytes of nested aliases are millions of values (a "billion laughs"). The copies are counted first.
        if YAMLBudget.hasAliasInKey(text) {
            throw ImportProblem(.importInvalidFile, source: "\(path):1", message: LocalizedText(
                ja: "エイリアス（*name）をキーに使う YAML は読みません（展開の大きさを前もって量れないため）。このファイルは読み飛ばしました",
                en: "an alias (*name) is used in a mapping's key, which is not read (its expanded size cannot be bounded first); the file was skipped"))
        }
        do {
            let node = try Yams.compose(yaml: text)
            if let node {
                let shape = YAMLBudget.measure(node)
                nodes += shape.count
                if shape.count > ProjectImporter.yamlNodeLimit || nodes > ProjectImporter.yamlNodeLimit {
                    throw ImportProblem(.importOverLimit, source: "\(path):1", message: LocalizedText(
                        ja: "エイリアスを展開すると値が \(ProjectImporter.yamlNodeLimit) 個を超えます（上限）。このファイルは読み飛ばしました",
                        en: "its aliases expand to more than \(ProjectImporter.yamlNodeLimit) values, over the limit; the file was skipped"))
                }
                // Yams makes values only of mappings whose keys are plain values, and stops the process on any other.
                if let line = shape.complexKeyLine {
                    throw ImportProblem(.importInvalidFile, source: "\(path):\(line)", message: LocalizedText(
                        ja: "キーが値（文字列や数）ではなく、リストか表です。XcodeGen のプロジェクトにはない形なので、このファイルは読み飛ばしました",
                        en: "a key is a list or a mapping, not a plain value, which no XcodeGen project has; the file was skipped"))
                }
            }
            guard let loaded = node?.any as? [String: Any] else {
                throw ImportProblem(.importInvalidFile, source: "\(path):1", message: LocalizedText(
                    ja: "XcodeGen のプロジェクト（キーと値の表）ではありません。このファイルは読み飛ばしました",
                    en: "not an XcodeGen project (a mapping of keys); the file was skipped"))
            }
            return loaded
        } catch let problem as ImportProblem {
            throw problem
        } catch {
            // libyaml places an error at the end of the input on the line after the last one when the text
            // does not end with a line break: the last line is where a person looks.
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let line = min((error as? YamlError).flatMap(Self.line(of:)) ?? 1, max(lines, 1))
            throw ImportProblem(.importInvalidFile, source: "\(path):\(line)", message: LocalizedText(
                ja: "YAML として読めません（\(TerminalText.shortLine("\(error)"))）。このファイルは読み飛ばしました",
                en: "not YAML (\(TerminalText.shortLine("\(error)"))); the file was skipped"))
        }
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

    #if XcodeGen
    /// The size of a YAML document with its aliases expanded, counted before it becomes values.
    enum YAMLBudget {
        /// The number of nodes `root` has with every alias expanded, counting no further than one past
        /// ``ProjectImporter/yamlNodeLimit`` (the count costs at most that many steps, whatever the aliases),
        /// and the line of the first mapping key that is not a scalar, if any.
        static func measure(_ root: Node) -> (count: Int, complexKeyLine: Int?) {
            var pending = [root]
            var count = 0
            var complexKeyLine: Int?
            while let node = pending.popLast() {
                count += 1
                if count > ProjectImporter.yamlNodeLimit { break }
                switch node {
                case .sequence(let sequence): pending.append(contentsOf: sequence)
                case .mapping(let mapping):
                    for pair in mapping {
                        if complexKeyLine == nil, pair.key.scalar == nil { complexKeyLine = max(1, pair.key.mark?.line ?? 1) }
                        pending.append(pair.key)
                        pending.append(pair.value)
                    }
                case .scalar, .alias: break
                }
            }
            return (count, complexKeyLine)
        }

        /// Whether an alias may stand in a mapping's key (`*a: x`, `? *a`, `[*a]: x`): the reader compares
        /// keys whole, aliases expanded, before anything can be counted.
        static func hasAliasInKey(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            guard bytes.contains(UInt8(ascii: "*")) else { return false }
            func isAnchorCharacter(_ byte: UInt8) -> Bool {
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F
            }
            var hasAlias = false
            var hasComplexKey = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let before = index == 0 ? UInt8(ascii: " ") : bytes[index - 1]
                let startsToken = before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") || before == UInt8(ascii: "\n")
                    || before == UInt8(ascii: "[") || before == UInt8(ascii: "{") || before == UInt8(ascii: ",")
                if byte == UInt8(ascii: "*"), startsToken, index + 1 < bytes.count, isAnchorCharacter(bytes[index + 1]) {
                    hasAlias = true
                    var end = index + 1
                    while end < bytes.count, isAnchorCharacter(bytes[end]) { end += 1 }
                    var next = end
                    while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
                    if next < bytes.count, bytes[next] == UInt8(ascii: ":") { return true }
                    index = end
                    continue
                }
                // An explicit key (`? `) or a collection written as a key (`]:`, `}:`).
                if byte == UInt8(ascii: "?"), startsToken, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: " ") { hasComplexKey = true }
                if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    var next = index + 1
                    while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                    if next < bytes.count, bytes[next] == UInt8(ascii: ":") { hasComplexKey = true }
                }
                index += 1
            }
            return hasAlias && hasComplexKey
        }
    }

    /// The line a YAML error names, from 1.
    static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        default: nil
        }
    }
    #endif
}
