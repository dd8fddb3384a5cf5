/// One page of a multi-page document: a tree, the canvas it is drawn on, and an optional caption
/// the document keeps as text (searchable and selectable, where the format allows).
public struct DocumentPage: Sendable {
    /// What the page shows.
    public var tree: RenderTree
    /// The canvas the tree is drawn on.
    public var size: Size
    /// A line of text shown with the page, or `nil`.
    public var caption: String?

    /// Creates a page.
    public init(tree: RenderTree, size: Size, caption: String? = nil) {
        self.tree = tree
        self.size = size
        self.caption = caption
    }
}

/// A file backend whose format holds several pages in one file (PDF, PostScript): a gallery or
/// a report written as one document. Formats whose backend conforms can take a list of pages
/// where a single picture is the norm.
public protocol DocumentRenderBackend: FileRenderBackend {
    /// The bytes of one file holding `pages`, in order.
    func documentData(for pages: [DocumentPage]) throws -> [UInt8]
}
