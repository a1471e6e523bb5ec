import { describe, expect, it } from 'vitest';
import { describePlan, MAX_WORKERS, planWorkers } from '../../server/process/worker-count';

const SHARED = { UPSTREAM_URL: 'https://api.kodea.test', REDIS_URL: 'redis://127.0.0.1:6379' };
const UPSTREAM_ONLY = { UPSTREAM_URL: SHARED.UPSTREAM_URL };

describe('planWorkers (WEB_CONCURRENCY)', () => {
  it('one worker by default in plain mock mode, whatever the cores: the simulated backend lives in the process', () => {
    expect(planWorkers({}, 8)).toEqual({ ok: true, count: 1, why: 'mock' });
    expect(planWorkers({ WEB_CONCURRENCY: '' }, 8)).toEqual({ ok: true, count: 1, why: 'mock' });
    expect(planWorkers({ REDIS_URL: SHARED.REDIS_URL }, 8)).toEqual({ ok: true, count: 1, why: 'mock' });
  });

  it('one worker per core by default with a shared upstream, on the SQLite store or Redis', () => {
    expect(planWorkers(UPSTREAM_ONLY, 2)).toEqual({ ok: true, count: 2, why: 'cores' });
    expect(planWorkers(SHARED, 6)).toEqual({ ok: true, count: 6, why: 'cores' });
    expect(planWorkers({ ...SHARED, WEB_CONCURRENCY: '  ' }, 3)).toEqual({
      ok: true,
      count: 3,
      why: 'cores',
    });
    expect(planWorkers(UPSTREAM_ONLY, 1)).toEqual({ ok: true, count: 1, why: 'cores' });
  });

  it('the default never goes past MAX_WORKERS, nor below one when the core count is odd', () => {
    expect(planWorkers(UPSTREAM_ONLY, 256)).toEqual({ ok: true, count: MAX_WORKERS, why: 'cores' });
    expect(planWorkers(UPSTREAM_ONLY, 0)).toEqual({ ok: true, count: 1, why: 'cores' });
    expect(planWorkers(UPSTREAM_ONLY, Number.NaN)).toEqual({ ok: true, count: 1, why: 'cores' });
  });

  it('an explicit WEB_CONCURRENCY wins over the cores, above or below them', () => {
    expect(planWorkers({ ...SHARED, WEB_CONCURRENCY: '4' }, 2)).toEqual({
      ok: true,
      count: 4,
      why: 'WEB_CONCURRENCY',
    });
    expect(planWorkers({ ...UPSTREAM_ONLY, WEB_CONCURRENCY: '1' }, 8)).toEqual({
      ok: true,
      count: 1,
      why: 'WEB_CONCURRENCY',
    });
    expect(planWorkers({ WEB_CONCURRENCY: '1' }, 8)).toEqual({ ok: true, count: 1, why: 'WEB_CONCURRENCY' });
  });

  it('refuses several workers in plain mock mode, saying why', () => {
    const plan = planWorkers({ REDIS_URL: SHARED.REDIS_URL, WEB_CONCURRENCY: '2' }, 8);
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.message).toMatch(/^WEB_CONCURRENCY=2 no es posible en modo simulado/);
  });

  it('several workers on the embedded store too: every worker opens the same SQLite file', () => {
    expect(planWorkers({ ...UPSTREAM_ONLY, WEB_CONCURRENCY: '2' }, 1)).toEqual({
      ok: true,
      count: 2,
      why: 'WEB_CONCURRENCY',
    });
  });

  it.each(['0', '-1', '1.5', 'dos', `${MAX_WORKERS + 1}`])('refuses WEB_CONCURRENCY=%j', (value) => {
    const plan = planWorkers({ ...SHARED, WEB_CONCURRENCY: value }, 2);
    expect(plan.ok).toBe(false);
    if (!plan.ok) expect(plan.message).toContain('WEB_CONCURRENCY debe ser un número entero');
  });

  it('says at start-up how many workers run and why', () => {
    expect(describePlan(2, 'cores')).toBe(
      '2 trabajadores: uno por núcleo disponible (UPSTREAM_URL configurada)',
    );
    expect(describePlan(1, 'mock')).toBe(
      '1 trabajador: modo simulado, el backend simulado vive en el proceso',
    );
    expect(describePlan(3, 'WEB_CONCURRENCY')).toBe('3 trabajadores (WEB_CONCURRENCY)');
  });
});
