import Testing

@Test func placeholderVellumCoreTests() {}
