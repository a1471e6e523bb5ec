/** The one fetch wrapper: an answer that does not match its schema is a 'malformed' error, never passed on. */
import type { z } from 'zod';
import { cachedPublic } from '../cache/public-cache';
import { logger } from '../log/logger';
import { noteUpstreamCall } from '../log/request-context';
import { metrics, statusClass } from '../ops/metrics';
import { checkAgainstContract, contractCheckOn } from './contract/check';
import { UpstreamError, kindFromStatus } from './errors';

const callLog = logger.child({ component: 'upstream' });

/** Failures of the service itself; a 4xx is an answer, not an error of the service. */
const UPSTREAM_FAULTS = new Set<string>([
  'unavailable',
  'server',
  'timeout',
  'network',
  'malformed',
  'unknown',
]);

export interface ServiceConfig {
  name: string;
  baseUrl: string;
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Public GETs, the same for every visitor, may be served from the public cache (not location). */
  publicGetsCacheable?: boolean;
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  bearer?: string;
  schema: S;
  okStatuses?: number[];
}

export interface UpstreamResponse<T> {
  status: number;
  data: T;
}

export function buildUrl(baseUrl: string, path: string, query?: RequestOptions<z.ZodType>['query']): string {
  const url = new URL(baseUrl.replace(/\/$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * A number per schema object, for this process (the public cache is the process's own). What is
 * cached is the answer as its schema parsed it, so one URL read by two schemas is two entries:
 * the vacation campaign's one URL is a campaign page for one and the course pages' programs for
 * the other, and one stranger's GET of the first broke every course page (issue 74). Schemas are
 * module constants; one built per call would never be read back.
 */
const schemaIds = new WeakMap<z.ZodType, number>();
let lastSchemaId = 0;

function schemaId(schema: z.ZodType): number {
  let id = schemaIds.get(schema);
  if (id === undefined) schemaIds.set(schema, (id = ++lastSchemaId));
  return id;
}

/** Everything that shapes the parsed answer: the service, the URL, the schema, the statuses taken. */
function publicCacheKey(service: ServiceConfig, options: RequestOptions<z.ZodType>): string {
  const parts: unknown[] = [
    service.name,
    service.baseUrl,
    options.path,
    schemaId(options.schema),
    options.okStatuses ?? null,
  ];
  for (const [name, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) parts.push(name, String(value));
  // As JSON, no path or value can pass for another's (an '&' or a '?' in an id stays inside its string).
  return JSON.stringify(parts);
}

export function callService<S extends z.ZodType>(
  service: ServiceConfig,
  options: RequestOptions<S>,
): Promise<UpstreamResponse<z.infer<S>>> {
  const method = options.method ?? 'GET';
  if (method === 'GET' && !options.bearer && service.publicGetsCacheable)
    return cachedPublic(publicCacheKey(service, options), () => requestService(service, options));
  return requestService(service, options);
}

/** The query (which may name a person or a token) is never logged. */
async function requestService<S extends z.ZodType>(
  service: ServiceConfig,
  options: RequestOptions<S>,
): Promise<UpstreamResponse<z.infer<S>>> {
  const started = performance.now();
  const fields = { service: service.name, method: options.method ?? 'GET', path: options.path };
  const done = (status: number | null, error: unknown) => {
    const seconds = (performance.now() - started) / 1000;
    const kind = error instanceof UpstreamError ? error.kind : error ? 'unknown' : null;
    const statusLabel = status === null ? kind ?? 'network' : statusClass(status);
    metrics.upstreamDuration.observe({ service: service.name, status_class: statusLabel }, seconds);
    const line = {
      ...fields,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      ...(kind ? { kind } : {}),
    };
    if (kind && UPSTREAM_FAULTS.has(kind)) {
      metrics.upstreamErrors.inc({ service: service.name, kind });
      callLog.warn(line, 'upstream call failed');
    } else if (!noteUpstreamCall(line, started)) callLog.info(line, 'upstream call');
  };
  try {
    const answer = await sendRequest(service, options);
    done(answer.status, null);
    return answer;
  } catch (error) {
    done(error instanceof UpstreamError ? error.status ?? null : null, error);
    throw error;
  }
}

async function sendRequest<S extends z.ZodType>(
  service: ServiceConfig,
  options: RequestOptions<S>,
): Promise<UpstreamResponse<z.infer<S>>> {
  const method = options.method ?? 'GET';
  const url = buildUrl(service.baseUrl, options.path, options.query);
  const headers: Record<string, string> = { accept: 'application/json', ...service.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const where = `${service.name} ${method} ${options.path}`;

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(service.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new UpstreamError(
      timedOut ? 'timeout' : 'network',
      `${where}: ${timedOut ? 'timed out' : 'network failure'}`,
      { cause: error },
    );
  }

  const text = await response.text().catch(() => '');
  let json: unknown = undefined;
  if (text.length > 0) {
    try {
      json = JSON.parse(text);
    } catch (cause) {
      if (response.ok)
        throw new UpstreamError('malformed', `${where}: answer is not JSON`, {
          status: response.status,
          cause,
        });
    }
  }

  // UPSTREAM_CONTRACT_CHECK: every answer, an error's too, against the contract (logged, never refused).
  if (contractCheckOn())
    await checkAgainstContract({
      service: service.name,
      method,
      path: options.path,
      status: response.status,
      body: json,
      notJson: text.length > 0 && json === undefined,
    });

  const ok = options.okStatuses ? options.okStatuses.includes(response.status) : response.ok;
  if (!ok) {
    const kind = response.ok ? 'server' : kindFromStatus(response.status);
    throw new UpstreamError(kind, `${where}: status ${response.status}`, {
      status: response.status,
      body: json,
    });
  }

  return { status: response.status, data: parseAnswerPart(options.schema, json, where, response.status) };
}

/** Parses a part of an answer that needs a second look (e.g. a union decided by a field); a mismatch is 'malformed'. */
export function parseAnswerPart<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: string,
  status?: number,
): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    logger.error(
      { issues: parsed.error.issues.slice(0, 5) },
      `[upstream] ${where}: answer does not match its schema`,
    );
    throw new UpstreamError('malformed', `${where}: answer does not match its schema`, {
      status,
      cause: parsed.error,
    });
  }
  return parsed.data;
}
