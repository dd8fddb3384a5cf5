// Replaced by the real stroker at merge.
extension Path { public func strokedPath(_ style: StrokeStyle, tolerance: Double = Path.defaultTolerance) -> Path { Path() } }
