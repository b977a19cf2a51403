#if SwiftSources
import Foundation
import SwiftSyntax

/// The iOS version code is available from, as the compiler reads it around that code: `@available(iOS 18.0, *)`
/// on the declaration or on an enclosing type, extension or function, `if #available(iOS 18, *) { … }` around
/// it, and a `guard #available(iOS 18, *) else { … }` before it in an enclosing block.
struct Availability: Equatable {
    /// The highest iOS version a guard around the code names; `nil` when none does.
    var iOS: String?
    /// A guard that names iOS with a version the reader could not read, as written; `nil` when none.
    var unread: String?

    /// The availability of `node` (a declaration, a call).
    static func of(_ node: some SyntaxProtocol) -> Availability {
        var found = Availability()
        var child: Syntax? = nil
        var current: Syntax? = Syntax(node)
        while let here = current {
            if let attributed = here.asProtocol((any WithAttributesSyntax).self) {
                for case .attribute(let attribute) in attributed.attributes where attribute.attributeName.writtenText == "available" {
                    found.add(attribute.arguments.map { $0.writtenText } ?? "", written: attribute.writtenText)
                }
            }
            if let branch = here.as(IfExprSyntax.self), let child, child.id == branch.body.id {
                for condition in branch.conditions {
                    if let availability = condition.condition.as(AvailabilityConditionSyntax.self), availability.availabilityKeyword.text == "#available" {
                        found.add(availability.availabilityArguments.writtenText, written: availability.writtenText)
                    }
                }
            }
            // `guard #available(iOS 18, *) else { return }` guards what follows it in the same block.
            if let item = here.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self) {
                for earlier in list {
                    if earlier.id == item.id { break }
                    guard let guarded = earlier.item.as(GuardStmtSyntax.self) else { continue }
                    for condition in guarded.conditions {
                        if let availability = condition.condition.as(AvailabilityConditionSyntax.self), availability.availabilityKeyword.text == "#available" {
                            found.add(availability.availabilityArguments.writtenText, written: availability.writtenText)
                        }
                    }
                }
            }
            child = here
            current = here.parent
        }
        return found
    }

    /// Adds what one `@available(…)` or `#available(…)` says of iOS: `iOS 18.0, *`, `iOS 18, macOS 15, *`,
    /// `iOS, introduced: 18.0`, `iOSApplicationExtension 18.0, *`. One that names no iOS platform says nothing;
    /// one whose iOS version is not read is kept as `written`.
    mutating func add(_ arguments: String, written: String) {
        let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard let index = parts.firstIndex(where: { $0 == "iOS" || $0 == "iOSApplicationExtension" || $0.hasPrefix("iOS ") || $0.hasPrefix("iOSApplicationExtension ") }) else { return }
        let platform = parts[index]
        var version: String?
        if let space = platform.firstIndex(of: " ") {
            version = String(platform[platform.index(after: space)...]).trimmingCharacters(in: .whitespaces)
        } else if let introduced = parts.dropFirst(index + 1).first(where: { $0.hasPrefix("introduced:") }) {
            version = String(introduced.dropFirst("introduced:".count)).trimmingCharacters(in: .whitespaces)
        } else if parts.dropFirst(index + 1).contains(where: { $0.hasPrefix("deprecated") || $0.hasPrefix("obsoleted") || $0 == "unavailable" || $0.hasPrefix("message") || $0.hasPrefix("renamed") }) {
            // `@available(iOS, deprecated: …)` says when it goes, not from when it is there.
            return
        }
        guard let version, Self.isVersion(version) else {
            if unread == nil { unread = written }
            return
        }
        if let known = iOS, Self.isEarlier(version, than: known) { return }
        iOS = version
    }

    /// Whether `text` is a version: numbers separated by dots.
    static func isVersion(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
    }

    /// Whether version `left` is earlier than `right`, part by part.
    static func isEarlier(_ left: String, than right: String) -> Bool {
        let a = left.split(separator: ".").map { Int($0) ?? 0 }, b = right.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(a.count, b.count) {
            let (x, y) = (index < a.count ? a[index] : 0, index < b.count ? b[index] : 0)
            if x != y { return x < y }
        }
        return false
    }
}
#endif
