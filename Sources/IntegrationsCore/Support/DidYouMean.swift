extension LocalizedText {
    /// "Did you mean …?" for the declared name nearest to one that is not declared: the one wording every
    /// "undeclared, nearest" suggestion uses.
    ///
    /// ```swift
    /// LocalizedText.didYouMean("route.unreachable").en   // did you mean "route.unreachable"?
    /// ```
    public static func didYouMean(_ nearest: String) -> LocalizedText {
        LocalizedText(ja: "「\(nearest)」のことですか？", en: "did you mean \"\(nearest)\"?")
    }

    /// "Did you mean …?" for the name in `known` nearest to `name` (``ManifestKeys/nearest(to:in:)``: edit
    /// distance, case ignored, or a shared start), or `nil` when none is near.
    package static func didYouMean(_ name: String, among known: Set<String>) -> LocalizedText? {
        ManifestKeys.nearest(to: name, in: known).map(didYouMean)
    }
}
