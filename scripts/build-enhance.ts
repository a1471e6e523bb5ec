/**
 * Builds the script of non-hydrated routes (app/enhance/index.ts, docs/decisions/074) into one
 * fingerprinted file, `public/build/enhance-<hash>.js`, which the server's `/build` mount sends as
 * immutable, and writes its address to `build/enhance.json`, where the server reads it
 * (app/lib/enhance-script.server.ts). Run by `npm run build` after `remix build`, which empties
 * public/build. esbuild is the bundler Remix's own compiler runs on.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ENHANCE_MANIFEST } from '../app/lib/enhance-manifest';

const result = await build({
  entryPoints: ['app/enhance/index.ts'],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  legalComments: 'none',
  write: false,
});
const code = result.outputFiles[0]?.contents;
if (!code) throw new Error('esbuild wrote nothing for app/enhance/index.ts');

const hash = createHash('sha256').update(code).digest('hex').slice(0, 10).toUpperCase();
const file = `enhance-${hash}.js`;
mkdirSync('public/build', { recursive: true });
writeFileSync(path.join('public/build', file), code);
mkdirSync(path.dirname(ENHANCE_MANIFEST), { recursive: true });
writeFileSync(ENHANCE_MANIFEST, `${JSON.stringify({ src: `/build/${file}` })}\n`);
console.log(`[enhance] public/build/${file} (${code.length} bytes)`);
