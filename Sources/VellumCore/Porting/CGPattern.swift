import Foundation

/// A fill made of copies of a drawn cell, laid out on a grid: what Core Graphics' `CGPattern` and
/// UIKit's `UIColor(patternImage:)` fill with. The cell is drawn once, as a symbol, and used at
/// each grid position that meets the area filled.
public struct PatternFill {
    /// The cell's drawing, in pattern space.
    public var drawCell: (GraphicsContext) -> Void
    /// The cell's extent in pattern space: what each copy clips to.
    public var bounds: Rect
    /// The grid's steps in pattern space.
    public var xStep: Double, yStep: Double
    /// Maps pattern space into the context's base space.
    public var matrix: AffineTransform
    /// Multiplies the cell's alpha.
    public var alpha: Double

    /// A fill of `drawCell`'s cell, clipped to `bounds`, repeated every `xStep` and `yStep`.
    public init(bounds: Rect, xStep: Double, yStep: Double, matrix: AffineTransform = .identity, alpha: Double = 1,
                drawCell: @escaping (GraphicsContext) -> Void) {
        self.bounds = bounds
        self.xStep = xStep
        self.yStep = yStep
        self.matrix = matrix
        self.alpha = alpha
        self.drawCell = drawCell
    }
}

extension GraphicsContext {
    /// Fills `deviceArea` (device space; the clip cuts it further) with copies of `pattern`'s cell,
    /// laid out from the base space's origin (patterns do not follow the current transform, as in
    /// Core Graphics). When more than ``maxTiles`` copies would be needed, nothing is drawn.
    func fillTiles(of pattern: PatternFill, covering deviceArea: Rect) {
        let toBase = pattern.matrix.concatenating(baseTransform)
        guard let fromDevice = toBase.inverted() else { return }
        let cover = deviceArea.applying(fromDevice)
        let grid = Rect(x: 0, y: 0, width: pattern.xStep, height: pattern.yStep)
        let tiles = Self.tiles(of: grid, covering: cover)
        guard !tiles.isEmpty else { return }
        patternCount += 1
        let tag = Tag("cg-pattern-\(patternCount)")
        defineSymbol(tag) { cell in
            cell.clip(to: Path(pattern.bounds))
            pattern.drawCell(cell)
        }
        withSavedGState {
            concatenate(toBase.concatenating(ctm.inverted() ?? .identity))
            opacity = opacity * pattern.alpha
            for tile in tiles { draw(symbol: tag, at: tile.origin) }
        }
    }
}

/// Draws one cell of a Core Graphics pattern into the context handed over, with the pattern's
/// `info` (`CGPatternDrawPatternCallback`).
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void

/// Releases a pattern's `info` when the pattern goes (`CGPatternReleaseInfoCallback`).
public typealias CGPatternReleaseInfoCallback = (UnsafeMutableRawPointer?) -> Void

/// A pattern's callbacks, as `CGPatternCallbacks(version:drawPattern:releaseInfo:)`.
public struct CGPatternCallbacks {
    /// The structure's version: 0.
    public var version: UInt32
    /// Draws one cell.
    public var drawPattern: CGPatternDrawPatternCallback?
    /// Releases the pattern's `info`, if given.
    public var releaseInfo: CGPatternReleaseInfoCallback?

    /// Callbacks for a pattern.
    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?,
                releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}

/// How a Core Graphics pattern's cells are spaced; Vellum always spaces them exactly by the steps.
public enum CGPatternTiling: Int32, Sendable {
    case noDistortion, constantSpacingMinimalDistortion, constantSpacing
}

/// Core Graphics' pattern: a cell drawn by a callback, repeated on a grid, set as a fill with
/// `CGContext.setFillPattern(_:colorComponents:)` after `setFillColorSpace` with a pattern space.
public final class CGPattern {
    let info: UnsafeMutableRawPointer?
    let bounds: Rect
    let matrix: AffineTransform
    let xStep: Double, yStep: Double
    /// Whether the cell draws its own colours (`true`) or is a stencil painted in the colour
    /// given with the pattern (`false`, Vellum draws it as drawn).
    public let isColored: Bool
    let callbacks: CGPatternCallbacks

    /// A pattern, as `CGPattern(info:bounds:matrix:xStep:yStep:tiling:isColored:callbacks:)`.
    /// `nil` when a step is not positive and finite, the bounds are empty or not finite, or
    /// there is no drawing callback.
    public init?(info: UnsafeMutableRawPointer?, bounds: CGRect, matrix: CGAffineTransform, xStep: Double,
                 yStep: Double, tiling: CGPatternTiling, isColored: Bool,
                 callbacks: UnsafePointer<CGPatternCallbacks>) {
        let cell = Rect(bounds).standardized
        guard xStep > 0, yStep > 0, xStep.isFinite, yStep.isFinite, cell.width > 0, cell.height > 0,
              cell.origin.isFinite, cell.width.isFinite, cell.height.isFinite, matrix.isFinite,
              callbacks.pointee.drawPattern != nil else { return nil }
        self.info = info
        self.bounds = cell
        self.matrix = matrix
        self.xStep = xStep
        self.yStep = yStep
        self.isColored = isColored
        self.callbacks = callbacks.pointee
    }

    deinit { callbacks.releaseInfo?(info) }

    /// The pattern as a fill at `alpha`.
    func fill(alpha: Double) -> PatternFill {
        PatternFill(bounds: bounds, xStep: xStep, yStep: yStep, matrix: matrix, alpha: alpha) { [self] cell in
            callbacks.drawPattern?(info, cell)
        }
    }
}

extension CGColorSpace {
    /// A pattern colour space over `baseSpace`, as `CGColorSpace(patternBaseSpace:)`.
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        self.init(name: nil, model: .pattern)
    }
}

extension GraphicsContext {
    /// Accepted for Core Graphics' `setFillColorSpace(_:)`: colours are set with their own space,
    /// and a pattern with ``setFillPattern(_:colorComponents:)``.
    public func setFillColorSpace(_ space: CGColorSpace) {}

    /// Accepted for Core Graphics' `setStrokeColorSpace(_:)`.
    public func setStrokeColorSpace(_ space: CGColorSpace) {}

    /// Fills from here with copies of `pattern`'s cell, as `CGContext.setFillPattern(_:colorComponents:)`;
    /// the last of `components` is the pattern's alpha (a coloured pattern's only component).
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        let count = pattern.isColored ? 1 : 4
        let alpha = Double(components[count - 1])
        setFillPattern(pattern.fill(alpha: alpha.isFinite ? min(max(alpha, 0), 1) : 1))
    }
}
