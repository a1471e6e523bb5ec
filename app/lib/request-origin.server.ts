/**
 * The site's public origin (PUBLIC_URL, docs/decisions/024) for absolute URLs: canonical, Open
 * Graph, JSON-LD, the sitemap. Never the request's Host header, which a client chooses: a page
 * a CDN shares must not say whatever Host its first visitor sent.
 */
import { getEnv } from '@server/env';

export function publicOrigin(): string {
  return getEnv().publicOrigin;
}
