import Foundation
import Testing
import VellumScene

/// Environment values compare by what they hold: one instance passed along, equal instances made
/// apart, and any value changed.
@Suite struct EnvironmentValuesTests {
    @Test func valuesCompareByContentNotInstance() {
        var french = EnvironmentValues()
        french.locale = Locale(identifier: "fr_FR")
        let passedAlong = french
        var madeAgain = EnvironmentValues()
        madeAgain.locale = Locale(identifier: "fr_FR")
        madeAgain.timeZone = french.timeZone
        madeAgain.calendar = french.calendar
        #expect(passedAlong == french && madeAgain == french)
        #expect(passedAlong.hashValue == french.hashValue && madeAgain.hashValue == french.hashValue)

        var german = french
        german.locale = Locale(identifier: "de_DE")
        var dark = french
        dark.colorScheme = .dark
        var tokyo = french
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        var hebrew = french
        hebrew.calendar = Calendar(identifier: .hebrew)
        for other in [german, dark, tokyo, hebrew] { #expect(other != french) }
    }
}
