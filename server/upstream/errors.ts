/** Typed failures of an upstream call; the tRPC layer maps each kind to a tRPC error code. */
export type UpstreamErrorKind =
  | 'bad-request' // 400: the upstream rejected our body
  | 'unauthorized' // 401: token missing, expired or revoked
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'unavailable' // 503: maintenance
  | 'server' // other 5xx, or an unexpected status
  | 'timeout' // no answer in time
  | 'network' // connection refused, DNS, reset
  | 'malformed'; // answer is not JSON or does not match its schema

export class UpstreamError extends Error {
  readonly status: number | null;
  /** The upstream's error body, when it sent one (e.g. field errors on a 400). */
  readonly body: unknown;

  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    options: { status?: number | null; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'UpstreamError';
    this.status = options.status ?? null;
    this.body = options.body;
  }
}

export function kindFromStatus(status: number): UpstreamErrorKind {
  if (status === 400 || status === 422) return 'bad-request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 503) return 'unavailable';
  return 'server';
}
