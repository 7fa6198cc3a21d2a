// Placeholder until the Countries Clean Presentation layer is written.
