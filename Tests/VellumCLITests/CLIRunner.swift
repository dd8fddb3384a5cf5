import Foundation

/// Runs the `vellum` executable built next to the test bundle and captures its output.
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `vellum` binary in the same build folder as the running test executable.
    static let executable = builtExecutable("vellum")
    /// The user-plugin example: `vellum` with a `star` shape registered.
    static let starExample = builtExecutable("StarPluginExample")

    private static func builtExecutable(_ name: String) -> URL {
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = me.deletingLastPathComponent()
        // The test runner lives in PackageTests.xctest or directly in the build folder.
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path),
              dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent(name)
    }

    static func run(_ arguments: [String], executable: URL = executable,
                    environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh, empty temporary directory, inside ``scratchRoot``.
    static func temporaryDirectory() throws -> URL {
        let dir = scratchRoot.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The directory every ``temporaryDirectory()`` of this test process is made in, removed
    /// with everything in it when the process exits: hundreds of tests write files, and none of
    /// them should outlive the run.
    static let scratchRoot: URL = {
        atexit { try? FileManager.default.removeItem(at: CLIRunner.scratchRoot) }
        return FileManager.default.temporaryDirectory.appendingPathComponent("vellum-cli-tests-\(getpid())")
    }()
}
