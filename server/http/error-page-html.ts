/**
 * The small, self-contained Spanish error page answered outside React: by the express guards and
 * by the store when it cannot serve a request (one markup, so every refusal looks the same).
 */
import { escapeHtml } from './escape-html';

export interface ErrorText {
  title: string;
  body: string;
}

export interface ErrorPageOptions {
  /** Where the page's one button leads, and what it says (the home page by default). */
  back?: { href: string; label: string };
  /** Pages answered for files (downloads, sitemap) ask search engines not to index them. */
  noindex?: boolean;
}

const HOME = { href: '/', label: 'Volver a la página principal' };

export function errorPageHtml(text: ErrorText, options: ErrorPageOptions = {}): string {
  const back = options.back ?? HOME;
  const robots = options.noindex ? '<meta name="robots" content="noindex">' : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${robots}<title>${escapeHtml(text.title)} · Kodea</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1d1d35;line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:8px;background:#8C30F2;color:#fff;text-decoration:none}</style>
</head><body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body)}</p>
<a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></main></body></html>`;
}
