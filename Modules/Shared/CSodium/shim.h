// libsodium, the system's copy (Debian's libsodium-dev, Homebrew's libsodium): the password
// KDFs (Argon2id, and scrypt for hashes written before it) with nothing to compile.
#include <sodium.h>
