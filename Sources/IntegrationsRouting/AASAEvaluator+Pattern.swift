import Foundation

/// The patterns of apple-app-site-association components, compiled to scalars and matched in linear time
/// by stepping bit sets of reachable positions (no backtracking).
extension AASAEvaluator {
    /// An AASA pattern, compiled to Unicode scalars: `?` matches one scalar.
    struct Pattern: Sendable {
        /// The characters a predefined substitution variable matches (ASCII only).
        enum Class: Sendable, Hashable {
            case alpha, upper, lower, alnum, digit, xdigit

            func contains(_ scalar: Unicode.Scalar) -> Bool {
                guard scalar.isASCII else { return false }
                let value = UInt8(scalar.value)
                let upper = value >= UInt8(ascii: "A") && value <= UInt8(ascii: "Z")
                let lower = value >= UInt8(ascii: "a") && value <= UInt8(ascii: "z")
                let digit = value >= UInt8(ascii: "0") && value <= UInt8(ascii: "9")
                switch self {
                case .alpha: return upper || lower
                case .upper: return upper
                case .lower: return lower
                case .alnum: return upper || lower || digit
                case .digit: return digit
                case .xdigit: return digit || (value | 0x20 >= UInt8(ascii: "a") && value | 0x20 <= UInt8(ascii: "f"))
                }
            }
        }

        private enum Element: Sendable {
            case literal(Unicode.Scalar)
            case anyOne
            case anyRun
            case run(Class, minimum: Int, maximum: Int)
            case oneOf([[Unicode.Scalar]])
        }

        private let elements: [Element]
        private let caseSensitive: Bool
        /// The literal scalars the pattern starts with: most patterns are rejected on them alone.
        let literalPrefix: [Unicode.Scalar]

        init(_ text: String, variables: [String: [String]], caseSensitive: Bool) {
            self.caseSensitive = caseSensitive
            var elements: [Element] = []
            var rest = Substring(caseSensitive ? text : text.lowercased())
            let original = Substring(text)
            while let character = rest.first {
                if rest.hasPrefix("$("), let close = rest.firstIndex(of: ")") {
                    // Variable names keep their case even when the pattern does not.
                    let offset = rest.distance(from: rest.startIndex, to: close)
                    let start = original.index(original.endIndex, offsetBy: -rest.count)
                    let name = String(original[original.index(start, offsetBy: 2)..<original.index(start, offsetBy: offset)])
                    elements.append(
                        Self.variable(name, variables: variables, caseSensitive: caseSensitive)
                            ?? .oneOf([Array("$(\(name))".unicodeScalars)]))
                    rest = rest[rest.index(after: close)...]
                    continue
                }
                switch character {
                case "*": elements.append(.anyRun)
                case "?": elements.append(.anyOne)
                default: elements += character.unicodeScalars.map(Element.literal)
                }
                rest = rest.dropFirst()
            }
            self.elements = elements
            var prefix: [Unicode.Scalar] = []
            for element in elements {
                guard case .literal(let scalar) = element else { break }
                prefix.append(scalar)
            }
            literalPrefix = prefix
        }

        private static func variable(_ name: String, variables: [String: [String]], caseSensitive: Bool) -> Element? {
            switch name {
            case "alpha": return .run(.alpha, minimum: 1, maximum: .max)
            case "upper": return .run(.upper, minimum: 1, maximum: .max)
            case "lower": return .run(.lower, minimum: 1, maximum: .max)
            case "alnum": return .run(.alnum, minimum: 1, maximum: .max)
            case "digit": return .run(.digit, minimum: 1, maximum: .max)
            case "xdigit": return .run(.xdigit, minimum: 1, maximum: .max)
            case "lang": return .run(.lower, minimum: 2, maximum: 3)
            case "region": return .run(.upper, minimum: 2, maximum: 2)
            default:
                guard let values = variables[name] else { return nil }
                return .oneOf(values.map { Array((caseSensitive ? $0 : $0.lowercased()).unicodeScalars) })
            }
        }

        func matches(_ value: String) -> Bool {
            matches(Subject(Array((caseSensitive ? value : value.lowercased()).unicodeScalars)))
        }

        /// Matches scalars already cased the way the pattern is.
        ///
        /// The pattern runs as a set of positions, one bit each, stepped element by element: a literal
        /// keeps the positions followed by its scalar, `*` every position from the first on, a class
        /// run adds its runs with one carrying addition. The time is (elements × length / 64) word
        /// operations: no input makes it backtrack, whatever its stars.
        func matches(_ subject: Subject) -> Bool {
            let scalars = subject.scalars
            guard scalars.count >= literalPrefix.count else { return false }
            for index in literalPrefix.indices where scalars[index] != literalPrefix[index] { return false }
            // The literal prefix is matched: the walk starts after it.
            if scalars.count < 64 { return matchesInOneWord(scalars) }
            var reach = subject.empty()
            reach[literalPrefix.count >> 6] = 1 << UInt64(literalPrefix.count & 63)
            for element in elements[literalPrefix.count...] {
                switch element {
                case .literal(let scalar):
                    reach = subject.step(reach, through: subject.mask(for: scalar))
                case .anyOne:
                    reach = subject.step(reach, through: nil)
                case .anyRun:
                    reach = subject.fillFromFirst(reach)
                case .run(let kind, let minimum, let maximum):
                    let mask = subject.mask(for: kind)
                    for _ in 0..<minimum { reach = subject.step(reach, through: mask) }
                    if maximum == .max {
                        reach = subject.runClosure(reach, through: mask)
                    } else {
                        var all = reach
                        for _ in minimum..<maximum {
                            reach = subject.step(reach, through: mask)
                            for word in all.indices { all[word] |= reach[word] }
                        }
                        reach = all
                    }
                case .oneOf(let alternatives):
                    var all = subject.empty()
                    for alternative in alternatives {
                        var partial = reach
                        for scalar in alternative { partial = subject.step(partial, through: subject.mask(for: scalar)) }
                        for word in all.indices { all[word] |= partial[word] }
                    }
                    reach = all
                }
                if !reach.contains(where: { $0 != 0 }) { return false }
            }
            return subject.contains(reach, scalars.count)
        }

        /// ``matches(_:)`` for a value of fewer than 64 scalars (almost every path, query and fragment):
        /// the same walk with the positions in one machine word, and no memory allocated.
        private func matchesInOneWord(_ scalars: [Unicode.Scalar]) -> Bool {
            let count = scalars.count
            // Positions 0 through count.
            let limit: UInt64 = count == 63 ? .max : (1 << UInt64(count + 1)) - 1
            @inline(__always) func mask(_ accepts: (Unicode.Scalar) -> Bool) -> UInt64 {
                var mask: UInt64 = 0
                for position in 0..<count where accepts(scalars[position]) { mask |= 1 << UInt64(position) }
                return mask
            }
            @inline(__always) func step(_ bits: UInt64, _ mask: UInt64) -> UInt64 { ((bits & mask) << 1) & limit }
            let any: UInt64 = count == 0 ? 0 : (UInt64.max >> UInt64(64 - count))
            var reach: UInt64 = 1 << UInt64(literalPrefix.count)
            for element in elements[literalPrefix.count...] {
                switch element {
                case .literal(let scalar):
                    reach = step(reach, mask { $0 == scalar })
                case .anyOne:
                    reach = step(reach, any)
                case .anyRun:
                    let lowest = reach & (~reach &+ 1)
                    reach = lowest == 0 ? 0 : ~(lowest &- 1) & limit
                case .run(let kind, let minimum, let maximum):
                    let runMask = mask { kind.contains($0) }
                    for _ in 0..<minimum { reach = step(reach, runMask) }
                    if maximum == .max {
                        // Adding the starts to the mask carries through each run and stops just past it
                        // (no overflow: both are below bit 63).
                        let starts = reach & runMask
                        reach = (((starts &+ runMask) ^ runMask) | starts | reach) & limit
                    } else {
                        var all = reach
                        for _ in minimum..<maximum {
                            reach = step(reach, runMask)
                            all |= reach
                        }
                        reach = all
                    }
                case .oneOf(let alternatives):
                    var all: UInt64 = 0
                    for alternative in alternatives {
                        var partial = reach
                        for scalar in alternative where partial != 0 { partial = step(partial, mask { $0 == scalar }) }
                        all |= partial
                    }
                    reach = all
                }
                if reach == 0 { return false }
            }
            return reach & (1 << UInt64(count)) != 0
        }
    }

    /// A string being matched, as scalars, with the bit masks patterns step through: bit `p` stands for
    /// "matched up to position `p`" (0 through the length).
    final class Subject {
        let scalars: [Unicode.Scalar]
        private let words: Int
        private var literalMasks: [Unicode.Scalar: [UInt64]] = [:]
        private var classMasks: [Pattern.Class: [UInt64]] = [:]

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
            words = (scalars.count + 1 + 63) / 64
        }

        func empty() -> [UInt64] { Array(repeating: 0, count: words) }

        func contains(_ bits: [UInt64], _ position: Int) -> Bool {
            bits[position >> 6] & (1 << UInt64(position & 63)) != 0
        }

        /// Positions whose scalar is `scalar`.
        func mask(for scalar: Unicode.Scalar) -> [UInt64] {
            if let mask = literalMasks[scalar] { return mask }
            var mask = empty()
            for (position, candidate) in scalars.enumerated() where candidate == scalar { mask[position >> 6] |= 1 << UInt64(position & 63) }
            literalMasks[scalar] = mask
            return mask
        }

        /// Positions whose scalar is of `kind`.
        func mask(for kind: Pattern.Class) -> [UInt64] {
            if let mask = classMasks[kind] { return mask }
            var mask = empty()
            for (position, candidate) in scalars.enumerated() where kind.contains(candidate) { mask[position >> 6] |= 1 << UInt64(position & 63) }
            classMasks[kind] = mask
            return mask
        }

        /// Consumes one scalar (of `mask`, or any): position `p` becomes `p + 1`.
        func step(_ bits: [UInt64], through mask: [UInt64]?) -> [UInt64] {
            var result = empty()
            var carry: UInt64 = 0
            for word in 0..<words {
                let value = mask.map { bits[word] & $0[word] } ?? bits[word]
                result[word] = value << 1 | carry
                carry = value >> 63
            }
            return trimmed(result)
        }

        /// `*`: every position from the first reached on.
        func fillFromFirst(_ bits: [UInt64]) -> [UInt64] {
            var result = empty()
            guard let first = bits.firstIndex(where: { $0 != 0 }) else { return result }
            let lowest = bits[first] & (~bits[first] &+ 1)
            result[first] = ~(lowest &- 1)
            for word in (first + 1)..<words { result[word] = .max }
            return trimmed(result)
        }

        /// Zero or more scalars of `mask`: from each reached position to the end of the run of `mask`
        /// scalars starting there. Adding the starts to the mask carries through each run and stops
        /// just past it.
        func runClosure(_ bits: [UInt64], through mask: [UInt64]) -> [UInt64] {
            var result = empty()
            var carry: UInt64 = 0
            for word in 0..<words {
                let starts = bits[word] & mask[word]
                let (partial, overflowA) = starts.addingReportingOverflow(mask[word])
                let (sum, overflowB) = partial.addingReportingOverflow(carry)
                carry = (overflowA || overflowB) ? 1 : 0
                result[word] = (sum ^ mask[word]) | starts | bits[word]
            }
            return trimmed(result)
        }

        /// Clears the bits past the last position.
        private func trimmed(_ bits: [UInt64]) -> [UInt64] {
            var bits = bits
            let used = (scalars.count + 1) & 63
            if used != 0 { bits[words - 1] &= (1 << UInt64(used)) - 1 }
            return bits
        }
    }
}
