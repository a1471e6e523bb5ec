/**
 * JavaScript a page makes the browser load, in bytes on the wire (gzip, as the server sends it):
 * its modulepreload links, module script sources and the modules its inline module script
 * imports (not the route URLs that the manifest merely names), plus its inline scripts (gzipped
 * on their own: a light page's enhancement, a hydrated page's Remix context), JSON-LD aside.
 */
import { request } from 'node:http';
import { gzipSync } from 'node:zlib';

/** Bytes on the wire of `url` fetched with gzip (and `cookie`: a signed-in page). */
export function compressedSize(url: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) };
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `cookie`: the session of a signed-in page (its own scripts and hydration data). */
export async function jsWeightKb(base: string, page: string, cookie?: string): Promise<number> {
  const html = await (await fetch(base + page, cookie ? { headers: { cookie } } : {})).text();
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
