import { defineConfig } from 'vitest/config';

// One runner, three projects: pure domain rules, the HTTP server against a real database, the web app in jsdom.
export default defineConfig({
  test: {
    projects: ['domain', 'server', 'web'],
  },
});
