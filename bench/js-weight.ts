/**
 * Gzipped JavaScript a page makes the browser load: its modulepreload links, module script
 * sources and the modules its inline module script imports (not the route URLs that the
 * manifest merely names).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export async function jsWeightKb(base: string, page: string): Promise<number> {
  const html = await (await fetch(base + page)).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<script[^>]* src="(\/build\/[^"]+\.js)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/import\s*\(?\s*(?:\*\s*as\s+\w+\s+from\s*)?"(\/build\/[^"]+\.js)"/g))
    urls.add(match[1]);
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(readFileSync(path.join('public', url))).length;
  return bytes / 1024;
}
