/// The limits that keep one server answering under hostile or careless use: how large a picture,
/// how long a query, how many renders at once, how long one render may take.
public struct ServerLimits: Sendable {
    /// The largest width or height of a rendered picture, in pixels after `scale`.
    public var maxCanvasSide: Int = 4096
    /// The most pixels a rendered picture may have (width × height after `scale`).
    public var maxCanvasPixels: Int = 4_194_304
    /// The longest query string, in bytes as sent (percent-encoded).
    public var maxQueryLength: Int = 2048
    /// The most query parameters one request may carry.
    public var maxParameterCount: Int = 32
    /// How long one render may take before the request is answered 503; the render itself
    /// finishes in the background and keeps its slot until then, so the bound on renders holds.
    public var renderTimeout: Duration = .seconds(10)
    /// How many renders run at once.
    public var maxConcurrentRenders: Int = 4
    /// How many renders may wait for a slot; beyond that, requests get 503 with `Retry-After`.
    public var maxWaitingRenders: Int = 256
    /// The `Retry-After` a 503 carries, in seconds.
    public var retryAfterSeconds: Int = 1
    /// The largest `cacheSeconds`, and the `max-age` of a picture its parameters fix (one year).
    public var maxCacheSeconds: Int = 31_536_000
    /// The `max-age` of a picture that depends on the present moment (a clock at `time=now`).
    public var nowCacheSeconds: Int = 1
    /// How many bytes of rendered pictures the server keeps to answer repeated requests without
    /// rendering again; 0 keeps none. Only pictures their parameters fix are kept.
    public var cacheBytes: Int = 64 << 20

    /// The default limits.
    public init() {}
}
