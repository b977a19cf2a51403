import Foundation
import IntegrationsCore

/// How a ``StringPattern`` folds text before comparing it: canonical decomposition (NFD) always,
/// compatibility decomposition and lower case for ``StringModifiers/caseInsensitive``, and no combining
/// marks for ``StringModifiers/diacriticInsensitive``.
///
/// The result is a decomposed form with its marks in canonical order, which is one text for each class of
/// canonically equivalent texts: two folded characters are equal exactly when their UTF-8 bytes are, so a
/// pattern compares bytes (``PatternText``) instead of asking Swift's canonical-equivalence comparison for
/// every character.
///
/// A predicate with a string pattern folds the value of every row it scans, so folding is the cost of the
/// scan. Foundation normalises a whole string at a time (about half of a `cdw` scan of 100,000
/// descriptions); here each scalar's folding is asked of Foundation once per process and kept in a flat
/// table, so a scan folds by table look-ups. `StringPatternTests` checks the result against Foundation's
/// folding of the whole text.
enum PatternFolding {
    /// Folds `text` for `modifiers` (``StringModifiers/wordBased`` does not change the folding).
    static func fold(_ text: String, _ modifiers: StringModifiers) -> PatternText {
        let caseless = modifiers.contains(.caseInsensitive)
        // ASCII has no decompositions and no marks: only case remains, and every byte is a character but
        // for CR LF.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = caseless ? Array(text.lowercased().utf8) : Array(text.utf8)
            var bounds: [Int] = []
            bounds.reserveCapacity(bytes.count + 1)
            for (offset, byte) in bytes.enumerated() where !(byte == 0x0A && offset > 0 && bytes[offset - 1] == 0x0D) {
                bounds.append(offset)
            }
            bounds.append(bytes.count)
            return PatternText(bytes: bytes, bounds: bounds)
        }
        let table = switch (caseless, modifiers.contains(.diacriticInsensitive)) {
        case (false, false): canonical
        case (true, false): caseOnly
        case (false, true): marksOnly
        case (true, true): caseAndMarks
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        var marksMeet = false
        table.withLock { mappings in
            var endsWithMark = false
            for scalar in text.unicodeScalars {
                let value = scalar.value
                if value < 0x80 {
                    scalars.append(caseless && value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
                    endsWithMark = false
                } else if isKanji(value) {
                    scalars.append(scalar)
                    endsWithMark = false
                } else {
                    let marks = mappings.append(scalar, to: &scalars)
                    // One scalar's folding is in canonical order already; marks of two foldings meeting may not be.
                    if marks.first && endsWithMark { marksMeet = true }
                    endsWithMark = marks.last
                }
            }
        }
        if marksMeet { orderMarks(&scalars) }
        return PatternText(scalars)
    }

    /// Kanji have no decomposition, no case and no marks: every folding leaves them alone.
    @inline(__always)
    private static func isKanji(_ value: UInt32) -> Bool {
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF: true
        default: false
        }
    }

    /// The canonical ordering algorithm: each run of combining marks sorted by combining class, marks of
    /// the same class keeping their order.
    private static func orderMarks(_ scalars: inout [Unicode.Scalar]) {
        var start = 0
        while start < scalars.count {
            guard combiningClass(scalars[start]) != 0 else { start += 1; continue }
            var end = start
            while end < scalars.count, combiningClass(scalars[end]) != 0 { end += 1 }
            if end - start > 1 {
                let run = scalars[start..<end].enumerated().sorted {
                    (combiningClass($0.element), $0.offset) < (combiningClass($1.element), $1.offset)
                }
                scalars.replaceSubrange(start..<end, with: run.map(\.element))
            }
            start = end
        }
    }

    @inline(__always)
    private static func combiningClass(_ scalar: Unicode.Scalar) -> UInt8 {
        scalar.value < 0x300 ? 0 : scalar.properties.canonicalCombiningClass.rawValue
    }

    private static let canonical = ScalarFoldingTable(keepingMarks: true) { $0.decomposedStringWithCanonicalMapping }
    private static let caseOnly = ScalarFoldingTable(keepingMarks: true) { caseFolded($0) }
    private static let marksOnly = ScalarFoldingTable(keepingMarks: false) { $0.decomposedStringWithCanonicalMapping }
    private static let caseAndMarks = ScalarFoldingTable(keepingMarks: false) { caseFolded($0) }

    /// Compatibility decomposition, lower case, and decomposition again (lower-casing can compose).
    private static func caseFolded(_ text: String) -> String {
        text.decomposedStringWithCompatibilityMapping.lowercased().decomposedStringWithCompatibilityMapping
    }
}

/// One folding's answers for every scalar met so far: a flat table for the Basic Multilingual Plane (an
/// array index per scalar, no hashing) and a dictionary for the rest, behind one lock taken once per text.
private final class ScalarFoldingTable: @unchecked Sendable {
    struct Mappings {
        /// 0: not asked yet. Otherwise bit 31 set: the low 29 bits index `sequences` (no scalar, or
        /// several); clear: they are the single scalar plus one. Bits 30 and 29: the folding starts, ends
        /// with a combining mark.
        var plane0 = [UInt32](repeating: 0, count: 0x10000)
        var sequences: [[Unicode.Scalar]] = []
        var others: [UInt32: (scalars: [Unicode.Scalar], first: Bool, last: Bool)] = [:]
        let fold: (Unicode.Scalar) -> [Unicode.Scalar]

        /// Appends the folding of `scalar`; whether it starts and whether it ends with a combining mark.
        mutating func append(_ scalar: Unicode.Scalar, to folded: inout [Unicode.Scalar]) -> (first: Bool, last: Bool) {
            let value = scalar.value
            guard value < 0x10000 else {
                let known = others[value] ?? {
                    let mapped = fold(scalar)
                    let entry = (mapped, Self.isMark(mapped.first), Self.isMark(mapped.last))
                    if others.count < 65_536 { others[value] = entry }
                    return entry
                }()
                folded.append(contentsOf: known.scalars)
                return (known.first, known.last)
            }
            var entry = plane0[Int(value)]
            if entry == 0 {
                let mapped = fold(scalar)
                let flags: UInt32 = (Self.isMark(mapped.first) ? 0x4000_0000 : 0) | (Self.isMark(mapped.last) ? 0x2000_0000 : 0)
                if mapped.count == 1 {
                    entry = (mapped[0].value + 1) | flags
                } else {
                    entry = 0x8000_0000 | flags | UInt32(sequences.count)
                    sequences.append(mapped)
                }
                plane0[Int(value)] = entry
            }
            if entry & 0x8000_0000 == 0 {
                folded.append(Unicode.Scalar((entry & 0x1FFF_FFFF) - 1)!)
            } else {
                folded.append(contentsOf: sequences[Int(entry & 0x1FFF_FFFF)])
            }
            return (entry & 0x4000_0000 != 0, entry & 0x2000_0000 != 0)
        }

        private static func isMark(_ scalar: Unicode.Scalar?) -> Bool {
            scalar.map { $0.properties.canonicalCombiningClass != .notReordered } ?? false
        }
    }

    private let lock = NSLock()
    private var mappings: Mappings

    /// - Parameters:
    ///   - keepingMarks: Whether combining marks stay (they are dropped for diacritic-insensitive
    ///     comparison).
    ///   - normalize: Foundation's folding of one scalar's text.
    init(keepingMarks: Bool, _ normalize: @escaping @Sendable (String) -> String) {
        mappings = Mappings { scalar in
            let scalars = normalize(String(scalar)).unicodeScalars
            return keepingMarks ? Array(scalars) : scalars.filter { $0.properties.canonicalCombiningClass == .notReordered }
        }
    }

    func withLock<T>(_ body: (inout Mappings) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&mappings)
    }
}

/// A folded text as a pattern walks it: UTF-8 bytes, and where each character (extended grapheme cluster)
/// starts.
struct PatternText {
    var bytes: [UInt8]
    /// Character `i` is `bytes[bounds[i]..<bounds[i + 1]]`; the last bound is `bytes.count`.
    var bounds: [Int]

    /// The number of characters.
    var count: Int { bounds.count - 1 }

    init(bytes: [UInt8], bounds: [Int]) {
        self.bytes = bytes
        self.bounds = bounds
    }

    /// Encodes folded scalars and finds the characters: by the rules of Unicode's text segmentation
    /// (UAX #29) for the scalars Japanese and Latin text is made of, by Swift's `Character`s for the rest.
    init(_ scalars: [Unicode.Scalar]) {
        bytes = []
        bytes.reserveCapacity(scalars.count * 3)
        bounds = []
        bounds.reserveCapacity(scalars.count + 1)
        var simple = true
        for scalar in scalars {
            switch Self.segmentation(scalar.value) {
            case .base: bounds.append(bytes.count)
            case .extending: if bounds.isEmpty { bounds.append(0) }
            case .other: simple = false
            }
            UTF8.encode(scalar) { bytes.append($0) }
        }
        if !simple {
            bounds.removeAll(keepingCapacity: true)
            var offset = 0
            for character in String(decoding: bytes, as: UTF8.self) {
                bounds.append(offset)
                offset += character.utf8.count
            }
        }
        bounds.append(bytes.count)
    }

    /// Character `index`'s bytes.
    @inline(__always)
    func character(_ index: Int) -> ArraySlice<UInt8> {
        bytes[bounds[index]..<bounds[index + 1]]
    }

    /// The first scalar of valid UTF-8 bytes (the folded text's, encoded here), decoded by hand.
    @inline(__always)
    static func firstScalar(_ bytes: ArraySlice<UInt8>) -> (value: UInt32, length: Int) {
        let start = bytes.startIndex
        let first = bytes[start]
        switch first {
        case ..<0x80: return (UInt32(first), 1)
        case ..<0xE0: return (UInt32(first & 0x1F) << 6 | UInt32(bytes[start + 1] & 0x3F), 2)
        case ..<0xF0:
            return (UInt32(first & 0x0F) << 12 | UInt32(bytes[start + 1] & 0x3F) << 6 | UInt32(bytes[start + 2] & 0x3F), 3)
        default:
            return (UInt32(first & 0x07) << 18 | UInt32(bytes[start + 1] & 0x3F) << 12 | UInt32(bytes[start + 2] & 0x3F) << 6
                | UInt32(bytes[start + 3] & 0x3F), 4)
        }
    }

    /// The scalar of a character that is one scalar; `nil` for one of several (or none).
    @inline(__always)
    static func singleScalar(_ bytes: ArraySlice<UInt8>) -> UInt32? {
        guard !bytes.isEmpty else { return nil }
        let (value, length) = firstScalar(bytes)
        return length == bytes.count ? value : nil
    }

    /// Each character's scalar when it is one scalar, `UInt32.max` when it is several: what a pattern's
    /// literals are looked up by.
    func characterKeys() -> [UInt32] {
        (0..<count).map { Self.singleScalar(character($0)) ?? .max }
    }

    private enum Segmentation {
        /// Grapheme_Cluster_Break=Other, outside the Indic conjunct and emoji rules: a character starts here.
        case base
        /// Grapheme_Cluster_Break=Extend: the character goes on (rule GB9).
        case extending
        /// Anything else: the text is segmented by Swift.
        case other
    }

    /// Printable ASCII and Latin-1 (not the soft hyphen, a control), Latin Extended-A and -B, CJK symbols,
    /// kana with their spacing voiced marks, kanji, and full- and halfwidth forms are bases; combining
    /// diacritical marks and the kana voiced marks (combining and halfwidth) extend.
    @inline(__always)
    private static func segmentation(_ value: UInt32) -> Segmentation {
        switch value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x24F, 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x30FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF9D:
            .base
        case 0x300...0x36F, 0x3099...0x309A, 0xFF9E...0xFF9F:
            .extending
        default:
            .other
        }
    }
}
