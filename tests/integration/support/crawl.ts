/**
 * A breadth-first walk over one browser's pages: GETs each page once, keeps the HTML ones and
 * follows their same-origin links that `follow` allows. Never a download, a sign-out or a link
 * that changes something on GET (return addresses, dismissals).
 */
import type { HttpClient } from '../harness/http-client';
import { linksOf } from '../../support/microdata';

export interface CrawledPage {
  url: string;
  html: string;
}

const NEVER = [
  /^\/auth\//,
  /^\/api\//,
  /^\/__/,
  /^\/media\//,
  /^\/pagos\//,
  /^\/calendario\//,
  /\.(?:pdf|ics|csv|xml|txt|svg|png|jpg|webp)(?:\?|$)/,
  /[?&]login\b/,
  /\/retorno\b/,
  /\/ocultar\b/,
];

/** A same-origin path and query for `href`, or null when it leaves the site or the page. */
export function sitePath(href: string, origin: string): string | null {
  if (href.startsWith('#') || /^(?:mailto|tel|javascript):/i.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return url.pathname + url.search;
}

export async function crawl(
  browser: HttpClient,
  seeds: string[],
  follow: (path: string) => boolean,
  maxPages: number,
): Promise<CrawledPage[]> {
  const queue = [...new Set(seeds)];
  const seen = new Set(queue);
  const pages: CrawledPage[] = [];
  while (queue.length > 0 && pages.length < maxPages) {
    const path = queue.shift() ?? '';
    const answer = await browser.get(path);
    if (answer.status !== 200 || !String(answer.headers['content-type']).includes('text/html')) continue;
    pages.push({ url: path, html: answer.body });
    for (const href of linksOf(answer.body)) {
      const next = sitePath(href, browser.origin);
      if (next === null || seen.has(next) || NEVER.some((rule) => rule.test(next)) || !follow(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return pages;
}
