// The umbrella module: `import Vellum` brings in the core, text, the scene graph and every backend.
@_exported import VellumCore
@_exported import VellumText
@_exported import VellumScene
@_exported import VellumImageIO
@_exported import VellumRaster
@_exported import VellumSVG
@_exported import VellumSVGImport
