import { defineProject } from 'vitest/config';

// The bench's own helpers, where a mistake would make its figures wrong rather than fail loudly, and the boundary
// check of `npm run lint` (boundaries.ts).
export default defineProject({
  test: { name: 'scripts', include: ['*.test.ts', 'bench/**/*.test.ts'], testTimeout: 30_000 },
});
