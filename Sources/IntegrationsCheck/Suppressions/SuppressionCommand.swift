/// One inline suppression as written in a comment, SwiftLint's shape with the `integrations:` prefix:
///
/// ```swift
/// // integrations:disable:next project.urlSchemeNotQueried - the scheme is checked on the server
/// let url = URL(string: "transit://")!
/// let other = URL(string: "maps://")!  // integrations:disable:this project.urlSchemeNotQueried
/// // integrations:disable project.activityTypeUndeclared, project.urlSchemeUnregistered
/// // … every line here …
/// // integrations:enable project.activityTypeUndeclared, project.urlSchemeUnregistered
/// ```
///
/// In XML files (property lists, entitlements): `<!-- integrations:disable:next infoPlist.extraScheme -->`.
/// Codes are separated by commas or spaces; `all` stands for every code; ` - ` starts a reason, which is
/// for people and changes nothing. A region (`disable` without `:next`, `:this` or `:previous`) runs from
/// the comment to the `enable` of the same code (or `enable all`), or to the end of the file.
public struct SuppressionCommand: Sendable, Hashable {
    /// Whether the comment turns codes off or back on.
    public enum Action: String, Sendable, Hashable, CaseIterable {
        /// `integrations:disable`: the codes' problems are not reported where the comment applies.
        case disable
        /// `integrations:enable`: ends a region of `disable`, or (with a line scope) reports again on one
        /// line inside it.
        case enable
    }

    /// Where the comment applies.
    public enum Scope: String, Sendable, Hashable {
        /// From the comment to the matching `enable`, or to the end of the file.
        case region
        /// The line after the one the comment ends on (`:next`).
        case next
        /// The line the comment starts on (`:this`).
        case this
        /// The line before the one the comment starts on (`:previous`).
        case previous
    }

    /// The word that stands for every code.
    public static let allCodes = "all"
    /// What every suppression starts with.
    public static let prefix = "integrations:"

    /// Disable or enable.
    public var action: Action
    /// The region, or one line.
    public var scope: Scope
    /// The codes as written, each once, in order; ``allCodes`` among them means every code.
    public var codes: [String]
    /// The text after ` - `, when there is one.
    public var reason: String?

    /// Creates a command.
    public init(_ action: Action, _ scope: Scope = .region, codes: [String], reason: String? = nil) {
        self.action = action
        self.scope = scope
        self.codes = codes
        self.reason = reason
    }

    /// Why a comment that starts with ``prefix`` is not a suppression.
    public enum Problem: Error, Sendable, Hashable {
        /// The word after the prefix is neither `disable` nor `enable` (as written; may be empty).
        case unknownAction(String)
        /// The word after `disable:` or `enable:` is not `next`, `this` or `previous` (may be empty).
        case unknownScope(Action, String)
        /// No code follows.
        case noCodes(Action, Scope)
    }

    /// Reads a comment's text (without its comment markers): `nil` when it is not meant as a suppression
    /// (it does not start with ``prefix``, after white space), else the command or why it is not one.
    public static func parse(_ comment: String) -> Result<SuppressionCommand, Problem>? {
        let text = comment.drop { $0.isWhitespace }
        guard text.hasPrefix(prefix) else { return nil }
        let rest = text.dropFirst(prefix.count)
        let head = rest.prefix { !$0.isWhitespace }
        let parts = head.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let action = Action(rawValue: String(parts[0])) else { return .failure(.unknownAction(String(head))) }
        var scope = Scope.region
        if parts.count == 2 {
            guard let lineScope = Scope(rawValue: String(parts[1])), lineScope != .region else {
                return .failure(.unknownScope(action, String(parts[1])))
            }
            scope = lineScope
        }
        var codes: [String] = []
        var seen: Set<Substring> = []
        var reason: String?
        var remainder = rest.dropFirst(head.count)
        while let start = remainder.firstIndex(where: { !$0.isWhitespace && $0 != "," }) {
            remainder = remainder[start...]
            let word = remainder.prefix { !$0.isWhitespace && $0 != "," }
            remainder = remainder.dropFirst(word.count)
            if word == "-" {
                var said = remainder.drop { $0.isWhitespace }
                while said.last?.isWhitespace == true { said = said.dropLast() }
                reason = said.isEmpty ? nil : String(said)
                break
            }
            if seen.insert(word).inserted { codes.append(String(word)) }
        }
        guard !codes.isEmpty else { return .failure(.noCodes(action, scope)) }
        return .success(SuppressionCommand(action, scope, codes: codes, reason: reason))
    }
}
