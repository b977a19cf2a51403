import SwiftUI

/// The note list, in Swift; the app delegate around it is Objective-C.
struct NoteListView: View {
    var notes: [String]

    var body: some View {
        List(notes, id: \.self) { Text($0) }
    }
}
