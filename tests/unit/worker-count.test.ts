import { describe, expect, it } from 'vitest';
import { MAX_WORKERS, planWorkers } from '../../server/process/worker-count';

const SHARED = { UPSTREAM_URL: 'https://api.kodea.test', REDIS_URL: 'redis://127.0.0.1:6379' };

describe('planWorkers (WEB_CONCURRENCY)', () => {
  it('one worker by default, in any mode', () => {
    expect(planWorkers({})).toEqual({ ok: true, count: 1 });
    expect(planWorkers({ WEB_CONCURRENCY: '' })).toEqual({ ok: true, count: 1 });
    expect(planWorkers({ WEB_CONCURRENCY: '1' })).toEqual({ ok: true, count: 1 });
  });

  it('several workers with a real upstream and a shared store', () => {
    expect(planWorkers({ ...SHARED, WEB_CONCURRENCY: '4' })).toEqual({ ok: true, count: 4 });
  });

  it('refuses several workers in plain mock mode, saying why', () => {
    const plan = planWorkers({ REDIS_URL: SHARED.REDIS_URL, WEB_CONCURRENCY: '2' });
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.message).toMatch(/^WEB_CONCURRENCY=2 no es posible en modo simulado/);
  });

  it('several workers on the embedded store too: every worker opens the same SQLite file', () => {
    expect(planWorkers({ UPSTREAM_URL: SHARED.UPSTREAM_URL, WEB_CONCURRENCY: '2' })).toEqual({
      ok: true,
      count: 2,
    });
  });

  it.each(['0', '-1', '1.5', 'dos', `${MAX_WORKERS + 1}`])('refuses WEB_CONCURRENCY=%j', (value) => {
    const plan = planWorkers({ ...SHARED, WEB_CONCURRENCY: value });
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.message).toContain('WEB_CONCURRENCY debe ser un número entero');
  });
});
