public import Foundation
public import IntegrationsCore

/// Generating a route's URL back from its parameters, and the encodings it uses.
extension Router {
    public func url(for route: String, parameters: [String: RouteValue], form: RouteForm.Kind) throws(IntegrationsError) -> URL {
        guard let pattern = patterns.first(where: { $0.route == route && $0.form == form }) else {
            let known = patterns.filter { $0.route == route }.map(\.form.rawValue)
            throw IntegrationsError(.invalidRoute, LocalizedText(
                ja: known.isEmpty
                    ? "ルート「\(TerminalText.shortLine(route))」はありません。"
                    : "ルート「\(route)」に\(form.rawValue)形式はありません（あるのは \(known.joined(separator: "、"))）。",
                en: known.isEmpty
                    ? "There is no route \"\(TerminalText.shortLine(route))\"."
                    : "Route \"\(route)\" has no \(form.rawValue) form (it has \(known.joined(separator: ", ")))."),
                remedy: known.isEmpty ? .listRoutes : nil)
        }
        var parts: [String] = []
        for (index, segment) in pattern.segments.enumerated() {
            let isHost = pattern.host == nil && index == 0
            let allowed = isHost ? CharacterSet.urlHostAllowed : Self.segmentAllowed
            switch segment {
            case .constant(let value):
                parts.append(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)
            case .parameter(let name, let type, _):
                guard let value = parameters[name], type.value(of: value.description) != nil else {
                    throw IntegrationsError(.invalidRoute, LocalizedText(
                        ja: "ルート「\(route)」の URL を作るには、型 \(type) の値を持つパラメータ「\(name)」が必要です（\(parameters[name].map { "「\($0)」は合いません" } ?? "ありません")）。",
                        en: "Route \"\(route)\" needs the parameter \"\(name)\" with a value of type \(type) (\(parameters[name].map { "\"\($0)\" does not fit" } ?? "it is missing"))."))
                }
                if pattern.host != nil, value.description == "." || value.description == ".." {
                    throw IntegrationsError(.invalidRoute, LocalizedText(
                        ja: "ルート「\(route)」の web 形式の URL にパラメータ「\(name)」の値「\(value)」は書けません。ブラウザは . と .. を（%2E と書いても）パスの区切りとして解決します（WHATWG URL Standard）。カスタムスキームの形式を使ってください。",
                        en: "Route \"\(route)\"'s web URL cannot carry \"\(value)\" as parameter \"\(name)\": browsers resolve . and .. as dot segments however they are encoded (%2E too; the WHATWG URL Standard). Use the custom-scheme form."))
                }
                parts.append(Self.encodeSegment(value.description, allowed: allowed))
            case .wildcard, .catchAll:
                throw IntegrationsError(.invalidRoute, LocalizedText(
                    ja: "ルート「\(route)」には * や ** があるため URL を作れません。",
                    en: "Route \"\(route)\" has a * or ** segment, so its URL cannot be generated."))
            }
        }
        var text = pattern.scheme + "://" + ([pattern.host].compactMap { $0 } + parts).joined(separator: "/")
        var items: [String] = []
        for (name, parameter) in pattern.query.sorted(by: { $0.key < $1.key }) {
            guard let value = parameters[name] else {
                if parameter.isRequired && parameter.defaultValue == nil {
                    throw IntegrationsError(.invalidRoute, LocalizedText(
                        ja: "ルート「\(route)」の URL にはクエリパラメータ「\(name)」（\(parameter.type)）が必要です。",
                        en: "Route \"\(route)\" needs the query parameter \"\(name)\" (\(parameter.type))."))
                }
                continue
            }
            guard parameter.type.value(of: value.description) != nil else {
                throw IntegrationsError(.invalidRoute, LocalizedText(
                    ja: "ルート「\(route)」のクエリパラメータ「\(name)」は \(parameter.type) でなければなりません（「\(value)」は合いません）。",
                    en: "The query parameter \"\(name)\" of route \"\(route)\" must be \(parameter.type) (\"\(value)\" does not fit)."))
            }
            items.append(Self.formEncode(name) + "=" + Self.formEncode(value.description))
        }
        if !items.isEmpty { text += "?" + items.joined(separator: "&") }
        guard let url = URL(string: text) else {
            throw IntegrationsError(.invalidRoute, LocalizedText(
                ja: "ルート「\(route)」から作った「\(text)」は URL になりません。", en: "\"\(text)\" built for route \"\(route)\" is not a URL."))
        }
        return url
    }

    /// A path segment's value, percent-encoded; `.` and `..` become `%2E` and `%2E%2E`, which RFC 3986
    /// does not resolve as dot segments, so the value survives the trip in a custom scheme's URL (a web
    /// URL cannot carry them: browsers resolve `%2E` too).
    static func encodeSegment(_ value: String, allowed: CharacterSet) -> String {
        switch value {
        case ".": "%2E"
        case "..": "%2E%2E"
        default: value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value
        }
    }

    /// Query items decoded the way browsers encode forms: `+` is a space, then percent-decoding.
    static func formItems(_ query: String?) -> [(name: String, value: String)] {
        guard let query, !query.isEmpty else { return [] }
        return query.split(separator: "&").compactMap { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ text: Substring) -> String? { text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
            guard let name = parts.first.flatMap(decode) else { return nil }
            return (name, parts.count > 1 ? decode(parts[1]) ?? "" : "")
        }
    }

    /// Form-encodes a query name or value: unreserved characters stay, a space becomes `+`.
    static func formEncode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(0x7F)))
        allowed.insert(charactersIn: "-._~ ")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text).replacingOccurrences(of: " ", with: "+")
    }

    /// Characters left as they are in a path segment: RFC 3986 unreserved and sub-delims, `:` and `@`.
    private static let segmentAllowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "/;")
        return set
    }()
}
