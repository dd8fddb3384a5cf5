import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import VellumServer
import VellumStandardPlugins

/// The preview page in headless Chromium (Debian's `chromium`, which scripts/setup.sh installs):
/// scripts/preview-browser-check.py loads the page from a live server on a free port, changes a
/// parameter, presses Flo's plus button with the mouse and checks the pictures changed. A missing
/// browser fails the test: it never skips.
@Suite struct PreviewBrowserTests {
    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scripts/preview-browser-check.py").standardizedFileURL

    @Test func thePreviewPageRendersChangesAndPressesInChromium() async throws {
        let server = RenderServer(registry: try StandardPlugins.registry())
        try await server.application(port: 0).test(.live) { client in
            let port = try #require(client.port)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", Self.script.path, "http://127.0.0.1:\(port)/"]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = out
            try process.run()
            // Read on a thread of its own, so the server's handlers keep the concurrency pool.
            let output = await withCheckedContinuation { continuation in
                Thread.detachNewThread {
                    let data = out.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    continuation.resume(returning: String(decoding: data, as: UTF8.self))
                }
            }
            #expect(process.terminationStatus == 0, "\(output)")
            #expect(output.contains("clicking Flo's plus button raised the form's counter from 5 to 6"), "\(output)")
            #expect(output.contains("preview page: all checks passed"), "\(output)")
        }
    }
}
