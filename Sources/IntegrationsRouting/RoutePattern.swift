import Foundation
package import IntegrationsCore

/// A route form's template, parsed: scheme, host and path segments.
package struct RoutePattern: Sendable, Hashable {
    package enum Segment: Sendable, Hashable {
        case constant(String)
        case parameter(String, RouteParameterType, typed: Bool)
        case wildcard
        case catchAll
    }

    package var route: String
    package var form: RouteForm.Kind
    /// Lower-cased.
    package var scheme: String
    /// The https host, lower-cased; `nil` for a custom scheme, whose host is the first segment.
    package var host: String?
    package var segments: [Segment]
    package var isCaseInsensitive: Bool
    package var query: [String: QueryParameter]

    /// Why a template cannot be parsed.
    package struct Problem: Error, Hashable {
        package var message: LocalizedText
    }

    package init(route declaration: RouteDeclaration, form: RouteForm) throws(Problem) {
        route = declaration.name
        self.form = form.kind
        isCaseInsensitive = declaration.isCaseInsensitive
        query = declaration.query
        let template = form.template
        // "://" found in the UTF-8 view: Foundation's `range(of:)` cost a third of building a table.
        let utf8 = template.utf8
        let colon = utf8.indices.first { index in
            utf8[index] == UInt8(ascii: ":") && utf8[index...].starts(with: "://".utf8)
        }
        guard let colon, colon != utf8.startIndex else {
            throw Problem(message: LocalizedText(
                ja: "テンプレート「\(template)」に「scheme://」がありません",
                en: "the template \"\(template)\" has no \"scheme://\""))
        }
        scheme = template[..<colon].lowercased()
        var rest = Substring(template[utf8.index(colon, offsetBy: 3)...])
        var parts: [String]
        if rest.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII: every byte is a character (but CR LF, which holds no separator), so the template is
            // cut without breaking it into characters, the slowest step of building a large table.
            let bytes = rest.utf8
            let end = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.endIndex
            parts = bytes[..<end].split(separator: UInt8(ascii: "/")).map { String(Substring($0)) }
        } else {
            if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
            parts = rest.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        }
        if scheme == "https" || scheme == "http" {
            guard !parts.isEmpty else {
                throw Problem(message: LocalizedText(
                    ja: "テンプレート「\(template)」にホストがありません", en: "the template \"\(template)\" has no host"))
            }
            host = parts.removeFirst().lowercased()
        } else {
            host = nil
        }
        var segments: [Segment] = []
        segments.reserveCapacity(parts.count)
        for (index, part) in parts.enumerated() {
            if part == "**" {
                guard index == parts.count - 1 else {
                    throw Problem(message: LocalizedText(
                        ja: "テンプレート「\(template)」の「**」は最後の区切りでなければなりません",
                        en: "\"**\" must be the last segment of \"\(template)\""))
                }
                segments.append(.catchAll)
            } else if part == "*" {
                segments.append(.wildcard)
            } else if part.utf8.first == UInt8(ascii: "{"), part.utf8.last == UInt8(ascii: "}"),  // most parts stop here
                part.hasPrefix("{") && part.hasSuffix("}") && part.count > 2
            {
                let name = String(part.dropFirst().dropLast())
                let type = declaration.parameters[name]
                segments.append(.parameter(name, type ?? .string, typed: type.map(\.isTyped) ?? false))
            } else if part.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                throw Problem(message: LocalizedText(
                    ja: "テンプレート「\(template)」の区切り「\(part)」は定数か「{名前}」のどちらかにしてください",
                    en: "the segment \"\(part)\" of \"\(template)\" must be a constant or a whole \"{name}\""))
            } else {
                let constant = part.utf8.contains(UInt8(ascii: "%")) ? part.removingPercentEncoding ?? part : part
                // A custom scheme's host is the first segment, and hosts are compared without case.
                let isHost = host == nil && index == 0
                segments.append(.constant(declaration.isCaseInsensitive || isHost ? constant.lowercased() : constant))
            }
        }
        self.segments = segments
        parameters = segments.compactMap { if case .parameter(let name, let type, _) = $0 { Parameter(name: name, type: type) } else { nil } }
    }

    /// A path parameter: its name and type.
    package struct Parameter: Sendable, Hashable {
        package var name: String
        package var type: RouteParameterType
    }

    /// The path parameters, in path order.
    package private(set) var parameters: [Parameter] = []

    /// How specific each segment is, lower first: constant, typed, untyped, wildcard, catch-all.
    var specificity: [Int] {
        segments.map { segment in
            switch segment {
            case .constant: 0
            case .parameter(_, _, let typed): typed ? 1 : 2
            case .wildcard: 3
            case .catchAll: 4
            }
        }
    }

    /// The template's path after the host, for messages: `goals/{id}/edit`.
    var pathDescription: String {
        segments.map { segment in
            switch segment {
            case .constant(let value): value
            case .parameter(let name, _, _): "{\(name)}"
            case .wildcard: "*"
            case .catchAll: "**"
            }
        }.joined(separator: "/")
    }
}
