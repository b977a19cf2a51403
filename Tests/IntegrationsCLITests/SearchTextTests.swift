import Foundation
import IntegrationsCore
import IntegrationsHost
import IntegrationsSearchQuery
@testable import IntegrationsStore
import Testing
@testable import integrations

/// The sentences behind the search, index and store behaviour tests, in both languages, made by the library
/// that words them and the command's remedy (Decision 210): the behaviour tests assert on `--json`'s kind
/// and the names the message holds (SearchCommandTests, IndexCommandTests, StoreSafetyTests).
@Suite struct SearchTextTests {
    /// An error as the terminal shows it in `language`: the library's message and the command's remedy.
    static func shown(_ error: IntegrationsError, _ language: Language) -> String {
        CommandLineRemedy.shown(CommandLineRemedy.message(of: error, language), of: error)
    }

    /// A malformed predicate: both columns, the query's line with a caret under the end, free text offered.
    @Test func aMalformedPredicate() throws {
        let error = try #require(throws: IntegrationsError.self) { try PredicateParser.parse(#"title == "目標*"#) }
        #expect(error.kind == .invalidQuery)
        #expect(Self.shown(error, .ja) == """
            検索クエリの14文字目に誤りがあります: 文字列を閉じる "（10文字目から開いたまま）が必要ですが、クエリの終わりがありました。
              title == "目標*
                             ^
            クエリを直すか、自由文として検索してください。（自由文は --syntax text で検索します。）
            """)
        #expect(Self.shown(error, .en) == """
            The search query has an error at column 14: expected a closing " for the string opened at column 10, found the end of the query.
              title == "目標*
                             ^
            Fix the query, or search for it as free text. (--syntax text searches it as free text.)
            """)
    }

    /// An items file's line that is not an item: the line, the file, where in the record, and that nothing landed.
    @Test func anItemsLineOfTheWrongType() throws {
        let file = "/tmp/items.jsonl"
        let data = Data((IndexCommandTests.line("n1", "花名の由来") + "\n" + #"{"uniqueIdentifier": "n2", "attributeSet": {"title": 5}}"#).utf8)
        let error = try #require(throws: IntegrationsError.self) { try SearchableItemLines.parse(data, name: file) }
        #expect(error.kind == .invalidItems)
        #expect(Self.shown(error, .ja) == "/tmp/items.jsonl の2行目を読めません: $.attributeSet.title に文字列が必要です（54列目）。この行を直してからもう一度実行してください。このファイルの項目は1件も索引していません。")
        #expect(Self.shown(error, .en) == "Cannot read line 2 of /tmp/items.jsonl: expected a string at $.attributeSet.title (column 54). Fix that line and run the command again. No item from this file was indexed.")
    }

    /// The note printed before results answered from what is stored while another process writes.
    @Test func theNoteBesideAWriter() {
        let note = AppHost.NotIndexedReason.storeBusy.message
        #expect(note.ja == "注意: 別のプロセスがストアに書き込み中のため、アプリの項目をまだ索引できません。結果はすでに保存されている内容からのものです。書き込みが終わってからもう一度実行してください。")
        #expect(note.en == "Note: another process is writing to the store, so the app's items are not indexed yet; these results come from what is already stored. Run the command again when it has finished.")
    }

    /// A write refused on a read-only store: it can still be searched, and a writable store is the remedy.
    @Test func aReadOnlyStoreRefusesAWrite() {
        let error = StoreFile.readOnlyError("/tmp/store.sqlite", action: .write)
        #expect(error.kind == .storeUnavailable)
        #expect(Self.shown(error, .ja) == "ストア /tmp/store.sqlite は読み取り専用なので書き込めません（ファイルかフォルダに書き込み権限がないか、読み取り専用のメディアです）。検索はできます。書き込めるストアのファイルを --store か INTEGRATIONS_STORE で指定してください。")
        #expect(Self.shown(error, .en) == "The store /tmp/store.sqlite is read-only, so it cannot be written (the file or its folder is not writable, or the media is read-only). It can still be searched. Give a writable store file with --store or INTEGRATIONS_STORE.")
    }

    /// A store written by a newer version: the migrations it does not know, and nothing read or written.
    @Test func aStoreFromANewerVersion() {
        let error = StoreIdentity.newerError("/tmp/store.sqlite", migrations: ["search.v99"])
        #expect(error.kind == .storeFromNewerVersion)
        #expect(Self.shown(error, .ja) == "ストア /tmp/store.sqlite はこれより新しい版の integrations が書いたものです（このバージョンの知らない移行: search.v99）。読み違えや書き壊しを避けるため、何も読み書きしていません。新しい版の integrations を使うか、別のパスのストアを指定してください。")
        #expect(Self.shown(error, .en) == "The store /tmp/store.sqlite was written by a newer version of integrations (migrations this version does not know: search.v99). To avoid misreading or damaging it, nothing was read or written. Use the newer version of integrations, or give a store at another path.")
    }
}
