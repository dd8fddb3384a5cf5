import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `vellum serve` as a user starts it: a process listening on loopback, whose pictures are the
/// bytes `vellum render` writes for the same component, parameters and size.
@Suite struct ServeCLITests {
    /// A running `serve` on a free port, stopped when the test ends.
    private final class Server {
        let process = Process()
        let port: Int

        init(executable: URL) throws {
            process.executableURL = executable
            process.arguments = ["serve", "--port", "0"]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The server says where it listens once it does: "serving N components on http://…:PORT/".
            var text = ""
            while !text.contains("components on http://") || !text.hasSuffix("\n") {
                let chunk = out.fileHandleForReading.availableData
                guard !chunk.isEmpty else { break }
                text += String(decoding: chunk, as: UTF8.self)
            }
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("serving ") })
            port = try #require(Int(line.split(separator: ":").last?.filter(\.isNumber) ?? ""))
        }

        func get(_ path: String) async throws -> (Int, Data) {
            let url = try #require(URL(string: "http://127.0.0.1:\(port)\(path)"))
            let (data, response) = try await URLSession.shared.data(from: url)
            return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
        }

        deinit {
            process.terminate()
            process.waitUntilExit()
        }
    }

    private func rendered(_ arguments: [String], file: String, executable: URL = CLIRunner.executable) throws -> Data {
        let path = try CLIRunner.temporaryDirectory().appendingPathComponent(file).path
        let result = try CLIRunner.run(["render"] + arguments + ["-o", path], executable: executable)
        #expect(result.status == 0, "\(result.stderr)")
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    @Test func servedPicturesAreTheBytesVellumRenderWrites() async throws {
        let server = try Server(executable: CLIRunner.executable)
        let cases: [(query: String, arguments: [String], file: String)] = [
            ("/render/tier-badge.svg?tier=gold&level=3&size=128x128",
             ["tier-badge", "--param", "tier=gold", "--param", "level=3", "--size", "128x128"], "badge.svg"),
            ("/render/tier-badge.png?size=128x128&label=Gold%20III&scale=2",
             ["tier-badge", "--param", "label=Gold III", "--size", "128x128", "--scale", "2"], "badge.png"),
            ("/render/clock.png?time=2026-11-22T01:09:30Z&timezone=Asia%2FSeoul",
             ["clock", "--param", "time=2026-11-22T01:09:30Z", "--param", "timezone=Asia/Seoul"], "clock.png"),
            ("/render/flo.svg?counter=7", ["flo", "--param", "counter=7"], "flo.svg"),
        ]
        for (query, arguments, file) in cases {
            let (status, served) = try await server.get(query)
            #expect(status == 200, "\(query)")
            #expect(served == (try rendered(arguments, file: file)), "\(query)")
        }
    }

    @Test func aUsersExecutableServesItsOwnComponents() async throws {
        let server = try Server(executable: CLIRunner.starExample)
        let (status, served) = try await server.get("/render/star.png?fill=%23ff0000&size=100x100")
        #expect(status == 200)
        let expected = try rendered(["star", "--param", "fill=#ff0000", "--size", "100x100"], file: "star.png",
                                    executable: CLIRunner.starExample)
        #expect(served == expected)
        let (listed, json) = try await server.get("/components")
        #expect(listed == 200)
        #expect(String(decoding: json, as: UTF8.self).contains("\"name\" : \"star\""))
    }

    @Test func serveRejectsAPortOutOfRange() throws {
        let result = try CLIRunner.run(["serve", "--port", "70000"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("--port must be from 0 to 65535"))
    }
}
