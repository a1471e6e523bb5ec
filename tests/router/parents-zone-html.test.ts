/**
 * The parents' zone answers the same HTML whatever the server computes once and keeps (decision
 * 101: the catalogue priced once per version and currency, the session read once per request).
 * Each fixture family's `/dashboard` and every `/dashboard?…` page it links to, at a fixed clock,
 * are compared byte for byte with the HTML the code answered before that work
 * (`parents-zone-html/*.html.snap`, written by the code of ba800584; not `.html`, which
 * Prettier would reformat).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDatabase } from '../../mocks/db/seed';
import { signedInCookie } from '../support/caller';
import { parentsZonePages } from '../support/parents-zone-html';

/** A Friday afternoon in Lima, with classes behind and ahead of every fixture family. */
const NOW = new Date('2026-11-27T20:00:00Z');

const FAMILIES = ['padre', 'mama.mx', 'horario', 'recordatorios'];

describe("the parents' zone HTML", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    // The simulated upstream seeds some records from the clock (a class starting minutes ago).
    resetDatabase();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetDatabase();
  });

  for (const family of FAMILIES)
    it(`is what it was for ${family}@`, async () => {
      const pages = await parentsZonePages(await signedInCookie(`${family}@example.com`));
      const text = pages.map(([path, html]) => `<!-- ${path} -->\n${html}\n`).join('');
      await expect(text).toMatchFileSnapshot(`./parents-zone-html/${family}.html.snap`);
    }, 30_000);
});
