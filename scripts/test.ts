// The README's test command runs this: lint, type check and a production build side by side, then the unit tests, the
// server tests on PGlite, again on PostgreSQL when KONYHA_TEST_DATABASE_URL names a server, the JavaScript budget and
// the browser journeys in Chromium. It stops after the first stage with a failing step.
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  args: string[];
  env?: Record<string, string>;
}

// The first stage's steps share the two cores well: the type check and lint are one thread each, the build mostly
// waits on files. The tests run alone, each stage with the whole machine: beside other work their timeouts would
// measure the machine's load, not the code.
const stages: Step[][] = [
  [
    { name: 'lint, format and boundaries (Biome, dependency-cruiser)', args: ['run', 'lint'] },
    { name: 'type check (TypeScript)', args: ['run', 'typecheck'] },
    // The server tests serve the real pages, so the web app is built before them.
    { name: 'production build', args: ['run', 'build'] },
  ],
  [{ name: 'domain, web and bench unit tests', args: ['run', 'test:unit'] }],
  [
    {
      name: 'server tests on embedded PGlite',
      args: ['run', 'test:server'],
      env: { KONYHA_TEST_DATABASE_URL: '' },
    },
  ],
];
const postgres = process.env.KONYHA_TEST_DATABASE_URL;
if (postgres) {
  stages.push([
    {
      name: 'server tests on PostgreSQL',
      args: ['run', 'test:server'],
      env: { KONYHA_TEST_DATABASE_URL: postgres },
    },
  ]);
} else {
  console.log('(server tests on PostgreSQL skipped: set KONYHA_TEST_DATABASE_URL=postgres://… to run them)');
}
stages.push([{ name: 'initial JavaScript budget', args: ['run', 'check:size', '-w', '@konyha/web'] }]);
stages.push([{ name: 'browser journeys (Playwright, Chromium)', args: ['run', 'test:e2e'] }]);

/**
 * Runs a step; alone, its output streams through, and beside others it is kept and printed whole when it ends, so
 * the steps' lines do not interleave. Resolves to whether it passed.
 */
function run(step: Step, alone: boolean): Promise<boolean> {
  const started = Date.now();
  if (alone) console.log(`\n▶ ${step.name}`);
  const child = spawn('npm', step.args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
      if (code === 0) console.log(`✔ ${step.name} (${seconds} s)`);
      else console.error(`\n✖ ${step.name} failed after ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
for (const stage of stages) {
  const passed = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  if (passed.includes(false)) process.exit(1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
