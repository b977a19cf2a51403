import Foundation
import IntegrationsCore
import IntegrationsRouting

/// The rules of the manifest's widgets (Docs/Widgets.md), and of the App Group their extension reads the
/// app's data through.
struct WidgetManifestChecks {
    let manifest: AppManifest
    /// The app's router, for the widgets' URLs.
    let router: Router

    func run() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func error(_ code: Diagnostic.Code, _ path: String, _ ja: String, _ en: String) {
            diagnostics.append(Diagnostic(code, .error, LocalizedText(ja: ja, en: en), path: path))
        }
        var kinds: Set<String> = []
        for (index, widget) in manifest.widgets.enumerated() {
            let path = "$.widgets[\(index)]"
            if widget.kind.isEmpty {
                error("widget.emptyKind", "\(path).kind", "ウィジェットの kind が空です", "a widget has an empty kind")
            } else if !kinds.insert(widget.kind).inserted {
                error("widget.duplicateKind", "\(path).kind", "ウィジェット「\(widget.kind)」が重複しています", "the widget \"\(widget.kind)\" is declared twice")
            }
            if widget.families.isEmpty {
                error("widget.noFamilies", "\(path).families", "ウィジェット \(widget.kind) にファミリーがありません", "widget \(widget.kind) has no families")
            }
            let supported = widget.content.supportedFamilies
            for (familyIndex, family) in widget.families.enumerated() where !supported.contains(family) {
                error("widget.familyNotSupported", "\(path).families[\(familyIndex)]",
                      "ウィジェット \(widget.kind)（\(widget.content.layout.rawValue)）は \(family.rawValue) に対応していません。対応しているのは \(supported.map(\.rawValue).joined(separator: ", ")) です",
                      "widget \(widget.kind) (\(widget.content.layout.rawValue)) does not support \(family.rawValue); it supports \(supported.map(\.rawValue).joined(separator: ", "))")
            }
            if case .records(let list) = widget.content {
                for (key, name, type) in [("limitParameter", list.limitParameter, WidgetParameter.Kind.integer),
                                          ("includeCompletedParameter", list.includeCompletedParameter, .boolean)] {
                    guard let name else { continue }
                    guard let parameter = widget.configuration.first(where: { $0.name == name }) else {
                        error("widget.unknownSetting", "\(path).content.\(key)",
                              "ウィジェット \(widget.kind) の content.\(key)「\(name)」は configuration にありません",
                              "the content.\(key) \"\(name)\" of widget \(widget.kind) is not in its configuration")
                        continue
                    }
                    if parameter.type != type {
                        error("widget.settingType", "\(path).content.\(key)",
                              "ウィジェット \(widget.kind) の設定「\(name)」は \(parameter.type.rawValue) です。content.\(key) には \(type.rawValue) の設定が必要です",
                              "the setting \"\(name)\" of widget \(widget.kind) is \(parameter.type.rawValue); content.\(key) needs a \(type.rawValue) setting")
                    }
                }
            }
            if widget.entity == nil {
                error("widget.noEntity", path,
                      "ウィジェット \(widget.kind) に entity がありません。表示し数えるレコードのエンティティが必要です",
                      "widget \(widget.kind) has no entity; it needs the entity whose records it shows and counts")
            }
            if let entity = widget.entity, !manifest.searchDomains.contains(where: { $0.entity == entity }) {
                error("widget.unknownEntity", "\(path).entity", "エンティティ「\(entity)」は searchDomains にありません", "the entity \"\(entity)\" is not in searchDomains")
            }
            if let text = widget.url {
                let resolved = URL(string: text).map { router.resolve($0) }
                if case .match? = resolved {} else {
                    error("widget.urlMatchesNoRoute", "\(path).url", "ウィジェットの URL \(text) に一致するルートがありません", "no route resolves the widget URL \(text)")
                }
            }
            for (parameterIndex, parameter) in widget.configuration.enumerated() {
                let parameterPath = "\(path).configuration[\(parameterIndex)]"
                if let low = parameter.minimum, let high = parameter.maximum, low > high {
                    error("widget.minAboveMax", "\(parameterPath).min", "\(parameter.name) の min（\(low)）が max（\(high)）より大きいです",
                          "the min (\(low)) of \(parameter.name) is above its max (\(high))")
                } else if let problem = parameter.problem(with: parameter.defaultValue) {
                    error("widget.defaultOutOfRange", "\(parameterPath).default", "既定値が範囲外です: \(problem.ja)", "the default is out of range: \(problem.en)")
                }
            }
        }
        diagnostics += appGroup()
        return diagnostics
    }

    /// The App Group's identifier is `group.<group name>` (Apple: App Groups Entitlement), and widgets
    /// need one: a widget extension reads the app's data only from a container they share.
    func appGroup() -> [Diagnostic] {
        guard let group = manifest.app.appGroup else {
            guard !manifest.widgets.isEmpty else { return [] }
            return [Diagnostic("appGroup.missing", .warning, LocalizedText(
                ja: "ウィジェットがありますが app.appGroup がありません。ウィジェット拡張はアプリと共有する App Group のコンテナからしかアプリのデータを読めません",
                en: "the app has widgets but no app.appGroup; a widget extension reads the app's data only from an App Group container they share"),
                path: "$.app", suggestion: LocalizedText(ja: "\"appGroup\": \"group.\(manifest.app.bundleIdentifier)\" のように加えてください",
                                                          en: "add one, such as \"appGroup\": \"group.\(manifest.app.bundleIdentifier)\""))]
        }
        let name = group.hasPrefix("group.") ? group.dropFirst("group.".count) : Substring("")
        let valid = !name.isEmpty && !name.hasPrefix(".") && !name.hasSuffix(".") && !name.contains("..")
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "." || $0 == "-") }
        guard !valid else { return [] }
        return [Diagnostic("appGroup.malformed", .error, LocalizedText(
            ja: "App Group「\(group)」は group.<名前> の形ではありません（名前は英数字、.、- で、. で始まったり終わったりしません）",
            en: "the App Group \"\(group)\" is not of the form group.<name> (a name of letters, digits, . and -, not starting or ending with .)"),
            path: "$.app.appGroup", suggestion: LocalizedText(ja: "group.\(manifest.app.bundleIdentifier) のように書いてください", en: "write it like group.\(manifest.app.bundleIdentifier)"))]
    }
}
