/**
 * The Node.js flags the server runs with (./konyha start, npm start, the bench and the browser tests). V8 reads them
 * only from the command line: NODE_OPTIONS refuses `--liftoff-only`, and flags set from code come too late.
 * - `--liftoff-only`: PGlite's WebAssembly stays on V8's baseline compiler. Its optimising compiler needs ~600 MB
 *   for PGlite's SQL parser alone (one 360 ms burst at the first queries: a restart peaked at 1 GB for a 500 MB
 *   server); queries run somewhat slower instead (measured in docs/decisions.md, "A lean server").
 * - `--max-semi-space-size=8`: Node 24 lets the young generation grow to 128 MB during start-up and keeps it
 *   (150 MB more RSS); the catalogue's throughput and p99 measured the same with 8, 16 and the default.
 * - `--expose-gc`: the photo upload and the end of start-up give garbage back at once (issue 15, issue 18).
 */
export const serverNodeFlags = ['--liftoff-only', '--max-semi-space-size=8', '--expose-gc'] as const;
