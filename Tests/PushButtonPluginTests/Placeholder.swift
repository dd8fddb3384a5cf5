import Testing

@Test func placeholderPushButton() {}
