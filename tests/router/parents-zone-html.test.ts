/**
 * The parents' zone answers the same HTML whatever the server computes once and keeps (decision
 * 101: the catalogue priced once per version and currency, the session read once per request).
 * Each fixture family's `/dashboard` and every `/dashboard?…` page it links to, at a fixed clock,
 * are compared byte for byte with the HTML the code answered before that work
 * (`parents-zone-html/*.html.snap`, written by the code of ba800584; not `.html`, which
 * Prettier would reformat). Mis compras likewise, before it read its rows through the user cache
 * (`parents-zone-html/compras/*.html.snap`, written by the code of 68424782; decision 115), and
 * Mis referidos before it read its overview so (`…/referidos/*.html.snap`, by 40a8ebc1's code).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetDatabase } from '../../mocks/db/seed';
import { signedInCookie } from '../support/caller';
import { parentsZonePages, purchasesPageHtml, referralsPageHtml } from '../support/parents-zone-html';

/** A Friday afternoon in Lima, with classes behind and ahead of every fixture family. */
const NOW = new Date('2026-11-27T20:00:00Z');

const FAMILIES = ['padre', 'mama.mx', 'horario', 'recordatorios'];

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  // The simulated upstream seeds some records from the clock (a class starting minutes ago).
  resetDatabase();
});
afterEach(() => {
  vi.useRealTimers();
  resetDatabase();
});

/** A page viewed twice, the second from whatever the first kept: the same HTML, and what it was. */
function keptPageIsWhatItWas(folder: string, families: string[], html: (cookie: string) => Promise<string>) {
  for (const family of families)
    it(`is what it was for ${family}@`, async () => {
      const cookie = await signedInCookie(`${family}@example.com`);
      const first = await html(cookie);
      expect(await html(cookie)).toBe(first);
      await expect(`${first}\n`).toMatchFileSnapshot(`./parents-zone-html/${folder}/${family}.html.snap`);
    }, 30_000);
}

describe("the parents' zone HTML", () => {
  for (const family of FAMILIES)
    it(`is what it was for ${family}@`, async () => {
      const pages = await parentsZonePages(await signedInCookie(`${family}@example.com`));
      const text = pages.map(([path, html]) => `<!-- ${path} -->\n${html}\n`).join('');
      await expect(text).toMatchFileSnapshot(`./parents-zone-html/${family}.html.snap`);
    }, 30_000);
});

describe('Mis compras HTML', () => {
  // comprobantes@ has a receipt the OSE has not answered: the page watches it (issue 77).
  keptPageIsWhatItWas('compras', [...FAMILIES, 'comprobantes', 'familia.co'], purchasesPageHtml);
});

describe('Mis referidos HTML', () => {
  keptPageIsWhatItWas('referidos', FAMILIES, referralsPageHtml);
});
