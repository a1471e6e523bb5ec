/** The standalone upstream's latency mode (mocks/http/latency.ts): its setting and what it delays. */
import { describe, expect, it } from 'vitest';
import { parseLatency, serviceOf } from '../../mocks/http/latency';

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
