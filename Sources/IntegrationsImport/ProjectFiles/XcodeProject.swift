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
    /// The project file, relative to the imported folder (`App/App.xcodeproj/project.pbxproj`, `project.yml`).
    var path: String = ""
    let targets: [Target]
    /// The project's class prefix (`CLASSPREFIX`), which SiriKit's generated intent classes carry.
    let classPrefix: String?
    /// The build configurations the project defines (`Debug`, `Release`, …).
    var configurations: [String] = []
    /// The configuration read: the one asked for, else `Release`, else the project's default.
    var configuration: String = "Release"
    /// The preprocessor macros any configuration of any target defines in its own settings
    /// (`GCC_PREPROCESSOR_DEFINITIONS`, `-D` in `OTHER_CFLAGS`, conditional ones too): the names a
    /// configuration can decide an Objective-C condition on (``PreprocessorMacros``).
    var preprocessorNames: Set<String> = []

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
            // Xcode's `PROJECT` is the project's name too (cwa names its entitlements `${PROJECT}.entitlements`).
            "PROJECT": ((projectFolder as NSString).lastPathComponent as NSString).deletingPathExtension,
        ])
        let projectLevel = level(project?["buildConfigurationList"])
        let projectSettings = root.overridden(by: projectLevel.xcconfig).overridden(by: projectLevel.own)
        let paths = FileReferencePaths(objects: objects, sourceRoot: sourceRoot)
        var targets: [Target] = []
        for (id, object) in objects where object["isa"] as? String == "PBXNativeTarget" {
            guard let name = object["name"] as? String else { continue }
            let targetLevel = level(object["buildConfigurationList"])
            let settings = Self.withDefaults(projectSettings.overridden(by: ["TARGET_NAME": name])
                .overridden(by: targetLevel.xcconfig).overridden(by: targetLevel.own), target: name)
            let dependencies = (object["dependencies"] as? [String] ?? []).compactMap { objects[$0] }.compactMap { dependency -> String? in
                if let id = dependency["target"] as? String { return objects[id]?["name"] as? String }
                // A target of another project: a proxy naming it (remoteInfo) and that project's file.
                guard let proxy = (dependency["targetProxy"] as? String).flatMap({ objects[$0] }), let name = proxy["remoteInfo"] as? String,
                    let portal = (proxy["containerPortal"] as? String).flatMap({ objects[$0] }), let file = portal["path"] as? String,
                    file.hasSuffix(".xcodeproj") else { return nil }
                return ((file as NSString).lastPathComponent as NSString).deletingPathExtension + "/" + name
            }
            targets.append(Target(
                name: name, productType: object["productType"] as? String ?? "", settings: settings,
                platform: Self.platform(settings), sources: paths.membership(ofTarget: id, object), dependencies: dependencies.sorted()))
        }
        let attributes = project?["attributes"] as? [String: Any]
        let prefix = (attributes?["CLASSPREFIX"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        var names: Set<String> = []
        for object in objects.values where object["isa"] as? String == "XCBuildConfiguration" {
            for (key, value) in object["buildSettings"] as? [String: Any] ?? [:] {
                let flags = key.hasPrefix("OTHER_CFLAGS")
                guard flags || key.hasPrefix("GCC_PREPROCESSOR_DEFINITIONS"), let text = Self.settingText(value) else { continue }
                names.formUnion((PreprocessorMacros.names(in: text, flags: flags) ?? [:]).keys)
            }
        }
        return XcodeProject(
            sourceRoot: sourceRoot, targets: targets.sorted { $0.name < $1.name }, classPrefix: prefix, configurations: defined,
            configuration: configuration, preprocessorNames: names)
    }

    /// The platform a target's settings build for: `SDKROOT` (`iphoneos`, `macosx`…), or for `auto` the first
    /// of `SUPPORTED_PLATFORMS` that is not a simulator; `nil` when neither is set.
    static func platform(_ settings: BuildSettings) -> String? {
        guard let sdk = settings.values["SDKROOT"].map({ settings.expand($0).text }), !sdk.isEmpty else { return nil }
        guard sdk == "auto" else {
            // `iphoneos17.0`, a path to an SDK: the platform is the name without version or folder.
            let last = (sdk as NSString).lastPathComponent.lowercased()
            return last.prefix { $0.isLetter }.description
        }
        let supported = settings.values["SUPPORTED_PLATFORMS"].map { settings.expand($0).text } ?? ""
        return supported.split(separator: " ").map(String.init).first { !$0.hasSuffix("simulator") }
    }

    /// The settings Xcode gives every target unless they are set: the product, module and executable names
    /// from the target's name (Xcode's build settings reference, "Product Name", "Product Module Name").
    static func withDefaults(_ settings: BuildSettings, target: String) -> BuildSettings {
        var defaults: [String: String] = [:]
        let product = settings.values["PRODUCT_NAME"] ?? target
        if settings.values["PRODUCT_NAME"] == nil { defaults["PRODUCT_NAME"] = target }
        if settings.values["EXECUTABLE_NAME"] == nil { defaults["EXECUTABLE_NAME"] = product }
        if settings.values["PRODUCT_MODULE_NAME"] == nil {
            let expanded = settings.overridden(by: defaults).expand(product).text
            defaults["PRODUCT_MODULE_NAME"] = String(expanded.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        }
        return defaults.isEmpty ? settings : BuildSettings(settings.values.merging(defaults) { own, _ in own })
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

/// Where a project's file references and groups are, relative to the imported folder, and so which files
/// each target compiles: the files of its Sources build phase, and its synchronized folders (Xcode 16) less
/// their membership exceptions.
struct FileReferencePaths {
    private let objects: [String: [String: Any]]
    private let sourceRoot: String
    private var parents: [String: String] = [:]

    init(objects: [String: [String: Any]], sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        for (id, object) in objects {
            for child in object["children"] as? [String] ?? [] { parents[child] = id }
        }
    }

    /// The path of a file reference or group relative to the imported folder; `nil` for one outside the
    /// project (absolute, the SDK, build products) or whose place cannot be told.
    func path(of id: String) -> String? {
        var seen: Set<String> = []
        return path(of: id, seen: &seen)
    }

    private func path(of id: String, seen: inout Set<String>) -> String? {
        guard seen.insert(id).inserted, seen.count < 256, let object = objects[id] else { return nil }
        let own = object["path"] as? String
        switch object["sourceTree"] as? String ?? "<group>" {
        case "SOURCE_ROOT":
            return ProjectPath.normalized(sourceRoot + "/" + (own ?? ""))
        case "<group>":
            guard let parent = parents[id] else {
                // The main group: the project's folder.
                return ProjectPath.normalized(sourceRoot + "/" + (own ?? ""))
            }
            guard let base = path(of: parent, seen: &seen) else { return nil }
            return ProjectPath.normalized(base + "/" + (own ?? ""))
        default:
            return nil
        }
    }

    /// The files `target` compiles; `nil` when it has no Sources phase and no synchronized folder.
    func membership(ofTarget id: String, _ target: [String: Any]) -> XcodeProject.SourceMembership? {
        var membership = XcodeProject.SourceMembership()
        var said = false
        for phase in (target["buildPhases"] as? [String] ?? []).compactMap({ objects[$0] }) where phase["isa"] as? String == "PBXSourcesBuildPhase" {
            said = true
            for file in (phase["files"] as? [String] ?? []).compactMap({ objects[$0] }) {
                guard let reference = file["fileRef"] as? String, let path = path(of: reference) else { continue }
                membership.files.insert(path)
            }
        }
        let own = Set(target["fileSystemSynchronizedGroups"] as? [String] ?? [])
        for (groupID, group) in objects where group["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = path(of: groupID) else { continue }
            // An exception set for a target lists the files whose membership in it differs from the folder's:
            // left out of a target that takes the folder, added to one that does not.
            let exceptions = (group["exceptions"] as? [String] ?? []).compactMap { objects[$0] }
                .filter { $0["target"] as? String == id }
                .flatMap { $0["membershipExceptions"] as? [String] ?? [] }
                .map { ProjectPath.normalized(folder + "/" + $0) }
            if own.contains(groupID) {
                said = true
                membership.folders.append(folder)
                membership.excluded.formUnion(exceptions)
            } else if !exceptions.isEmpty {
                said = true
                membership.files.formUnion(exceptions)
            }
        }
        return said ? membership : nil
    }
}
