/** The standalone upstream's latency mode (mocks/http/latency.ts): its setting and what it delays. */
import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latencyMiddleware, parseLatency, serviceOf } from '../../mocks/http/latency';

describe('MOCK_LATENCY_MS', () => {
  it('absent or empty: no delay', () => {
    expect(parseLatency(undefined).delayMs).toEqual({ api: 0, cms: 0, geo: 0, provider: 0 });
    expect(parseLatency(' ').jitterMs).toBe(0);
  });

  it('a bare number delays every service', () => {
    expect(parseLatency('150').delayMs).toEqual({ api: 150, cms: 150, geo: 150, provider: 150 });
  });

  it('per service, with jitter; services not named answer at once', () => {
    expect(parseLatency('api:150, cms:120,provider:300,jitter:20')).toEqual({
      delayMs: { api: 150, cms: 120, geo: 0, provider: 300 },
      jitterMs: 20,
    });
  });

  it('refuses a setting it cannot read, in Spanish, naming it', () => {
    expect(() => parseLatency('api:lento')).toThrow(/'api:lento' no es un retraso válido/);
    expect(() => parseLatency('api:-5')).toThrow(/no es un retraso válido/);
    expect(() => parseLatency('stripe:100')).toThrow(/servicio desconocido 'stripe'/);
  });
});

describe('which service a request is for', () => {
  it('the bridged services and the card provider; the simulator’s own pages are not delayed', () => {
    expect(serviceOf('/_upstream/api/api/courses/')).toBe('api');
    expect(serviceOf('/_upstream/cms/spaces/kodea/entries')).toBe('cms');
    expect(serviceOf('/_upstream/geo')).toBe('geo');
    expect(serviceOf('/__card-provider/api/tokenize')).toBe('provider');
    expect(serviceOf('/_upstream/apiary')).toBeNull();
    expect(serviceOf('/healthz')).toBeNull();
    expect(serviceOf('/__mocks/pagos')).toBeNull();
  });
});

describe('the delay', () => {
  afterEach(() => vi.useRealTimers());

  /** Runs the middleware on a request whose handler works `workMs` before it answers. */
  function answerAfter(path: string, workMs: number) {
    vi.useFakeTimers();
    const sent = vi.fn();
    const res = { end: sent } as unknown as Response;
    latencyMiddleware(parseLatency('api:150'))({ path } as Request, res, () => {
      setTimeout(() => res.end('{}'), workMs);
    });
    return sent;
  }

  it('holds an answer until the delay has passed since the call arrived', () => {
    const sent = answerAfter('/_upstream/api/api/courses/', 40);
    vi.advanceTimersByTime(149);
    expect(sent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(sent).toHaveBeenCalledWith('{}');
  });

  it('counts the simulator’s own work inside the delay, as a real service’s is', () => {
    const sent = answerAfter('/_upstream/api/api/courses/', 200);
    vi.advanceTimersByTime(200);
    expect(sent).toHaveBeenCalledOnce();
  });

  it('leaves the simulator’s own pages alone', () => {
    const sent = answerAfter('/__mocks/pagos', 5);
    vi.advanceTimersByTime(5);
    expect(sent).toHaveBeenCalledOnce();
  });
});
