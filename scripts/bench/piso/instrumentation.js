// Turbopack finds the portal's instrumentation.ts (and proxy.ts) from a folder above when the floor has none of
// its own, and builds the portal's server into the floor; these stand in for them, doing nothing.
export function register() {}
