import Foundation
import Testing
import VellumCore

/// Animation curves against values computed independently: springs by integrating their
/// equation of motion numerically (fourth-order Runge–Kutta, 200 000 steps), timing curves by
/// bisecting the Bézier to 200 bits.
@Suite struct AnimationCurveTests {
    private func close(_ a: Double, _ b: Double, within tolerance: Double = 1e-9) -> Bool {
        abs(a - b) <= tolerance
    }

    @Test func timingCurvesFollowTheirControlPoints() {
        #expect(close(Animation.linear(duration: 0.35).progress(at: 0.175), 0.5))
        #expect(close(Animation.easeIn(duration: 1).progress(at: 0.5), 0.31535681257253945))
        #expect(close(Animation.easeOut(duration: 2).progress(at: 0.6), 0.4451859674713371))
        #expect(close(Animation.easeInOut(duration: 1).progress(at: 0.25), 0.1291619310473198))
        #expect(close(Animation.timingCurve(0.2, 0.8, 0.4, 1, duration: 1).progress(at: 0.1), 0.346472583574918))
        #expect(Animation.easeInOut.progress(at: -1) == 0)
        #expect(Animation.easeInOut.progress(at: 0.35) == 1)
        #expect(Animation.easeInOut.duration == 0.35)
    }

    @Test func springsAreSolvedInEveryRegime() {
        // Under-damped (overshoots), critically damped and over-damped, response 0.5 s.
        #expect(close(Animation.spring(response: 0.5, dampingFraction: 0.5).progress(at: 0.2), 1.0269719504333288))
        #expect(close(Animation.spring(response: 0.5, dampingFraction: 1).progress(at: 0.2), 0.7154156890859594))
        #expect(close(Animation.spring(response: 0.5, dampingFraction: 2).progress(at: 0.2), 0.45060471397447427))
        #expect(close(Animation.interpolatingSpring(stiffness: 100, damping: 10, initialVelocity: 2).progress(at: 0.3),
                      1.1510032962120063))
        #expect(close(Animation.interpolatingSpring(mass: 2, stiffness: 100, damping: 10).progress(at: 0.3),
                      1.0263228449319868))
    }

    @Test func springParametersConvertAsSwiftUIs() {
        let spring = Spring(response: 0.5, dampingFraction: 0.6)
        #expect(close(spring.stiffness, pow(2 * Double.pi / 0.5, 2)))
        #expect(close(spring.dampingRatio, 0.6))
        #expect(close(Spring(duration: 0.5, bounce: 0.3).dampingRatio, 0.7))
        #expect(close(Spring(duration: 0.5, bounce: -0.5).dampingRatio, 2))
        #expect(Animation.bouncy == .spring(duration: 0.5, bounce: 0.3))
        #expect(Animation.snappy == .spring(duration: 0.5, bounce: 0.15))
        #expect(Animation.smooth == .spring(duration: 0.5, bounce: 0))
    }

    @Test func aSpringStaysSettledAfterItsSettlingDuration() {
        for fraction in [0.3, 0.825, 1, 1.5] {
            let spring = Spring(response: 0.5, dampingFraction: fraction)
            let settled = spring.settlingDuration
            #expect(settled > 0 && settled < 10)
            for step in 0...100 {
                let time = settled * (1 + Double(step) / 50)
                #expect(abs(spring.value(at: time) - 1) <= Spring.settlingThreshold + 1e-12)
            }
        }
        #expect(Spring(stiffness: 100, damping: 0).settlingDuration == .infinity)
    }

    @Test func speedAndDelayApplyInTheOrderCalled() {
        let delayedThenFaster = Animation.linear(duration: 1).delay(1).speed(2)
        #expect(close(delayedThenFaster.progress(at: 0.75), 0.5))
        #expect(close(delayedThenFaster.duration, 1))
        let fasterThenDelayed = Animation.linear(duration: 1).speed(2).delay(1)
        #expect(close(fasterThenDelayed.progress(at: 1.25), 0.5))
        #expect(fasterThenDelayed.progress(at: 0.9) == 0)
        #expect(close(fasterThenDelayed.duration, 1.5))
    }

    @Test func repetitionsRunBackAndForthThenEndAtTheNewValue() {
        let thrice = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
        #expect(close(thrice.progress(at: 0.25), 0.25))
        #expect(close(thrice.progress(at: 1.25), 0.75))
        #expect(close(thrice.progress(at: 2.5), 0.5))
        #expect(thrice.progress(at: 3.1) == 1)
        #expect(thrice.duration == 3)
        let forward = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
        #expect(close(forward.progress(at: 1.25), 0.25))
        let forever = Animation.linear(duration: 2).repeatForever()
        #expect(close(forever.progress(at: 101), 0.5))
        #expect(close(forever.progress(at: 103.5), 0.25))
        #expect(forever.duration == .infinity)
        #expect(!forever.isFinished(at: 1e9))
    }

    @Test func badAnimationsNameTheProblemAndFinishAtOnce() {
        let cases: [(Animation, String)] = [
            (.linear(duration: .infinity), "animation duration inf is not a finite number of seconds of at least 0"),
            (.easeIn(duration: -1), "animation duration -1.0 is not a finite number of seconds of at least 0"),
            (.linear.speed(-2), "animation speed -2.0 is not a positive finite number"),
            (.linear.speed(0), "animation speed 0.0 is not a positive finite number"),
            (.linear.delay(.nan), "animation delay nan is not a finite number of seconds of at least 0"),
            (.linear.repeatCount(-1), "animation repeat count -1 is below 0"),
            (.spring(response: 0, dampingFraction: 1),
             "spring stiffness inf is not a positive finite number (a response must be positive and finite)"),
            (.interpolatingSpring(stiffness: 10, damping: -1), "spring damping -1.0 is not a finite number of at least 0"),
            (.timingCurve(-0.5, 0, 1, 1), "timing curve control points' x coordinates (-0.5, 1.0) are not within 0…1"),
        ]
        for (animation, message) in cases {
            #expect(animation.problem == message)
            #expect(animation.progress(at: 0.1) == 1)
            #expect(animation.duration == 0)
        }
        #expect(Animation.linear.repeatCount(0).progress(at: 0) == 1)
    }
}
