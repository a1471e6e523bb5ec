/** A build made with `remix build` alone has no manifest: logged once, pages go without the script. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { logger } from '@server/log/logger';
import { ENHANCE_MANIFEST } from './enhance-manifest';

let known: { src: string | null } | null = null;

function readManifest(): string | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(ENHANCE_MANIFEST, 'utf8'));
    const src = typeof parsed === 'object' && parsed !== null && 'src' in parsed ? parsed.src : null;
    if (
      typeof src === 'string' &&
      /^\/build\/enhance-[\w-]+\.js$/.test(src) &&
      existsSync(path.join('public', src))
    )
      return src;
  } catch {
    // Reported below.
  }
  logger.error(`${ENHANCE_MANIFEST} or the script it names is missing: run \`npm run build\``);
  return null;
}

export function enhanceScriptSrc(): string | null {
  known ??= { src: readManifest() };
  return known.src;
}
