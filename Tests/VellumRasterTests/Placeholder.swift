import Testing

@Test func placeholderVellumRasterTests() {}
