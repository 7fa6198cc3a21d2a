// Placeholder until the Countries Clean DI layer is written.
