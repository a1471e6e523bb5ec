/**
 * A strict RFC 4180 reader for the CSV tests (csv-parse is not a dependency): quoted fields may
 * hold commas, doubled quotes and line breaks; records end with CRLF. Throws on anything else, so
 * a wrongly escaped file fails the test instead of being read leniently.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += text[i++];
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') throw new Error(`bare quote at ${i}`);
        field += text[i++];
      }
    }
    record.push(field);
    if (text[i] === ',') {
      i++;
    } else if (text.startsWith('\r\n', i) || i >= text.length) {
      records.push(record);
      record = [];
      i += 2;
    } else {
      throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`);
    }
  }
  return records;
}
