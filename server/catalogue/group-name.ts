/** A group's name embeds its Lima hour, which contradicts the converted hour beside it: stripped. */

/** A bare number is not a time. */
const EMBEDDED_TIME =
  /(?:^|\s|(?<=\())(?:a las\s+)?\d{1,2}(?::\d{2}\s*(?:[ap]\.?\s?m\.?|hrs?\.?|h)?|\s*[ap]\.?\s?m\.?)(?=\s|$|[,;)·-])/gi;

export function withoutEmbeddedTime(name: string): string {
  const stripped = name
    .replace(EMBEDDED_TIME, ' ')
    .replace(/\(\s*\)/g, '')
    .replace(/\s*[,;·-]?\s*$/, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return stripped || 'Grupo';
}
