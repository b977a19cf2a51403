import IntegrationsCore

extension CheckRules {
    /// Between the points: records and their search domains, routes and the associated domains, the
    /// generated apple-app-site-association, App Clip experiences, widgets and the App Group.
    static let betweenRules: [CheckRule] = [
        CheckRule(
            "records.unreadable", .error, .between,
            title: ("レコードファイルを読めない", "Record file unreadable"),
            description: ("検索ドメインのレコードファイルを読めないか、JSON としてデコードできません。アプリはそのレコードを読み込めません。",
                          "A search domain's record file cannot be read or does not decode as JSON; the app cannot load its records."),
            help: ("ファイルを置くか、JSON を直してください。", "Add the file or fix its JSON."),
            example: """
                // integrations.json (there is no items.json beside it)
                "searchDomains": [
                  {"identifier": "items", "entity": "item", "records": "items.json", "title": "${title}"}
                ]
                """),
        CheckRule(
            "records.invalidValue", .error, .between,
            title: ("レコードの値の型が違う", "Record value of the wrong type"),
            description: ("レコードの値が、その場所で期待される型ではありません。", "A record's value is not of the type expected at its place."),
            help: ("メッセージが期待する型の値にしてください。", "Give the value the type the message expects."),
            example: """
                // items.json (a record file is an array of records, not an object)
                {
                  "items": [
                    {"id": 1, "title": "Flour"}
                  ]
                }
                """),
        CheckRule(
            "records.invalidDate", .error, .between,
            title: ("レコードの日付が正しくない", "Invalid record date"),
            description: ("日付のフィールドが ISO 8601 の日付として読めません（2027-02-30 のようにない日付も含みます）。アプリはそのレコードを読み込めません。",
                          "A date field is not an ISO 8601 date (a date that does not exist, such as 2027-02-30, included); the app cannot load the record."),
            help: ("2027-02-28T09:00:00Z のような ISO 8601 の日付にしてください。", "Write an ISO 8601 date such as 2027-02-28T09:00:00Z."),
            example: """
                // items.json ("contentModificationDate": "updatedAt"; February has no 30th)
                [
                  {"id": 3, "title": "Rye flour", "updatedAt": "2027-02-30T10:00:00Z"}
                ]
                """),
        CheckRule(
            "records.duplicateIdentifier", .error, .between,
            title: ("レコードの識別子の重複", "Duplicate record identifier"),
            description: ("一つのドメインで、二つのレコードが同じ識別子を持っています。検索インデックスでは一方が他方を置き換えます。",
                          "Two records of one domain have the same identifier; in the search index one replaces the other."),
            help: ("どちらかのレコードの識別子を変えてください。", "Give one of the records another identifier."),
            example: """
                // items.json ("uniqueIdentifier": "item-${id}")
                [
                  {"id": 1, "title": "Flour"},
                  {"id": 1, "title": "Sugar"}
                ]
                """),
        CheckRule(
            "records.missingField", .error, .between,
            title: ("テンプレートのフィールドがないレコード", "Records lack a template's field"),
            description: ("ドメインのテンプレートが使う ${field} を持たないレコードがあります。アプリはそのレコードを読み込めません。",
                          "Some records lack a ${field} their domain's template uses; the app cannot load such a record."),
            help: ("レコードにフィールドを加えるか、テンプレートを直してください。", "Add the field to the records, or change the template."),
            example: """
                // items.json ("title": "${title}" in the items search domain)
                [
                  {"id": 1, "title": "Flour"},
                  {"id": 2, "name": "Sugar"}
                ]
                """),
        CheckRule(
            "records.urlMatchesNoRoute", .error, .between,
            title: ("レコードの URL に一致するルートがない", "Record URL matches no route"),
            description: ("検索ドメインの contentURL が、レコードに対してどのルートにも一致しません。検索結果を開いても何も表示されません。",
                          "A search domain's contentURL, filled for a record, matches no route: opening the search result shows nothing."),
            help: ("contentURL かルートを直し、URL がルートに一致するようにしてください。", "Change the contentURL or the routes so that the URL matches a route."),
            example: """
                // integrations.json (the route "item" is "shop://items/{id}")
                {
                  "identifier": "items",
                  "entity": "item",
                  "records": "items.json",
                  "title": "${title}",
                  "contentURL": "shop://item/${id}"
                }
                """),
    ]
}
