/**
 * What the browser downloads holds no server code. Remix drops a route's loader and action from
 * the browser build, but a module they import stays when it has top-level code (the settings
 * schema does): the server's code then ships to every visitor of the page. Server-only code lives
 * in `.server` modules, which the browser build replaces with nothing. The build is the one
 * `npm run build` made (the global setup makes it when it is missing).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const BROWSER_BUILD = path.resolve('public/build');

/** Names only server modules spell: the settings' keys, the stores' drivers, the logger. */
const SERVER_MARKERS = [
  'SESSION_SECRET',
  'UPSTREAM_TIMEOUT_MS',
  'DATA_DIR',
  'better-sqlite3',
  'ioredis',
  'pino',
];

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

describe('the browser build', () => {
  it('has scripts, none with server code in it', () => {
    const files = scripts(BROWSER_BUILD);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return SERVER_MARKERS.filter((marker) => source.includes(marker)).map(
        (marker) => `${path.relative(BROWSER_BUILD, file)}: ${marker}`,
      );
    });
    expect(found).toEqual([]);
  });
});
