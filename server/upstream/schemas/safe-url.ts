/**
 * Links that reach href/src or a redirect: a path of this site or https only (decision 023).
 * Control characters are refused: browsers drop tabs, so `/\t/host` would become `//host`.
 */
import { z } from 'zod';
import { logger } from '../../log/logger';

export const UNSAFE_URL = 'unsafe URL';

const MAX_URL_LENGTH = 2048;
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export interface SafeUrlOptions {
  /** Plain-http origins of this site (development and mock mode), compared exactly. */
  ownOrigins?: readonly string[];
}

function absoluteUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function isSafeUrl(value: string, { ownOrigins = [] }: SafeUrlOptions = {}): boolean {
  if (value.length === 0 || value.length > MAX_URL_LENGTH) return false;
  if (CONTROL.test(value) || value.includes('\\') || value.trim() !== value) return false;
  // A path of this site: '/x', never '//host' (protocol-relative).
  if (value.startsWith('/')) return !value.startsWith('//');
  const url = absoluteUrl(value);
  if (!url || url.hostname === '') return false;
  if (url.protocol === 'https:') return /^https:\/\//i.test(value);
  return url.protocol === 'http:' && /^http:\/\//i.test(value) && ownOrigins.includes(url.origin);
}

export const SafeUrlSchema = z
  .string()
  .refine((value) => isSafeUrl(value), UNSAFE_URL)
  .describe('An https: address, or a path of this site.');

/**
 * What the API is to send where the helpers below accept anything and sort it themselves: the
 * contract document (server/upstream/contract/) states this shape instead of "anything".
 */
export const declaredShapes = new WeakMap<object, () => z.ZodType>();

/** Never the value in the log: it may be long or hostile. */
function schemeOf(value: unknown): string {
  if (typeof value !== 'string') return 'not a string';
  const scheme = /^\s*([a-z][a-z0-9+.-]{0,20}):/i.exec(value);
  return scheme ? `scheme ${scheme[1].toLowerCase()}:` : 'no scheme';
}

function valueAt(value: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

function warnUnsafe(label: string, value: unknown): void {
  logger.warn(`[upstream] unsafe link left out (${label}, ${schemeOf(value)})`);
}

const onlyUnsafe = (error: z.ZodError) => error.issues.every((issue) => issue.message === UNSAFE_URL);

function forwardIssues(error: z.ZodError, ctx: z.RefinementCtx, prefix: PropertyKey[] = []): void {
  for (const issue of error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...prefix, ...issue.path] });
}

/** A value the page can do without: null, absent or empty is null; unsafe is null with a log line. */
export function orNullIfUnsafe<T extends z.ZodType>(schema: T, label: string) {
  const lenient = z
    .unknown()
    .optional()
    .transform((value, ctx): z.output<T> | null => {
      if (value === null || value === undefined || value === '') return null;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      if (onlyUnsafe(parsed.error)) warnUnsafe(label, valueAt(value, parsed.error.issues[0].path));
      else forwardIssues(parsed.error, ctx);
      return null;
    });
  declaredShapes.set(lenient, () => schema.nullable());
  return lenient;
}

export const optionalSafeUrl = (label: string) => orNullIfUnsafe(SafeUrlSchema, label);

export function withoutUnsafeItems<T extends z.ZodType>(item: T, label: string) {
  const lenient = z.array(z.unknown()).transform((values, ctx): Array<z.output<T>> => {
    const kept: Array<z.output<T>> = [];
    values.forEach((value, index) => {
      const parsed = item.safeParse(value);
      if (parsed.success) kept.push(parsed.data);
      else if (onlyUnsafe(parsed.error)) warnUnsafe(label, valueAt(value, parsed.error.issues[0].path));
      else forwardIssues(parsed.error, ctx, [index]);
    });
    return kept;
  });
  declaredShapes.set(lenient, () => z.array(item));
  return lenient;
}
