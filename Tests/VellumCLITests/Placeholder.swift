import Testing

@Test func placeholderVellumCLITests() {}
