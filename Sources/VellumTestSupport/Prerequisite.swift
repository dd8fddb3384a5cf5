import Foundation
import Testing

/// What a test needs from outside the package: a program `scripts/setup.sh` installs.
///
/// On a developer's machine a test whose prerequisite is missing is skipped, with the reason. In
/// CI (`CI` set, as `.ci/run` sets it) the setup script has installed every program, so such a
/// test always runs: a missing prerequisite fails it, where a skip would pass unseen.
public enum Prerequisite {
    /// Whether this is a CI run, where every prerequisite must be there.
    public static var isCI: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
        return !["", "0", "false"].contains(value.lowercased())
    }

    /// Whether a test needing something `present` says is there runs: when it is there, and
    /// always in CI.
    public static func isMet(_ present: Bool) -> Bool { present || isCI }

    /// The first of `names` installed as an executable in `/usr/bin` or `/usr/local/bin`.
    public static func program(_ names: String...) -> String? {
        names.lazy.flatMap { name in ["/usr/bin/\(name)", "/usr/local/bin/\(name)"] }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `path`, or an error naming the missing `program` and the package that brings it.
    public static func require(_ path: String?, _ program: String, package: String) throws -> String {
        guard let path else { throw Missing(description: "\(program) is not installed (Debian's \(package); scripts/setup.sh installs it)") }
        return path
    }

    /// A prerequisite a test needed and did not find.
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test when `present` is true, and always in CI, where its absence is a failure
    /// (see ``Prerequisite``); `comment` says what is missing when it is skipped.
    public static func requires(_ present: @autoclosure @escaping @Sendable () -> Bool, _ comment: Comment) -> Self {
        .enabled(if: Prerequisite.isMet(present()), comment)
    }
}
