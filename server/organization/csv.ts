/**
 * The roster as CSV (BOM for Excel's accents). CSV injection (decision 023): a cell a spreadsheet
 * would run as a formula, after any skipped spaces or separators, gets an apostrophe first.
 */
import { stringify } from 'csv-stringify/sync';
import type { RosterRow } from './roster';

export const CSV_BOM = '\uFEFF';

const HEADER = ['Alumno', 'Curso', 'Grupo', 'Horario', 'Docente', 'Estado', 'Avance (%)', 'Certificado'];

/** ASCII and their full-width, small and minus-sign look-alikes. */
const FORMULA_CHAR = '=+\\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\u2212';
/** What a spreadsheet skips before a formula. */
const SKIPPED = '\\s\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200d\\u2060\\uFEFF';
const LEADING_FORMULA = new RegExp(`^(?:[${SKIPPED}]*[${FORMULA_CHAR}]|[\\t\\r\\n])`);
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
  // csv-stringify leaves a bare '\n' unquoted with CRLF records; ';', '|' and tab are separators too.
  quoted_match: /[\r\n\t;|]/,
};

/** A spreadsheet has no page to resolve '/media/…' against. */
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

export function csvHead(): string {
  return CSV_BOM + stringify([HEADER], STRINGIFY_OPTIONS);
}

export function csvLines(rows: RosterRow[], origin: string): string {
  return stringify(
    rows.map((row) => csvRecord(row, origin)),
    STRINGIFY_OPTIONS,
  );
}

/** The stream (csv-stream.ts) writes the same bytes in pages. */
export function rosterCsv(rows: RosterRow[], origin: string): string {
  return csvHead() + csvLines(rows, origin);
}

/** ASCII only, safe in Content-Disposition. */
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
