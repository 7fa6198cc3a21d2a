// In a hidden folder: never measured.
let skipped = 1
