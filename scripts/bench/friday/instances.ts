// Two Konyha instances on one PostgreSQL database, reached on their own ports over the loopback (no proxy, no load
// balancer), one of which the evening kills with SIGKILL and starts again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../../../server/src/node-flags.ts';
import { benchAdmin, type Started, startProcess } from '../process.ts';

export interface Instance {
  origin: string;
  /** False from the kill until the restarted process answers. */
  up: boolean;
  /** The most memory each life of the process held (Linux VmHWM), first life first. */
  peakMb: number[];
}

const peakOf = (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Instances {
  list: Instance[];
  /** An instance that answers, `preferred` when it is up (for staff, whose screens know the other address). */
  alive(preferred: number): Instance;
  /**
   * The instance a guest's `attempt`th try goes to: their own first, whether or not it is up (a guest cannot know),
   * then the other, as a browser tries a site's next address when one refuses.
   */
  pick(preferred: number, attempt: number): Instance;
  /** SIGKILL, then (after `downMs`, as a supervisor restarts it) the same command again until it serves. */
  killAndRestart(index: number, downMs: number): Promise<{ downSeconds: number }>;
  stop(): Promise<void>;
}

/**
 * Starts the instances one after the other (the first migrates the empty database), each with a DATA_DIR of its own
 * (the directory is locked to one process) and the evening's `env` on top of the bench server's.
 */
export async function startInstances(
  ports: number[],
  databaseUrl: string,
  env: Record<string, string>,
): Promise<Instances> {
  const dataDirs = ports.map(() => mkdtempSync(path.join(tmpdir(), 'konyha-friday-')));
  const processes: Started[] = [];
  const list: Instance[] = ports.map((port) => ({
    origin: `http://127.0.0.1:${port}`,
    up: false,
    peakMb: [],
  }));
  const start = (index: number) =>
    startProcess(
      [...serverNodeFlags, 'server/src/main.ts'],
      {
        PORT: String(ports[index]),
        DATA_DIR: dataDirs[index] as string,
        DATABASE_URL: databaseUrl,
        ADMIN_EMAIL: benchAdmin.email,
        ADMIN_PASSWORD: benchAdmin.password,
        // The links in mails and SimplePay's IPN name the restaurant's one public address: the first instance.
        PUBLIC_URL: list[0]?.origin as string,
        // Every guest comes from 127.0.0.1 with an address of its own in X-Forwarded-For.
        TRUST_PROXY: '127.0.0.1',
        AUTH_RATE_LIMIT: '1000',
        MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
        MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
        ...env,
      },
      `${list[index]?.origin}/api/health`,
    );
  for (let i = 0; i < ports.length; i++) {
    processes[i] = await start(i);
    (list[i] as Instance).up = true;
    (list[i] as Instance).peakMb.push(0);
  }
  // VmHWM is gone with the process: read it while it lives.
  const sampler = setInterval(() => {
    processes.forEach((started, i) => {
      const instance = list[i] as Instance;
      if (!instance.up || started.child.pid === undefined) return;
      try {
        const life = instance.peakMb.length - 1;
        instance.peakMb[life] = Math.max(instance.peakMb[life] ?? 0, peakOf(started.child.pid));
      } catch {
        // exited between the check and the read
      }
    });
  }, 250);

  return {
    list,
    alive(preferred) {
      const wanted = list[preferred % list.length] as Instance;
      return wanted.up ? wanted : (list.find((instance) => instance.up) ?? wanted);
    },
    pick: (preferred, attempt) => list[(preferred + attempt) % list.length] as Instance,
    async killAndRestart(index, downMs) {
      const instance = list[index] as Instance;
      const started = processes[index] as Started;
      const killedAt = performance.now();
      instance.up = false;
      const exited = new Promise((resolve) => started.child.once('exit', resolve));
      started.child.kill('SIGKILL');
      await exited;
      await pause(downMs);
      // A start can find the dead process's lock on DATA_DIR not yet given up: it exits, and is started again.
      const deadline = Date.now() + 60_000;
      for (;;) {
        try {
          processes[index] = await start(index);
          break;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await pause(500);
        }
      }
      instance.peakMb.push(0);
      instance.up = true;
      return { downSeconds: (performance.now() - killedAt) / 1000 };
    },
    async stop() {
      clearInterval(sampler);
      await Promise.all(processes.map((started) => started.stop()));
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
