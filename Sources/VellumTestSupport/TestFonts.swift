import Foundation

/// Font files the tests draw with that no Debian package ships.
public enum TestFonts {
    /// `Tests/Fixtures/Fonts/VellumColorTest.ttf`, a small `COLR`/`CPAL` font made by
    /// `scripts/make-colr-test-font.py` (its header describes the glyphs).
    public static let colorTest = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/Fixtures/Fonts/VellumColorTest.ttf").path

    /// The colour emoji font `scripts/setup.sh` installs (fonts-noto-color-emoji): `CBDT` bitmaps.
    public static let notoColorEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
}
