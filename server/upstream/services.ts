import { getEnv } from '../env';
import type { ServiceConfig } from './client';

export function apiService(): ServiceConfig {
  const env = getEnv();
  return {
    name: 'api',
    baseUrl: env.UPSTREAM_URL,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    publicGetsCacheable: true,
  };
}

export function contentService(): ServiceConfig {
  const env = getEnv();
  return {
    name: 'content',
    baseUrl: env.CONTENT_URL,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    headers: { authorization: `Bearer ${env.CONTENT_TOKEN}` },
    publicGetsCacheable: true,
  };
}

export function locationService(): ServiceConfig {
  const env = getEnv();
  return { name: 'location', baseUrl: env.LOCATION_URL, timeoutMs: Math.min(env.UPSTREAM_TIMEOUT_MS, 3000) };
}
