/// One element of a folded pattern.
enum PatternElement: Hashable {
    /// A folded character's UTF-8 bytes (see ``PatternFolding``: equal bytes, equivalent characters).
    case literal([UInt8])
    /// `?`: any one character.
    case anyOne
    /// `*`: any run of characters, none included.
    case anyRun
}

/// How a ``StringPattern`` finds itself in a text: the runs between its stars (segments), each found by
/// the Shift-And algorithm (Baeza-Yates and Gonnet), and placed greedily, leftmost first.
///
/// A pattern with stars matches when its first segment sits at a start, each later one after the one
/// before, and the last one ends at an end; placing every segment at its leftmost possible place leaves
/// the most room for the rest, so one pass over the text decides. Shift-And follows every partial match
/// of a segment at once in one bit per pattern character, so a step costs one machine word per 64
/// characters of the segment: the whole match is linear in the text times that, whatever the pattern
/// and text repeat (stepping a set of positions through the pattern element by element cost the text's
/// length for every element: 2.6 s for a 1,300-character pattern against ten 180 KB descriptions).
struct PatternPlan: Hashable {
    let segments: [PatternSegment]
    let leadingStar: Bool
    let trailingStar: Bool
    /// Whether the pattern has no element at all (it matches an empty run only).
    var isEmpty: Bool { segments.isEmpty && !leadingStar }

    init(_ elements: [PatternElement]) {
        leadingStar = elements.first == .anyRun
        trailingStar = elements.last == .anyRun
        segments = elements.split(separator: .anyRun).map { PatternSegment(Array($0)) }
    }

    /// Where a match may start and end: the whole text, or runs of whole words.
    enum Anchors {
        case whole(count: Int)
        case words(starts: [Bool], ends: [Bool])

        func isStart(_ offset: Int) -> Bool {
            switch self {
            case .whole: offset == 0
            case .words(let starts, _): starts[offset]
            }
        }

        func isEnd(_ offset: Int) -> Bool {
            switch self {
            case .whole(let count): offset == count
            case .words(_, let ends): ends[offset]
            }
        }

        var firstStart: Int? {
            switch self {
            case .whole: 0
            case .words(let starts, _): starts.firstIndex(of: true)
            }
        }

        func hasEnd(atOrAfter offset: Int) -> Bool {
            switch self {
            case .whole(let count): count >= offset
            case .words(_, let ends): ends[offset...].contains(true)
            }
        }
    }

    func matches(_ text: PatternText, _ anchors: Anchors) -> Bool {
        guard let first = anchors.firstStart else { return false }
        if isEmpty {
            return (0...text.count).contains { anchors.isStart($0) && anchors.isEnd($0) }
        }
        if segments.isEmpty { return anchors.hasEnd(atOrAfter: first) }  // stars only
        let keys = text.characterKeys()
        var position = leadingStar ? first : 0
        for (index, segment) in segments.enumerated() {
            let needsStart = index == 0 && !leadingStar
            let needsEnd = index == segments.count - 1 && !trailingStar
            guard let end = segment.firstEnd(
                in: text, keys: keys, from: position, anchors: anchors, anchoredStart: needsStart, anchoredEnd: needsEnd)
            else { return false }
            position = end
        }
        return !trailingStar || anchors.hasEnd(atOrAfter: position)
    }
}

/// A run of a pattern between stars: literals and `?`, as Shift-And masks.
struct PatternSegment: Hashable {
    /// The number of characters the segment spans.
    let count: Int
    /// Machine words per state: one bit per character of the segment.
    let words: Int
    /// The segment's distinct literals: their scalar when they are one scalar (else `UInt32.max`), and
    /// their bytes.
    let literalKeys: [UInt32]
    let literalBytes: [[UInt8]]
    /// `words` words per class: class 0 (a character that is none of the literals: only `?` takes it),
    /// then one class per literal (its places and `?`'s). Bit `j` of a class: place `j` takes it.
    let masks: [UInt64]
    /// Literal classes by scalar, for a segment of many distinct literals.
    let classByKey: [UInt32: Int]?

    init(_ units: [PatternElement]) {
        count = units.count
        words = (units.count + 63) / 64
        var keys: [UInt32] = []
        var bytes: [[UInt8]] = []
        var places: [[Int]] = []
        var anyOne: [Int] = []
        var known: [[UInt8]: Int] = [:]
        for (place, unit) in units.enumerated() {
            switch unit {
            case .literal(let literal):
                if let index = known[literal] {
                    places[index].append(place)
                } else {
                    known[literal] = bytes.count
                    bytes.append(literal)
                    keys.append(PatternText.singleScalar(literal[...]) ?? .max)
                    places.append([place])
                }
            case .anyOne, .anyRun:
                anyOne.append(place)
            }
        }
        var masks = [UInt64](repeating: 0, count: words * (bytes.count + 1))
        for klass in 0...bytes.count {
            for place in anyOne + (klass == 0 ? [] : places[klass - 1]) {
                masks[klass * words + place / 64] |= 1 << UInt64(place % 64)
            }
        }
        literalKeys = keys
        literalBytes = bytes
        self.masks = masks
        classByKey = keys.count > 8
            ? Dictionary(keys.enumerated().filter { $0.element != .max }.map { ($0.element, $0.offset + 1) }, uniquingKeysWith: { first, _ in first })
            : nil
    }

    /// The class of the text's character `offset` (0: none of the literals).
    @inline(__always)
    private func classOf(_ offset: Int, in text: PatternText, keys: [UInt32]) -> Int {
        let key = keys[offset]
        if key != .max {
            if let classByKey { return classByKey[key] ?? 0 }
            for (index, literal) in literalKeys.enumerated() where literal == key { return index + 1 }
            return 0
        }
        let character = text.character(offset)
        for (index, literal) in literalBytes.enumerated() where literalKeys[index] == .max && character.elementsEqual(literal) {
            return index + 1
        }
        return 0
    }

    /// Where the leftmost occurrence starting at `from` or later ends, among those that start where the
    /// anchors allow a start (when `anchoredStart`) and end where they allow an end (when `anchoredEnd`).
    func firstEnd(
        in text: PatternText, keys: [UInt32], from: Int, anchors: PatternPlan.Anchors, anchoredStart: Bool, anchoredEnd: Bool
    ) -> Int? {
        guard from + count <= text.count else { return nil }
        let last = words - 1
        let found: UInt64 = 1 << UInt64((count - 1) % 64)
        var state = [UInt64](repeating: 0, count: words)
        return state.withUnsafeMutableBufferPointer { state in
            masks.withUnsafeBufferPointer { masks in
                for offset in from..<text.count {
                    let base = classOf(offset, in: text, keys: keys) * words
                    var carry: UInt64 = 1
                    for word in 0...last {
                        let next = state[word] >> 63
                        state[word] = (state[word] << 1 | carry) & masks[base + word]
                        carry = next
                    }
                    guard state[last] & found != 0 else { continue }
                    let endOffset = offset + 1
                    if anchoredStart && !anchors.isStart(endOffset - count) { continue }
                    if anchoredEnd && !anchors.isEnd(endOffset) { continue }
                    return endOffset
                }
                return nil
            }
        }
    }
}
