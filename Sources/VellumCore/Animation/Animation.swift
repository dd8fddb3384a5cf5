import Foundation

/// How a change moves from its old value to its new one over time, as SwiftUI's `Animation`:
/// a curve (a timing curve over a duration, or a spring) changed by ``speed(_:)``, ``delay(_:)``
/// and repetitions. ``progress(at:)`` gives the fraction of the change shown a number of
/// seconds after it began — 0 at first, 1 when done, beyond 1 while a spring overshoots — and is
/// deterministic: the same time always gives the same value.
///
///     Animation.spring(response: 0.4, dampingFraction: 0.6).delay(0.1).progress(at: 0.3)
///
/// Modifiers apply to what they are called on, as in SwiftUI: `.delay(1).speed(2)` waits half a
/// second (the speed-up applies to the delay too), `.speed(2).delay(1)` a whole one.
public struct Animation: Hashable, Sendable {
    /// The motion at the heart of an animation.
    public enum Curve: Hashable, Sendable {
        /// A timing curve over a duration in seconds.
        case timing(TimingCurve, duration: Double)
        /// A spring, starting with a velocity (distances per second).
        case spring(Spring, initialVelocity: Double)
    }

    /// A change of the animation's time, applied in the order the modifiers were called.
    public enum Modifier: Hashable, Sendable {
        /// Time runs this many times as fast.
        case speed(Double)
        /// Nothing moves for this many seconds.
        case delay(Double)
        /// The animation plays this many times (`nil`: for ever), every other time backwards when
        /// it autoreverses.
        case repeating(count: Int?, autoreverses: Bool)
    }

    /// The curve.
    public let curve: Curve
    /// The modifiers, innermost (first called) first.
    public let modifiers: [Modifier]

    /// An animation of `curve` changed by `modifiers`.
    public init(_ curve: Curve, modifiers: [Modifier] = []) {
        self.curve = curve
        self.modifiers = modifiers
    }

    private func adding(_ modifier: Modifier) -> Animation {
        Animation(curve, modifiers: modifiers + [modifier])
    }

    /// The animation running `speed` times as fast (a speed of 2 halves every duration and delay
    /// inside it).
    public func speed(_ speed: Double) -> Animation { adding(.speed(speed)) }

    /// The animation starting `delay` seconds late.
    public func delay(_ delay: Double) -> Animation { adding(.delay(delay)) }

    /// The animation played `repeatCount` times, every other time backwards when `autoreverses`.
    /// After the last time the change shows its end value, as SwiftUI's does.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        adding(.repeating(count: repeatCount, autoreverses: autoreverses))
    }

    /// The animation played for ever, every other time backwards when `autoreverses`.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        adding(.repeating(count: nil, autoreverses: autoreverses))
    }
}

// MARK: - Time

extension Animation {
    /// What is wrong with the animation, or `nil`: a duration, delay or spring parameter that is
    /// not finite or is negative, a speed that is not a positive finite number, a repeat count
    /// below 0.
    public var problem: String? {
        switch curve {
        case .timing(let timing, let duration):
            if let problem = timing.problem { return problem }
            guard duration.isFinite, duration >= 0 else {
                return "animation duration \(duration) is not a finite number of seconds of at least 0"
            }
        case .spring(let spring, let velocity):
            if let problem = spring.problem { return problem }
            guard velocity.isFinite else { return "spring initial velocity \(velocity) is not finite" }
        }
        for modifier in modifiers {
            switch modifier {
            case .speed(let speed) where !(speed.isFinite && speed > 0):
                return "animation speed \(speed) is not a positive finite number"
            case .delay(let delay) where !(delay.isFinite && delay >= 0):
                return "animation delay \(delay) is not a finite number of seconds of at least 0"
            case .repeating(let count?, _) where count < 0:
                return "animation repeat count \(count) is below 0"
            default: continue
            }
        }
        return nil
    }

    /// How long the curve alone takes: its duration, or a spring's settling duration.
    private var curveDuration: Double {
        switch curve {
        case .timing(_, let duration): duration
        case .spring(let spring, _): spring.settlingDuration
        }
    }

    /// How many seconds the animation runs, modifiers included: infinite when it repeats for
    /// ever (or its spring never settles), 0 when it has a ``problem``.
    public var duration: Double {
        guard problem == nil else { return 0 }
        return modifiers.reduce(curveDuration) { inner, modifier in Self.duration(of: modifier, inner: inner) }
    }

    /// Whether the animation has finished `elapsed` seconds after it began.
    public func isFinished(at elapsed: Double) -> Bool {
        elapsed >= duration
    }

    /// The fraction of the change shown `elapsed` seconds after the animation began: 0 before it
    /// moves, 1 once it has finished. An animation with a ``problem`` is at 1 at once (the
    /// scene reports the problem before it animates).
    public func progress(at elapsed: Double) -> Double {
        guard problem == nil, elapsed.isFinite else { return 1 }
        var time = elapsed
        var inner = curveDuration
        var durations: [Double] = []
        for modifier in modifiers {
            durations.append(inner)
            inner = Self.duration(of: modifier, inner: inner)
        }
        for (modifier, innerDuration) in zip(modifiers, durations).reversed() {
            guard let mapped = Self.innerTime(time, through: modifier, innerDuration: innerDuration) else { return 1 }
            time = mapped
        }
        return curveValue(at: time)
    }

    /// How long `modifier` makes an animation whose inside takes `inner` seconds.
    private static func duration(of modifier: Modifier, inner: Double) -> Double {
        switch modifier {
        case .speed(let speed): inner / speed
        case .delay(let delay): inner + delay
        case .repeating(let count?, _): inner * Double(count)
        case .repeating(nil, _): .infinity
        }
    }

    /// The time inside `modifier` at `time` outside it, or `nil` when a repetition has ended
    /// (the change then shows its end value).
    private static func innerTime(_ time: Double, through modifier: Modifier, innerDuration: Double) -> Double? {
        switch modifier {
        case .speed(let speed): return time * speed
        case .delay(let delay): return max(time - delay, 0)
        case .repeating(let count, let autoreverses):
            guard innerDuration > 0, innerDuration.isFinite else { return time }
            let cycle = (time / innerDuration).rounded(.down)
            if let count, cycle >= Double(count) { return nil }
            let local = time - cycle * innerDuration
            let backwards = autoreverses && cycle.truncatingRemainder(dividingBy: 2) == 1
            return backwards ? innerDuration - local : local
        }
    }

    /// The curve's value `time` seconds in.
    private func curveValue(at time: Double) -> Double {
        switch curve {
        case .timing(let timing, let duration):
            return duration > 0 ? timing.value(at: time / duration) : 1
        case .spring(let spring, let velocity):
            return spring.value(at: time, initialVelocity: velocity)
        }
    }
}
