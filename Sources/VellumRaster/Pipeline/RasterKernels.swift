import CVellumKernels

/// The sets of vector kernels the raster backend composites and sweeps with, one per instruction
/// set, chosen once at start-up from the CPU.
///
/// One build runs on every CPU of its architecture: the kernels for wider vector units are
/// compiled beside the portable ones (C with per-function target attributes, `VellumKernels`), and
/// the first drawing picks AVX2 where the CPU has it and the portable set elsewhere (AVX-512 runs
/// only when asked for: it gave no measurable gain) — or the set the `VELLUM_KERNELS` environment
/// variable names (`auto`, `portable`, `avx2`, `avx512`; a set the CPU lacks is lowered to the
/// best it has, an unknown name means `auto`, both with a warning on standard error). Every set performs the same exact integer arithmetic and the same float operations in
/// the same order, without fused multiply-adds, so every set gives the same bytes; they differ
/// only in speed.
public enum RasterKernels: String, CaseIterable, Sendable {
    /// Every CPU of the architecture: SSE2 on x86-64; plain C that the compiler vectorises for
    /// NEON on ARM64.
    case portable
    /// AVX2, on x86-64 CPUs that have it (Haswell, Zen and later).
    case avx2
    /// AVX-512 (F, BW and VL), on x86-64 CPUs that have it, when forced: the same 256-bit vectors
    /// with more registers and masked forms, which gave no measurable gain over AVX2.
    case avx512

    /// The error ``force(_:)`` throws for a set this CPU cannot run.
    public struct Unsupported: Error, CustomStringConvertible {
        /// The set asked for.
        public let kernels: RasterKernels
        public var description: String { "this CPU cannot run the \(kernels.rawValue) kernels" }
    }

    /// The set drawing now: chosen on first use (see the type's discussion), or forced.
    public static var active: RasterKernels { RasterKernels(vk_active().pointee.level) }

    /// The sets this CPU runs, from the portable one up.
    public static var supported: [RasterKernels] { allCases.filter(\.isSupported) }

    /// Whether this CPU runs the set.
    public var isSupported: Bool { table != nil }

    /// The set's table of kernels, when this CPU runs it.
    var table: UnsafePointer<vk_kernels>? { vk_kernels_for(level) }

    /// Makes `kernels` the set every thread draws with from its next span on: `.portable` to
    /// take the path every CPU takes (for comparison or to rule the vector units out).
    /// Drawings in progress on other threads may mix the sets, which changes no byte.
    public static func force(_ kernels: RasterKernels) throws(Unsupported) {
        guard let table = kernels.table else { throw Unsupported(kernels: kernels) }
        vk_set_active(table)
    }

    /// Undoes ``force(_:)``: the set chosen at start-up, from `VELLUM_KERNELS` and the CPU.
    public static func reset() {
        vk_set_active(nil)
    }

    /// What a `VELLUM_KERNELS` value selects on this CPU: the set, and whether the value was
    /// honoured (`nil`), lowered to what the CPU has, or not a set's name (both then warned
    /// about when the variable is read).
    public static func requested(by value: String?) -> (kernels: RasterKernels, problem: RequestProblem?) {
        var level = vk_level(0)
        var lowered: Int32 = 0
        let known = vk_level_requested(value, &level, &lowered) == 0
        return (RasterKernels(level), known ? (lowered != 0 ? .lowered : nil) : .unknown)
    }

    /// Why a `VELLUM_KERNELS` value was not taken as given.
    public enum RequestProblem: Sendable {
        /// The CPU lacks the set named: the best it has runs instead.
        case lowered
        /// Not `auto` or a set's name: the set `auto` picks runs.
        case unknown
    }

    private var level: vk_level {
        switch self {
        case .portable: VK_LEVEL_PORTABLE
        case .avx2: VK_LEVEL_AVX2
        case .avx512: VK_LEVEL_AVX512
        }
    }

    private init(_ level: vk_level) {
        self = Self.allCases.first { $0.level == level } ?? .portable
    }
}
