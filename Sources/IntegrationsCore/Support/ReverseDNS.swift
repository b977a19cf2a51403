import Foundation

/// Reverse-DNS names (`com.example.app.refresh`), as Apple asks for activity types and background task
/// identifiers: two or more labels of ASCII letters, digits, `-` and `_`, none empty.
package enum ReverseDNS {
    /// Whether `name` is in reverse-DNS form.
    package static func isName(_ name: String) -> Bool {
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { label in
            !label.isEmpty && label.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
        }
    }
}
