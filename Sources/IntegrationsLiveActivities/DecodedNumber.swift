import Foundation

/// Whether the app's `JSONDecoder` reads a JSON number, given as written, as a Swift number type: what a
/// push's `content-state` and `attributes` numbers are checked with, before a `Double` rounds them
/// (Docs/LiveActivities.md, "Numbers").
///
/// The rules are swift-foundation's `JSONDecoder` (iOS 17 and later, and Foundation on Linux since
/// Swift 6), `unwrapFixedWidthInteger` and `unwrapFloatingPoint`:
/// - An integer type reads a number of plain digits exactly: it must be within the type's range
///   (`Int` is 64 bits on every device ActivityKit runs on, so 9223372036854775807 is the largest).
/// - A number with a fraction or an exponent (`1.0`, `1e3`) is read as a `Double` first, which must be a
///   whole number the type holds (`1.5`, `1e20` are refused); below 2^53 that is the value. From 2^53 up it
///   is read again as a `Decimal`, whose significant digits must fit 64 bits, and its fraction is dropped;
///   a negative one must fit the type without its sign (so -2^63 written `-9223372036854775808.0` is
///   refused).
/// - `Double` and `Float` refuse a number that rounds to infinity (`1e400`; `3.5e38` for `Float`) or to zero
///   when it is not zero (`1e-400`).
enum DecodedNumber {
    /// Whether an integer type `T` reads `text`, a JSON number.
    static func fits<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> Bool {
        guard let parts = Parts(text) else { return false }
        if !parts.hasFractionOrExponent { return T(text) != nil }
        guard let double = Double(text), double.isFinite, T(exactly: double) != nil else { return false }
        if double.magnitude < 9_007_199_254_740_992 { return true }
        // The Decimal read: the significant digits, trailing zeros moved to the exponent, must fit UInt64.
        guard let whole = parts.truncatedMagnitude() else { return false }
        return parts.negative ? whole <= UInt64(T.max) && T.isSigned : whole <= UInt64(T.max)
    }

    /// Whether a floating-point type `T` reads `text`, a JSON number: finite, and not rounded to zero.
    static func fits<T: BinaryFloatingPoint & LosslessStringConvertible>(_ text: String, as type: T.Type) -> Bool {
        guard let parts = Parts(text), let value = T(text), value.isFinite else { return false }
        return value != 0 || parts.isZero
    }

    /// A JSON number's text, taken apart: its sign, its significant digits (the whole part's then the
    /// fraction's), and the power of ten they are scaled by.
    struct Parts {
        var negative: Bool
        var digits: Substring
        /// The power of ten of the last digit; `nil` when the written exponent is too long to read
        /// (past every type's range, or below its precision).
        var exponent: Int?
        var hasFractionOrExponent: Bool

        init?(_ text: String) {
            var rest = Substring(text)
            negative = rest.first == "-"
            if negative { rest = rest.dropFirst() }
            let whole = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(whole.count)
            guard !whole.isEmpty else { return nil }
            var fraction: Substring = ""
            if rest.first == "." {
                fraction = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
                rest = rest.dropFirst(fraction.count + 1)
            }
            var written = 0
            var exponentReadable = true
            if let mark = rest.first, mark == "e" || mark == "E" {
                rest = rest.dropFirst()
                let sign = rest.first == "-" ? -1 : 1
                if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
                let exponentDigits = rest.prefix { $0.isASCII && $0.isNumber }
                rest = rest.dropFirst(exponentDigits.count)
                guard !exponentDigits.isEmpty else { return nil }
                // Nine digits stay far inside Int: anything longer is past every range anyway.
                if exponentDigits.count > 9 { exponentReadable = false } else { written = sign * (Int(exponentDigits) ?? 0) }
            }
            guard rest.isEmpty else { return nil }
            hasFractionOrExponent = text.contains { $0 == "." || $0 == "e" || $0 == "E" }
            let all = String(whole) + fraction
            let significant = all.drop { $0 == "0" }
            digits = Substring(significant.reversed().drop { $0 == "0" }.reversed())
            let trailing = significant.count - digits.count
            exponent = exponentReadable ? written - fraction.count + trailing : nil
        }

        /// Whether every digit is zero.
        var isZero: Bool { digits.isEmpty }

        /// The magnitude without its fraction, as `Decimal`'s conversion to an integer computes it: `nil` when
        /// the significant digits or the result do not fit `UInt64`.
        func truncatedMagnitude() -> UInt64? {
            guard let mantissa = UInt64(digits.isEmpty ? "0" : String(digits)) else { return nil }
            guard let exponent else { return mantissa == 0 ? 0 : nil }
            var value = mantissa
            if exponent < 0 {
                for _ in 0..<min(-exponent, 20) { value /= 10 }
            } else {
                for _ in 0..<min(exponent, 20) {
                    let (product, overflow) = value.multipliedReportingOverflow(by: 10)
                    if overflow { return nil }
                    value = product
                }
                if exponent > 20, value != 0 { return nil }
            }
            return value
        }
    }
}
