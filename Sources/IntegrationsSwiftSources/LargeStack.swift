#if SwiftSources
#if canImport(Glibc)
import Glibc
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
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            #if canImport(Glibc)
            var thread = pthread_t()
            let status = pthread_create(&thread, &attributes, { raw in
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
            let status = pthread_create(&thread, &attributes, { raw in
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
