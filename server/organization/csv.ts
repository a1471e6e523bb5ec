/**
 * The filtered roster as a CSV file for spreadsheets. A field holding a comma, quote, semicolon,
 * pipe, tab or line break is quoted (quotes doubled), so no separator inside a value starts
 * another cell, whichever separator the spreadsheet splits on; a UTF-8 byte-order mark first, so
 * Excel reads the accents right; CRLF line ends as RFC 4180 asks.
 *
 * CSV injection (OWASP; decision 023): Excel and LibreOffice run a cell as a formula when it
 * starts with = + - @, and they skip what comes before it — spaces, non-breaking and other
 * Unicode spaces, tabs, line breaks, zero-width characters — and read the full-width ＝ ＋ － ＠
 * (and the small ﹦ ﹢ ﹣, the minus sign −) as the ASCII ones. Such a cell gets a leading
 * apostrophe: a student named ' =HYPERLINK(…)' is shown as text, never run. A formula start
 * after a separator inside a value (`a;=cmd`) gets an apostrophe too, before the formula: quoted,
 * the value is one cell anyway, but a spreadsheet that splits on another separator (Excel with
 * ';' as its list separator ignores quotes that do not open a field) would start a cell there.
 */
import { stringify } from 'csv-stringify/sync';
import type { RosterRow } from './roster';

export const CSV_BOM = '\uFEFF';

const HEADER = ['Alumno', 'Curso', 'Grupo', 'Horario', 'Docente', 'Estado', 'Avance (%)', 'Certificado'];

/** = + - @, full-width ＝ ＋ － ＠, small ﹦ ﹢ ﹣, and the minus sign −. */
const FORMULA_CHAR = '=+\\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\u2212';
/** What a spreadsheet skips before a formula: any whitespace (NBSP included), controls, zero-width. */
const SKIPPED = '\\s\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200d\\u2060\\uFEFF';
/** A formula start at the beginning of the cell, or a cell that starts with a tab or a line break. */
const LEADING_FORMULA = new RegExp(`^(?:[${SKIPPED}]*[${FORMULA_CHAR}]|[\\t\\r\\n])`);
/** A separator inside the value, what may be skipped after it, then a formula start. */
const INNER_FORMULA = new RegExp(`([,;|\\t\\r\\n][${SKIPPED}]*)(?=[${FORMULA_CHAR}])`, 'g');

const LEADING_SKIPPED = new RegExp(`^[${SKIPPED}]*`);

export function neutraliseFormula(cell: string): string {
  // Separators among the leading characters are the cell's start, which the leading apostrophe covers.
  const lead = LEADING_SKIPPED.exec(cell)?.[0] ?? '';
  const neutralised = lead + cell.slice(lead.length).replace(INNER_FORMULA, "$1'");
  return LEADING_FORMULA.test(cell) ? `'${neutralised}` : neutralised;
}

const STRINGIFY_OPTIONS = {
  record_delimiter: '\r\n',
  // csv-stringify quotes commas and quotes; with CRLF records it leaves a bare '\n' unquoted, and
  // a ';', '|' or tab is some spreadsheet's separator: any of them is quoted too.
  quoted_match: /[\r\n\t;|]/,
};

/** `origin` makes certificate links absolute: a spreadsheet has no page to resolve '/media/…' against. */
function csvRecord(row: RosterRow, origin: string): string[] {
  return [
    row.studentName,
    row.courseName,
    row.groupName ?? '',
    row.schedule ?? '',
    row.teacher,
    row.statusLabel,
    String(row.progress),
    row.certificate ? new URL(row.certificate.file, origin).href : '',
  ].map(neutraliseFormula);
}

/** The file's start: the byte-order mark and the header line. */
export function csvHead(): string {
  return CSV_BOM + stringify([HEADER], STRINGIFY_OPTIONS);
}

/** Lines for some rows, each ending with CRLF: the head and every batch of rows make the file. */
export function csvLines(rows: RosterRow[], origin: string): string {
  return stringify(
    rows.map((row) => csvRecord(row, origin)),
    STRINGIFY_OPTIONS,
  );
}

/** The whole file for rows in memory (the stream, csv-stream.ts, writes the same bytes in pages). */
export function rosterCsv(rows: RosterRow[], origin: string): string {
  return csvHead() + csvLines(rows, origin);
}

/** 'alumnos-colegio-san-martin-de-porres.csv': ASCII only, safe in Content-Disposition. */
export function csvFileName(organizationName: string): string {
  const slug = organizationName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `alumnos-${slug || 'organizacion'}.csv`;
}
