public import Foundation

/// Where each value and key of a JSON document stands in its text: JSON paths mapped back to lines and
/// columns.
///
/// `JSONDecoder` reports problems by coding path and keeps no positions, so diagnostics find their line
/// and column here. Paths are written as ``JSONProblem`` writes them: `$`, `.key` for object members
/// (the key decoded, escapes and all), `[index]` for array elements.
///
/// ```swift
/// let locations = JSONLocations(data)
/// locations.location(of: "$.routes[1].forms[0].template") // line 30, column 23
/// ```
public struct JSONLocations: Sendable {
    /// A position in the text.
    public struct Location: Sendable, Hashable {
        /// The line, from 1.
        public var line: Int
        /// The column, from 1, counted in Unicode scalars.
        public var column: Int

        /// Creates a position.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The position of each value, by JSON path.
    public private(set) var values: [String: Location] = [:]
    /// The position of each object member's key, by the member's JSON path.
    public private(set) var keys: [String: Location] = [:]
    /// Each object's member names in the order written, by the object's JSON path.
    public private(set) var members: [String: [String]] = [:]
    /// The text of each number, `true`, `false` and `null`, by JSON path, as written (`1e300`,
    /// `9223372036854775808`): what a decoder reads, before a `Double` rounds it.
    public private(set) var literals: [String: String] = [:]

    /// Reads the positions of a document's values. A document that is not JSON gives what was read
    /// before the fault.
    public init(_ data: Data) {
        let bytes = [UInt8](data)
        var scanner = Scanner(bytes: bytes)
        scanner.run()
        values = scanner.values
        keys = scanner.keys
        members = scanner.members
        literals = scanner.literals
    }

    /// The position of the value at `path`, or of the nearest enclosing value the document has.
    public func location(of path: String) -> Location? {
        var candidate = path
        while true {
            if let location = values[candidate] { return location }
            guard let cut = candidate.lastIndex(where: { $0 == "." || $0 == "[" }), cut > candidate.startIndex else { return nil }
            candidate = String(candidate[..<cut])
        }
    }

    /// The position of the key of the member at `path` (`$.app.nmae`), or of its value.
    public func keyLocation(of path: String) -> Location? {
        keys[path] ?? location(of: path)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        /// The last position a column was counted to, on the current line, and its column: columns are
        /// counted forward from there, so a long single-line document is read in linear time.
        var counted = (index: 0, column: 1)
        var values: [String: Location] = [:]
        var keys: [String: Location] = [:]
        var members: [String: [String]] = [:]
        var literals: [String: String] = [:]

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
            counted = (lineStart, 1)
        }

        var location: Location {
            mutating get {
                if counted.index < lineStart || counted.index > index { counted = (lineStart, 1) }
                var column = counted.column
                for byte in bytes[counted.index..<index] where byte & 0xC0 != 0x80 { column += 1 }
                counted = (index, column)
                return Location(line: line, column: column)
            }
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x0A:
                    line += 1
                    index += 1
                    lineStart = index
                case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A:
                    // The CR of a CRLF pair: the LF counts the line.
                    index += 1
                case 0x0D:
                    // A lone CR (classic Mac OS) ends a line, as editors count it.
                    line += 1
                    index += 1
                    lineStart = index
                case 0x20, 0x09:
                    index += 1
                default:
                    return
                }
            }
        }

        /// A container being read: its path, and for an array the next element's index.
        enum Frame {
            case object(path: String)
            case array(path: String, next: Int)
        }

        mutating func run() {
            var stack: [Frame] = []
            var pendingPath = "$"
            while true {
                skipSpace()
                guard index < bytes.count else { return }
                // A value at pendingPath.
                values[pendingPath] = location
                switch bytes[index] {
                case UInt8(ascii: "{"):
                    index += 1
                    members[pendingPath] = []
                    stack.append(.object(path: pendingPath))
                case UInt8(ascii: "["):
                    index += 1
                    stack.append(.array(path: pendingPath, next: 0))
                case UInt8(ascii: "\""):
                    guard skipString(decoding: false) != nil else { return }
                default:
                    let start = index
                    while index < bytes.count, !Self.endsScalar(bytes[index]) { index += 1 }
                    // A byte that cannot start a value (`}` inside an array, say) is passed over: staying on
                    // it read the same byte as the next element forever (found by fuzzing).
                    if index == start { index += 1 } else { literals[pendingPath] = String(decoding: bytes[start..<index], as: UTF8.self) }
                }
                // After a value (or an opening bracket): find the next value's path.
                while true {
                    skipSpace()
                    guard index < bytes.count, let frame = stack.last else { return }
                    switch frame {
                    case .object(let path):
                        if bytes[index] == UInt8(ascii: "}") {
                            index += 1
                            stack.removeLast()
                            continue
                        }
                        if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace() }
                        guard index < bytes.count else { return }
                        if bytes[index] == UInt8(ascii: "}") { continue }
                        let keyLocation = location
                        guard let key = skipString(decoding: true) else { return }
                        skipSpace()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return }
                        index += 1
                        pendingPath = path + "." + key
                        keys[pendingPath] = keyLocation
                        members[path, default: []].append(key)
                    case .array(let path, let next):
                        if bytes[index] == UInt8(ascii: "]") {
                            index += 1
                            stack.removeLast()
                            continue
                        }
                        if bytes[index] == UInt8(ascii: ",") { index += 1; skipSpace() }
                        guard index < bytes.count else { return }
                        if bytes[index] == UInt8(ascii: "]") { continue }
                        pendingPath = path + "[\(next)]"
                        stack[stack.count - 1] = .array(path: path, next: next + 1)
                    }
                    break
                }
            }
        }

        static func endsScalar(_ byte: UInt8) -> Bool {
            [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(byte)
        }

        /// Reads a string from its opening quote and returns it (decoded when asked: keys are, values are
        /// only skipped); `nil` when it never closes. Strings cannot hold a raw line break, so the line
        /// count is unchanged.
        mutating func skipString(decoding: Bool) -> String? {
            let start = index
            index += 1
            var escaped = false
            var hasEscape = false
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                    hasEscape = true
                } else if byte == UInt8(ascii: "\"") {
                    guard decoding else { return "" }
                    let raw = String(decoding: bytes[(start + 1)..<(index - 1)], as: UTF8.self)
                    guard hasEscape else { return raw }
                    return (try? JSONDecoder().decode(String.self, from: Data(bytes[start..<index]))) ?? raw
                }
            }
            return nil
        }
    }
}
