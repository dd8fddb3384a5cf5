// UIKit re-exports Foundation and Core Graphics, so tutorial code that writes `import UIKit` sees
// `CGFloat`, `CGPoint`, `CGRect`, `cos` and Vellum's Core Graphics spellings through one import.
// This module does the same, so porting such a file changes that one line.
@_exported import Foundation
@_exported import VellumCore
