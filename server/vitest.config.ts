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
  },
});
