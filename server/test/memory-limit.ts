import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A memory limit the kernel enforces on a process started through `launcher`. */
export interface MemoryLimit {
  /** How the limit is enforced, for the test's report. */
  how: string;
  launcher: string[];
  /** The most memory the limited processes held together (bytes), when the kernel tells. */
  peakBytes(): number | undefined;
  /** How many times the kernel killed a process for going over the limit, when it tells. */
  oomKills(): number | undefined;
  remove(): void;
}

const read = (file: string) => readFileSync(file, 'utf8').trim();
// Enters the cgroup itself before it becomes the server, so no byte of the server is counted outside the limit.
const enter = (procs: string) => ['sh', '-c', `echo $$ > ${procs} && exec "$0" "$@"`];

/** cgroup v1's memory controller (our machines: root in a container, no systemd): a child cgroup of our own. */
function cgroupV1(bytes: number): MemoryLimit | undefined {
  const own = /^\d+:memory:(.*)$/m.exec(read('/proc/self/cgroup'))?.[1];
  if (own === undefined || !existsSync('/sys/fs/cgroup/memory/cgroup.procs')) return undefined;
  const dir = path.join('/sys/fs/cgroup/memory', own, `konyha-limit-${process.pid}`);
  try {
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'memory.limit_in_bytes'), String(bytes));
  } catch {
    return undefined;
  }
  return {
    how: `cgroup v1 memory.limit_in_bytes=${bytes} (${dir})`,
    launcher: enter(path.join(dir, 'cgroup.procs')),
    peakBytes: () => Number(read(path.join(dir, 'memory.max_usage_in_bytes'))),
    oomKills: () => Number(/oom_kill (\d+)/.exec(read(path.join(dir, 'memory.oom_control')))?.[1] ?? 0),
    remove: () => rmdirSync(dir),
  };
}

/** cgroup v2 with the memory controller delegated to us (a systemd user session, or root on the host). */
function cgroupV2(bytes: number): MemoryLimit | undefined {
  const own = /^0::(.*)$/m.exec(read('/proc/self/cgroup'))?.[1];
  const parent = own === undefined ? undefined : path.join('/sys/fs/cgroup', own);
  if (!parent || !existsSync(path.join(parent, 'cgroup.subtree_control'))) return undefined;
  const dir = path.join(parent, `konyha-limit-${process.pid}`);
  try {
    if (!read(path.join(parent, 'cgroup.subtree_control')).split(' ').includes('memory')) return undefined;
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'memory.max'), String(bytes));
    writeFileSync(path.join(dir, 'memory.swap.max'), '0');
  } catch {
    return undefined;
  }
  return {
    how: `cgroup v2 memory.max=${bytes} (${dir})`,
    launcher: enter(path.join(dir, 'cgroup.procs')),
    peakBytes: () =>
      existsSync(path.join(dir, 'memory.peak')) ? Number(read(path.join(dir, 'memory.peak'))) : undefined,
    oomKills: () => Number(/oom_kill (\d+)/.exec(read(path.join(dir, 'memory.events')))?.[1] ?? 0),
    remove: () => rmdirSync(dir),
  };
}

/** systemd's transient scope, where a user manager runs (a desktop or a systemd-booted server). */
function systemdScope(bytes: number): MemoryLimit | undefined {
  try {
    execFileSync('systemd-run', ['--user', '--scope', '--quiet', 'true'], {
      stdio: 'ignore',
      timeout: 10_000,
    });
  } catch {
    return undefined;
  }
  return {
    how: `systemd-run --user --scope -p MemoryMax=${bytes}`,
    launcher: [
      'systemd-run',
      '--user',
      '--scope',
      '--quiet',
      '-p',
      `MemoryMax=${bytes}`,
      '-p',
      'MemorySwapMax=0',
    ],
    peakBytes: () => undefined,
    oomKills: () => undefined,
    remove: () => {},
  };
}

/** The first way this machine can enforce `bytes` on a process, or undefined when it has none. */
export function memoryLimit(bytes: number): MemoryLimit | undefined {
  return cgroupV1(bytes) ?? cgroupV2(bytes) ?? systemdScope(bytes);
}
