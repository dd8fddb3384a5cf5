extension OutputFormats {
    /// The formats of the backends Vellum ships: PNG (the raster backend) and SVG, whose layers
    /// SVG cannot say the raster backend draws (``VellumSVG/SVGPixelFallback/raster``).
    public static let standard = OutputFormats([.png, .svg(pixelFallback: .raster)])
}

extension RenderTree {
    /// Renders the tree on a canvas of `size` in `format` — by default the one the file's
    /// extension chooses among `formats` — and writes it atomically: on any error no file is
    /// left behind.
    public func write(to path: String, size: Size, format: OutputFormat? = nil,
                      formats: OutputFormats = .standard) throws {
        try formats.write(self, size: size, to: path, format: format)
    }
}

extension Scene {
    /// Lays the scene out on a canvas of `size`, records it and writes it in the format the
    /// file's extension names (`.png` or `.svg` by default), atomically.
    ///
    ///     try scene.write(to: "badge.png", size: Size(square: 256))
    public func write(to path: String, size: Size, format: OutputFormat? = nil,
                      formats: OutputFormats = .standard) throws {
        try renderTree(size: size).write(to: path, size: size, format: format, formats: formats)
    }
}
