/**
 * A mix of signed-in requests loaded for some seconds, by wrk when it is installed and by
 * autocannon otherwise, with the CPU the load generator itself used (docs/decisions/057). The
 * workers scenario compares one worker with two on the same two cores as the generator: a
 * generator that costs 0.2–0.4 ms a request takes a share from two workers that one worker never
 * pays, so the cheaper one measures the app's scaling, not the generator's.
 */
import autocannon from 'autocannon';
import { ownCpuSeconds, reapedChildrenCpuSeconds } from './process-cpu';
import { BENCH_CONNECTIONS, BROWSER_HEADERS } from './settings';
import { wrkInstalled, wrkMix, type MixRequest } from './wrk';

export interface MixLoad {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** CPU seconds the load generator used during the run. */
  generatorCpuSeconds: number;
}

/** 'wrk' or 'autocannon', decided once per bench run. */
export const MIX_GENERATOR = wrkInstalled() ? 'wrk' : 'autocannon';

async function withAutocannon(base: string, requests: MixRequest[], seconds: number): Promise<MixLoad> {
  const before = ownCpuSeconds();
  const result = await autocannon({
    url: base,
    connections: BENCH_CONNECTIONS,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests,
  });
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    generatorCpuSeconds: ownCpuSeconds() - before,
  };
}

async function withWrk(base: string, requests: MixRequest[], seconds: number): Promise<MixLoad> {
  const before = reapedChildrenCpuSeconds();
  const result = await wrkMix(base, requests, {
    connections: BENCH_CONNECTIONS,
    seconds,
    headers: BROWSER_HEADERS,
  });
  return {
    reqPerSec: result.reqPerSec,
    p50: result.p50,
    p99: result.p99,
    non2xx: result.non2xx + result.socketErrors,
    generatorCpuSeconds: reapedChildrenCpuSeconds() - before,
  };
}

/** Loads `requests`, each connection cycling through them, for `seconds` (whole seconds). */
export function loadMix(base: string, requests: MixRequest[], seconds: number): Promise<MixLoad> {
  return MIX_GENERATOR === 'wrk' ? withWrk(base, requests, seconds) : withAutocannon(base, requests, seconds);
}
