import Testing

@Test func placeholderBadge() {}
