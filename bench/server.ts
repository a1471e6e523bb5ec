/** Starts the production build on the offline mock backend for a benchmark, and reads its memory. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { WORKER_HEAP_FLAG } from '../server/process/worker-heap';

export interface BenchServer {
  base: string;
  pid: number;
  stop(): void;
}

/** The mock's support token in every bench server: generators and support routes need it. */
export const BENCH_SUPPORT_TOKEN = 'bench-support-token';

export async function startServer(
  port: number,
  options: {
    env?: Record<string, string>;
    entry?: string;
    args?: string[];
    /** Another checkout to serve (bench/compare-builds.ts); this one by default. */
    cwd?: string;
  } = {},
): Promise<BenchServer> {
  // The same flags as `npm run serve` (package.json) gives a worker: the heap cap is part of what
  // is measured.
  const child: ChildProcess = spawn(
    process.execPath,
    [
      WORKER_HEAP_FLAG,
      ...(options.args ?? []),
      // The built server runs on plain Node; a TypeScript entry (the supervisor) through tsx.
      ...((options.entry ?? 'build/index.js').endsWith('.ts') ? ['--import', 'tsx'] : []),
      options.entry ?? 'build/index.js',
    ],
    {
      env: {
        ...process.env,
        PORT: String(port),
        NODE_ENV: 'production',
        // Production on the simulated backend is a choice that must be named (docs/decisions/073).
        ...(options.env?.UPSTREAM_URL ? {} : { MOCK_BACKEND: 'on' }),
        SESSION_SECRET: 'bench-only-session-secret-0123456789',
        MOCK_SUPPORT_TOKEN: BENCH_SUPPORT_TOKEN,
        // The request log is part of production: it stays on, at production's level.
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      cwd: options.cwd,
    },
  );
  const base = `http://127.0.0.1:${port}`;
  // A server that exits before it answers says so at once (its log goes to stdout, which the
  // bench does not keep), instead of after the whole wait.
  let exited: string | null = null;
  child.on('exit', (code, signal) => (exited = signal ? `signal ${signal}` : `code ${code}`));
  await waitUntilUp(base, '/healthz', () => exited);
  if (child.pid === undefined) throw new Error('server did not start');
  return { base, pid: child.pid, stop: () => child.kill() };
}

export async function waitUntilUp(
  base: string,
  path = '/healthz',
  exitedWith?: () => string | null,
): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const exit = exitedWith?.() ?? null;
    if (exit !== null)
      throw new Error(
        `bench: the server for ${base} exited (${exit}) before it answered ${path}; ` +
          'start it by hand with the same settings to read its log',
      );
    try {
      if ((await fetch(`${base}${path}`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Only a caller that watches the process knows it is still running.
  const running = exitedWith ? ' (its process still runs)' : '';
  throw new Error(`bench: ${base} did not answer ${path} within 30 s${running}`);
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}
