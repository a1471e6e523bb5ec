/** The small Spanish error page answered outside React, so every refusal looks the same. */
import { copyrightLine, ERROR_WAYS_ON, SKIP_LINK_TEXT } from '@kernel/texts/site';
import { escapeHtml } from './escape-html';

export interface ErrorText {
  title: string;
  body: string;
}

export interface ErrorPageOptions {
  /** The home page by default. */
  back?: { href: string; label: string };
  /** For files (downloads, sitemap). */
  noindex?: boolean;
}

const HOME = { href: '/', label: 'Volver a la página principal' };

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1d1d35;line-height:1.5}
header,footer{padding:1rem}header{border-bottom:1px solid #e4e1ee}footer{background:#141428;color:#d9d7e6;text-align:center;font-size:.9rem}
footer a{color:#fff}main{max-width:36rem;margin:3rem auto;padding:0 1rem}ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.75rem}
.button{display:inline-block;padding:.75rem 1.25rem;border-radius:8px;background:#8C30F2;color:#fff;text-decoration:none}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
a:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}`;

const link = (href: string, label: string, className = '') =>
  `<a href="${escapeHtml(href)}"${className ? ` class="${className}"` : ''}>${escapeHtml(label)}</a>`;

export function errorPageHtml(text: ErrorText, options: ErrorPageOptions = {}): string {
  const back = options.back ?? HOME;
  const robots = options.noindex ? '<meta name="robots" content="noindex">' : '';
  const ways = ERROR_WAYS_ON.filter((way) => way.href !== back.href)
    .map((way) => `<li>${link(way.href, way.label)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
${robots}<title>${escapeHtml(text.title)} · Kodea</title><style>${STYLE}</style></head>
<body>${link('#contenido', SKIP_LINK_TEXT, 'skip')}
<header><a href="/"><img src="/images/logo.svg" alt="Kodea, ir al inicio" width="104" height="26"></a></header>
<main id="contenido"><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body)}</p>
${link(back.href, back.label, 'button')}
<nav aria-label="Continuar navegando"><ul>${ways}</ul></nav></main>
<footer><p>${escapeHtml(copyrightLine(new Date().getFullYear()))}</p></footer></body></html>`;
}
