import Foundation
import IntegrationsCore

/// XcodeGen's targets as XcodeGen resolves them before it writes a project (its `Project` spec loading:
/// multi-platform targets, then target templates, then multi-platform targets again), and what each target
/// says of itself: its platform, the Swift files it compiles (`sources`) and the targets it depends on.
///
/// Templates follow XcodeGen's ProjectSpec ("Target Template") and its `Template.swift`: a target's
/// `templates` name entries of `targetTemplates`, which may name templates of their own; each template's own
/// templates come before it, each template once, in the order listed; they are merged in that order and the
/// target on top — mappings merged key by key, lists appended, a key ending in `:REPLACE` replacing — and
/// then `${target_name}` is the target's name and each `templateAttributes` entry `${name}` its value.
extension XcodeGenProject {
    /// The most values template merging may write for all targets together: past it, the remaining targets
    /// are read as written, with a note (templates used by thousands of targets multiply).
    static let templateValueLimit = ProjectImporter.yamlNodeLimit
    /// The most templates one target uses, and the deepest chain of templates using templates: past either,
    /// the rest are not used, with a note.
    static let templateCountLimit = 1_000
    static let templateDepthLimit = 64

    /// `targets` with their templates merged in and their platform lists made into one target per platform.
    static func resolvedTargets(_ root: [String: Any], path: String, notes: inout [Diagnostic]) -> [String: [String: Any]] {
        var targets = (root["targets"] as? [String: Any] ?? [:]).compactMapValues { $0 as? [String: Any] }
        let templates = (root["targetTemplates"] as? [String: Any] ?? [:]).compactMapValues { $0 as? [String: Any] }
        targets = multiplatform(targets)
        var budget = templateValueLimit
        var stopped = false
        for name in targets.keys.sorted() {
            guard let target = targets[name], !stopped else { continue }
            let (order, truncated) = templateOrder(of: target, templates: templates)
            guard !order.isEmpty else { continue }
            if truncated {
                notes.append(Diagnostic.importNote(.importOverLimit, "\(path):1", LocalizedText(
                    ja: "ターゲット \(TerminalText.safeLine(name)) のテンプレートは \(templateCountLimit) 個か \(templateDepthLimit) 段の上限を超えます。そこから先のテンプレートは使っていません",
                    en: "target \(TerminalText.safeLine(name)) uses more than \(templateCountLimit) templates or templates \(templateDepthLimit) deep, over the limit; the templates past it were not used")))
            }
            var merged: [String: Any] = [:]
            for template in order {
                guard let body = templates[template] else { continue }
                merged = self.merged(body, onto: merged, budget: &budget)
            }
            merged = self.merged(target, onto: merged, budget: &budget)
            guard budget >= 0 else {
                stopped = true
                notes.append(Diagnostic.importNote(.importOverLimit, "\(path):1", LocalizedText(
                    ja: "targetTemplates を合わせた値が上限の \(templateValueLimit) 個を超えるため、ターゲット \(TerminalText.safeLine(name)) から先はテンプレートなしで読みました",
                    en: "merging targetTemplates writes more than \(templateValueLimit) values, over the limit; target \(TerminalText.safeLine(name)) and those after it were read without their templates")))
                continue
            }
            var variables = ["target_name": name]
            merged = expand(merged, variables: variables) as? [String: Any] ?? merged
            if let attributes = merged["templateAttributes"] as? [String: Any] {
                variables = attributes.compactMapValues { $0 as? String }
                merged = expand(merged, variables: variables) as? [String: Any] ?? merged
            }
            targets[name] = merged
        }
        return multiplatform(targets)
    }

    /// The templates `target` uses, in merge order: a template's own templates before it, each once; and
    /// whether ``templateCountLimit`` or ``templateDepthLimit`` cut the list.
    static func templateOrder(of target: [String: Any], templates: [String: [String: Any]]) -> (order: [String], truncated: Bool) {
        var order: [String] = []
        var seen: Set<String> = []
        var truncated = false
        func collect(_ body: [String: Any], at index: inout Int, depth: Int) {
            for case let name as String in body["templates"] as? [Any] ?? [] where !seen.contains(name) {
                guard let template = templates[name] else { continue }
                guard depth < templateDepthLimit, seen.count < templateCountLimit else {
                    truncated = true
                    return
                }
                seen.insert(name)
                order.insert(name, at: index)
                collect(template, at: &index, depth: depth + 1)
                index += 1
            }
        }
        var index = 0
        collect(target, at: &index, depth: 0)
        return (order, truncated)
    }

    /// `value` merged onto `base` as XcodeGen merges specs: mappings key by key, lists appended, other values
    /// replaced, a key ending in `:REPLACE` replacing whole. `budget` is spent on every value written.
    static func merged(_ value: [String: Any], onto base: [String: Any], budget: inout Int) -> [String: Any] {
        var merged = base
        for (key, new) in value {
            budget -= 1
            guard budget >= 0 else { return merged }
            if key.hasSuffix(":REPLACE") {
                merged[String(key.dropLast(":REPLACE".count))] = new
                budget -= count(new)
            } else if let mapping = new as? [String: Any], let old = merged[key] as? [String: Any] {
                merged[key] = self.merged(mapping, onto: old, budget: &budget)
            } else if let list = new as? [Any], let old = merged[key] as? [Any] {
                merged[key] = old + list
                budget -= old.count + list.count
            } else {
                merged[key] = new
                budget -= count(new)
            }
        }
        return merged
    }

    /// How many values `value` holds, counting no further than the limit.
    private static func count(_ value: Any) -> Int {
        var pending = [value]
        var total = 0
        while let next = pending.popLast(), total <= templateValueLimit {
            total += 1
            if let mapping = next as? [String: Any] { pending += Array(mapping.values) }
            if let list = next as? [Any] { pending += list }
        }
        return total
    }

    /// `value` with `${name}` replaced by each variable's value, in keys and in strings.
    static func expand(_ value: Any, variables: [String: String]) -> Any {
        switch value {
        case let mapping as [String: Any]:
            var result: [String: Any] = [:]
            for (key, inner) in mapping { result[expand(key, variables)] = expand(inner, variables: variables) }
            return result
        case let list as [Any]:
            return list.map { expand($0, variables: variables) }
        case let text as String:
            return expand(text, variables)
        default:
            return value
        }
    }

    private static func expand(_ text: String, _ variables: [String: String]) -> String {
        guard text.contains("${") else { return text }
        var result = text
        for (name, value) in variables { result = result.replacingOccurrences(of: "${\(name)}", with: value) }
        return result
    }

    /// Targets whose `platform` is a list made into one target per platform, named with `platformPrefix` and
    /// `platformSuffix` (`_iOS` by default), `${platform}` replaced, as XcodeGen does.
    static func multiplatform(_ targets: [String: [String: Any]]) -> [String: [String: Any]] {
        var result: [String: [String: Any]] = [:]
        for (name, target) in targets {
            guard let platforms = target["platform"] as? [Any] else {
                result[name] = target
                continue
            }
            for case let platform as String in platforms {
                var copy = replacingPlatform(target, platform) as? [String: Any] ?? target
                copy["platform"] = platform
                let prefix = copy["platformPrefix"] as? String ?? ""
                let suffix = copy["platformSuffix"] as? String ?? "_\(platform)"
                var settings = copy["settings"] as? [String: Any] ?? [:]
                if settings["base"] != nil || settings["configs"] != nil || settings["groups"] != nil {
                    var base = settings["base"] as? [String: Any] ?? [:]
                    if base["PRODUCT_NAME"] == nil { base["PRODUCT_NAME"] = name }
                    settings["base"] = base
                } else if settings["PRODUCT_NAME"] == nil {
                    settings["PRODUCT_NAME"] = name
                }
                copy["settings"] = settings
                result[prefix + name + suffix] = copy
            }
        }
        return result
    }

    private static func replacingPlatform(_ value: Any, _ platform: String) -> Any {
        switch value {
        case let mapping as [String: Any]:
            var result: [String: Any] = [:]
            for (key, inner) in mapping {
                result[key.replacingOccurrences(of: "${platform}", with: platform)] = replacingPlatform(inner, platform)
            }
            return result
        case let list as [Any]: return list.map { replacingPlatform($0, platform) }
        case let text as String: return text.replacingOccurrences(of: "${platform}", with: platform)
        default: return value
        }
    }

    /// The target's platform: `platform`, else iOS when `supportedDestinations` lists it (Xcode 14's
    /// destinations, `platform: auto`).
    static func platform(of target: [String: Any]) -> String? {
        let destinations = (target["supportedDestinations"] as? [Any] ?? []).compactMap { $0 as? String }
        if let platform = target["platform"] as? String, platform != "auto" { return platform }
        if destinations.contains("iOS") || destinations.contains("macCatalyst") { return "iOS" }
        return destinations.first
    }

    /// The targets `target` depends on (`dependencies: - target: Name`), by name.
    static func dependencies(of target: [String: Any]) -> [String] {
        (target["dependencies"] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["target"] as? String }
    }

    /// The Swift files `target` compiles: its `sources` — a path or `{path:, excludes:}`, one or a list —
    /// relative to the project.yml's folder `folder`; a folder is taken whole less its `excludes` (glob
    /// patterns relative to it, matched against `swiftPaths`); a source whose `buildPhase` is not `sources`
    /// or whose `type` is `folder` compiles nothing. `nil` when the target gives no `sources`.
    static func sources(
        of target: [String: Any], folder: String, exists: (String) -> Bool, swiftPaths: [String]
    ) -> XcodeProject.SourceMembership? {
        guard let given = target["sources"] else { return nil }
        let entries: [Any] = given as? [Any] ?? [given]
        var membership = XcodeProject.SourceMembership()
        for entry in entries {
            let path: String
            var excludes: [String] = []
            if let text = entry as? String {
                path = text
            } else if let spec = entry as? [String: Any], let text = spec["path"] as? String {
                path = text
                excludes = (spec["excludes"] as? [Any] ?? []).compactMap { $0 as? String }
                if let phase = spec["buildPhase"] as? String, phase != "sources" { continue }
                if spec["buildPhase"] is [String: Any] { continue }
                if spec["type"] as? String == "folder" { continue }
            } else {
                continue
            }
            let relative = ProjectPath.normalized(folder.isEmpty ? path : folder + "/" + path)
            if exists(relative) {
                membership.files.insert(relative)
                continue
            }
            membership.folders.append(relative)
            for pattern in excludes {
                let prefix = relative.isEmpty ? "" : relative + "/"
                if !pattern.contains(where: { "*?[".contains($0) }) {
                    membership.excluded.insert(ProjectPath.normalized(prefix + pattern))
                    continue
                }
                let matcher = GlobPattern(pattern)
                for swift in swiftPaths where swift.hasPrefix(prefix) && matcher.matches(String(swift.dropFirst(prefix.count))) {
                    membership.excluded.insert(swift)
                }
            }
        }
        return membership
    }
}

/// A glob pattern as XcodeGen's `excludes` use it: `*` any characters but `/`, `?` one, `[…]` a set, `**` any
/// folders (`**/` none or more); a pattern naming a folder also excludes what is inside it.
struct GlobPattern {
    private let parts: [Part]

    private enum Part: Equatable {
        case literal(Character)
        case any
        case anyFolders
        case one
        case set([Character], negated: Bool)
    }

    init(_ pattern: String) {
        var parts: [Part] = []
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "*":
                if index + 1 < characters.count, characters[index + 1] == "*" {
                    parts.append(.anyFolders)
                    index += 2
                    if index < characters.count, characters[index] == "/" { index += 1 }
                    continue
                }
                parts.append(.any)
            case "?":
                parts.append(.one)
            case "[":
                if let close = characters[(index + 1)...].firstIndex(of: "]") {
                    var members = Array(characters[(index + 1)..<close])
                    let negated = members.first == "!" || members.first == "^"
                    if negated { members.removeFirst() }
                    parts.append(.set(members, negated: negated))
                    index = close + 1
                    continue
                }
                parts.append(.literal(character))
            default:
                parts.append(.literal(character))
            }
            index += 1
        }
        self.parts = parts
    }

    /// Whether `path` (relative to the pattern's folder) or a folder holding it matches.
    func matches(_ path: String) -> Bool {
        let characters = Array(path)
        // A folder named by the pattern excludes what it holds.
        for (offset, character) in characters.enumerated() where character == "/" {
            if match(Array(characters[..<offset]), 0, 0) { return true }
        }
        return match(characters, 0, 0)
    }

    /// Matching by dynamic programming over (part, character), so a pattern of many stars costs its length
    /// times the path's, never more.
    private func match(_ text: [Character], _: Int, _: Int) -> Bool {
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        for part in parts {
            var next = [Bool](repeating: false, count: text.count + 1)
            switch part {
            case .anyFolders:
                var seen = false
                for index in 0...text.count {
                    seen = seen || reachable[index]
                    next[index] = seen
                }
            case .any:
                for index in 0...text.count where reachable[index] {
                    next[index] = true
                    var end = index
                    while end < text.count, text[end] != "/" {
                        end += 1
                        next[end] = true
                    }
                }
            default:
                for index in 0..<text.count where reachable[index] {
                    let character = text[index]
                    let fits: Bool
                    switch part {
                    case .literal(let wanted): fits = character == wanted
                    case .one: fits = character != "/"
                    case .set(let members, let negated): fits = character != "/" && members.contains(character) != negated
                    default: fits = false
                    }
                    if fits { next[index + 1] = true }
                }
            }
            reachable = next
        }
        return reachable[text.count]
    }
}

extension XcodeGenProject {
    /// The iOS deployment target a `deploymentTarget` gives: a mapping's `iOS` entry (`options.deploymentTarget`,
    /// a multi-platform target's), or a string for a target whose `platform` is iOS (`nil` platform: the
    /// project's options, always a mapping).
    static func iOSDeploymentTarget(_ value: Any?, platform: String? = nil) -> String? {
        if let mapping = value as? [String: Any] { return mapping["iOS"].flatMap(text) }
        guard let platform, AppTargetChoice.isIOS(platform), let value else { return nil }
        return text(value)
    }
}
