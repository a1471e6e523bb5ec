/**
 * A layout text as HTML in Latin-1 characters only (docs/decisions/065).
 *
 * V8 keeps a string with any character past Latin-1 at two bytes per character, and a page React
 * renders is one string: the copyright line's en dash made the student dashboard's whole page
 * two-byte, twice the memory to make it flat and a slower path to write it as UTF-8 for gzip, on
 * every view. Written as a character reference, the dash is the same text for the browser,
 * screen readers and hydration (the client writes the same HTML).
 */
export function oneByteHtml(text: string): string {
  return text.replace(/[&<>"]|[^\t\n\r\u0020-\u00ff]/gu, (character) => {
    if (character === '&') return '&amp;';
    if (character === '<') return '&lt;';
    if (character === '>') return '&gt;';
    if (character === '"') return '&quot;';
    return `&#${character.codePointAt(0) ?? 0};`;
  });
}
