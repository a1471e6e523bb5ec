/**
 * GET /readyz: store and upstream answer, so an upstream outage takes instances out of rotation.
 * The upstream's answer is reused briefly so polling balancers do not multiply calls.
 */
import type { Request, Response } from 'express';
import { logger } from '../log/logger';

export type CheckName = 'store' | 'upstream';
export type CheckState = 'ok' | 'fail';

export interface ReadinessProbes {
  store: () => Promise<unknown>;
  upstream: () => Promise<unknown>;
}

export interface Readiness {
  status: 'ok' | 'unavailable';
  checks: Record<CheckName, CheckState>;
}

export interface ReadinessOptions {
  timeoutMs?: number;
  upstreamCacheMs?: number;
  now?: () => number;
}

function withTimeout(run: () => Promise<unknown>, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([run(), expired]).finally(() => clearTimeout(timer));
}

export function createReadiness(probes: ReadinessProbes, options: ReadinessOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const upstreamCacheMs = options.upstreamCacheMs ?? 5_000;
  const now = options.now ?? Date.now;
  const last: Record<CheckName, CheckState> = { store: 'ok', upstream: 'ok' };
  let upstream: { at: number; state: Promise<CheckState> } | null = null;

  async function check(name: CheckName): Promise<CheckState> {
    let state: CheckState = 'ok';
    let failure: unknown = null;
    try {
      await withTimeout(probes[name], timeoutMs);
    } catch (error) {
      state = 'fail';
      failure = error;
    }
    if (state !== last[name]) {
      if (state === 'fail') logger.warn({ check: name, err: failure }, `readiness: ${name} check failing`);
      else logger.info({ check: name }, `readiness: ${name} check passing again`);
      last[name] = state;
    }
    return state;
  }

  return async function readiness(): Promise<Readiness> {
    if (!upstream || now() - upstream.at >= upstreamCacheMs)
      upstream = { at: now(), state: check('upstream') };
    const [storeState, upstreamState] = await Promise.all([check('store'), upstream.state]);
    const ok = storeState === 'ok' && upstreamState === 'ok';
    return { status: ok ? 'ok' : 'unavailable', checks: { store: storeState, upstream: upstreamState } };
  };
}

export function readinessEndpoint(readiness: () => Promise<Readiness>) {
  return async (req: Request, res: Response) => {
    req.routePattern = '/readyz';
    const answer = await readiness();
    res.status(answer.status === 'ok' ? 200 : 503).setHeader('Cache-Control', 'no-store');
    res.json(answer);
  };
}
