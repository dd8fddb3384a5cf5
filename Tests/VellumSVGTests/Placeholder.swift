import Testing

@Test func placeholderSVG() {}
