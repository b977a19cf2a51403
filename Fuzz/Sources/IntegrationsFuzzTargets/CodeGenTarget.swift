import Foundation
import IntegrationsCodeGen
import IntegrationsCore

/// The Swift generator on any manifest that decodes (a wider set than `check` accepts: the build runs the
/// generator without the check). It must not crash, and every name the source declares — the route enum's
/// cases and their labels, every type and constant under `AppIdentifiers` — is one Swift takes
/// (`SwiftGenerator.isValidIdentifier`, the generator's own predicate), unique in its scope, and no nested
/// type is `Type` or `Protocol`. The fuzzer cannot run `swiftc`; `HostileNamesTests` compiles.
enum CodeGenTarget: FuzzTarget {
    static let name = "codegen"

    /// The route enum's own members: a case must not take one of their names.
    static let routeMembers: Set<String> = ["Form", "name", "forms", "parameters", "url", "init", "self", "hash", "hashValue"]

    static func run(_ data: Data) {
        guard let manifest = try? AppManifest.decode(data, file: "integrations.json") else { return }
        let generator = SwiftGenerator(manifest: manifest)
        for diagnostic in generator.nameDiagnostics {
            require(diagnostic.code == "codegen.noSwiftName" && diagnostic.path?.hasPrefix("$.") == true, "a name diagnostic \(diagnostic.code) at \(diagnostic.path ?? "nowhere")")
        }
        let lines = generator.source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        routeCases(lines)
        identifiers(lines)
    }

    /// `name` declared in `scope`: valid, and not declared there before.
    static func declare(_ name: String, in scope: inout Set<String>, _ line: String) {
        require(SwiftGenerator.isValidIdentifier(name), "an invalid name \(name.debugDescription) in: \(line)")
        let plain = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        require(scope.insert(plain).inserted, "\(name) declared twice in one scope: \(line)")
    }

    /// The cases of `AppRoute`, from its first line to its `Form` type: names unique among the enum's
    /// members, labels valid and unique within their case.
    static func routeCases(_ lines: [String]) {
        guard let start = lines.firstIndex(of: "public enum AppRoute: Hashable, Sendable {") else {
            require(false, "no route enum")
            return
        }
        var members = routeMembers
        for line in lines[(start + 1)...] {
            if line.hasPrefix("    public enum Form") { return }
            guard line.hasPrefix("    case ") else { continue }
            let declaration = line.dropFirst("    case ".count)
            let name = String(declaration.prefix { $0 != "(" })
            declare(name, in: &members, line)
            guard declaration.contains("(") else { continue }
            var labels: Set<String> = []
            for argument in topLevelParts(declaration.dropFirst(name.count + 1).dropLast()) {
                guard let colon = argument.range(of: ": ") else {
                    require(false, "an associated value without a label: \(line)")
                    continue
                }
                declare(String(argument[..<colon.lowerBound]), in: &labels, line)
            }
        }
        require(false, "the route enum has no Form type")
    }

    /// The parts of `text` between top-level `, `: commas inside string literals and parentheses (a UUID
    /// default, `"a, b"`) do not split.
    static func topLevelParts(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var inString = false
        var escaped = false
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if character == ",", depth == 0 {
                parts.append(text[start..<index])
                start = text.index(after: index)
                if start < text.endIndex, text[start] == " " { start = text.index(after: start) }
            }
            index = text.index(after: index)
        }
        parts.append(text[start...])
        return parts
    }

    /// The types and constants under `AppIdentifiers`, scoped by indentation (the generator indents each
    /// level four spaces; its literals and comments never break a line).
    static func identifiers(_ lines: [String]) {
        guard let start = lines.firstIndex(of: "public enum AppIdentifiers {") else {
            require(false, "no identifiers enum")
            return
        }
        var scopes: [(indent: Int, names: Set<String>)] = [(4, [])]
        for line in lines[(start + 1)...] {
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if body.hasPrefix("///") || body.isEmpty { continue }
            if body == "}" {
                while let last = scopes.last, last.indent > indent { scopes.removeLast() }
                if scopes.isEmpty { return }
                continue
            }
            require(indent == scopes[scopes.count - 1].indent, "a line out of its scope: \(line)")
            if body.hasPrefix("public enum "), body.hasSuffix(" {") {
                let name = String(body.dropFirst("public enum ".count).dropLast(2))
                require(!SwiftGenerator.reservedTypeNames.contains(name), "a nested type named \(name), which only the metatype can be: \(line)")
                declare(name, in: &scopes[scopes.count - 1].names, line)
                scopes.append((indent + 4, []))
            } else if body.hasPrefix("public static let "), let equals = body.range(of: " = ") {
                declare(String(body[body.index(body.startIndex, offsetBy: "public static let ".count)..<equals.lowerBound]), in: &scopes[scopes.count - 1].names, line)
            } else {
                require(false, "an unexpected line under AppIdentifiers: \(line)")
            }
        }
    }
}
