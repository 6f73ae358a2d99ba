import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../src/node-flags.ts';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
  /** Resolves once the process printed `text`; rejects when it exits first or 90 s pass. */
  waitFor(text: string): Promise<void>;
}

/**
 * `node server/src/main.ts` as production runs it (with ./konyha start's Node.js flags), with `env` over the test's
 * environment; `launcher` is a command the server is started through (e.g. one that enters a memory limit).
 */
export function startServerProcess(env: Record<string, string>, launcher: string[] = []): ServerProcess {
  const [program, ...args] = [...launcher, process.execPath, ...serverNodeFlags, mainFile];
  const child = spawn(program ?? process.execPath, args, {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    async waitFor(text) {
      const deadline = Date.now() + 90_000;
      while (!output.includes(text)) {
        if (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null)
          throw new Error(`never printed "${text}":\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
