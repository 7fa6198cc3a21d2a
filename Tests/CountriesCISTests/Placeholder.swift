// Replaced by the Countries CIS tests.
