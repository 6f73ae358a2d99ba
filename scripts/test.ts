// The README's test command runs this: lint, type check, unit tests, a production build, server tests on PGlite,
// the server tests again on PostgreSQL when KONYHA_TEST_DATABASE_URL names a server, then the browser journeys
// in Chromium. It stops at the first failing step.
import { spawnSync } from 'node:child_process';

const steps: { name: string; args: string[]; env?: Record<string, string> }[] = [
  { name: 'lint, format and boundaries (Biome, dependency-cruiser)', args: ['run', 'lint'] },
  { name: 'type check (TypeScript)', args: ['run', 'typecheck'] },
  { name: 'domain, web and bench unit tests', args: ['run', 'test:unit'] },
  // The server tests serve the real pages, so the web app is built before them.
  { name: 'production build', args: ['run', 'build'] },
  {
    name: 'server tests on embedded PGlite',
    args: ['run', 'test:server'],
    env: { KONYHA_TEST_DATABASE_URL: '' },
  },
];
const postgres = process.env.KONYHA_TEST_DATABASE_URL;
if (postgres) {
  steps.push({
    name: 'server tests on PostgreSQL',
    args: ['run', 'test:server'],
    env: { KONYHA_TEST_DATABASE_URL: postgres },
  });
} else {
  console.log('(server tests on PostgreSQL skipped: set KONYHA_TEST_DATABASE_URL=postgres://… to run them)');
}
steps.push({ name: 'initial JavaScript budget', args: ['run', 'check:size', '-w', '@konyha/web'] });
steps.push({ name: 'browser journeys (Playwright, Chromium)', args: ['run', 'test:e2e'] });

const started = Date.now();
for (const step of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync('npm', step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
