import Testing

@Test func placeholderText() {}
