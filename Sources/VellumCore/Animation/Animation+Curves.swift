import Foundation

// The animations SwiftUI names, with its parameters and defaults.
extension Animation {
    /// The animation a change gets when none is named: a spring that does not overshoot,
    /// response 0.55 s and damping fraction 1 — the rule we follow for SwiftUI's `.default`
    /// since iOS 17 (before it, an ease-in-out of 0.35 s).
    public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1)

    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// Constant speed over 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }

    /// Starting slowly, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// Starting slowly, over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }

    /// Ending slowly, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// Ending slowly, over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// Starting and ending slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { timingCurve(.easeInOut, duration: duration) }
    /// Starting and ending slowly, over 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// A cubic Bézier timing curve through (`c0x`, `c0y`) and (`c1x`, `c1y`) over `duration`
    /// seconds, as SwiftUI's `timingCurve(_:_:_:_:duration:)`.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                   duration: Double = 0.35) -> Animation {
        timingCurve(TimingCurve(c0x, c0y, c1x, c1y), duration: duration)
    }

    /// `curve` over `duration` seconds.
    public static func timingCurve(_ curve: TimingCurve, duration: Double) -> Animation {
        Animation(.timing(curve, duration: duration))
    }

    /// A spring of `response` seconds and `dampingFraction`, as SwiftUI's
    /// `spring(response:dampingFraction:blendDuration:)`. Vellum does not blend one animation into
    /// the next, so `blendDuration` is accepted and not used.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        Animation(.spring(Spring(response: response, dampingFraction: dampingFraction), initialVelocity: 0))
    }

    /// A spring of perceptual `duration` and `bounce`, as SwiftUI's
    /// `spring(duration:bounce:blendDuration:)`.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce))
    }

    /// `spring` starting with `initialVelocity`, as SwiftUI's `spring(_:blendDuration:)`.
    public static func spring(_ spring: Spring, initialVelocity: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(.spring(spring, initialVelocity: initialVelocity))
    }

    /// A spring of 0.5 s without bounce, as SwiftUI's `.spring`.
    public static var spring: Animation { spring(duration: 0.5, bounce: 0) }

    /// A spring of `mass`, `stiffness` and `damping`, as SwiftUI's
    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        spring(Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: initialVelocity)
    }

    /// A spring of perceptual `duration` and `bounce`, as SwiftUI's
    /// `interpolatingSpring(duration:bounce:initialVelocity:)`.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// A spring of 0.5 s without bounce, as SwiftUI's `.interpolatingSpring`.
    public static var interpolatingSpring: Animation { interpolatingSpring(duration: 0.5, bounce: 0) }

    /// A quick spring: response 0.15 s, damping fraction 0.86, as SwiftUI's `interactiveSpring`.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A spring with a clear bounce: `duration`, bounce 0.3 plus `extraBounce`, as SwiftUI's.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A spring without bounce: `duration`, bounce 0 plus `extraBounce`, as SwiftUI's.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A spring with a small bounce: `duration`, bounce 0.15 plus `extraBounce`, as SwiftUI's.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// `bouncy(duration: 0.5)`.
    public static var bouncy: Animation { bouncy() }
    /// `smooth(duration: 0.5)`.
    public static var smooth: Animation { smooth() }
    /// `snappy(duration: 0.5)`.
    public static var snappy: Animation { snappy() }
}
