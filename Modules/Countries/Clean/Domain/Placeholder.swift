// Placeholder until the Countries Clean Domain layer is written.
