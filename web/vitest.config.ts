import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A file's first test loads its lazy screens cold (transform + import); on a busy 2-core machine that alone took
    // over vitest's 5 s default. The tests' own waits stay short, so a real hang still fails.
    testTimeout: 15_000,
  },
});
