import { defineProject } from 'vitest/config';

// Pure rules with no state between files: a worker loads the domain's modules once instead of once per file.
export default defineProject({ test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false } });
