/// max(a, b) for numbers that are never NaN, written as the comparison x86's `maxsd` makes: one
/// instruction. The standard library's `max` compares the other way round (`b >= a ? b : a`),
/// which costs a compare and a blend in the edge builder's per-edge work (the accumulator, in C,
/// has its own `vk_fast_max`). Both give the same value for every pair of numbers.
@inline(__always)
func fastMax(_ a: Double, _ b: Double) -> Double { a > b ? a : b }
