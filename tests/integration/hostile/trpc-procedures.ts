/**
 * Every procedure of the app's router, as /api/trpc/<path> would name it, and hostile ways to
 * call each one over HTTP. The list comes from the router itself, so a new procedure is covered
 * without editing this file.
 */
import { browserRouter } from '../../../server/trpc/browser-router';
import { appRouter } from '../../../server/trpc/root';

export interface ProcedureInfo {
  path: string;
  type: string;
}

/**
 * At run time the router keeps its procedures flattened by dotted path ('courses.list'); its
 * static type describes the nested shape instead, so the entries are read as unknown values.
 */
export function procedures(): ProcedureInfo[] {
  return proceduresOf(appRouter._def.procedures);
}

/**
 * The procedures /api/trpc serves (server/trpc/browser-router.ts): the only ones whose input,
 * middleware and resolver an HTTP call can reach. Any other path is answered "not found" by
 * tRPC's lookup before its input is read.
 */
export function servedOverHttp(): Set<string> {
  return new Set(proceduresOf(browserRouter._def.procedures).map((procedure) => procedure.path));
}

function proceduresOf(flat: unknown): ProcedureInfo[] {
  if (typeof flat !== 'object' || flat === null) throw new Error('The router lists no procedures');
  return Object.entries(flat)
    .map(([path, procedure]) => ({ path, type: procedureType(procedure) }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

function procedureType(procedure: unknown): string {
  const holder = typeof procedure === 'function' || typeof procedure === 'object' ? procedure : null;
  const definition = holder && '_def' in holder ? holder._def : null;
  return typeof definition === 'object' && definition !== null && 'type' in definition
    ? String(definition.type)
    : 'unknown';
}

/** Procedures only loaders and actions may call (docs/architecture.md rule 8): 4xx over HTTP, always. */
export function isServerOnly(path: string): boolean {
  return [
    'auth.',
    'purchases.',
    'cardProvider.',
    'signUp.',
    'complaints.',
    'reminders.',
  ].some((prefix) => path.startsWith(prefix));
}

/** Tokens of the simulated API; no answer to the browser may carry one. */
export const TOKEN_PATTERN = /mock-(?:refresh|access)/;

export interface TrpcCase {
  name: string;
  method: 'GET' | 'POST';
  /** Query string after `?`, already encoded. */
  query: string;
  contentType?: string;
  body?: string;
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const input = (json: string) => `input=${encodeURIComponent(json)}`;
const post = (name: string, body: string, contentType = 'application/json'): TrpcCase => ({
  name,
  method: 'POST',
  query: '',
  contentType,
  body,
});

const WRONG_TYPES = JSON.stringify({
  json: { email: { $gt: '' }, password: [1, 2], purchaseNumber: {}, message: 123, ageRange: null },
});
/** superjson metadata asking for classes, custom types and prototype paths it must not follow. */
const SUPERJSON_ABUSE = JSON.stringify({
  json: { a: 'x', b: {} },
  meta: {
    values: { a: [['class', 'Evil']], b: [['custom', 'evil']] },
    referentialEqualities: { '__proto__.polluted': ['b'] },
  },
});

export const TRPC_CASES: TrpcCase[] = [
  { name: 'GET without input', method: 'GET', query: '' },
  { name: 'GET input that is not JSON', method: 'GET', query: input('{not json') },
  { name: 'GET input nested 1,500 levels', method: 'GET', query: input(`{"json":${nested(1500)}}`) },
  {
    name: 'GET input with prototype keys',
    method: 'GET',
    query: input('{"json":{"__proto__":{"admin":true}}}'),
  },
  { name: 'GET input with superjson abuse', method: 'GET', query: input(SUPERJSON_ABUSE) },
  post('POST empty body', ''),
  post('POST body that is not JSON', '{not json'),
  post('POST JSON null', 'null'),
  post('POST inputs of the wrong types', WRONG_TYPES),
  post('POST 60 KB string', JSON.stringify({ json: { email: 'a'.repeat(60_000), message: 'b' } })),
  post('POST body nested 5,000 levels', `{"json":${nested(5000)}}`),
  post('POST superjson abuse', SUPERJSON_ABUSE),
  post('POST JSON sent as text/plain', WRONG_TYPES, 'text/plain'),
];
