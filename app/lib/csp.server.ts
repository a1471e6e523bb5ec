/** The Content-Security-Policy of a page: scripts only from us (with this response's nonce) and the card provider. */
import { getEnv, type Env } from '@server/env';
import { VIDEO_EMBED_ORIGIN } from '@server/site/video-embed';
import { CHAT_ORIGIN } from '@kernel/chat';

function originOf(urlOrPath: string): string | null {
  return /^https?:\/\//.test(urlOrPath) ? new URL(urlOrPath).origin : null;
}

export function contentSecurityPolicy(nonce: string, env: Env = getEnv()): string {
  const provider = [
    env.CARD_PROVIDER_SCRIPT_URL,
    env.CARD_PROVIDER_HOSTED_URL,
    env.GLOBAL_CARD_PROVIDER_SCRIPT_URL,
  ]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  const extra = [...new Set(provider)].join(' ');
  // Without JavaScript the browser checks the student platform redirect against form-action. From
  // configuration, never from the request.
  const studentPlatform = env.studentPlatformOrigin ?? '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${extra}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${extra}`.trim(),
    // The home's video player embeds from youtube-nocookie.com (docs/decisions/017).
    `frame-src 'self' ${VIDEO_EMBED_ORIGIN} ${extra}`.trim(),
    // The chat origin: a parents' recommended card posts here and is redirected to the chat (a
    // browser applies form-action to where a form's answer redirects, too).
    `form-action 'self' ${CHAT_ORIGIN} ${extra} ${studentPlatform}`.replace(/\s+/g, ' ').trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}
