/**
 * The harness never tests someone else's server: an app started on a port another service already
 * holds (here the standalone upstream, which answers /healthz too) fails to start, loudly, instead
 * of handing the test the other service's origin. free-port.ts and http-health.ts say why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from './harness/app';
import { freePort } from './harness/free-port';
import { startUpstream, type RunningUpstream } from './harness/upstream';

let upstream: RunningUpstream | undefined;

beforeAll(async () => {
  upstream = await startUpstream([]);
}, 90_000);

afterAll(async () => {
  await upstream?.stop();
});

describe('integration harness ports', () => {
  it('refuses to start an app on a port another service answers on', async () => {
    const taken = Number(new URL(upstream!.origin).port);
    await expect(startApp({ port: taken, env: upstream!.appEnv })).rejects.toThrow(/EADDRINUSE/);
    // The other service is untouched.
    expect((await fetch(`${upstream!.origin}/healthz`)).status).toBe(200);
  }, 90_000);

  it('hands out ports below the kernel’s ephemeral range, never the same twice', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port).toBeGreaterThanOrEqual(20_000);
    for (const port of ports) expect(port).toBeLessThan(32_768);
  });
});
