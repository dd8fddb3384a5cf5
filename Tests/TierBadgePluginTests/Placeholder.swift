import Testing

@Test func placeholderTierBadge() {}
