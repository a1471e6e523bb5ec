/**
 * Two app instances behind an imaginary load balancer, sharing one Redis and one upstream (the
 * standalone mock backend, so mock mode is off): the set-up every "holds across instances" test
 * file needs, started once per file. Registers its own beforeAll/afterAll; call at module level.
 */
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app';
import { freePort } from './free-port';
import { startRedis, type RunningRedis } from './redis';
import { startUpstream, type RunningUpstream } from './upstream';

export interface TwoInstances {
  a: string;
  b: string;
  upstream: RunningUpstream;
}

/** Answers a getter of the running services (it throws if they did not start). */
export function useTwoInstances(extraEnv: Record<string, string> = {}): () => TwoInstances {
  let redis: RunningRedis | undefined;
  let upstream: RunningUpstream | undefined;
  let apps: (RunningApp | undefined)[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    // The upstream's hosted pages must know where they may send the browser back to, so the
    // instances' ports are chosen before anything starts.
    const ports = [await freePort(), await freePort()];
    upstream = await startUpstream(ports.map((port) => `http://127.0.0.1:${port}`));
    const env = { REDIS_URL: redis.url, UPSTREAM_TIMEOUT_MS: '5000', ...upstream.appEnv, ...extraEnv };
    const started = await Promise.allSettled(ports.map((port) => startApp({ port, env })));
    apps = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
    const failure = started.find((result) => result.status === 'rejected');
    if (failure?.status === 'rejected') throw failure.reason;
  });

  afterAll(async () => {
    await Promise.allSettled(apps.map((app) => app?.stop()));
    await Promise.allSettled([upstream?.stop(), redis?.stop()]);
  });

  return () => {
    const [appA, appB] = apps;
    if (!appA || !appB || !upstream) throw new Error('The services did not start (see beforeAll)');
    return { a: appA.origin, b: appB.origin, upstream };
  };
}
