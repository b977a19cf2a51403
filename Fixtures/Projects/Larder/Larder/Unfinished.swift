// A file in the middle of an edit: it does not parse, and the rest of the app is still imported.
struct Unfinished {
    func half(
