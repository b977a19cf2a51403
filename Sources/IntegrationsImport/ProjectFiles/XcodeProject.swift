import Foundation
import IntegrationsCore

/// The targets of an Xcode project (`project.pbxproj`, an old-style property list) with the build settings
/// one configuration gives each: what links an Info.plist (`INFOPLIST_FILE`) and an entitlements file
/// (`CODE_SIGN_ENTITLEMENTS`) to the settings their `$(VAR)`s are resolved with.
struct XcodeProject {
    /// A native target.
    struct Target {
        var name: String
        /// `com.apple.product-type.application`, `….app-extension`, …
        var productType: String
        var settings: BuildSettings
        /// The platform the target builds for, as the project says it (`SDKROOT`'s `iphoneos`, `macosx`…,
        /// or XcodeGen's `platform:` as `iOS`); `nil` when it does not say.
        var platform: String? = nil
        /// The files the target compiles; `nil` when the project does not say (then every file counts).
        var sources: SourceMembership? = nil
        /// The names of the targets it depends on or embeds (an app's extensions).
        var dependencies: [String] = []
    }

    /// Which files a target compiles: the files its build phase names, and the folders it takes whole
    /// (Xcode 16's synchronized folders, XcodeGen's `sources` folders) less their exceptions.
    struct SourceMembership: Hashable {
        /// Files, relative to the imported folder.
        var files: Set<String> = []
        /// Folders taken whole, relative to the imported folder.
        var folders: [String] = []
        /// Files or folders inside ``folders`` that are not compiled (exceptions, `excludes`).
        var excluded: Set<String> = []

        /// Whether the target compiles the file at `path` (relative to the imported folder).
        func contains(_ path: String) -> Bool {
            let path = ProjectPath.normalized(path)
            if files.contains(path) { return true }
            guard folders.contains(where: { $0.isEmpty || path.hasPrefix($0 + "/") }) else { return false }
            return !excluded.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
    }

    /// The folder holding the `.xcodeproj`, relative to the imported folder (`SRCROOT`).
    let sourceRoot: String
    let targets: [Target]
    /// The project's class prefix (`CLASSPREFIX`), which SiriKit's generated intent classes carry.
    let classPrefix: String?
    /// The build configurations the project defines (`Debug`, `Release`, …).
    var configurations: [String] = []
    /// The configuration read: the one asked for, else `Release`, else the project's default.
    var configuration: String = "Release"

    /// Reads `project.pbxproj` at `path` (relative to the imported folder).
    ///
    /// - Parameters:
    ///   - file: The parsed property list.
    ///   - configuration: The configuration whose settings apply; `nil` for `Release` where the project
    ///     defines it, else the project's default configuration (the one Xcode uses for command-line builds).
    ///   - xcconfig: The settings of an `.xcconfig` named by a file reference's path, for a configuration.
    static func read(
        _ file: PropertyListFile, configuration requested: String?, xcconfig: (String, String) -> [String: String]?
    ) -> XcodeProject? {
        guard let objects = file.dictionary?["objects"] as? [String: [String: Any]] else { return nil }
        let projectFolder = (file.path as NSString).deletingLastPathComponent
        let sourceRoot = (projectFolder as NSString).deletingLastPathComponent
        let project = objects.values.first { $0["isa"] as? String == "PBXProject" }
        let projectList = (project?["buildConfigurationList"] as? String).flatMap { objects[$0] }
        // Every configuration a list of the project names (the project's and its targets' lists agree in Xcode).
        let defined = Set(objects.values.filter { $0["isa"] as? String == "XCBuildConfiguration" }.compactMap { $0["name"] as? String }).sorted()
        let configuration = requested
            ?? (defined.contains("Release") || defined.isEmpty ? "Release" : projectList?["defaultConfigurationName"] as? String ?? defined[0])

        /// The settings one configuration list gives for `configuration`: its base `.xcconfig`, then its own.
        func level(_ listID: Any?) -> (xcconfig: [String: String], own: [String: String]) {
            guard let listID = listID as? String, let list = objects[listID],
                let configurations = list["buildConfigurations"] as? [String] else { return ([:], [:]) }
            let chosen = configurations.compactMap { objects[$0] }.first { $0["name"] as? String == configuration }
                ?? configurations.compactMap { objects[$0] }.first { ($0["name"] as? String) == list["defaultConfigurationName"] as? String }
            guard let chosen else { return ([:], [:]) }
            let own = Self.unconditional((chosen["buildSettings"] as? [String: Any] ?? [:]).compactMapValues(Self.settingText))
            var base: [String: String] = [:]
            if let reference = chosen["baseConfigurationReference"] as? String, let path = objects[reference]?["path"] as? String {
                base = xcconfig(path, configuration) ?? [:]
            } else if let relative = chosen["baseConfigurationReferenceRelativePath"] as? String {
                // Xcode 16's synchronized folders: a path relative to the folder the anchor names.
                let anchor = (chosen["baseConfigurationReferenceAnchor"] as? String).flatMap { objects[$0]?["path"] as? String }
                base = xcconfig(anchor.map { "\($0)/\(relative)" } ?? relative, configuration) ?? [:]
            }
            return (base, own)
        }

        let root = BuildSettings([
            "CONFIGURATION": configuration,
            "SRCROOT": sourceRoot.isEmpty ? "." : sourceRoot, "PROJECT_DIR": sourceRoot.isEmpty ? "." : sourceRoot,
            "PROJECT_NAME": ((projectFolder as NSString).lastPathComponent as NSString).deletingPathExtension,
        ])
        let projectLevel = level(project?["buildConfigurationList"])
        let projectSettings = root.overridden(by: projectLevel.xcconfig).overridden(by: projectLevel.own)
        var targets: [Target] = []
        for object in objects.values where object["isa"] as? String == "PBXNativeTarget" {
            guard let name = object["name"] as? String else { continue }
            let targetLevel = level(object["buildConfigurationList"])
            let settings = projectSettings.overridden(by: ["TARGET_NAME": name])
                .overridden(by: targetLevel.xcconfig).overridden(by: targetLevel.own)
            targets.append(Target(name: name, productType: object["productType"] as? String ?? "", settings: settings))
        }
        let attributes = project?["attributes"] as? [String: Any]
        let prefix = (attributes?["CLASSPREFIX"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        return XcodeProject(
            sourceRoot: sourceRoot, targets: targets.sorted { $0.name < $1.name }, classPrefix: prefix, configurations: defined,
            configuration: configuration)
    }

    /// Settings without their `[sdk=…]`/`[arch=…]` conditions: a key's unconditional value wins, else its
    /// first conditional one (by key order) stands for it.
    static func unconditional(_ settings: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for key in settings.keys.sorted() {
            guard let value = settings[key] else { continue }
            if let bracket = key.firstIndex(of: "[") {
                let bare = String(key[..<bracket])
                if settings[bare] == nil, result[bare] == nil { result[bare] = value }
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// A setting's value as text: arrays (`OTHER_SWIFT_FLAGS = (a, b)`) joined by spaces.
    private static func settingText(_ value: Any) -> String? {
        if let text = value as? String { return text }
        if let list = value as? [Any] { return list.compactMap { $0 as? String }.joined(separator: " ") }
        return nil
    }

    /// The target whose `key` setting (`INFOPLIST_FILE`, `CODE_SIGN_ENTITLEMENTS`) names `path`, a path
    /// relative to the imported folder.
    func target(whose key: String, names path: String) -> Target? {
        let wanted = ProjectPath.normalized(path)
        return targets.first { target in
            guard let value = target.settings.values[key] else { return false }
            let expanded = target.settings.expand(value).text
            let sourceRoot = self.sourceRoot.isEmpty ? "." : self.sourceRoot
            let candidate = expanded.hasPrefix(sourceRoot + "/") ? expanded : sourceRoot + "/" + expanded
            return ProjectPath.normalized(candidate) == wanted
        }
    }
}

/// Paths inside the imported folder.
enum ProjectPath {
    /// `path` with `.` and `..` segments resolved and no leading `./`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
