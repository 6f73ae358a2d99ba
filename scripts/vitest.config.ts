import { defineProject } from 'vitest/config';

// The bench's own helpers, where a mistake would make its figures wrong rather than fail loudly.
export default defineProject({
  test: { name: 'scripts', include: ['bench/**/*.test.ts'], testTimeout: 30_000 },
});
