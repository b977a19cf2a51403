/// Every constant edge of a router's trie in one open-addressing table keyed by (parent node, segment
/// bytes), so that a lookup hashes the URL's bytes in place instead of building a `String` per segment.
///
/// Keys are stored in NFC, and the table is only asked about ASCII segments: for those, byte equality is
/// exactly `String` equality (an ASCII string is canonically equivalent only to itself and to the strings
/// whose NFC it is, such as U+212A KELVIN SIGN for `K`). Non-ASCII segments go through the nodes'
/// dictionaries. The table is built once from trusted declarations; a URL can only look up, so probe
/// lengths do not depend on what a client sends.
struct ConstantEdges: Sendable {
    private struct Slot: Sendable {
        var hash: UInt32 = 0
        /// -1 when the slot is empty.
        var parent: Int32 = -1
        var child: Int32 = 0
        var offset: Int32 = 0
        var length: Int32 = 0
    }

    private var slots: [Slot]
    private var mask: Int
    private var arena: [UInt8] = []

    /// A table for `count` edges.
    init(capacity count: Int) {
        var size = 16
        while size < count * 2 { size <<= 1 }
        slots = Array(repeating: Slot(), count: size)
        mask = size - 1
    }

    /// Adds the edge from `parent` over `key` to `child`; the first edge for a key stays.
    mutating func insert(parent: Int, key: String, child: Int) {
        let bytes = Array(key.utf8)
        let hash = bytes.withUnsafeBufferPointer { Self.hash(parent: parent, $0) }
        var index = Int(hash) & mask
        while slots[index].parent >= 0 {
            if slots[index].parent == Int32(parent), slots[index].hash == hash,
                arena[Int(slots[index].offset)..<Int(slots[index].offset + slots[index].length)].elementsEqual(bytes)
            {
                return
            }
            index = (index + 1) & mask
        }
        slots[index] = Slot(hash: hash, parent: Int32(parent), child: Int32(child), offset: Int32(arena.count), length: Int32(bytes.count))
        arena += bytes
    }

    /// The child of `parent` over the segment `key`, if there is one.
    func child(of parent: Int, _ key: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(parent: parent, key)
        return slots.withUnsafeBufferPointer { slots in
            arena.withUnsafeBufferPointer { arena in
                var index = Int(hash) & mask
                while slots[index].parent >= 0 {
                    let slot = slots[index]
                    if slot.hash == hash, slot.parent == Int32(parent), Int(slot.length) == key.count,
                        Self.equal(arena, Int(slot.offset), key)
                    {
                        return Int(slot.child)
                    }
                    index = (index + 1) & mask
                }
                return nil
            }
        }
    }

    /// FNV-1a over the parent's index and the bytes, folded to 32 bits.
    private static func hash(parent: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: parent)
        hash &*= 0x0000_0100_0000_01b3
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    private static func equal(_ arena: UnsafeBufferPointer<UInt8>, _ offset: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in key.indices where arena[offset + index] != key[index] { return false }
        return true
    }
}
