enum Expenses {
    static func showNew() {}
}

enum Receipts {
    static func scan() {}
}
