import Foundation
import VellumRaster
import VellumTestSupport

/// Headless Chromium (Debian's chromium, which scripts/setup.sh installs), for the tests that check
/// what a browser makes of Vellum's output: what a page's script finds, and screenshots.
enum Chromium {
    /// The browser, when installed.
    static let path = Prerequisite.program("chromium", "chromium-browser")

    /// The JSON value of `expression` (awaited when it is a promise) in `html` once loaded, through
    /// scripts/browser-eval.py, which asks the browser over the DevTools protocol.
    static func evaluate(_ expression: String, in html: String) throws -> Data {
        guard path != nil else { throw ChromiumError(message: "chromium is not installed; scripts/setup.sh installs it") }
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/browser-eval.py")
        let result = try CLIRunner.run([script.path, page.absoluteString, expression],
                                       executable: URL(fileURLWithPath: "/usr/bin/python3"))
        guard result.status == 0 else {
            throw ChromiumError(message: "browser-eval.py exited with \(result.status): \(result.stderr.suffix(2000))")
        }
        return Data(result.stdout.utf8)
    }

    /// A `width` × `height` screenshot of `html`, at one device pixel per CSS pixel.
    static func screenshot(of html: String, width: Int, height: Int) throws -> Pixmap {
        let shot = try CLIRunner.temporaryDirectory().appendingPathComponent("shot.png")
        let result = try run(html: html, ["--virtual-time-budget=2000", "--hide-scrollbars", "--force-device-scale-factor=1",
                                          "--window-size=\(width),\(height)", "--screenshot=\(shot.path)"])
        guard let data = try? Data(contentsOf: shot) else {
            throw ChromiumError(message: "no screenshot: \(result.stderr.suffix(2000))")
        }
        return try Pixmap(pngData: [UInt8](data))
    }

    /// Loads `html` from a file in a fresh profile (tests run in parallel, and two browsers may not
    /// share one) and returns what the browser printed; a minute at most.
    private static func run(html: String, _ arguments: [String]) throws -> CLIRunner.Result {
        guard let path else { throw ChromiumError(message: "chromium is not installed; scripts/setup.sh installs it") }
        let dir = try CLIRunner.temporaryDirectory()
        let page = dir.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: page)
        let result = try CLIRunner.run(
            ["60", path, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--user-data-dir=\(dir.appendingPathComponent("profile").path)"] + arguments + [page.absoluteString],
            executable: URL(fileURLWithPath: "/usr/bin/timeout"))
        try? FileManager.default.removeItem(at: dir.appendingPathComponent("profile"))
        guard result.status == 0 else {
            throw ChromiumError(message: "chromium exited with \(result.status): \(result.stderr.suffix(2000))")
        }
        return result
    }
}

/// A browser run that did not give what a test needs.
struct ChromiumError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
