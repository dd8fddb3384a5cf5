import Foundation

/// A damped spring, as SwiftUI's `Spring`: a unit mass pulled towards its target by a stiffness
/// and slowed by a damping. Its motion is solved in closed form (no stepping), for the three
/// regimes — under-damped (it overshoots and rings), critically damped and over-damped — so the
/// same time always gives the same value.
///
/// The parameters convert as SwiftUI's do: a *response* `r` and a *damping fraction* `ζ` give
/// stiffness `(2π / r)²` and damping `4π ζ / r`; a *duration* `d` and a *bounce* `b` are response
/// `d` with damping fraction `1 − b` for `b ≥ 0` and `1 / (1 + b)` below.
public struct Spring: Hashable, Sendable {
    /// The mass moved (1 unless given).
    public let mass: Double
    /// The force per unit of distance from the target.
    public let stiffness: Double
    /// The force per unit of speed.
    public let damping: Double

    /// How close to the target, as a fraction of the distance travelled, counts as settled: the
    /// settling duration is when the motion stays within it.
    public static let settlingThreshold = 0.001

    /// A spring of `mass`, `stiffness` and `damping`.
    public init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// A spring that takes about `response` seconds to swing to its target, damped by
    /// `dampingFraction` (0 never stops, below 1 overshoots, 1 just does not).
    public init(response: Double, dampingFraction: Double) {
        let angular = 2 * Double.pi / response
        self.init(mass: 1, stiffness: angular * angular, damping: 2 * dampingFraction * angular)
    }

    /// A spring of perceptual `duration` seconds and `bounce` (0 none, towards 1 more; negative
    /// values are over-damped), as SwiftUI's `Spring(duration:bounce:)`.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// The undamped angular frequency, √(stiffness / mass).
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// damping / (2 √(stiffness · mass)): below 1 under-damped, 1 critically damped, above over.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// What is wrong with the spring's parameters, or `nil`.
    public var problem: String? {
        guard mass.isFinite, mass > 0 else { return "spring mass \(mass) is not a positive finite number" }
        guard stiffness.isFinite, stiffness > 0 else {
            return "spring stiffness \(stiffness) is not a positive finite number (a response must be positive and finite)"
        }
        guard damping.isFinite, damping >= 0 else {
            return "spring damping \(damping) is not a finite number of at least 0"
        }
        return nil
    }

    /// Where the spring is at `time` seconds on its way from 0 to 1, starting at rest plus
    /// `initialVelocity` (distances per second): 0 at the start, 1 at rest; an under-damped
    /// spring passes beyond 1. A spring with an unusable parameter is at 1 at once.
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        guard problem == nil, time > 0 else { return problem == nil ? 0 : 1 }
        return 1 + offset(at: time, initialVelocity: initialVelocity)
    }

    /// The displacement from the target at `time`, starting at −1 with `initialVelocity`.
    private func offset(at time: Double, initialVelocity v: Double) -> Double {
        let omega = naturalFrequency, zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            return exp(-omega * time) * (-1 + (v - omega) * time)
        }
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (v - zeta * omega) / damped
            return exp(-zeta * omega * time) * (-cos(damped * time) + b * sin(damped * time))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let (r1, r2) = (-omega * (zeta - root), -omega * (zeta + root))
        let c2 = (v + r1) / (r2 - r1)
        return (-1 - c2) * exp(r1 * time) + c2 * exp(r2 * time)
    }

    /// How long the spring takes, from rest, until it stays within ``settlingThreshold`` of its
    /// target: infinite for an undamped spring, 0 for an unusable one.
    public var settlingDuration: Double {
        guard problem == nil else { return 0 }
        guard damping > 0 else { return .infinity }
        let omega = naturalFrequency, zeta = dampingRatio
        if zeta < 1 - 1e-9 {
            // The envelope e^(−ζωt)·√(1 + b²) bounds the motion.
            let b = zeta / (1 - zeta * zeta).squareRoot()
            return log((1 + b * b).squareRoot() / Self.settlingThreshold) / (zeta * omega)
        }
        // Critically and over-damped springs approach the target without crossing it: the first
        // time within the threshold, found by doubling then halving.
        var high = 1 / omega
        while abs(offset(at: high, initialVelocity: 0)) > Self.settlingThreshold { high *= 2 }
        var low = 0.0
        for _ in 0..<60 {
            let middle = (low + high) / 2
            if abs(offset(at: middle, initialVelocity: 0)) > Self.settlingThreshold { low = middle } else { high = middle }
        }
        return high
    }
}
