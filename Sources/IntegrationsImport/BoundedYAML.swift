import Foundation
import IntegrationsCore
#if XcodeGen
import Yams
#endif

/// YAML read within limits, for the package's own readers: XcodeGen's `project.yml` (``XcodeGenProject``)
/// and the check's configuration file.
///
/// Aliases share a node where YAML is read and are copied where it becomes values: a few hundred bytes of
/// nested aliases are millions of values (a "billion laughs"). The reader counts a document's values with
/// its aliases expanded before anything is made of them, refuses an alias where a mapping's key may be (its
/// expanded size cannot be counted first), and a key that is not a plain value. Without the package's
/// `XcodeGen` trait (no Yams) it reads nothing and says so (``Failure/unavailable``).
///
/// ```swift
/// var nodes = 0
/// let document = try BoundedYAML.read(text, nodes: &nodes) // YAMLValue?, nil for an empty document
/// ```
package enum BoundedYAML {
    /// Why a text was not read.
    package enum Failure: Error, Sendable, Hashable {
        /// This build reads no YAML: the package's `XcodeGen` trait is off.
        case unavailable
        /// An alias (`*name`) may stand in a mapping's key.
        case aliasInKey
        /// The values, aliases expanded, are more than the limit (with the `nodes` counted before).
        case overLimit
        /// A mapping's key is a list or a mapping, at this line (from 1).
        case complexKey(line: Int)
        /// Not YAML: the reader's problem, at a line (from 1, never past the text's last line) and a column
        /// when the reader gives one; `description` is the reader's whole error.
        case syntax(line: Int, column: Int?, problem: String, description: String)
    }

    /// Whether this build reads YAML (the package's `XcodeGen` trait is on).
    package static var isAvailable: Bool {
        #if XcodeGen
        true
        #else
        false
        #endif
    }

    /// The one document `text` holds, with each value's place; `nil` when it holds none (empty, or only
    /// comments). `nodes` adds this document's count to the counts before it, and the whole may not pass
    /// `limit` (default ``ProjectImporter/yamlNodeLimit``).
    ///
    /// - Throws: ``Failure``.
    package static func read(_ text: String, nodes: inout Int, limit: Int = ProjectImporter.yamlNodeLimit) throws(Failure) -> YAMLValue? {
        #if XcodeGen
        guard let node = try compose(text, nodes: &nodes, limit: limit) else { return nil }
        return YAMLValue(node)
        #else
        throw .unavailable
        #endif
    }

    #if XcodeGen
    /// The document `text` holds as Yams composes it, counted and checked as ``read(_:nodes:limit:)`` says.
    static func compose(_ text: String, nodes: inout Int, limit: Int = ProjectImporter.yamlNodeLimit) throws(Failure) -> Node? {
        if hasAliasInKey(text) { throw .aliasInKey }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            // libyaml places an error at the end of the input on the line after the last one when the text
            // does not end with a line break: the last line is where a person looks.
            let lines = TextLines.split(text).count
            let mark = (error as? YamlError).flatMap(Self.mark(of:))
            let line = min(mark?.line ?? 1, max(lines, 1))
            throw .syntax(line: line, column: mark?.line == line ? mark?.column : nil, problem: problem(of: error), description: "\(error)")
        }
        guard let node else { return nil }
        let shape = measure(node, limit: limit)
        nodes += shape.count
        if shape.count > limit || nodes > limit { throw .overLimit }
        // Yams makes values only of mappings whose keys are plain values, and stops the process on any other.
        if let line = shape.complexKeyLine { throw .complexKey(line: line) }
        return node
    }

    /// The number of nodes `root` has with every alias expanded, counting no further than one past `limit`
    /// (the count costs at most that many steps, whatever the aliases), and the line of the first mapping
    /// key that is not a scalar, if any.
    static func measure(_ root: Node, limit: Int) -> (count: Int, complexKeyLine: Int?) {
        var pending = [root]
        var count = 0
        var complexKeyLine: Int?
        while let node = pending.popLast() {
            count += 1
            if count > limit { break }
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
        // How deep in `[…]`/`{…}` the scan is: there `?` opens an explicit key even when a value follows it
        // at once (`[*a, ?*a]`, libyaml's flow context); quotes are not told apart, which only makes the
        // scan refuse more.
        var flowDepth = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { flowDepth += 1 }
            if (byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")), flowDepth > 0 { flowDepth -= 1 }
            let before = index == 0 ? UInt8(ascii: " ") : bytes[index - 1]
            let startsToken = before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") || before == UInt8(ascii: "\n")
                || before == UInt8(ascii: "[") || before == UInt8(ascii: "{") || before == UInt8(ascii: ",")
            // `?*a` is an alias right after an explicit key's indicator.
            if byte == UInt8(ascii: "*"), startsToken || before == UInt8(ascii: "?"), index + 1 < bytes.count, isAnchorCharacter(bytes[index + 1]) {
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
            if byte == UInt8(ascii: "?"), startsToken, flowDepth > 0 || (index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: " ")) {
                hasComplexKey = true
            }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                var next = index + 1
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                if next < bytes.count, bytes[next] == UInt8(ascii: ":") { hasComplexKey = true }
            }
            index += 1
        }
        return hasAlias && hasComplexKey
    }

    /// The place a YAML error names.
    private static func mark(of error: YamlError) -> Mark? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark
        default: nil
        }
    }

    /// The reader's problem in its own words, without the place and the quoted text.
    private static func problem(of error: any Error) -> String {
        switch error as? YamlError {
        case .scanner(_, let problem, _, _)?, .parser(_, let problem, _, _)?, .composer(_, let problem, _, _)?: problem
        case .duplicatedKeysInMapping(let duplicates, _)?: "duplicated keys: " + duplicates.joined(separator: ", ")
        default: "\(error)"
        }
    }
    #endif
}

/// A YAML value as ``BoundedYAML`` reads it, with the line and column (from 1, in Unicode scalars) where it
/// is written; no Yams type, so a module without Yams can read it.
package struct YAMLValue: Sendable, Hashable {
    /// What the value is.
    package enum Kind: Sendable, Hashable {
        /// A scalar's text; `plain` when written without quotes or a block (then `~`, `null` and an empty
        /// text mean no value, and `true` is a Boolean).
        case scalar(String, plain: Bool)
        /// A list.
        case sequence([YAMLValue])
        /// A mapping's keys and values, in the order written.
        case mapping([Pair])
    }

    /// A key and its value.
    package struct Pair: Sendable, Hashable {
        package var key: YAMLValue
        package var value: YAMLValue
    }

    /// What the value is.
    package var kind: Kind
    /// The line it starts on, from 1.
    package var line: Int
    /// The column it starts at, from 1.
    package var column: Int

    /// A value at a place.
    package init(_ kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// Whether the value is no value: a plain `~`, `null` (any case YAML allows) or nothing at all.
    package var isNull: Bool {
        if case .scalar(let text, true) = kind { return ["", "~", "null", "Null", "NULL"].contains(text) }
        return false
    }

    #if XcodeGen
    /// The value of a composed node, aliases copied (``BoundedYAML`` counted them first).
    init(_ node: Node) {
        let line = max(1, node.mark?.line ?? 1)
        let column = max(1, node.mark?.column ?? 1)
        switch node {
        case .scalar(let scalar): self.init(.scalar(scalar.string, plain: scalar.style == .plain || scalar.style == .any), line: line, column: column)
        case .sequence(let sequence): self.init(.sequence(sequence.map(YAMLValue.init)), line: line, column: column)
        case .mapping(let mapping): self.init(.mapping(mapping.map { Pair(key: YAMLValue($0.key), value: YAMLValue($0.value)) }), line: line, column: column)
        case .alias: self.init(.scalar("", plain: true), line: line, column: column)
        }
    }
    #endif
}
