/**
 * The filtered roster as a CSV file for spreadsheets. csv-stringify quotes fields holding commas,
 * quotes or line breaks (doubling the quotes); a UTF-8 byte-order mark first, so Excel reads the
 * accents right; CRLF line ends as RFC 4180 asks. A cell a spreadsheet would run as a formula
 * (starting with =, +, -, @, or a tab or carriage return, OWASP "CSV injection") gets a leading
 * apostrophe: a student named '=HYPERLINK(…)' is shown as text, never executed.
 */
import { stringify } from 'csv-stringify/sync';
import type { RosterRow } from './roster';

export const CSV_BOM = '\uFEFF';

const HEADER = ['Alumno', 'Curso', 'Grupo', 'Horario', 'Docente', 'Estado', 'Avance (%)', 'Certificado'];

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** `origin` makes certificate links absolute: a spreadsheet has no page to resolve '/media/…' against. */
export function rosterCsv(rows: RosterRow[], origin: string): string {
  const records = rows.map((row) => [
    row.studentName,
    row.courseName,
    row.groupName ?? '',
    row.schedule ?? '',
    row.teacher,
    row.statusLabel,
    String(row.progress),
    row.certificate ? new URL(row.certificate.file, origin).href : '',
  ]);
  const body = stringify([HEADER, ...records.map((record) => record.map(neutraliseFormula))], {
    record_delimiter: '\r\n',
    // With CRLF records csv-stringify quotes only fields holding CRLF, so a bare '\n' in a name
    // would split the row in a spreadsheet: any line break is quoted.
    quoted_match: /[\r\n]/,
  });
  return CSV_BOM + body;
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
