#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One instance of `Value` for each thread, made by the thread's first use and released when the
/// thread ends: tables that several threads read and fill at once without a lock, each its own.
///
/// Threads rendering side by side (a server's render threads) should share nothing mutable: a
/// lock taken by every render makes them wait for each other (for as long as a time slice when
/// the thread holding it is preempted), and even a shared reference count moves its cache line
/// between cores on every retain. A per-thread table costs a copy per thread instead.
///
///     final class Lookups { var names: [ObjectIdentifier: String] = [:] }
///     static let lookups = PerThread { Lookups() }
///     let mine = lookups.current   // this thread's, filled without a lock
///
/// Meant for `static let`s: each instance takes a POSIX thread key, which is never given back.
public final class PerThread<Value: AnyObject>: Sendable {
    // `pthread_key_t` is an integer handle, set once here and only read afterwards.
    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    /// Storage whose threads make their instance with `make`.
    public init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        // Called as each thread ends, with its instance (never with nil).
        let status = pthread_key_create(&key) { stored in
            if let stored { Unmanaged<AnyObject>.fromOpaque(stored).release() }
        }
        precondition(status == 0, "pthread_key_create failed (\(status)): too many thread keys")
        self.key = key
        self.make = make
    }

    /// The calling thread's instance, made now if this is the thread's first use.
    public var current: Value {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<Value>.fromOpaque(stored).takeUnretainedValue()
        }
        let made = make()
        pthread_setspecific(key, Unmanaged.passRetained(made).toOpaque())
        return made
    }
}
