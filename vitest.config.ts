import { defineConfig } from 'vitest/config';

// One runner, four projects: pure domain rules, the HTTP server against a real database, the web app in jsdom, and
// the bench's helpers.
export default defineConfig({
  test: {
    projects: ['domain', 'server', 'web', 'scripts'],
    // More workers than cores for the server tests (`npm run test:unit` sets its own): each file waits on its
    // database a good part of the time, most of all on a PostgreSQL server. On two cores, 28 November: PostgreSQL
    // 182 s with two workers, 140 s with four; PGlite 208 s with two, 182 s with three.
    maxWorkers: process.env.KONYHA_TEST_DATABASE_URL ? '200%' : '150%',
  },
});
