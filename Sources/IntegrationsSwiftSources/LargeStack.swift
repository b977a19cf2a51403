#if SwiftSources
#if canImport(Glibc)
import Glibc
// pthread_attr_t may be imported through Dispatch's C module first; its initialiser is then that module's.
import Dispatch
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a large stack, and waits for it: swift-syntax's parser and its
/// visitors recurse as deep as the tree, and the 8 MB of a main thread (512 KB of a secondary one) hold a
/// few thousand levels of a debug build.
enum LargeStack {
    /// What the thread runs, and what it gives back.
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// `body`'s result, computed on a new thread whose stack is `size` bytes; on the calling thread when
    /// the system refuses such a thread (an address-space limit too small for it).
    static func run<T>(size: Int, _ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            let work = Unmanaged.passRetained(Work { result = body() })
            // Allocated rather than `pthread_attr_t()`: that initialiser is found through whichever module
            // imported the header first (CDispatch), which member-import visibility would have this file import.
            let attributes = UnsafeMutablePointer<pthread_attr_t>.allocate(capacity: 1)
            defer { attributes.deallocate() }
            pthread_attr_init(attributes)
            defer { pthread_attr_destroy(attributes) }
            pthread_attr_setstacksize(attributes, size)
            #if canImport(Glibc)
            var thread = pthread_t()
            let status = pthread_create(&thread, attributes, { raw in
                raw.map { Unmanaged<Work>.fromOpaque($0).takeRetainedValue().body() }
                return nil
            }, work.toOpaque())
            guard status == 0 else {
                work.release()
                return body()
            }
            pthread_join(thread, nil)
            #else
            var thread: pthread_t?
            let status = pthread_create(&thread, attributes, { raw in
                Unmanaged<Work>.fromOpaque(raw).takeRetainedValue().body()
                return nil
            }, work.toOpaque())
            guard status == 0, let thread else {
                work.release()
                return body()
            }
            pthread_join(thread, nil)
            #endif
            return result ?? body()
        }
    }
}
#endif
