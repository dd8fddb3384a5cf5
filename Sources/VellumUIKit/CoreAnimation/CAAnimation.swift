import Foundation

/// Core Foundation's time interval in seconds, which Foundation on Linux does not declare.
public typealias CFTimeInterval = Double

/// What an animation does outside its active time.
public struct CAMediaTimingFillMode: Hashable, Sendable, RawRepresentable {
    /// Apple's string for the value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No effect before or after.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the end (while the animation is not removed on completion).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's animation: timing shared by every kind. Times are seconds on the layer
/// tree's timeline, which starts at 0 where the tree is first drawn (``CALayer/render(in:atTime:)``).
open class CAAnimation {
    /// The active duration of one cycle, in seconds; 0 means Core Animation's 0.25 s. A negative
    /// or non-finite duration is an error when the layer is drawn.
    public var duration: CFTimeInterval = 0
    /// When the animation starts on the layer's timeline; 0 is the start of the timeline.
    public var beginTime: CFTimeInterval = 0
    /// How time maps to progress; `nil` is linear.
    public var timingFunction: CAMediaTimingFunction?
    /// How many cycles run (`.infinity` for ever); 0 means one.
    public var repeatCount: Float = 0
    /// Whether each cycle runs forward, then back.
    public var autoreverses = false
    /// What shows before the begin time and after the end.
    public var fillMode = CAMediaTimingFillMode.removed
    /// Whether the animation stops affecting the layer once it has finished (true, as Apple's).
    public var isRemovedOnCompletion = true

    /// An animation with Core Animation's defaults.
    public init() {}

    /// A copy of `other`'s timing; each subclass copies its own properties too.
    required public init(copying other: CAAnimation) {
        duration = other.duration
        beginTime = other.beginTime
        timingFunction = other.timingFunction
        repeatCount = other.repeatCount
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    /// The duration one cycle takes, Core Animation's default for 0.
    var cycleDuration: Double { duration == 0 ? 0.25 : duration }

    /// Why the timing cannot be used, if it cannot.
    var timingProblem: String? {
        guard duration.isFinite, duration >= 0 else { return "duration \(duration) is not a finite number ≥ 0" }
        guard beginTime.isFinite else { return "beginTime \(beginTime) is not finite" }
        guard !repeatCount.isNaN, repeatCount >= 0 else { return "repeatCount \(repeatCount) is not a number ≥ 0" }
        return nil
    }

    /// The progress (0…1, before the timing curve) at `time`, or `nil` when the animation has no
    /// effect then: before its begin time without a backwards fill, or after its end without a
    /// forwards fill that outlives completion.
    func progress(at time: Double) -> Double? {
        let local = time - beginTime
        let forward = cycleDuration
        let cycle = forward * (autoreverses ? 2 : 1)
        let active = cycle * Double(repeatCount == 0 ? 1 : repeatCount)
        if local < 0 { return fillMode == .backwards || fillMode == .both ? 0 : nil }
        // The time into the current cycle; after the end, where the last cycle stopped.
        let position: Double
        if local >= active {
            guard fillMode == .forwards || fillMode == .both, !isRemovedOnCompletion, active.isFinite else { return nil }
            let rest = active.truncatingRemainder(dividingBy: cycle)
            position = rest == 0 ? cycle : rest
        } else {
            position = local.truncatingRemainder(dividingBy: cycle)
        }
        return position <= forward ? position / forward : (cycle - position) / forward
    }

    /// `progress` through the timing curve.
    func eased(_ progress: Double, by function: CAMediaTimingFunction?) -> Double {
        function?.progress(at: progress) ?? progress
    }
}

/// An animation of one property, named by its key path (`"opacity"`, `"position"`,
/// `"transform.rotation.z"`, …; ``CALayer`` lists them).
open class CAPropertyAnimation: CAAnimation {
    /// The property animated.
    public var keyPath: String?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    public override init() { super.init() }

    required public init(copying other: CAAnimation) {
        keyPath = (other as? CAPropertyAnimation)?.keyPath
        super.init(copying: other)
    }

    /// The value the animation gives its property at `time`, from the model value `model`;
    /// `nil` when it has no effect then.
    func value(at time: Double, model: CAAnimatableValue) -> CAAnimatableValue? { nil }
}

/// An animation from one value to another (Core Animation's `CABasicAnimation`): `fromValue` and
/// `toValue`, or either with `byValue`, or one of them alone with the model value for the other.
open class CABasicAnimation: CAPropertyAnimation {
    /// The first value; `nil` for the model value (or `toValue − byValue`).
    public var fromValue: Any?
    /// The last value; `nil` for the model value (or `fromValue + byValue`).
    public var toValue: Any?
    /// How far the value moves.
    public var byValue: Any?

    public override init() { super.init() }

    required public init(copying other: CAAnimation) {
        let basic = other as? CABasicAnimation
        (fromValue, toValue, byValue) = (basic?.fromValue, basic?.toValue, basic?.byValue)
        super.init(copying: other)
    }

    /// The two ends, as Core Animation pairs `fromValue`, `toValue` and `byValue`.
    private func ends(model: CAAnimatableValue) -> (CAAnimatableValue, CAAnimatableValue) {
        let (from, to, by) = (CAAnimatableValue(fromValue), CAAnimatableValue(toValue), CAAnimatableValue(byValue))
        switch (from, to, by) {
        case (let from?, let to?, _): return (from, to)
        case (let from?, nil, let by?): return (from, from.adding(by))
        case (nil, let to?, let by?): return (to.subtracting(by), to)
        case (let from?, nil, nil): return (from, model)
        case (nil, let to?, nil): return (model, to)
        case (nil, nil, let by?): return (model, model.adding(by))
        case (nil, nil, nil): return (model, model)
        }
    }

    override func value(at time: Double, model: CAAnimatableValue) -> CAAnimatableValue? {
        guard let progress = progress(at: time) else { return nil }
        let (start, end) = ends(model: model)
        return start.interpolated(to: end, amount: eased(progress, by: timingFunction))
    }
}

/// How a keyframe animation moves between its values.
public struct CAAnimationCalculationMode: Hashable, Sendable, RawRepresentable {
    /// Apple's string for the value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight between neighbouring values, at their key times.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight between values at an even speed: key times and timing functions are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Apple's Catmull–Rom spline; drawn as ``linear`` here.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Apple's evenly paced spline; drawn as ``paced`` here.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// An animation through several values (Core Animation's `CAKeyframeAnimation`).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values passed through, in order.
    public var values: [Any]?
    /// When each value is reached, fractions 0…1 of the duration, one per value (for discrete,
    /// one more than the values); `nil` spaces them evenly.
    public var keyTimes: [NSNumber]?
    /// The curve of each stretch between values (one fewer than the values); the animation's own
    /// ``CAAnimation/timingFunction`` shapes the whole.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How the animation moves between values.
    public var calculationMode = CAAnimationCalculationMode.linear

    public override init() { super.init() }

    required public init(copying other: CAAnimation) {
        let keyframes = other as? CAKeyframeAnimation
        values = keyframes?.values
        keyTimes = keyframes?.keyTimes
        timingFunctions = keyframes?.timingFunctions
        calculationMode = keyframes?.calculationMode ?? .linear
        super.init(copying: other)
    }

    /// The key times in use: the given ones when they fit, evenly spaced (or by distance, paced) otherwise.
    private func times(of frames: [CAAnimatableValue], discrete: Bool) -> [Double] {
        let count = discrete ? frames.count + 1 : frames.count
        if calculationMode == .paced || calculationMode == .cubicPaced {
            let steps = zip(frames, frames.dropFirst()).map { $0.distance(to: $1) }
            let total = steps.reduce(0, +)
            if total > 0 { return steps.reduce(into: [0.0]) { $0.append($0.last! + $1 / total) } }
        } else if let keyTimes, keyTimes.count == count {
            return keyTimes.map(\.doubleValue)
        }
        return (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
    }

    override func value(at time: Double, model: CAAnimatableValue) -> CAAnimatableValue? {
        guard let progress = progress(at: time) else { return nil }
        let frames = (values ?? []).compactMap(CAAnimatableValue.init)
        guard let first = frames.first else { return nil }
        let discrete = calculationMode == .discrete
        let times = times(of: frames, discrete: discrete)
        let t = eased(progress, by: timingFunction)
        // The last key time not after t.
        let reached = times.lastIndex { $0 <= t } ?? 0
        if discrete { return frames[min(reached, frames.count - 1)] }
        guard frames.count > 1 else { return first }
        let index = min(reached, frames.count - 2)
        let span = times[index + 1] - times[index]
        var amount = span > 0 ? min(max((t - times[index]) / span, 0), 1) : 1
        if calculationMode != .paced, calculationMode != .cubicPaced, let functions = timingFunctions, index < functions.count {
            amount = functions[index].progress(at: amount)
        }
        return frames[index].interpolated(to: frames[index + 1], amount: amount)
    }
}
