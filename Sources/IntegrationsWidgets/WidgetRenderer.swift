import Foundation
public import IntegrationsCore

/// Draws a widget entry: as a box of the family's proportions in a terminal, and as an SVG at the point
/// sizes of one device, in the system's light appearance.
public enum WidgetRenderer {
    /// The device the SVG sizes are for: iPhone 13, 14 and 15 (390 × 844 pt), from the size table of
    /// Apple's Human Interface Guidelines, "Widgets" (Specifications).
    public static let device = "iPhone 15 (390 × 844 pt)"

    /// A family's size in points on ``device``.
    public static func points(_ family: WidgetFamily) -> (width: Int, height: Int) {
        switch family {
        case .systemSmall: (158, 158)
        case .systemMedium: (338, 158)
        case .systemLarge: (338, 354)
        case .accessoryInline: (257, 26)
        case .accessoryRectangular: (160, 72)
        case .accessoryCircular: (72, 72)
        }
    }

    /// A family's box in terminal cells (inside the border): about 1 cell to 6.5 pt across and 2 cells to a
    /// row's height, so that boxes keep the family's proportions.
    public static func cells(_ family: WidgetFamily) -> (columns: Int, rows: Int) {
        let size = points(family)
        return (max(8, Int((Double(size.width) / 6.5).rounded())), max(1, Int((Double(size.height) / 13).rounded())))
    }

    /// `text` cut to `columns` cells (an ellipsis marks the cut) and padded to exactly that width.
    static func fit(_ text: String, _ columns: Int) -> String {
        let shown = truncated(text) { TerminalText.columns($0) <= columns }
        return shown + String(repeating: " ", count: max(0, columns - TerminalText.columns(shown)))
    }

    /// `text` whole when it `fits`, else cut before the first character with which it and an ellipsis
    /// would no longer fit, the ellipsis marking the cut.
    static func truncated(_ text: String, fits: (String) -> Bool) -> String {
        if fits(text) { return text }
        var result = ""
        for character in text {
            if !fits(result + String(character) + "…") { break }
            result.append(character)
        }
        return result + "…"
    }

    /// The width a line of SVG text is given at `size` points: a wide (CJK) character 1 em, any other
    /// 0.62 em — above the average advance of San Francisco and Hiragino's Latin letters, so that an
    /// estimate errs towards cutting.
    static func advance(_ text: String, size: Int) -> Double {
        text.unicodeScalars.reduce(0) { sum, scalar in
            sum + (TerminalText.isWide(scalar) ? 1 : (scalar.properties.generalCategory == .nonspacingMark ? 0 : 0.62)) * Double(size)
        }
    }

    /// `text` cut (an ellipsis marks the cut) so that it fits `room` points at `size`, as a one-line `Text`
    /// truncates on the device.
    static func fit(_ text: String, size: Int, room: Double) -> String {
        truncated(text) { advance($0, size: size) <= room }
    }

    /// The lines an entry shows, top to bottom, before fitting.
    static func lines(_ content: WidgetEntryContent, family: WidgetFamily) -> [String] {
        if family == .accessoryInline { return [content.headline] }
        // A circular widget has room for the count only, not the text bar.
        let count = content.headline.replacingOccurrences(of: "[▓░]+", with: "", options: .regularExpression).trimmingCharacters(in: .whitespaces)
        var lines = [family == .accessoryCircular ? count : "\(content.title)  \(content.headline)"]
        let hasBar = content.headline.contains("░") || content.headline.contains("▓")
        if family != .accessoryCircular, content.days.isEmpty, content.total > 0, !hasBar {
            let filled = min(10, max(0, content.percent / 10))
            lines.append(String(repeating: "▓", count: filled) + String(repeating: "░", count: 10 - filled))
        }
        lines += content.items.map { "\($0.done ? "✓" : "○") \($0.title)" }
        if !content.days.isEmpty { lines.append(content.days.map { $0.completed > 0 ? "■" : "□" }.joined()) }
        if let footer = content.footer { lines.append(footer) }
        return lines
    }

    /// The entry in a box of the family's proportions; wide characters counted as two cells, so the right
    /// border lines up. Control characters from the data are escaped.
    public static func terminal(_ content: WidgetEntryContent, family: WidgetFamily) -> String {
        let (columns, rows) = cells(family)
        var shown = lines(content, family: family).map { TerminalText.safeLine($0) }
        if family == .accessoryInline { return fit(shown[0], columns).trimmingCharacters(in: .whitespaces) + "\n" }
        if shown.count > rows { shown = Array(shown.prefix(rows)) }
        shown += Array(repeating: "", count: rows - shown.count)
        let corner: (String, String, String, String) = family == .accessoryCircular ? ("(", ")", "(", ")") : ("╭", "╮", "╰", "╯")
        var text = corner.0 + String(repeating: "─", count: columns + 2) + corner.1 + "\n"
        for line in shown { text += "│ " + fit(line, columns) + " │\n" }
        return text + corner.2 + String(repeating: "─", count: columns + 2) + corner.3 + "\n"
    }

    /// The entry as an SVG at the family's point size on ``device``: white background, the system's
    /// label colors, Japanese text in fonts a person's machine has.
    public static func svg(_ content: WidgetEntryContent, family: WidgetFamily) -> String {
        let (width, height) = points(family)
        let radius = family == .accessoryCircular ? width / 2 : (family.rawValue.hasPrefix("system") ? 22 : 12)
        let font = "-apple-system, BlinkMacSystemFont, 'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Noto Sans CJK JP', 'Noto Sans JP', 'Yu Gothic', Meiryo, sans-serif"
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" font-family="\(font)">
              <rect x="0" y="0" width="\(width)" height="\(height)" rx="\(radius)" fill="#FFFFFF" stroke="#D1D1D6"/>

            """
        let padding = family.rawValue.hasPrefix("system") ? 16 : 8
        var y = padding + 14
        func text(_ value: String, size: Int, weight: String = "regular", color: String = "#000000", x: Int? = nil) {
            let x = x ?? padding
            let shown = fit(value, size: size, room: Double(width - x - padding))
            svg += "  <text x=\"\(x)\" y=\"\(y)\" font-size=\"\(size)\" font-weight=\"\(weight == "bold" ? "600" : "400")\" fill=\"\(color)\">\(escape(shown))</text>\n"
        }
        if family == .accessoryInline {
            y = height / 2 + 5  // one line, centred: 13 pt letters stand about 10 pt over the baseline
            text(content.headline, size: 13, weight: "bold")
            return svg + "</svg>\n"
        }
        if family == .accessoryCircular {
            // A gauge, as a circular complication draws one: the ring filled to the percentage, the
            // count inside it.
            let center = width / 2, ring = center - 6
            let circumference = 2 * Double.pi * Double(ring)
            let filled = circumference * Double(min(100, max(0, content.percent))) / 100
            svg += "  <circle cx=\"\(center)\" cy=\"\(center)\" r=\"\(ring)\" fill=\"none\" stroke=\"#E5E5EA\" stroke-width=\"6\"/>\n"
            svg += "  <circle cx=\"\(center)\" cy=\"\(center)\" r=\"\(ring)\" fill=\"none\" stroke=\"#34C759\" stroke-width=\"6\" stroke-dasharray=\"\(String(format: "%.1f", filled)) \(String(format: "%.1f", circumference))\" transform=\"rotate(-90 \(center) \(center))\"/>\n"
            let count = "\(content.completed)/\(content.total)"
            let size = 15
            let shown = fit(count, size: size, room: Double(2 * ring - 12))
            let x = center - Int((advance(shown, size: size) / 2).rounded())
            svg += "  <text x=\"\(x)\" y=\"\(center + 5)\" font-size=\"\(size)\" font-weight=\"600\" fill=\"#000000\">\(escape(shown))</text>\n"
            return svg + "</svg>\n"
        }
        text(content.title, size: 13, weight: "bold", color: "#3C3C43")
        y += 22
        let headline = content.headline.replacingOccurrences(of: "[▓░]+", with: "", options: .regularExpression).trimmingCharacters(in: .whitespaces)
        text(headline, size: 20, weight: "bold")
        if content.total > 0 && content.days.isEmpty {
            y += 12
            let barWidth = width - 2 * padding
            let filled = barWidth * content.percent / 100
            svg += "  <rect x=\"\(padding)\" y=\"\(y)\" width=\"\(barWidth)\" height=\"6\" rx=\"3\" fill=\"#E5E5EA\"/>\n"
            svg += "  <rect x=\"\(padding)\" y=\"\(y)\" width=\"\(filled)\" height=\"6\" rx=\"3\" fill=\"#34C759\"/>\n"
            y += 6
        }
        // The footer's baseline sits 10 pt above the bottom edge (its 11 pt letters clear the corner);
        // items stop 4 pt above where its letters begin (10 pt above its baseline).
        let footerBaseline = height - 10
        let lastBaseline = content.footer == nil ? height - padding - 1 : footerBaseline - 10 - 4 - 2
        for item in content.items {
            y += 20
            guard y <= lastBaseline else { break }
            // An item's own link (medium and large only, as `Link` on the device).
            if let url = item.url { svg += "  <a href=\"\(escape(url))\">\n  " }
            text("\(item.done ? "✓" : "○") \(item.title)", size: 13, color: item.done ? "#8E8E93" : "#000000")
            if item.url != nil { svg += "  </a>\n" }
        }
        if !content.days.isEmpty {
            y += 14
            let size = 12, gap = 4
            for (index, day) in content.days.enumerated() {
                let x = padding + index * (size + gap)
                svg += "  <rect x=\"\(x)\" y=\"\(y)\" width=\"\(size)\" height=\"\(size)\" rx=\"3\" fill=\"\(day.completed > 0 ? "#34C759" : "#E5E5EA")\"><title>\(day.date): \(day.completed)</title></rect>\n"
            }
            y += size
        }
        if let footer = content.footer {
            y = footerBaseline
            text(footer, size: 11, color: "#8E8E93")
        }
        return svg + "</svg>\n"
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default:
                // XML 1.0 has no place for most control characters: shown as U+XXXX instead.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    result += String(format: "U+%04X", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
