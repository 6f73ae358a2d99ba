// `npm run test:e2e`: the browser journeys as two groups side by side (e2e/playwright.config.ts says which journeys
// each holds), each a Playwright runner with a server and database of its own. Every line is marked with its group;
// the run fails when either group does. Arguments go to both runners (e.g. --repeat-each 2).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const groups = ['a', 'b'] as const;

function runGroup(group: (typeof groups)[number]): Promise<number> {
  const runner = spawn('playwright', ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    env: { ...process.env, E2E_GROUP: group },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, out] of [
    [runner.stdout, process.stdout],
    [runner.stderr, process.stderr],
  ] as const)
    createInterface({ input: stream }).on('line', (line) => out.write(`[${group}] ${line}\n`));
  return new Promise((resolve) => runner.on('close', (code) => resolve(code ?? 1)));
}

const started = Date.now();
const codes = await Promise.all(groups.map(runGroup));
const seconds = ((Date.now() - started) / 1000).toFixed(0);
const failed = groups.filter((_, i) => codes[i] !== 0);
console.log(
  failed.length
    ? `journeys failed in group ${failed.join(' and ')} (${seconds} s)`
    : `both groups passed (${seconds} s)`,
);
process.exit(failed.length ? 1 : 0);
