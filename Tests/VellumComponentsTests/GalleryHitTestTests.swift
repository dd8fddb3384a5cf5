import Foundation
import Testing
import Vellum
import VellumComponents
import VellumStandardPlugins
import VellumTestSupport

/// Hit tests against exact coverage at random points over every gallery picture: each standard
/// component with its defaults and each variation, built through the registry as `vellum gallery`
/// builds them (see ``CoverageMasks`` for the check).
@Suite("Gallery hit testing")
struct GalleryHitTestTests {
    @Test func everyGalleryPictureAgreesWithCoverage() throws {
        let registry = try StandardPlugins.registry()
        var total = HitTestAgreement()
        var pictures = 0
        for (index, entry) in registry.components.enumerated() {
            let component = entry.component
            let cases = [Component.Variation("default", [:])] + component.variations
            for (variationIndex, variation) in cases.enumerated() {
                // A fixed clock time, so a failure can be reproduced.
                let body = try component.build(variation.arguments, size: component.defaultSize,
                                               now: Date(timeIntervalSince1970: 1_763_000_000))
                var rng = SplitMix64(seed: UInt64(index * 1000 + variationIndex) &* 0x2545_F491_4F6C_DD1D)
                var agreement = HitTestAgreement()
                try agreement.check(body.scene(), size: component.defaultSize, points: 250, using: &rng,
                                    label: "\(component.name) \(variation.label)")
                #expect(agreement.disagreements.isEmpty, "\(agreement.disagreements.prefix(5))")
                #expect(agreement.hits > 0, "\(component.name) \(variation.label): no hit checked: \(agreement)")
                total = total.adding(agreement)
                pictures += 1
            }
        }
        print("hit-test agreement, \(pictures) gallery pictures: \(total)")
    }
}
