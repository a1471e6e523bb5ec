/**
 * Layout texts written as one-byte HTML (app/lib/one-byte-html.ts, decision 065): the browser reads
 * the same text, and the HTML holds no character past Latin-1.
 */
import { describe, expect, it } from 'vitest';
import { copyrightLine } from '@kernel/texts/site';
import { oneByteHtml } from '~/lib/one-byte-html';

/** What a browser reads back from the HTML (the references this module writes). */
const decoded = (html: string) =>
  html
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('oneByteHtml', () => {
  it('writes the copyright line’s dash as a reference, Latin-1 as it is', () => {
    expect(oneByteHtml(copyrightLine(2026))).toBe('© 2022&#8211;2026 Kodea. Todos los derechos reservados.');
  });

  it('escapes markup and keeps every text the same for the browser, emoji included', () => {
    for (const text of [
      '<b>Niños & “niñas”</b> 👩‍💻',
      'ñandú — año',
      '&#8211; ya escrito',
      copyrightLine(2030),
    ]) {
      const html = oneByteHtml(text);
      expect([...html].every((character) => character.charCodeAt(0) <= 0xff)).toBe(true);
      expect(html).not.toMatch(/[<>"]/);
      expect(decoded(html)).toBe(text);
    }
  });
});
