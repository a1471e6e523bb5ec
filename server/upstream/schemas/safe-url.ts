/**
 * Links and image sources that content or the API hands us end up in href/src attributes or in a
 * redirect: only a path of this site or an https address may (docs/decisions/023). A
 * `javascript:` or `data:` value, an `http:` address of another host, a protocol-relative
 * `//host` or `/\host`, or a value with control characters (browsers drop tabs and line breaks
 * inside URLs, so `/\t/host` would become `//host`) never reaches a page.
 *
 * Where the value is refused:
 * - `SafeUrlSchema`: the value is required; refusing it fails the object it belongs to.
 * - `optionalSafeUrl` / `orNullIfUnsafe`: the page can do without it; an unsafe value becomes
 *   null (the page renders without that link or picture) and one line is logged.
 * - `withoutUnsafeItems`: a list whose items with an unsafe link are left out, one line each.
 * Any other mistake in the answer (a wrong type, a missing field) still fails the parse.
 */
import { z } from 'zod';
import { logger } from '../../log/logger';

/** The message every refused URL carries: how the helpers below tell it from other problems. */
export const UNSAFE_URL = 'unsafe URL';

const MAX_URL_LENGTH = 2048;
/** C0 controls (tab, CR, LF…), DEL, and the C1 controls. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export interface SafeUrlOptions {
  /**
   * Origins of this site that may be reached over plain http (development and mock mode, where
   * the site is http://localhost:$PORT). Compared exactly, scheme, host and port.
   */
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

export const SafeUrlSchema = z.string().refine((value) => isSafeUrl(value), UNSAFE_URL);

/** The scheme of a refused value, for the log line (never the value: it may be long or hostile). */
function schemeOf(value: unknown): string {
  if (typeof value !== 'string') return 'not a string';
  const scheme = /^\s*([a-z][a-z0-9+.-]{0,20}):/i.exec(value);
  return scheme ? `scheme ${scheme[1].toLowerCase()}:` : 'no scheme';
}

/** The part of `value` an issue points at (the refused link inside a list item). */
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

/**
 * A value the page can do without (a class link, a study plan, a certificate with its file): null
 * or absent stays null, an empty string is null, an unsafe link makes it null with one log line.
 */
export function orNullIfUnsafe<T extends z.ZodType>(schema: T, label: string) {
  return z
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
}

/** An optional link or picture: unsafe → null (rendered without it), logged once. */
export const optionalSafeUrl = (label: string) => orNullIfUnsafe(SafeUrlSchema, label);

/** A list whose items with an unsafe link are left out, one log line each. */
export function withoutUnsafeItems<T extends z.ZodType>(item: T, label: string) {
  return z.array(z.unknown()).transform((values, ctx): Array<z.output<T>> => {
    const kept: Array<z.output<T>> = [];
    values.forEach((value, index) => {
      const parsed = item.safeParse(value);
      if (parsed.success) kept.push(parsed.data);
      else if (onlyUnsafe(parsed.error)) warnUnsafe(label, valueAt(value, parsed.error.issues[0].path));
      else forwardIssues(parsed.error, ctx, [index]);
    });
    return kept;
  });
}
