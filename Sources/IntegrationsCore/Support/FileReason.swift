import Foundation

/// Why a file could not be read or written, in words a person reads, in Japanese and English.
///
/// Foundation's reasons are English only and sometimes just a code ("NSCocoaErrorDomain error 256"), so
/// the toolkit names the common causes itself, from the system's error number.
///
/// ```swift
/// do { _ = try Data(contentsOf: url) } catch { print(FileReason(error, path: url.path).text.en) }
/// ```
package struct FileReason: Sendable, Hashable {
    /// The reason, such as 「ファイルがありません」 / "no such file".
    package var text: LocalizedText

    /// Describes an error thrown while reading or writing `path`.
    package init(_ error: any Error, path: String) {
        let nsError = error as NSError
        var code = nsError.domain == NSPOSIXErrorDomain ? Int32(nsError.code) : nil
        if code == nil, let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            code = Int32(underlying.code)
        }
        if code == nil {
            switch nsError.code {
            case CocoaError.fileReadNoSuchFile.rawValue, CocoaError.fileNoSuchFile.rawValue: code = ENOENT
            case CocoaError.fileReadNoPermission.rawValue, CocoaError.fileWriteNoPermission.rawValue: code = EACCES
            default: break
            }
        }
        self.text = Self.describe(code: code, fallback: "\(nsError.domain) \(nsError.code)")
    }

    /// Describes a system error number (`errno`).
    package init(errno code: Int32) {
        self.text = Self.describe(code: code, fallback: "errno \(code)")
    }

    private static func describe(code: Int32?, fallback: String) -> LocalizedText {
        switch code {
        case ENOENT: LocalizedText(ja: "ファイルがありません", en: "no such file")
        case ENOTDIR: LocalizedText(ja: "パスの途中がフォルダではありません", en: "a part of the path is not a folder")
        case EISDIR: LocalizedText(ja: "ファイルではなくフォルダです", en: "it is a folder, not a file")
        case EACCES, EPERM: LocalizedText(ja: "権限がありません", en: "permission denied")
        case EROFS: LocalizedText(ja: "読み取り専用のファイルシステムです", en: "the file system is read-only")
        case ENOSPC: LocalizedText(ja: "ディスクに空きがありません", en: "no space left on the device")
        case ELOOP: LocalizedText(ja: "シンボリックリンクが循環しています", en: "too many symbolic links")
        case ENAMETOOLONG: LocalizedText(ja: "パスが長すぎます", en: "the path is too long")
        default: LocalizedText(ja: "システムのエラー \(fallback)", en: "system error \(fallback)")
        }
    }
}
