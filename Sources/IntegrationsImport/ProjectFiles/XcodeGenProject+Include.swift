import Foundation
import IntegrationsCore

#if XcodeGen
/// XcodeGen's `include:`: other specs merged under the including one, as XcodeGen's ProjectSpec documents
/// ("Include"): in order, then the including spec on top; mappings merge, lists append, anything else is
/// replaced, and `key:REPLACE` replaces whole. An included spec's paths are relative to its own folder
/// (`relativePaths`, true unless said otherwise): the paths the importer reads from it — targets' and
/// templates' `sources`, `info`, `entitlements` and `configFiles`, the project's `configFiles` — are made
/// relative to the including spec's folder.
///
/// Every included file is read like the project's other files (inside the folder, within its limits), their
/// YAML values counted together against ``ProjectImporter/yamlNodeLimit``, and no more than
/// ``includeLimit`` specs; a cycle stops at the second visit.
extension XcodeGenProject {
    /// The most specs one `project.yml` may include, directly or not.
    static let includeLimit = 64

    /// `root` (the spec at `path`) with the specs it includes merged under it.
    ///
    /// `locate` finds a spec named in another case than the file (Xcode and XcodeGen run on a Mac's
    /// case-insensitive disk); what it finds is read with a note.
    static func withIncludes(
        _ root: [String: Any], path: String, read: (String) -> Data?, locate: (String) -> String? = { _ in nil }, nodes: inout Int,
        notes: inout [Diagnostic]
    ) -> [String: Any] {
        var visited: Set<String> = [ProjectPath.normalized(path)]
        return expanded(
            root, path: path, rootFolder: (path as NSString).deletingLastPathComponent, read: read, locate: locate, visited: &visited, nodes: &nodes,
            notes: &notes)
    }

    private static func expanded(
        _ spec: [String: Any], path: String, rootFolder: String, read: (String) -> Data?, locate: (String) -> String?, visited: inout Set<String>,
        nodes: inout Int, notes: inout [Diagnostic]
    ) -> [String: Any] {
        let entries: [Any]
        switch spec["include"] {
        case let one as String: entries = [one]
        case let one as [String: Any]: entries = [one]
        case let many as [Any]: entries = many
        default: return spec
        }
        var own = spec
        own.removeValue(forKey: "include")
        let folder = (path as NSString).deletingLastPathComponent
        var merged: [String: Any] = [:]
        for entry in entries {
            let written: String
            var relativePaths = true
            switch entry {
            case let text as String: written = text
            case let object as [String: Any]:
                guard let text = object["path"] as? String else { continue }
                written = text
                relativePaths = object["relativePaths"] as? Bool ?? true
            default: continue
            }
            var included = ProjectPath.normalized(folder.isEmpty ? written : folder + "/" + written)
            let shown = TerminalText.safeLine(written)
            guard !written.hasPrefix("/") else {
                notes.append(Diagnostic.importNote(.importOutsideProject, "\(path):1", LocalizedText(
                    ja: "include の \(shown) は絶対パスでプロジェクトの外を指すため、読んでいません",
                    en: "the included \(shown) is an absolute path, outside the project; it was not read")))
                continue
            }
            guard visited.insert(included).inserted else { continue }
            guard visited.count <= includeLimit + 1 else {
                notes.append(Diagnostic.importNote(.importOverLimit, "\(path):1", LocalizedText(
                    ja: "include されるスペックが上限の \(includeLimit) 件を超えるため、\(shown) から先は読んでいません",
                    en: "more than \(includeLimit) specs are included, over the limit; \(shown) and what follows were not read")))
                continue
            }
            var data = read(included)
            if data == nil, let other = locate(included), other != included {
                notes.append(Diagnostic.importNote(.importFoundElsewhere, "\(path):1", LocalizedText(
                    ja: "include された \(shown) は、大文字と小文字だけが違う \(TerminalText.safeLine(other)) として読みました（Mac の大文字と小文字を区別しないディスクでは同じファイルです）",
                    en: "the included \(shown) was read as \(TerminalText.safeLine(other)), which differs only in case (the same file on a Mac's case-insensitive disk)")))
                included = other
                data = read(other)
            }
            guard let data else {
                notes.append(Diagnostic.importNote(.importFileMissing, "\(path):1", LocalizedText(
                    ja: "include された \(shown) がフォルダにありません。その内容なしで読みました",
                    en: "the included \(shown) is not in the folder; read without it")))
                continue
            }
            var spec: [String: Any]
            do {
                spec = try mapping(data, path: included, nodes: &nodes)
            } catch {
                notes.append(error.note)
                continue
            }
            spec = expanded(spec, path: included, rootFolder: rootFolder, read: read, locate: locate, visited: &visited, nodes: &nodes, notes: &notes)
            let includedFolder = (included as NSString).deletingLastPathComponent
            if relativePaths, includedFolder != rootFolder {
                spec = rebased(spec, from: includedFolder, to: rootFolder)
            }
            merged = self.merged(merged, spec)
        }
        return self.merged(merged, own)
    }

    /// `over` merged onto `base` as XcodeGen merges specs.
    static func merged(_ base: [String: Any], _ over: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in over {
            if key.hasSuffix(":REPLACE") {
                result[String(key.dropLast(":REPLACE".count))] = value
                continue
            }
            switch (result[key], value) {
            case let (old as [String: Any], new as [String: Any]): result[key] = merged(old, new)
            case let (old as [Any], new as [Any]): result[key] = old + new
            default: result[key] = value
            }
        }
        return result
    }

    /// `spec`'s paths, written relative to `folder`, made relative to `rootFolder` (both relative to the
    /// imported folder).
    static func rebased(_ spec: [String: Any], from folder: String, to rootFolder: String) -> [String: Any] {
        func rebase(_ path: String) -> String {
            guard !path.hasPrefix("/"), !path.hasPrefix("$") else { return path }
            let full = ProjectPath.normalized(folder.isEmpty ? path : folder + "/" + path)
            guard !rootFolder.isEmpty else { return full }
            if full.hasPrefix(rootFolder + "/") { return String(full.dropFirst(rootFolder.count + 1)) }
            // Above the root spec's folder: climb out of it.
            let depth = rootFolder.split(separator: "/").count
            return String(repeating: "../", count: depth) + full
        }
        func rebaseSources(_ value: Any) -> Any {
            switch value {
            case let path as String: return rebase(path)
            case let object as [String: Any]:
                var copy = object
                if let path = object["path"] as? String { copy["path"] = rebase(path) }
                return copy
            case let list as [Any]: return list.map(rebaseSources)
            default: return value
            }
        }
        func rebaseConfigFiles(_ value: Any?) -> Any? {
            guard let files = value as? [String: Any] else { return value }
            return files.mapValues { ($0 as? String).map(rebase) ?? $0 }
        }
        func rebaseTarget(_ value: Any) -> Any {
            guard var target = value as? [String: Any] else { return value }
            if let sources = target["sources"] { target["sources"] = rebaseSources(sources) }
            for key in ["info", "entitlements"] {
                if var file = target[key] as? [String: Any], let path = file["path"] as? String {
                    file["path"] = rebase(path)
                    target[key] = file
                }
            }
            if target["configFiles"] != nil { target["configFiles"] = rebaseConfigFiles(target["configFiles"]) }
            return target
        }
        var result = spec
        for key in ["targets", "targetTemplates"] {
            if let targets = spec[key] as? [String: Any] { result[key] = targets.mapValues(rebaseTarget) }
        }
        if spec["configFiles"] != nil { result["configFiles"] = rebaseConfigFiles(spec["configFiles"]) }
        return result
    }
}
#endif
