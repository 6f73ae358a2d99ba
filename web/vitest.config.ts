import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { dingAsset } from './scripts/ding-asset.ts';

export default defineProject({
  plugins: [react(), dingAsset()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A file's first test loads its lazy screens cold (transform + import); on a busy 2-core machine that alone took
    // over vitest's 5 s default. The tests' own waits stay short, so a real hang still fails.
    testTimeout: 15_000,
    // Each test starts from emptied storage, cart, toasts and language (src/test/setup.ts) and renders with providers
    // of its own, so files need no module isolation: a worker loads React and the app once, not once per file.
    isolate: false,
  },
});
