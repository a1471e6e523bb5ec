/**
 * Content names a group after its Lima start time ('Grupo Lunes y Miércoles 4:00 p. m.'). Shown
 * as written, that hour contradicts the converted one beside it for anyone outside Lima, so the
 * course page shows the name without it and gives the hour once, in the visitor's zone.
 */

/** '4:00 p. m.', '16:00', '4:30pm', '10:00 a.m.', '18:00 hrs', '4 p. m.' (a bare number is not a time). */
const EMBEDDED_TIME =
  /(?:^|\s|(?<=\())(?:a las\s+)?\d{1,2}(?::\d{2}\s*(?:[ap]\.?\s?m\.?|hrs?\.?|h)?|\s*[ap]\.?\s?m\.?)(?=\s|$|[,;)·-])/gi;

export function withoutEmbeddedTime(name: string): string {
  const stripped = name
    .replace(EMBEDDED_TIME, ' ')
    .replace(/\(\s*\)/g, '')
    .replace(/\s*[,;·-]?\s*$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  // A name that was only a time still must not show it.
  return stripped || 'Grupo';
}
