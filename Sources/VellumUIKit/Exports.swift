// UIKit re-exports Foundation and Core Graphics, so tutorial code that writes `import UIKit` sees
// `CGFloat`, `CGPoint`, `CGRect`, `cos` and Vellum's Core Graphics spellings through one import.
// This module does the same, so porting such a file changes that one line. Core Graphics' image
// spellings live beside the codecs (`CGImage(pngDataProviderSource:…)`, `cropping(to:)`) and the
// rasterizer (`CGContext.makeImage()`), so those modules are re-exported too.
@_exported import Foundation
@_exported import VellumCore
@_exported import VellumImageIO
@_exported import VellumRaster
