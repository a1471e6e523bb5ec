/**
 * The standalone upstream's latency mode: each simulated service answers as late as a real one
 * across a network, so a developer feels offline what a parent in Lima waits for.
 *   MOCK_LATENCY_MS=150                                  every service 150 ms
 *   MOCK_LATENCY_MS=api:150,cms:150,provider:300,jitter:20
 * Services: api (Kodea's REST API), cms (content), geo (location), provider (card provider).
 * `jitter` adds up to that many milliseconds at random to each answer.
 */
import type { NextFunction, Request, Response } from 'express';
import { MOCK_PROVIDER_BASE_PATH } from '../config';
import { UPSTREAM_PREFIX } from '../config/standalone-env';

export const LATENCY_SERVICES = ['api', 'cms', 'geo', 'provider'] as const;
export type LatencyService = (typeof LATENCY_SERVICES)[number];

export interface Latency {
  delayMs: Record<LatencyService, number>;
  jitterMs: number;
}

const NO_LATENCY: Latency = { delayMs: { api: 0, cms: 0, geo: 0, provider: 0 }, jitterMs: 0 };

function milliseconds(text: string, setting: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > 60_000)
    throw new Error(`MOCK_LATENCY_MS: '${setting}' no es un retraso válido (0 a 60000 ms)`);
  return value;
}

/** Absent or empty: no delay. A bare number applies to every service. */
export function parseLatency(setting: string | undefined): Latency {
  const text = setting?.trim();
  if (!text) return NO_LATENCY;
  if (/^\d+$/.test(text)) {
    const all = milliseconds(text, text);
    return { delayMs: { api: all, cms: all, geo: all, provider: all }, jitterMs: 0 };
  }
  const latency: Latency = { delayMs: { ...NO_LATENCY.delayMs }, jitterMs: 0 };
  for (const part of text.split(',')) {
    const [name, value = ''] = part.split(':').map((piece) => piece.trim());
    if (name === 'jitter') latency.jitterMs = milliseconds(value, part);
    else if ((LATENCY_SERVICES as readonly string[]).includes(name))
      latency.delayMs[name as LatencyService] = milliseconds(value, part);
    else
      throw new Error(
        `MOCK_LATENCY_MS: servicio desconocido '${name}' (usa ${LATENCY_SERVICES.join(', ')} o jitter)`,
      );
  }
  return latency;
}

/** Which simulated service a request to the standalone upstream is for; null for its own pages. */
export function serviceOf(path: string): LatencyService | null {
  for (const service of ['api', 'cms', 'geo'] as const)
    if (path === UPSTREAM_PREFIX[service] || path.startsWith(`${UPSTREAM_PREFIX[service]}/`)) return service;
  if (path.startsWith(`${MOCK_PROVIDER_BASE_PATH}/`)) return 'provider';
  return null;
}

/**
 * A real service's delay includes its own work, done in parallel for every caller; this one
 * process works one request at a time. So the answer is worked out at once and held until its
 * delay has passed since it arrived: its work is hidden inside the delay instead of added to it.
 */
export function latencyMiddleware(latency: Latency) {
  return (req: Request, res: Response, next: NextFunction) => {
    const service = serviceOf(req.path);
    const delay = service ? latency.delayMs[service] : 0;
    if (delay === 0) return next();
    const due = Date.now() + delay + Math.random() * latency.jitterMs;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((...args: unknown[]) => {
      const wait = due - Date.now();
      if (wait <= 0) return end(...args);
      setTimeout(() => end(...args), wait);
      return res;
    }) as Response['end'];
    next();
  };
}

export function describeLatency({ delayMs, jitterMs }: Latency): string {
  const services = LATENCY_SERVICES.map((service) => `${service} ${delayMs[service]} ms`).join(', ');
  return jitterMs > 0 ? `${services}, más hasta ${jitterMs} ms al azar` : services;
}
