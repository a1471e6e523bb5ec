/** Maps typed upstream failures to tRPC error codes (docs/architecture.md rule 3). */
import { TRPCError } from '@trpc/server';
import { UpstreamError, type UpstreamErrorKind } from '../upstream/errors';

type Code = TRPCError['code'];

const CODE_BY_KIND: Record<UpstreamErrorKind, Code> = {
  'bad-request': 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  unavailable: 'SERVICE_UNAVAILABLE',
  server: 'BAD_GATEWAY',
  malformed: 'BAD_GATEWAY',
  network: 'BAD_GATEWAY',
  timeout: 'TIMEOUT',
};

export function toTRPCError(error: UpstreamError): TRPCError {
  return new TRPCError({ code: CODE_BY_KIND[error.kind], message: error.message, cause: error });
}

export function upstreamCause(error: unknown): UpstreamError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (current instanceof UpstreamError) return current;
    current = current instanceof Error ? current.cause : null;
  }
  return null;
}
