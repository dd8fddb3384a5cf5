import Foundation

/// What a ``TimelineView`` gives its content, as SwiftUI's `TimelineView.Context`.
public struct TimelineViewContext: Hashable, Sendable {
    /// How often the content changes, as SwiftUI's `TimelineView.Context.Cadence`: content can
    /// leave out what would not be seen change (a second hand at `.minutes`).
    public enum Cadence: Int, Comparable, Hashable, Sendable {
        /// Several updates a second.
        case live
        /// About one update a second.
        case seconds
        /// About one update a minute, or fewer.
        case minutes

        /// The cadence of updates `interval` seconds apart (`nil`: no further update).
        public init(interval: TimeInterval?) {
            guard let interval else { self = .minutes; return }
            self = interval < 1 ? .live : interval < 60 ? .seconds : .minutes
        }

        public static func < (lhs: Cadence, rhs: Cadence) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The instant of the update shown: the schedule's latest entry not after the scene's date.
    public var date: Date
    /// How often the schedule updates.
    public var cadence: Cadence

    /// A context showing `date` at `cadence`.
    public init(date: Date, cadence: Cadence) {
        self.date = date
        self.cadence = cadence
    }
}
