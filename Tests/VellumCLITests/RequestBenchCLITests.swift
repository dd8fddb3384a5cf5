import Testing

/// `vellum bench --request`: one uncached server request, stage by stage, without HTTP.
@Suite struct RequestBenchCLITests {
    @Test func reportsEveryStageOfAPNGRequest() throws {
        let result = try CLIRunner.run(["bench", "--request", "tier-badge.png", "--size", "64x64",
                                        "--budget", "0", "--min-frames", "3"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("# tier-badge.png at 64x64, 3 requests timed"))
        for stage in ["validate", "build", "scene", "layout+record", "rasterize", "encode", "request"] {
            #expect(result.stdout.split(separator: "\n").contains { $0.hasPrefix(stage + " ") && $0.contains(" µs") },
                    "no line for \(stage) in \(result.stdout)")
        }
    }

    @Test func anSVGRequestHasNoRasterStage() throws {
        let result = try CLIRunner.run(["bench", "--request", "badge.svg", "--budget", "0", "--min-frames", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("encode") && !result.stdout.contains("rasterize"))
    }

    @Test func aMalformedOrUnknownRequestIsAnError() throws {
        let malformed = try CLIRunner.run(["bench", "--request", "tier-badge", "--budget", "0"])
        #expect(malformed.status != 0)
        #expect(malformed.stderr.contains("--request wants NAME.png or NAME.svg, e.g. tier-badge.png; got 'tier-badge'"))
        let unknown = try CLIRunner.run(["bench", "--request", "no-such-thing.png", "--budget", "0"])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("unknown component 'no-such-thing'"))
    }
}
