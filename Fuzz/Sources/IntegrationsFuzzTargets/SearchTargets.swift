import Foundation
import IntegrationsApp
import IntegrationsCore
import IntegrationsIntents
import IntegrationsSearch
import IntegrationsSearchQuery
import IntegrationsStore
import IntegrationsTestSupport

/// A query typed by a person — free text or a Core Spotlight predicate — parsed, turned into an FTS5
/// pattern or SQL, and run against a small real index (the sample app's items in a temporary store): only
/// an `invalidQuery` refusal may come back, never an SQLite error; every highlight lies inside its
/// snippet. The query text is also folded as a string pattern folds values (modifiers from the first
/// byte) and checked against Foundation's folding.
enum QueryTarget: FuzzTarget {
    static let name = "query"

    static let index: SQLiteSearchIndex = {
        let path = NSTemporaryDirectory() + "integrations-fuzz-\(getpid()).sqlite"
        for suffix in ["", "-wal", "-shm"] { unlink(path + suffix) }
        do {
            let index = try SQLiteSearchIndex.open(at: path)
            let items = try Sample.app.searchableItems()
            let semaphore = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var failure: (any Error)?
            Task {
                do { _ = try await index.indexItems(items, progress: nil) } catch { failure = error }
                semaphore.signal()
            }
            semaphore.wait()
            if let failure { fatalError("cannot index the sample: \(failure)") }
            return index
        } catch {
            fatalError("cannot open the fuzzing index at \(path): \(error)")
        }
    }()

    static func prepare() { _ = index }

    static func run(_ data: Data) {
        guard let first = data.first else { return }
        let syntaxes: [SearchQuery.Syntax] = [.automatic, .freeText, .predicate]
        let text = String(decoding: data.dropFirst(), as: UTF8.self)
        let query = SearchQuery(text, syntax: syntaxes[Int(first) % syntaxes.count], limit: 5, date: Date(timeIntervalSince1970: 1_795_000_000))
        do {
            let results = try index.searchNow(query, calendar: Calendar(identifier: .gregorian))
            for hit in results.hits {
                if let problem = OutputInvariants.highlightProblem(hit.snippet) { require(false, "\(problem), for \(text.debugDescription)") }
            }
        } catch {
            require(error.kind == .invalidQuery, "\(text.debugDescription) failed with \(error.kind): \(error.message.en)")
            if error.message.en.hasPrefix(OutputInvariants.syntaxErrorPrefix), let problem = OutputInvariants.excerptProblem(error.message.en) {
                require(false, "\(problem), for \(text.debugDescription)")
            }
        }
        checkFolding(text, modifiers: StringModifiers(rawValue: first >> 2 & 0b11))
        checkPrefilter(text)
    }

    /// A string pattern on indexed text asks the full-text index for candidates first: for a single
    /// comparison, the hits must be exactly the sample's items whose values the pattern matches.
    static func checkPrefilter(_ text: String) {
        let query = SearchQuery(text, syntax: .predicate, limit: nil, date: Date(timeIntervalSince1970: 1_795_000_000))
        guard case .predicate(.comparison(let attribute, .equal, .string(let pattern), let modifiers))? = try? query.parsed(),
            ["title", "keywords", "*"].contains(attribute)
        else { return }
        let compiled = StringPattern(pattern, modifiers: modifiers)
        let expected = Set(items.filter { item in
            let attributes = item.attributeSet
            let values: [String] = switch attribute {
            case "title": attributes.title.map { [$0] } ?? []
            case "keywords": attributes.keywords
            default: [attributes.title, attributes.displayName, attributes.contentDescription].compactMap { $0 } + attributes.keywords
            }
            return values.contains { compiled.matches($0) }
        }.map(\.uniqueIdentifier))
        guard let results = try? index.searchNow(query, calendar: Calendar(identifier: .gregorian)) else {
            require(false, "\(text.debugDescription) failed as a predicate after parsing")
            return
        }
        let found = Set(results.hits.map(\.uniqueIdentifier))
        require(found == expected, "\(text.debugDescription) found \(found.sorted()), the pattern matches \(expected.sorted())")
    }

    /// The sample's items, as indexed (none of them expires).
    static let items: [SearchableItem] = (try? Sample.app.searchableItems()) ?? []

    /// A string pattern's folding of the query text agrees with Foundation's folding of the whole text;
    /// `?` is one character as Swift counts them; and the text as a pattern, and patterns on the text,
    /// match as the plain reference matcher decides (for texts of up to 64 characters: the reference is
    /// quadratic).
    static func checkFolding(_ text: String, modifiers: StringModifiers) {
        let folded = StringPattern.folded(text, for: modifiers)
        let reference = PatternReference.folded(text, modifiers)
        require(folded == reference, "\(text.debugDescription) folds to \(folded.debugDescription), Foundation to \(reference.debugDescription) (\(modifiers))")
        let count = folded.count
        guard count <= 64 else { return }
        let any = String(repeating: "?", count: count)
        require(StringPattern(any, modifiers: modifiers).matches(text), "\(count) × ? does not match \(text.debugDescription) (\(modifiers))")
        require(!StringPattern(any + "?", modifiers: modifiers).matches(text), "\(count + 1) × ? matches \(text.debugDescription) (\(modifiers))")
        for wordBased in [false, true] {
            let modifiers = wordBased ? modifiers.union(.wordBased) : modifiers
            let pairs = [(text, text), (text, "目標を立てる 読書30分"), ("*目*", text), ("*a?*", text)] + patternValues.map { (text, $0) }
            for (pattern, value) in pairs {
                require(StringPattern(pattern, modifiers: modifiers).matches(value) == PatternReference.matches(pattern, modifiers, value),
                        "\(pattern.debugDescription) on \(value.debugDescription) (\(modifiers)) differs from the reference")
            }
        }
    }

    /// Values the query text is matched against as a pattern: a few of the sample's titles.
    static let patternValues: [String] = (try? Sample.app.searchableItems().prefix(3).compactMap(\.attributeSet.title)) ?? []
}

/// The Japanese analyzer: normalisation and tokens in both modes, with and without kana folding; every
/// token's range lies inside the text, in order; a snippet of the text highlighting a query taken from it
/// (where and how long chosen by the first and last bytes) has every highlight inside the snippet, in
/// order, on scalar boundaries.
enum AnalyzerTarget: FuzzTarget {
    static let name = "analyzer"
    nonisolated(unsafe) static let analyzers = [TextAnalyzer(options: .init(foldsKana: true)), TextAnalyzer(options: .init(foldsKana: false))]

    static func run(_ data: Data) {
        guard data.count <= SearchQuery.maximumLength * 4 else { return }
        let text = String(decoding: data, as: UTF8.self)
        let bytes = text.utf8.count
        for analyzer in analyzers {
            _ = analyzer.normalized(text)
            for mode in [TextAnalyzer.Mode.document, .query] {
                var previousStart = 0
                for token in analyzer.tokens(text, mode: mode) {
                    require(token.range.lowerBound >= 0 && token.range.upperBound <= bytes && !token.range.isEmpty,
                            "token \(token.text.debugDescription) at \(token.range) outside \(bytes) bytes of \(text.debugDescription)")
                    require(token.range.lowerBound >= previousStart, "tokens out of order in \(text.debugDescription)")
                    require(!token.text.isEmpty, "an empty token in \(text.debugDescription)")
                    previousStart = token.range.lowerBound
                }
            }
            checkSnippet(text, data: data, analyzer: analyzer)
        }
    }

    static func checkSnippet(_ text: String, data: Data, analyzer: TextAnalyzer) {
        guard let first = data.first, let last = data.last else { return }
        let query = String(text.dropFirst(Int(first) * 16 % max(1, text.utf8.count)).prefix(1 + Int(last) % 12))
        if let problem = OutputInvariants.highlightProblem(analyzer.snippet(text, highlighting: FreeTextQuery(parsing: query))) {
            require(false, "\(problem), in \(text.debugDescription) for \(query.debugDescription)")
        }
    }
}

/// Phrase matching for voice shortcuts: any utterance, against the sample's phrases and entity titles.
enum PhraseTarget: FuzzTarget {
    static let name = "phrase"
    static let matcher: PhraseMatcher = {
        let titles = (try? Sample.app.searchableItems())?.compactMap { $0.attributeSet.title } ?? []
        return PhraseMatcher(manifest: Sample.app.manifest, entityTitles: ["goal": titles])
    }()

    static func prepare() { _ = matcher }

    static func run(_ data: Data) {
        guard data.count <= 4_096 else { return }
        let text = String(decoding: data, as: UTF8.self)
        if let match = matcher.match(text) {
            require(Sample.app.manifest.intents.contains { $0.identifier == match.intent }, "matched an undeclared intent \(match.intent)")
        }
    }
}

/// Items given as JSON Lines (`index --items`).
enum ItemsTarget: FuzzTarget {
    static let name = "items"

    static func run(_ data: Data) {
        // The strict date reader on the raw text: what it reads, it reads back from its own writing.
        let text = String(decoding: data.prefix(64), as: UTF8.self)
        if let date = ISODate.parse(text) {
            require(ISODate.parse(ISODate.format(date)).map { abs($0.timeIntervalSince(date)) < 1 } == true, "\(text.debugDescription) read as \(date), not read back")
        }
        guard let items = try? SearchableItemLines.parse(data, name: "fuzz") else { return }
        for item in items {
            require(item.problem == nil, "an item the index refuses was read: \(item.uniqueIdentifier.debugDescription)")
        }
    }
}
