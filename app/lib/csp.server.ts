/** The Content-Security-Policy of a page: scripts only from us (with this response's nonce) and the card provider. */
import { getEnv } from '@server/env';

function originOf(urlOrPath: string): string | null {
  return /^https?:\/\//.test(urlOrPath) ? new URL(urlOrPath).origin : null;
}

export function contentSecurityPolicy(nonce: string): string {
  const env = getEnv();
  const provider = [
    env.CARD_PROVIDER_SCRIPT_URL,
    env.CARD_PROVIDER_HOSTED_URL,
    env.GLOBAL_CARD_PROVIDER_SCRIPT_URL,
  ]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  const extra = [...new Set(provider)].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${extra}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${extra}`.trim(),
    `frame-src 'self' ${extra}`.trim(),
    `form-action 'self' ${extra}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
