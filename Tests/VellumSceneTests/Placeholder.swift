import Testing

@Test func placeholderScene() {}
