import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { serverNodeFlags } from './node-flags.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

// The flags keep a restart under 500 MB (issue 18): every way of starting the server must pass all of them.
test('./konyha start and npm start run the server with every flag of node-flags.ts', () => {
  const command = `node ${serverNodeFlags.join(' ')} server/src/main.ts`;
  expect(read('konyha')).toContain(`exec ${command}`);
  expect(JSON.parse(read('package.json')).scripts.start).toBe(command);
});

test('the build prepares the empty database with the optimising compiler off', () => {
  expect(JSON.parse(read('package.json')).scripts.build).toContain(
    'node --liftoff-only server/src/cli/prepare-database.ts',
  );
});
