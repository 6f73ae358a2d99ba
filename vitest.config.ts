import { defineConfig } from 'vitest/config';

// One runner, four projects: pure domain rules, the HTTP server against a real database, the web app in jsdom, and
// the bench's helpers.
export default defineConfig({
  test: {
    projects: ['domain', 'server', 'web', 'scripts'],
  },
});
