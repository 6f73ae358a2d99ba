import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

// Each test file gets a fresh database (PGlite in memory, or a new database on the server named by
// KONYHA_TEST_DATABASE_URL), so files run in parallel without sharing state.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['./test/global-setup.ts'],
    // Each file builds its own app on its own database, so files need no module isolation; without it a worker
    // evaluates the server's ~550 modules once instead of once per file (47 % of the run's time on 2 cores).
    isolate: false,
    // More workers than cores: a file waits on its database much of the time, most of all on a PostgreSQL server. On
    // two cores, 28 November: PostgreSQL 182 s with two workers, 140 s with four; PGlite 208 s with two, 182 s with
    // three. (Set here, not in the root config, whose maxWorkers a project does not take.)
    maxWorkers: Math.round(availableParallelism() * (process.env.KONYHA_TEST_DATABASE_URL ? 2 : 1.5)),
  },
});
