/**
 * A child process the tests own: its output is kept (bounded) for failure messages, and it is
 * killed when the test file is done — or, at the latest, when the worker process exits, so a
 * crashed test never leaves a server listening behind it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

const OUTPUT_LIMIT = 64 * 1024;
const STOP_GRACE_MS = 5_000;

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface ServiceProcess {
  name: string;
  /** The process id (to read its memory in /proc), undefined when it could not be spawned. */
  pid: number | undefined;
  /** The last 64 KB of stdout and stderr, for failure messages. */
  output(): string;
  /** Why the process is gone ('exited with code 1', 'spawn ENOENT'), or null while it runs. */
  exitReason(): string | null;
  stop(): Promise<void>;
  /** kill -9, as a crash or an out-of-memory killer would: no shutdown handler runs. */
  kill(): Promise<void>;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  /** Added to the inherited environment (see inheritedEnv). */
  env?: Record<string, string>;
  /** NODE_ENV of the child; production unless said otherwise, as deployed. */
  nodeEnv?: 'development' | 'production' | 'test';
  cwd?: string;
}

/**
 * Settings a spawned app or mock service must get from the test alone: a developer's REDIS_URL or
 * UPSTREAM_URL in the shell would otherwise switch a mock-mode instance to a real backend.
 */
const APP_SETTING =
  /^(PORT|NODE_ENV|SESSION_SECRET|COOKIE_SECURE|TRUST_PROXY|REDIS_URL|TEST_REDIS_URL|DATA_DIR|STORE_\w+|UPSTREAM_\w+|CONTENT_\w+|LOCATION_URL|CARD_PROVIDER\w*|GLOBAL_CARD_PROVIDER\w*|MERCHANT_ID_\w+|MOCK_\w+|VITEST\w*)$/;

export function inheritedEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !APP_SETTING.test(key)) env[key] = value;
  }
  return env;
}

export function spawnService(options: SpawnOptions): ServiceProcess {
  const child = spawn(options.command, options.args, {
    cwd: options.cwd ?? process.cwd(),
    env: { ...inheritedEnv(), ...options.env, NODE_ENV: options.nodeEnv ?? 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  let exitReason: string | null = null;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.once('error', (error) => {
    exitReason = error.message;
    running.delete(child);
  });
  child.once('exit', (code, signal) => {
    exitReason = signal ? `killed by ${signal}` : `exited with code ${code}`;
    running.delete(child);
  });

  async function stop(): Promise<void> {
    if (exitReason !== null || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(STOP_GRACE_MS).then(() => false)]);
    if (!stopped) {
      child.kill('SIGKILL');
      await Promise.race([exited, sleep(STOP_GRACE_MS)]);
    }
  }

  async function kill(): Promise<void> {
    if (exitReason !== null || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await Promise.race([exited, sleep(STOP_GRACE_MS)]);
  }

  return {
    name: options.name,
    pid: child.pid,
    output: () => output,
    exitReason: () => exitReason,
    stop,
    kill,
  };
}

/** An Error whose message carries the process's recent output, so a CI log says why it failed. */
export function withOutput(service: ServiceProcess, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`${message}\n--- ${service.name} output ---\n${service.output() || '(nothing)'}`);
}
