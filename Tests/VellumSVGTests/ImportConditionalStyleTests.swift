import Testing
import Vellum

private func doc(_ body: String) -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">"## + body + "</svg>"
}

@Suite("SVG import: style sheets and switch")
struct ImportConditionalStyleTests {
    private func paints(_ svg: String) throws -> [Paint] {
        ImportTest.fills(try ImportTest.displayList(svg)).map(\.paint)
    }

    @Test func selectorsCascadeBySpecificityThenOrder() throws {
        let found = try paints(doc(##"""
            <style>
            rect { fill: gray }
            .a { fill: teal }
            g.b > rect { fill: orange }
            g .c { fill: purple }
            #x { fill: red }
            .a { fill: navy } /* later, same specificity: wins */
            @media print { rect { fill: black } }
            rect:hover { fill: black }
            </style>
            <rect width="1" height="1"/>
            <rect width="1" height="1" class="a"/>
            <g class="b"><rect width="1" height="1" class="a"/></g>
            <g><g><rect width="1" height="1" class="c"/></g></g>
            <rect width="1" height="1" class="a" id="x"/>
            <rect width="1" height="1" class="a" id="x2" style="fill: lime"/>
            <rect width="1" height="1" fill="yellow"/>
            """##))
        #expect(found == [.color(Color(red8: 128, green8: 128, blue8: 128)), .color(Color(red8: 0, green8: 0, blue8: 128)),
                          .color(Color(red8: 255, green8: 165, blue8: 0)), .color(Color(red8: 128, green8: 0, blue8: 128)),
                          .color(.cssRed), .color(Color(red8: 0, green8: 255, blue8: 0)),
                          // A sheet rule beats a presentation attribute.
                          .color(Color(red8: 128, green8: 128, blue8: 128))])
    }

    @Test func sheetsOfOtherTypesAreIgnored() throws {
        #expect(try paints(doc(##"<style type="text/foo">rect { fill: red }</style><rect width="1" height="1"/>"##)) == [.color(.black)])
    }

    @Test func switchDrawsTheFirstChildWhoseConditionsPass() throws {
        let found = try paints(doc(##"""
            <switch>
            <rect width="1" height="1" fill="red" requiredExtensions="http://example.org/x"/>
            <rect width="1" height="1" fill="red" systemLanguage="fr"/>
            <g systemLanguage="de, en-GB"><rect width="1" height="1" fill="blue"/></g>
            <rect width="1" height="1" fill="red"/>
            </switch>
            <rect width="1" height="1" fill="lime" requiredFeatures="http://www.w3.org/TR/SVG11/feature#Shape"/>
            <rect width="1" height="1" fill="red" systemLanguage="ja"/>
            """##))
        #expect(found == [.color(.cssBlue), .color(Color(red8: 0, green8: 255, blue8: 0))])
    }
}
