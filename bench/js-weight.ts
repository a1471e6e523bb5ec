/**
 * What a page costs on the wire (gzip, as the server sends it): its HTML, and the JavaScript it
 * makes the browser load — its modulepreload links, module script sources and the modules its
 * inline module script imports (not the route URLs that the manifest merely names), plus its
 * inline scripts (gzipped on their own: a light page's enhancement, a hydrated page's Remix
 * context), JSON-LD aside. A signed-in page is weighed with its visitor's cookie.
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';

function compressedSize(url: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': 'gzip', accept: 'text/html' };
    if (cookie) headers.cookie = cookie;
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page's HTML in KB as sent with gzip. */
export async function htmlWeightKb(base: string, page: string, cookie?: string): Promise<number> {
  return (await compressedSize(base + page, cookie)) / 1024;
}

export async function jsWeightKb(base: string, page: string, cookie?: string): Promise<number> {
  const html = await (await fetch(base + page, { headers: cookie ? { cookie } : {} })).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<script[^>]* src="(\/build\/[^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s*\(?\s*(?:\*\s*as\s+\w+\s+from\s*)?"(\/build\/[^"]+\.js)"/g))
    urls.add(match[1]);
  const sizes = await Promise.all([...urls].map((url) => compressedSize(base + url)));
  for (const match of html.matchAll(
    /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
  ))
    if (match[1]) sizes.push(gzipSync(match[1]).length);
  return sizes.reduce((sum, size) => sum + size, 0) / 1024;
}
