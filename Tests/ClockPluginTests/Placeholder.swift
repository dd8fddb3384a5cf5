import Testing

@Test func placeholderClock() {}
