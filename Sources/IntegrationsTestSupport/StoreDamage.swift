import Foundation

/// Damages a store file as a failing disk would, for tests of "a damaged store is never written".
public enum StoreDamage {
    /// Overwrites 3,000 bytes of every 4 KiB page from page 4 on, past each page's header: SQLite's header
    /// and schema stay readable, so the damage is found only by reading the pages (`PRAGMA quick_check`).
    public static func overwritePages(of path: String) throws {
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let pageSize = 4096
        for page in 3..<(bytes.count / pageSize) {
            let start = page * pageSize + 100
            for offset in start..<(start + 3000) { bytes[offset] = 0xAB }
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}
