extension Duration {
    /// The duration in seconds, as a `Double`: for timing, where attosecond precision is noise.
    package var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
