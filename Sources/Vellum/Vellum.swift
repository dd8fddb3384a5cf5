// The umbrella module: `import Vellum` brings in the core, text, the scene graph and every
// backend — and Foundation, as `import SwiftUI` does, so SwiftUI code finds `CGFloat`, `CGPoint`,
// `CGSize`, `CGRect`, `UUID`, `Date`, `sin`, `cos` and `String(format:)` with no other import.
// Foundation's CG types stay its own; Vellum's geometry entry points accept them
// (VellumCore/Porting/CoreGraphicsSpellings.swift).
@_exported import Foundation
@_exported import VellumCore
@_exported import VellumText
@_exported import VellumScene
@_exported import VellumImageIO
@_exported import VellumRaster
@_exported import VellumSVG
@_exported import VellumSVGImport

/// Vellum's ``VellumCore/AffineTransform``. Foundation has an `AffineTransform` of its own; this
/// module's declaration shadows both re-exported ones, so in a file that imports Vellum alone the
/// name means Vellum's. (A file that also imports Foundation directly sees both again: write
/// `CGAffineTransform`, Vellum's Core Graphics spelling, or `VellumCore.AffineTransform` there.)
public typealias AffineTransform = VellumCore.AffineTransform

/// SwiftUI's name for the font a text asks for, ``VellumScene/TextFont``: `Font.system(size: 12)`,
/// `Font.Weight`, `Font.Design`. VellumText's resolved face, also named `Font`, is
/// `VellumText.Font` in files that import Vellum.
public typealias Font = TextFont
