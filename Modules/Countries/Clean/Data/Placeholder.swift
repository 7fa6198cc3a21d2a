// Placeholder until the Countries Clean Data layer is written.
