import type { z } from 'zod';
import { getEnv } from '../env';
import { callService, type RequestOptions, type ServiceConfig } from './client';

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

/** A call to the REST API: its parsed answer. */
export const callApi = async <S extends z.ZodType>(options: RequestOptions<S>): Promise<z.infer<S>> =>
  (await callService(apiService(), options)).data;

/** A call to the REST API whose answer wraps its content in `data`: that content. */
export const apiData = async <S extends z.ZodType<{ data: unknown }>>(
  options: RequestOptions<S>,
): Promise<z.infer<S>['data']> => (await callApi(options)).data;

interface PostOptions {
  bearer?: string;
  /** Only 200 or 201 is an answer. */
  created?: boolean;
}

/** A POST to the REST API: its parsed answer. */
export const postApi = async <S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  { bearer, created }: PostOptions = {},
): Promise<z.infer<S>> =>
  callApi({
    method: 'POST',
    path,
    bearer,
    body,
    schema,
    ...(created ? { okStatuses: [200, 201] } : {}),
  });

/** A POST whose answer wraps its content in `data`: that content. */
export const postApiData = async <S extends z.ZodType<{ data: unknown }>>(
  path: string,
  body: unknown,
  schema: S,
  options?: PostOptions,
): Promise<z.infer<S>['data']> => (await postApi(path, body, schema, options)).data;
