/** What `ics` lacks: LANGUAGE (RFC 5545 §3.2.10) and folding by UTF-8 octets (§3.1), not characters. */
const LINE_OCTETS = 75;

export function withLanguage(body: string, language: string, properties: string[]): string {
  return body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const name = properties.find((property) => line.startsWith(`${property}:`));
      return name ? `${name};LANGUAGE=${language}${line.slice(name.length)}` : line;
    })
    .map(foldLine)
    .join('\r\n');
}

/** Continuation lines start with one space, which counts towards their octets. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > LINE_OCTETS - (parts.length === 0 ? 0 : 1)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}
