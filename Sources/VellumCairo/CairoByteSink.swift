import CCairo

/// Collects what a Cairo stream surface (PDF, PostScript) or PNG writer emits.
final class CairoByteSink {
    var bytes: [UInt8] = []

    /// Runs `body` with a write function and closure for Cairo's `*_for_stream` calls; the sink
    /// must outlive every write, which `withExtendedLifetime` ensures for the body's duration.
    func withWriter<R>(_ body: (cairo_write_func_t, UnsafeMutableRawPointer) throws(CairoError) -> R)
        throws(CairoError) -> R
    {
        let write: cairo_write_func_t = { closure, data, length in
            let sink = Unmanaged<CairoByteSink>.fromOpaque(closure!).takeUnretainedValue()
            if let data { sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length))) }
            return CAIRO_STATUS_SUCCESS
        }
        return try withExtendedLifetime(self) { () throws(CairoError) -> R in
            try body(write, Unmanaged.passUnretained(self).toOpaque())
        }
    }
}
